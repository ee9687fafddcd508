/**
 * The borrower's signature page over HTTP against the real server: operations created through the credit API and
 * brought to `Signatures` by the pipeline; consent, identity and the document's hash checked by the server; the
 * evidence stored; one signature however many submits; the pipeline moving on after signing, or cancelling after
 * a refusal. Workers 70–89 of the registry are this file's (test/integration/registrations.ts).
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SandboxRegistryWorker } from "@/lib/credit/sandbox/registry";
import { INSTRUMENT_VERSION } from "@/lib/credit/signatures/instrument";
import { apiUrl, callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { regularWorker, testDatabase } from "@/test/integration/registrations";
import {
  documentToSign,
  postDecision,
  signableOperation,
  signAsBorrower,
  waitForStatus,
  type SignableOperation,
} from "@/test/integration/signatures";

let token: string;
const ops: Record<"consent" | "identity" | "evidence" | "race" | "refusal" | "browser" | "fgts" | "canceled", SignableOperation> = {} as never;

function workersWhere(predicate: (worker: SandboxRegistryWorker) => boolean, count: number): SandboxRegistryWorker[] {
  const found = Array.from({ length: 20 }, (_, index) => regularWorker(70 + index)).filter(predicate).filter((worker) => !used.has(worker.registrationNumber));
  if (found.length < count) throw new Error("not enough registry workers for the signature tests");
  for (const worker of found.slice(0, count)) used.add(worker.registrationNumber);
  return found.slice(0, count);
}
const used = new Set<string>();

beforeAll(async () => {
  token = await tokenFor(centro);
  const payroll = workersWhere((worker) => (worker.freeMarginInCents ?? 0) >= 60_000 && worker.employerRegistrationNumber !== null, 6);
  const fgts = workersWhere((worker) => worker.fgtsBalanceInCents >= 500_000 && worker.birthdayWithdrawalOptIn, 2);
  const names = ["consent", "identity", "evidence", "race", "refusal", "browser"] as const;
  const created = await Promise.all([
    ...names.map((name, index) => signableOperation(token, payroll[index]!, "payroll")),
    signableOperation(token, fgts[0]!, "fgts"),
    signableOperation(token, fgts[1]!, "fgts"),
  ]);
  names.forEach((name, index) => (ops[name] = created[index]!));
  ops.fgts = created[names.length]!;
  ops.canceled = created[names.length + 1]!;
}, 90_000);
afterAll(() => testDatabase().$disconnect());

async function signer(op: SignableOperation) {
  return testDatabase().creditNoteSigner.findFirstOrThrow({ where: { creditNoteId: op.id } });
}

describe("the page", () => {
  test("shows the instrument as the API holds it, the masked CPF (never the whole one) and the verification code", async () => {
    const op = ops.consent;
    const page = await fetch(apiUrl(op.signPath));
    expect(page.status).toBe(200);
    const html = await page.text();
    const note = (await callApi(token, "GET", `/v1/CreditNote/${op.id}`)).body as { creditNoteNo: string; plan: { liquidAmountInCents: number } };
    const { text, sha256 } = await documentToSign(op.signPath);
    const instrument = JSON.parse(text) as { version: string; number: string; amounts: { releasedInCents: number }; borrower: { cpf: string } };

    expect(instrument).toMatchObject({ version: INSTRUMENT_VERSION, number: note.creditNoteNo, amounts: { releasedInCents: note.plan.liquidAmountInCents } });
    expect(html).toContain(`Cédula de Crédito Bancário nº ${note.creditNoteNo}`);
    expect(html).toContain(`***.${op.cpf.slice(3, 6)}.${op.cpf.slice(6, 9)}-**`);
    expect(html).not.toContain(op.cpf);
    expect(text).not.toContain(op.cpf);
    for (const words of ["Li e concordo", "CET", "IOF", "Plano de pagamento", "Garantia", "art. 49", "Código de verificação do documento"]) expect(html).toContain(words);
    expect(html).toContain(sha256.slice(0, 4).toUpperCase());
    expect(html).toContain(`name="documentSha256" value="${sha256}"`);
  });

  test("an unknown link is a 404, on the page and on the forms", async () => {
    expect((await fetch(apiUrl("/sign/nao-existe-este-token-de-assinatura"))).status).toBe(404);
    const posted = await postDecision("/sign/nao-existe-este-token-de-assinatura", "assinar", {});
    expect(posted.status).toBe(404);
    expect((await fetch(apiUrl("/sign/nao-existe-este-token-de-assinatura/documento"))).status).toBe(404);
  });
});

describe("consent", () => {
  test("signing without ticking “li e concordo” is refused by the server (400 at the field), nothing recorded", async () => {
    const op = ops.consent;
    const { sha256 } = await documentToSign(op.signPath);
    for (const consent of [undefined, false, "off"]) {
      const refused = await postDecision(op.signPath, "assinar", { consent, cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: sha256 });
      expect(refused.status).toBe(400);
      expect(refused.body?.errors).toEqual([{ field: "consent", message: expect.stringContaining("Li e concordo") }]);
    }
    expect(await signer(op)).toMatchObject({ status: "Pending", signedAt: null, documentSha256: null, identityFailures: 0 });
  });

  test("a browser's form without consent goes back to the page, which shows the message at the field", async () => {
    const op = ops.consent;
    const { sha256 } = await documentToSign(op.signPath);
    const response = await fetch(apiUrl(`${op.signPath}/assinar`), {
      method: "POST",
      redirect: "manual",
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: sha256 }),
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toBe(`${op.signPath}?acao=assinar&erro=consent-missing#assinar`);
    const html = await (await fetch(apiUrl(location))).text();
    expect(html).toContain("Marque “Li e concordo” para assinar");
    expect(html).toMatch(/id="form-assinar-consent"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="form-assinar-consent"/);
  });
});

describe("identity", () => {
  test("wrong CPF digits: 400 at the field with the tries left; the fifth locks the link (429) even for the right digits", async () => {
    const op = ops.identity;
    const { sha256 } = await documentToSign(op.signPath);
    const wrong = op.cpf.startsWith("999") ? "998" : "999";
    for (let attempt = 1; attempt <= 4; attempt++) {
      const refused = await postDecision(op.signPath, "assinar", { consent: true, cpfFirstDigits: wrong, documentSha256: sha256 });
      expect(refused.status).toBe(400);
      expect(refused.body?.errors).toEqual([{ field: "cpfFirstDigits", message: expect.stringContaining(5 - attempt === 1 ? "Resta 1 tentativa" : `Restam ${5 - attempt}`) }]);
    }
    const locked = await postDecision(op.signPath, "assinar", { consent: true, cpfFirstDigits: wrong, documentSha256: sha256 });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    const stillLocked = await postDecision(op.signPath, "assinar", { consent: true, cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: sha256 });
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.body?.errors).toEqual([{ field: "cpfFirstDigits", message: expect.stringContaining("bloqueado por 15 minutos") }]);
    expect((await signer(op)).status).toBe("Pending");

    // Fifteen minutes later (moved in the database): the right digits sign.
    await testDatabase().creditNoteSigner.updateMany({ where: { creditNoteId: op.id }, data: { identityLockedUntil: new Date(Date.now() - 1000) } });
    expect((await signAsBorrower(op)).status).toBe(200);
    expect(await signer(op)).toMatchObject({ status: "Signed", identityFailures: 0, identityLockedUntil: null });
  });
});

describe("the document's hash", () => {
  test("a verification code other than the document's is a 409 asking to reload", async () => {
    const op = ops.evidence;
    const { sha256 } = await documentToSign(op.signPath);
    const other = createHash("sha256").update("outro documento").digest("hex");
    const refused = await postDecision(op.signPath, "assinar", { consent: true, cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: other });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: "/problems/document-changed", detail: expect.stringContaining("mudaram desde que a página foi aberta") });
    expect(sha256).not.toBe(other);
  });

  test("terms that change after the page was loaded: the old code is refused (409), the page shows the new one", async () => {
    const op = ops.evidence;
    const before = await documentToSign(op.signPath);
    const person = await testDatabase().creditNaturalPerson.findFirstOrThrow({ where: { registrationNumber: op.cpf } });
    await testDatabase().creditNaturalPerson.update({ where: { id: person.id }, data: { name: `${person.name} Junior` } });
    try {
      const refused = await postDecision(op.signPath, "assinar", { consent: true, cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: before.sha256 });
      expect(refused.status).toBe(409);
      const after = await documentToSign(op.signPath);
      expect(after.sha256).not.toBe(before.sha256);
      expect(await (await fetch(apiUrl(op.signPath))).text()).toContain(`value="${after.sha256}"`);
    } finally {
      await testDatabase().creditNaturalPerson.update({ where: { id: person.id }, data: { name: person.name } });
    }
    expect((await signer(op)).status).toBe("Pending");
  });
});

describe("evidence", () => {
  test("the signature keeps its time, client address (TRUST_PROXY honoured), user agent (bounded) and the document with its SHA-256", async () => {
    const op = ops.evidence;
    const { text, sha256 } = await documentToSign(op.signPath);
    const userAgent = `Mozilla/5.0 (Linux; Android 14) Teste/1.0 ${"x".repeat(700)}`;
    const started = Date.now();
    const signed = await signAsBorrower(op, { "x-forwarded-for": "198.51.100.23", "user-agent": userAgent });
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ status: "Signed", signedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), documentSha256: sha256 });

    const row = await signer(op);
    expect(row).toMatchObject({ status: "Signed", clientAddress: "198.51.100.23", instrumentVersion: INSTRUMENT_VERSION, documentSha256: sha256, documentText: text });
    expect(row.userAgent).toBe(userAgent.slice(0, 512));
    expect(row.signedAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(row.signedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // The partner sees when and which document, never the address nor the browser.
    const signUrl = await callApi(token, "GET", `/v1/CreditNote/${op.id}/SignUrl`);
    expect((signUrl.body as { signers: unknown[] }).signers[0]).toMatchObject({ status: "Signed", signedAt: signed.body?.signedAt, documentSha256: sha256 });
    expect(JSON.stringify(signUrl.body)).not.toMatch(/198\.51\.100|Teste\/1\.0/);

    // The confirmation shows the evidence: time, code, the network (not the address).
    const confirmation = await (await fetch(apiUrl(`${op.signPath}/confirmacao`))).text();
    expect(confirmation).toContain("Contrato assinado");
    expect(confirmation).toContain(sha256.slice(0, 4).toUpperCase());
    expect(confirmation).toContain("198.51.100.0/24");
    expect(confirmation).not.toContain("198.51.100.23");
    // The page itself now leads to the confirmation; the document served is the one signed.
    const page = await fetch(apiUrl(op.signPath), { redirect: "manual" });
    expect([303, 307]).toContain(page.status);
    expect(page.headers.get("location")).toContain(`${op.signPath}/confirmacao`);
    expect((await documentToSign(op.signPath)).sha256).toBe(sha256);
  });

  test("a decided signature never changes, even in the database", async () => {
    const row = await signer(ops.evidence);
    await expect(testDatabase().creditNoteSigner.update({ where: { id: row.id }, data: { clientAddress: "192.0.2.1" } })).rejects.toThrow(/never changes/);
    await expect(testDatabase().creditNoteSigner.update({ where: { id: row.id }, data: { status: "Pending" } })).rejects.toThrow(/never changes/);
  });

  test("the database refuses a decision without its document, or with a digest that is not the document's", async () => {
    const row = await signer(ops.consent);
    const decided = { status: "Signed", signedAt: new Date(), instrumentVersion: INSTRUMENT_VERSION };
    await expect(testDatabase().creditNoteSigner.update({ where: { id: row.id }, data: decided })).rejects.toThrow(/document and its SHA-256/);
    await expect(
      testDatabase().creditNoteSigner.update({ where: { id: row.id }, data: { ...decided, documentText: "{}", documentSha256: "0".repeat(64) } }),
    ).rejects.toThrow(/document and its SHA-256/);
    expect((await signer(ops.consent)).status).toBe("Pending");
  });
});

describe("one signature", () => {
  test("ten submits at once (double clicks, replays): all answered alike, one signature, one transition out of Signatures", { timeout: 60_000 }, async () => {
    const op = ops.race;
    const { sha256 } = await documentToSign(op.signPath);
    const body = { consent: true, cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: sha256 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => postDecision(op.signPath, "assinar", body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body?.signedAt)).size).toBe(1);
    const signers = await testDatabase().creditNoteSigner.findMany({ where: { creditNoteId: op.id } });
    expect(signers.map((row) => row.status)).toEqual(["Signed"]);

    // Refusing what was signed is a 409; signing again, even after the operation moved on, answers the first signature.
    expect((await postDecision(op.signPath, "recusar", { cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: sha256 })).status).toBe(409);

    const moved = await waitForStatus(token, op.id, ["SignaturesValidation", "WaitLiquidation", "Liquidation", "Finished"]);
    expect(moved.history.filter((entry) => entry.from === "Signatures")).toEqual([expect.objectContaining({ to: "SignaturesValidation", actor: "Pipeline" })]);
    const replay = await postDecision(op.signPath, "assinar", body);
    expect(replay).toMatchObject({ status: 200, body: { status: "Signed", signedAt: answers[0]?.body?.signedAt } });
    const finished = await waitForStatus(token, op.id, ["Finished"]);
    expect(finished.history.map((entry) => entry.to).slice(-5)).toEqual(["Signatures", "SignaturesValidation", "WaitLiquidation", "Liquidation", "Finished"]);
  });

  test("FGTS: the operation leaves Signatures once its signer signed", { timeout: 60_000 }, async () => {
    const op = ops.fgts;
    const html = await (await fetch(apiUrl(op.signPath))).text();
    expect(html).toContain("saques-aniversário");
    expect((await signAsBorrower(op)).status).toBe(200);
    const moved = await waitForStatus(token, op.id, ["SignaturesValidation", "WaitLiquidation", "Liquidation", "Finished"]);
    expect(moved.history.some((entry) => entry.from === "Signatures" && entry.to === "SignaturesValidation")).toBe(true);
  });
});

describe("refusal", () => {
  test("the signer refuses with a reason: evidence kept, signing is then a 409, the pipeline cancels and releases the margin", { timeout: 60_000 }, async () => {
    const op = ops.refusal;
    const { sha256 } = await documentToSign(op.signPath);
    const refused = await postDecision(op.signPath, "recusar", { cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: sha256, reason: "  A parcela\nnão é a combinada " });
    expect(refused).toMatchObject({ status: 200, body: { status: "Refused", documentSha256: sha256 } });
    expect(await signer(op)).toMatchObject({ status: "Refused", refusalReason: "A parcela não é a combinada", documentSha256: sha256, signedAt: null });
    expect((await postDecision(op.signPath, "recusar", { cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: sha256 })).status).toBe(200);
    expect((await postDecision(op.signPath, "assinar", { consent: true, cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: sha256 })).status).toBe(409);

    const canceled = await waitForStatus(token, op.id, ["Canceled"]);
    expect(canceled.history.at(-1)).toMatchObject({
      from: "Signatures",
      to: "Canceled",
      actor: "Pipeline",
      reason: "Assinatura recusada pelo tomador na página de assinatura: A parcela não é a combinada",
    });
    const reservation = await testDatabase().creditMarginReservation.findUniqueOrThrow({ where: { creditNoteId: op.id } });
    expect(reservation.releasedAt).not.toBeNull();
    const confirmation = await (await fetch(apiUrl(`${op.signPath}/confirmacao`))).text();
    expect(confirmation).toContain("Assinatura recusada");
    expect(confirmation).toContain("A parcela não é a combinada");
  });
});

describe("a collection that closed", () => {
  test("a cancel requested by the partner closes the page before the signer decided; nothing can be signed", { timeout: 60_000 }, async () => {
    const op = ops.canceled;
    const { sha256 } = await documentToSign(op.signPath);
    expect((await callApi(token, "POST", `/v1/CreditNote/${op.id}/cancel`, { message: "Cliente desistiu antes de assinar" })).status).toBe(200);
    expect(await (await fetch(apiUrl(op.signPath))).text()).toContain("Esta proposta está sendo cancelada");
    const refused = await postDecision(op.signPath, "assinar", { consent: true, cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: sha256 });
    expect(refused).toMatchObject({ status: 409, body: { detail: expect.stringContaining("sendo cancelada") } });

    await waitForStatus(token, op.id, ["Canceled"]);
    expect(await (await fetch(apiUrl(op.signPath))).text()).toContain("Esta proposta foi cancelada");
    expect((await fetch(apiUrl(`${op.signPath}/documento`))).status).toBe(404);
    expect(await signer(op)).toMatchObject({ status: "Pending", documentSha256: null });
  });
});

describe("without JavaScript", () => {
  test("a browser's form POST signs and is sent to the confirmation (303)", async () => {
    const op = ops.browser;
    const { sha256 } = await documentToSign(op.signPath);
    const response = await fetch(apiUrl(`${op.signPath}/assinar`), {
      method: "POST",
      redirect: "manual",
      headers: { accept: "text/html,application/xhtml+xml", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ consent: "sim", cpfFirstDigits: op.cpf.slice(0, 3), documentSha256: sha256 }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${op.signPath}/confirmacao`);
    expect((await signer(op)).status).toBe("Signed");
  });

  test("bodies are bounded and must be a form or a JSON object", async () => {
    const op = ops.consent;
    const big = await fetch(apiUrl(`${op.signPath}/assinar`), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `reason=${"a".repeat(20_000)}`,
    });
    expect(big.status).toBe(413);
    const list = await postDecision(op.signPath, "assinar", [] as unknown as Record<string, unknown>);
    expect(list.status).toBe(400);
    const text = await fetch(apiUrl(`${op.signPath}/assinar`), { method: "POST", headers: { "content-type": "text/plain" }, body: "consent=sim" });
    expect(text.status).toBe(415);
    expect((await signer(op)).status).toBe("Pending");
  });
});
