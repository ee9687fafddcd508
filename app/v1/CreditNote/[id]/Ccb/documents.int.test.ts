/**
 * The borrower's documents over HTTP against the real server, for a payroll and an FGTS operation brought to
 * `Signatures` by the pipeline: the CET worksheet and the CCB (draft, then signed) read back as text and compared
 * with GET /v1/CreditNote/{id} to the cent; the signed CCB's bytes stable; its code verified by /verificar, a
 * changed byte not. Workers 140–159 of the registry are this file's (test/integration/registrations.ts).
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AmortizationPlan } from "@/lib/contract";
import type { SandboxRegistryWorker } from "@/lib/credit/sandbox/registry";
import { VERIFY_THROTTLE } from "@/lib/credit/documents/verify-document";
import { apiUrl, callApi, centro, norte, tokenFor } from "@/test/integration/credit-api";
import { regularWorker, testDatabase } from "@/test/integration/registrations";
import { documentToSign, signableOperation, signAsBorrower, type SignableOperation } from "@/test/integration/signatures";
import { brl, pct, pdfLines } from "@/test/support/pdf-text";

let token: string;
const ops = {} as Record<"payroll" | "fgts", SignableOperation>;

function workerWhere(predicate: (worker: SandboxRegistryWorker) => boolean, skip: Set<string>): SandboxRegistryWorker {
  const worker = Array.from({ length: 20 }, (_, index) => regularWorker(140 + index)).find((candidate) => predicate(candidate) && !skip.has(candidate.registrationNumber));
  if (!worker) throw new Error("no registry worker for the documents tests");
  skip.add(worker.registrationNumber);
  return worker;
}

beforeAll(async () => {
  token = await tokenFor(centro);
  const taken = new Set<string>();
  const payroll = workerWhere((worker) => (worker.freeMarginInCents ?? 0) >= 60_000 && worker.employerRegistrationNumber !== null, taken);
  const fgts = workerWhere((worker) => worker.fgtsBalanceInCents >= 500_000 && worker.birthdayWithdrawalOptIn, taken);
  [ops.payroll, ops.fgts] = await Promise.all([signableOperation(token, payroll, "payroll"), signableOperation(token, fgts, "fgts")]);
  await testDatabase().rateLimitCounter.deleteMany({ where: { key: { startsWith: VERIFY_THROTTLE.keyPrefix } } });
}, 90_000);
afterAll(() => testDatabase().$disconnect());

type Note = { creditNoteNo: string; createdAt: string; amortization: { startDate?: string }; plan: AmortizationPlan };

/** The calculation's base date: the one sent, else the creation day in Brasília (the API computed the plan then). */
function baseDate(note: Note): string {
  return note.amortization.startDate ?? new Date(Date.parse(note.createdAt) - 3 * 3_600_000).toISOString().slice(0, 10);
}

async function noteOf(op: SignableOperation): Promise<Note> {
  return (await callApi(token, "GET", `/v1/CreditNote/${op.id}`)).body as unknown as Note;
}

async function download(path: string, bearer: string | null = token) {
  const response = await fetch(apiUrl(path), { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const civil = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const code = (sha256: string) => (sha256.toUpperCase().match(/.{4}/g) ?? []).join(" ");

/** Yearly IRR by bisection over the worksheet's own rows: FC0 = Σ FCj (1 + r)^(−days/365). */
function irr(released: number, flows: readonly { amount: number; days: number }[]): number {
  let low = 0;
  let high = 100;
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2;
    const value = flows.reduce((sum, flow) => sum + flow.amount / Math.pow(1 + middle, flow.days / 365), 0);
    if (value > released) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

describe.each(["payroll", "fgts"] as const)("%s operation", (kind) => {
  test("the CET worksheet shows the API's figures to the cent, and its CET is the IRR of its listed flows", async () => {
    const op = ops[kind];
    const note = await noteOf(op);
    const file = await download(`/v1/CreditNote/${op.id}/CetWorksheet`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("etag")).toBe(`"${createHash("sha256").update(file.bytes).digest("hex")}"`);
    const lines = (await pdfLines(file.bytes)).flat();
    const text = lines.join("\n");
    const { plan } = note;
    for (const amount of [plan.requestedAmount, plan.liquidAmountInCents, plan.iofAmountInCents, plan.issuanceCostInCents, plan.totalPaymentInCents]) expect(text).toContain(brl(amount));
    expect(text).toContain(`${pct(plan.apr)} ao mês · ${pct(plan.yearlyRate)} ao ano`);
    expect(text).toContain(`${pct(plan.cet.monthly)} ao mês · ${pct(plan.cet.yearly)} ao ano`);
    expect(text).toContain(`data-base do cálculo ${civil(baseDate(note))}`);

    const rows = lines.map((line) => /^(\d+)(?: \(liberação\))? (\d{2}\/\d{2}\/\d{4}) (\d+) (R\$ [\d.]+,\d{2}) R\$/.exec(line)).filter((row) => row !== null);
    const [release, ...installments] = rows;
    expect(release?.[2]).toBe(civil(baseDate(note)));
    expect(installments.map((row) => [Number(row[1]), row[2], row[4]])).toEqual(
      plan.installments.map((installment) => [installment.number, civil(installment.dueDate), brl(installment.paymentInCents)]),
    );
    const cents = (amount: string) => Number(amount.replace(/\D/g, ""));
    const rate = irr(cents(release?.[4] ?? ""), installments.map((row) => ({ amount: cents(row[4] ?? ""), days: Number(row[3]) })));
    expect(Math.round(rate * 10_000) / 100).toBe(plan.cet.yearly);
  });

  test("the draft CCB, then the signed CCB: the API's figures, the page's code; signed bytes never change", async () => {
    const op = ops[kind];
    const note = await noteOf(op);
    const { sha256, text: canonical } = await documentToSign(op.signPath);

    const draft = await download(`/v1/CreditNote/${op.id}/Ccb`);
    expect(draft.status).toBe(200);
    expect(draft.headers.get("x-document-kind")).toBe("draft");
    const draftPages = await pdfLines(draft.bytes);
    for (const page of draftPages) expect(page.join(" ")).toMatch(new RegExp(`MINUTA — NÃO ASSINADA[\\s\\S]*${code(sha256)}`));
    const draftText = draftPages.flat().join("\n");
    for (const installment of note.plan.installments) {
      const amounts = [installment.paymentInCents, installment.principalInCents, installment.interestInCents, installment.balanceInCents].map(brl).join(" ");
      expect(draftText).toContain(`${installment.number} ${civil(installment.dueDate)} ${amounts}`);
    }
    expect(draftText).toContain(`${pct(note.plan.cet.monthly)} ao mês · ${pct(note.plan.cet.yearly)} ao ano`);
    expect(draftText).toContain(`CPF ***.${op.cpf.slice(3, 6)}.${op.cpf.slice(6, 9)}-**`);
    expect(draftText).not.toContain(op.cpf);
    expect((await download(`${op.signPath}/ccb`, null)).headers.get("x-document-kind")).toBe("draft");

    expect((await signAsBorrower(op)).status).toBe(200);
    const signed = await download(`/v1/CreditNote/${op.id}/Ccb`);
    expect(signed.headers.get("x-document-kind")).toBe("signed");
    const again = await download(`${op.signPath}/ccb`, null);
    expect(Buffer.compare(Buffer.from(again.bytes), Buffer.from(signed.bytes))).toBe(0);
    const pages = await pdfLines(signed.bytes);
    const text = pages.flat().join("\n");
    expect(text).not.toContain("MINUTA");
    for (const amount of [note.plan.requestedAmount, note.plan.liquidAmountInCents, note.plan.iofAmountInCents, note.plan.totalPaymentInCents]) expect(text).toContain(brl(amount));
    const certificate = (pages.at(-1) ?? []).join("\n");
    expect(certificate).toContain("Certificado de assinaturas");
    expect(certificate).toContain(code(sha256));
    const signer = await testDatabase().creditNoteSigner.findFirstOrThrow({ where: { creditNoteId: op.id } });
    expect(certificate).toContain(`${signer.signedAt?.toISOString().slice(0, 19).replace("T", " ")} UTC`);
    expect(certificate).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b(?!\/)/);

    // The printed code is the SHA-256 of the signed canonical text; one byte changed gives another code.
    expect(createHash("sha256").update(canonical, "utf8").digest("hex")).toBe(sha256);
    const bytes = Buffer.from(canonical, "utf8");
    bytes.writeUInt8((bytes.at(-2) ?? 0) ^ 1, bytes.length - 2);
    const tampered = createHash("sha256").update(bytes).digest("hex");
    expect(tampered).not.toBe(sha256);

    const verified = await (await fetch(apiUrl(`/verificar?codigo=${encodeURIComponent(code(sha256))}`))).text();
    expect(verified).toContain("Documento autêntico");
    expect(verified).toContain(note.creditNoteNo);
    expect(verified).toContain(createHash("sha256").update(signed.bytes).digest("hex").toUpperCase().slice(0, 4));
    expect(verified).not.toContain(op.cpf);
    expect(verified).not.toContain(signer.name);
    const forged = await (await fetch(apiUrl(`/verificar?codigo=${tampered}`))).text();
    expect(forged).toContain("Nenhum documento assinado tem este código");
    expect(forged).not.toContain(note.creditNoteNo);
  });
});

describe("access and limits", () => {
  test("another correspondent's operation is 403; an unknown signature link is 404", async () => {
    const other = await tokenFor(norte);
    expect((await download(`/v1/CreditNote/${ops.payroll.id}/CetWorksheet`, other)).status).toBe(403);
    expect((await download(`/v1/CreditNote/${ops.payroll.id}/Ccb`, other)).status).toBe(403);
    expect((await download(`/v1/CreditNote/${ops.payroll.id}/Ccb`, null)).status).toBe(401);
    expect((await download("/sign/desconhecido/ccb", null)).status).toBe(404);
  });

  test("the verification page refuses past its limit per client", async () => {
    const texts: string[] = [];
    for (let index = 0; index < VERIFY_THROTTLE.points + 1; index++) texts.push(await (await fetch(apiUrl(`/verificar?codigo=${"0".repeat(64)}`))).text());
    expect(texts.at(-1)).toContain("Muitas consultas seguidas");
    expect(texts.at(-1)).not.toContain("Nenhum documento assinado");
  });
});
