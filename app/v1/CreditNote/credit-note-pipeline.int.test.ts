/**
 * Submission, the pipeline worker (PIPELINE_STAGE_SECONDS=1 in the test server), signatures, doneWarrantyRevision,
 * cancel and the desk API, over HTTP against the real server. Borrowers are registry workers (the pipeline reads
 * their margin and FGTS facts from the sandbox registry); special CPFs trigger the refusal paths.
 */
import { afterAll, beforeAll, describe, expect, inject, test, vi } from "vitest";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { runPipelineTick } from "@/lib/credit/pipeline/run-pipeline-tick";
import { buildSandboxRegistry, type SandboxRegistryWorker } from "@/lib/credit/sandbox/registry";
import { apiUrl, callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { fgtsAmortization, firstPaymentDate, priceAmortization, warrantyItem } from "@/test/integration/credit-notes";
import { authorizeAndDecide, bankAccountBody, freshCpf, registerPerson, testDatabase } from "@/test/integration/registrations";
import { signAsBorrower } from "@/test/integration/signatures";

let token: string;
beforeAll(async () => {
  token = await tokenFor(centro);
});
afterAll(() => testDatabase().$disconnect());

type Note = { id: string; status: string; personId: string; history: Array<{ from?: string; to: string; actor: string; reason?: string }> };

const registry = buildSandboxRegistry();
/** Regular workers of the registry not used by other test files (those take the first 50). */
const candidates = registry.workers.filter((worker) => worker.scenario === "regular" && !worker.registrationNumber.startsWith("1000000")).slice(120);
const taken = new Set<string>();

function regularWorkerWhere(predicate: (worker: SandboxRegistryWorker) => boolean): SandboxRegistryWorker {
  const worker = candidates.find((candidate) => !taken.has(candidate.registrationNumber) && predicate(candidate));
  if (!worker) throw new Error("no suitable registry worker left");
  taken.add(worker.registrationNumber);
  return worker;
}

function specialWorker(scenario: string): SandboxRegistryWorker {
  const worker = registry.workers.find((candidate) => candidate.scenario === scenario);
  if (!worker) throw new Error(`no ${scenario} worker`);
  return worker;
}

/** The employer (CNPJ) of each borrower's active link in the registry, for collateral that matches it. */
const employerOf = new Map<string, string>();

async function borrower(cpf: string, holder = cpf) {
  const person = await registerPerson(token, { registrationNumber: cpf });
  const employer = registry.workers.find((worker) => worker.registrationNumber === cpf)?.employerRegistrationNumber;
  if (employer) employerOf.set(person.id, employer);
  const account = await callApi(token, "POST", "/v1/BankAccount", bankAccountBody(person.id, holder));
  expect(account.status, JSON.stringify(account.body)).toBe(200);
  return { personId: person.id, bankAccountId: (account.body as { id: string }).id };
}

const signedContract = { fileType: "SignedContract", fileName: "contrato-assinado.pdf" };
const consentTerm = { fileType: "Authorization", fileName: "termo-consentimento-fgts.pdf" };

async function payrollNote(who: { personId: string; bankAccountId: string }, overrides: Record<string, unknown> = {}): Promise<Note> {
  const body = {
    productId: PRODUCT_IDS.payrollPrice,
    ...who,
    amortization: priceAmortization(await firstPaymentDate(token)),
    warranty: [warrantyItem(employerOf.has(who.personId) ? { registry_EmployerRegistrationNumber: employerOf.get(who.personId) } : {})],
    liquidationType: "EletronicTransfer",
    ...overrides,
  };
  const response = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as Note;
}

async function fgtsNote(who: { personId: string; bankAccountId: string }, overrides: Record<string, unknown> = {}): Promise<Note> {
  const body = { productId: PRODUCT_IDS.fgtsAnticipation, ...who, amortization: fgtsAmortization(), uploads: [consentTerm], liquidationType: "EletronicTransfer", ...overrides };
  const response = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as Note;
}

async function submit(id: string) {
  return callApi(token, "POST", `/v1/CreditNote/${id}/submitapproval`);
}

async function get(id: string): Promise<Note> {
  const response = await callApi(token, "GET", `/v1/CreditNote/${id}`);
  expect(response.status).toBe(200);
  return response.body as unknown as Note;
}

/** Polls GET /v1/CreditNote/{id} until the status is one of `statuses` (bounded wait). */
async function waitFor(id: string, statuses: string[], seconds = 40): Promise<Note> {
  const deadline = Date.now() + seconds * 1000;
  let note = await get(id);
  while (!statuses.includes(note.status)) {
    if (Date.now() > deadline) throw new Error(`still ${note.status} after ${seconds}s waiting for ${statuses.join("/")}: ${JSON.stringify(note.history)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    note = await get(id);
  }
  return note;
}

const path = (note: Note) => note.history.map((entry) => entry.to);

// Most of this file's time is waiting for the server's pipeline (1-second stages). Tests that only wait for it, each
// on a borrower and operation of its own, run side by side (`describe.concurrent`, `test.concurrent`); those whose
// next step must land inside one stage (a cancel not yet applied, a desk decision in an analysis stage) and the test
// that ticks the pipeline an hour ahead for every operation stay alone.

describe("POST /v1/CreditNote/{id}/submitapproval", () => {
  test("moves a draft to ComplianceApproval with a Partner history entry; then edits answer 409", async () => {
    const note = await payrollNote(await borrower(freshCpf()));
    const response = await submit(note.id);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const submitted = response.body as unknown as Note;
    expect(submitted.status).toBe("ComplianceApproval");
    expect(submitted.history.at(-1)).toEqual(expect.objectContaining({ from: "Draft", to: "ComplianceApproval", actor: "Partner" }));

    expect((await callApi(token, "PUT", `/v1/CreditNote/${note.id}`, { observations: "x" })).status).toBe(409);
    expect((await callApi(token, "PUT", `/v1/CreditNote/${note.id}/warranty`, { warranty: [warrantyItem()] })).status).toBe(409);
    expect((await callApi(token, "PUT", `/v1/CreditNote/${note.id}/upload`, { uploads: [{ fileType: "Others", fileName: "x.pdf" }] })).status).toBe(409);
    expect((await callApi(token, "DELETE", `/v1/CreditNote/${note.id}`)).status).toBe(409);
    expect((await submit(note.id)).status).toBe(409);
  });

  test("payroll without a collateral item: 400 naming warranty, nothing changes", async () => {
    const note = await payrollNote(await borrower(freshCpf()), { warranty: [] });
    const response = await submit(note.id);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('"field":"warranty"');
    expect((await get(note.id)).status).toBe("Draft");
  });

  test("updateStartDate=true recomputes the plan from today", async () => {
    const lastYear = `${new Date().getUTCFullYear() - 1}-06-01T00:00:00Z`;
    const note = await fgtsNote(await borrower(freshCpf()), { amortization: fgtsAmortization({ startDate: lastYear }) });
    const response = await callApi(token, "POST", `/v1/CreditNote/${note.id}/submitapproval?updateStartDate=true`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((response.body as { amortization: { startDate: string } }).amortization.startDate).not.toBe(lastYear);
  });

  test("FGTS annual contract limit: a second operation anticipating the same birthday withdrawals is refused (400)", async () => {
    const who = await borrower(freshCpf());
    const first = await fgtsNote(who);
    const second = await fgtsNote(who);
    expect((await submit(first.id)).status).toBe(200);
    const refused = await submit(second.id);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/saque-anivers/);
    expect((await get(second.id)).status).toBe("Draft");
  });

  test("10 simultaneous submissions of one operation: exactly one succeeds, one history entry", async () => {
    const note = await payrollNote(await borrower(freshCpf()));
    const responses = await Promise.all(Array.from({ length: 10 }, () => submit(note.id)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const history = await testDatabase().creditNoteTransition.findMany({ where: { creditNoteId: note.id, from: "Draft" } });
    expect(history).toHaveLength(1);
  });
});

describe.concurrent("the pipeline", () => {
  test("payroll: from creation to Finished through signature collection", { timeout: 90_000 }, async () => {
    const worker = regularWorkerWhere((candidate) => (candidate.freeMarginInCents ?? 0) >= 100_000);
    const note = await payrollNote(await borrower(worker.registrationNumber));
    expect((await callApi(token, "GET", `/v1/CreditNote/${note.id}/SignUrl`)).status).toBe(409);
    expect((await submit(note.id)).status).toBe(200);

    await waitFor(note.id, ["Signatures"]);
    const signUrl = await callApi(token, "GET", `/v1/CreditNote/${note.id}/SignUrl`);
    expect(signUrl.status).toBe(200);
    const signers = (signUrl.body as { signers: Array<{ name: string; role: string; url: string; status: string }> }).signers;
    expect(signers).toEqual([expect.objectContaining({ role: "Borrower", status: "Pending" })]);
    expect(signers[0]?.name).toContain("***");
    const url = new URL(signers[0]!.url);
    expect(url.pathname).toMatch(/^\/sign\/[A-Za-z0-9_-]{40,}$/);

    const page = await fetch(apiUrl(url.pathname));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Assinar");
    // Without consent the page's form is refused; with it (and the CPF's first digits and the document's code) it signs.
    expect((await fetch(apiUrl(`${url.pathname}/assinar`), { method: "POST" })).status).toBe(400);
    const signed = await signAsBorrower({ signPath: url.pathname, cpf: worker.registrationNumber });
    expect(signed.status).toBe(200);

    const finished = await waitFor(note.id, ["Finished"]);
    expect(path(finished)).toEqual([
      "Draft",
      "ComplianceApproval",
      "CreditApproval",
      "Warranty",
      "MarginReserveApproval",
      "InstrumentApproval",
      "Signatures",
      "SignaturesValidation",
      "WaitLiquidation",
      "Liquidation",
      "Finished",
    ]);
    expect(finished.history.slice(2).every((entry) => entry.actor === "Pipeline" && entry.reason)).toBe(true);
    expect(((await callApi(token, "GET", `/v1/CreditNote/${note.id}/SignUrl`)).body as { signers: Array<{ status: string }> }).signers[0]?.status).toBe("Signed");
    expect((await callApi(token, "POST", `/v1/CreditNote/${note.id}/cancel`, { message: "tarde demais" })).status).toBe(409);
  });

  test("FGTS: from creation to Finished; a signed contract sent in Draft skips collection", { timeout: 90_000 }, async () => {
    const worker = regularWorkerWhere((candidate) => candidate.fgtsBalanceInCents >= 500_000 && candidate.birthdayWithdrawalOptIn);
    const note = await fgtsNote(await borrower(worker.registrationNumber), { uploads: [consentTerm, signedContract] });
    expect((await submit(note.id)).status).toBe(200);
    const finished = await waitFor(note.id, ["Finished"]);
    expect(path(finished)).toEqual([
      "Draft",
      "ComplianceApproval",
      "CreditApproval",
      "Warranty",
      "InstrumentApproval",
      "PartnerSignaturesValidation",
      "WaitLiquidation",
      "Liquidation",
      "Finished",
    ]);
  });

  test("payroll: installment above the free margin → WarrantyRevision; doneWarrantyRevision re-runs the endorsement", { timeout: 90_000 }, async () => {
    const worker = specialWorker("margin-below-request");
    const note = await payrollNote(await borrower(worker.registrationNumber), { uploads: [signedContract] });
    expect((await callApi(token, "POST", `/v1/CreditNote/${note.id}/doneWarrantyRevision`)).status).toBe(409);
    expect((await submit(note.id)).status).toBe(200);
    const revision = await waitFor(note.id, ["WarrantyRevision"]);
    expect(revision.history.at(-1)?.reason).toMatch(/acima da margem livre/);

    const registryRow = testDatabase().creditRegistryWorker;
    await registryRow.update({ where: { registrationNumber: worker.registrationNumber }, data: { freeMarginInCents: 1_000_000 } });
    try {
      const done = await callApi(token, "POST", `/v1/CreditNote/${note.id}/doneWarrantyRevision`);
      expect(done.status).toBe(200);
      expect((done.body as unknown as Note).history.at(-1)).toEqual(expect.objectContaining({ from: "WarrantyRevision", to: "Warranty", actor: "Partner" }));
      const finished = await waitFor(note.id, ["Finished"]);
      expect(path(finished).slice(-7)).toEqual(["Warranty", "MarginReserveApproval", "InstrumentApproval", "PartnerSignaturesValidation", "WaitLiquidation", "Liquidation", "Finished"]);
      expect(path(finished).filter((status) => status === "ComplianceApproval")).toHaveLength(1);
    } finally {
      await registryRow.update({ where: { registrationNumber: worker.registrationNumber }, data: { freeMarginInCents: worker.freeMarginInCents } });
    }
  });

  test("FGTS: anticipable balance below the request → WarrantyRevision", { timeout: 60_000 }, async () => {
    const note = await fgtsNote(await borrower(specialWorker("fgts-balance-too-small").registrationNumber));
    expect((await submit(note.id)).status).toBe(200);
    const revision = await waitFor(note.id, ["WarrantyRevision"]);
    expect(revision.history.at(-1)?.reason).toMatch(/saldo antecipável/);
  });

  test("FGTS: no consent term → WarrantyRevision", { timeout: 60_000 }, async () => {
    const worker = regularWorkerWhere((candidate) => candidate.fgtsBalanceInCents >= 500_000 && candidate.birthdayWithdrawalOptIn);
    const note = await fgtsNote(await borrower(worker.registrationNumber), { uploads: [] });
    expect((await submit(note.id)).status).toBe(200);
    const revision = await waitFor(note.id, ["WarrantyRevision"]);
    expect(revision.history.at(-1)?.reason).toMatch(/termo de consentimento/);

    // The correction of a WarrantyRevision: attach the term, then close the revision; endorsement passes.
    expect((await callApi(token, "PUT", `/v1/CreditNote/${note.id}`, { observations: "x" })).status).toBe(409);
    expect((await callApi(token, "PUT", `/v1/CreditNote/${note.id}/upload`, { uploads: [consentTerm] })).status).toBe(200);
    expect((await callApi(token, "POST", `/v1/CreditNote/${note.id}/doneWarrantyRevision`)).status).toBe(200);
    const signatures = await waitFor(note.id, ["Signatures"]);
    expect(path(signatures).slice(-3)).toEqual(["Warranty", "InstrumentApproval", "Signatures"]);
  });

  test("settlement to an account whose holder is not the borrower → PaymentRevision", { timeout: 90_000 }, async () => {
    const worker = regularWorkerWhere((candidate) => (candidate.freeMarginInCents ?? 0) >= 100_000);
    const note = await payrollNote(await borrower(worker.registrationNumber, freshCpf()), { uploads: [signedContract] });
    expect((await submit(note.id)).status).toBe(200);
    const revision = await waitFor(note.id, ["PaymentRevision", "Finished"]);
    expect(revision.status).toBe("PaymentRevision");
    expect(revision.history.at(-1)).toEqual(expect.objectContaining({ from: "Liquidation", actor: "Pipeline", reason: expect.stringMatching(/titular/) }));

    // The partner corrects the account (only bankAccountId may change here) and settlement is retried.
    const borrowerAccount = await callApi(token, "POST", "/v1/BankAccount", bankAccountBody(note.personId, worker.registrationNumber, { accountNumber: "24680" }));
    expect(borrowerAccount.status).toBe(200);
    const accountId = (borrowerAccount.body as { id: string }).id;
    expect((await callApi(token, "PUT", `/v1/CreditNote/${note.id}`, { bankAccountId: accountId, observations: "x" })).status).toBe(409);
    const corrected = await callApi(token, "PUT", `/v1/CreditNote/${note.id}`, { bankAccountId: accountId });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({ status: "WaitLiquidation", bankAccountId: accountId });
    const finished = await waitFor(note.id, ["Finished", "PaymentRevision"]);
    expect(path(finished).slice(-4)).toEqual(["PaymentRevision", "WaitLiquidation", "Liquidation", "Finished"]);
  });
});

describe("POST /v1/CreditNote/{id}/cancel", () => {
  test("is not instantaneous: the pipeline applies Canceled with the message; re-contracting waits for it; the birthday withdrawal is released", { timeout: 60_000 }, async () => {
    const who = await borrower(freshCpf());
    const first = await fgtsNote(who);
    expect((await submit(first.id)).status).toBe(200);

    const cancel = await callApi(token, "POST", `/v1/CreditNote/${first.id}/cancel`, { message: "Cliente desistiu da operação" });
    expect(cancel.status).toBe(200);
    expect((cancel.body as unknown as Note).status).not.toBe("Canceled");
    expect(cancel.body).toHaveProperty("cancelRequestedAt");
    expect((await callApi(token, "POST", `/v1/CreditNote/${first.id}/cancel`, {})).status).toBe(409);
    const body = { productId: PRODUCT_IDS.fgtsAnticipation, ...who, amortization: fgtsAmortization(), uploads: [consentTerm], liquidationType: "EletronicTransfer" };
    expect((await callApi(token, "POST", "/v1/CreditNote", body)).status).toBe(409);

    const canceled = await waitFor(first.id, ["Canceled"]);
    expect(canceled.history.at(-1)).toEqual(expect.objectContaining({ to: "Canceled", actor: "Partner", reason: "Cliente desistiu da operação" }));
    expect((await callApi(token, "POST", `/v1/CreditNote/${first.id}/cancel`, {})).status).toBe(409);

    const second = await fgtsNote(who);
    expect((await submit(second.id)).status).toBe(200);
  });

  test.concurrent("payroll: collateral naming another employer than the worker's active link → WarrantyRevision", { timeout: 60_000 }, async () => {
    const worker = regularWorkerWhere((candidate) => (candidate.freeMarginInCents ?? 0) >= 80_000 && candidate.employerRegistrationNumber !== "45723174000110");
    const who = await borrower(worker.registrationNumber);
    const note = await payrollNote(who, { warranty: [warrantyItem({ registry_EmployerRegistrationNumber: "45723174000110" })], uploads: [signedContract] });
    expect((await submit(note.id)).status).toBe(200);
    const revision = await waitFor(note.id, ["WarrantyRevision"]);
    expect(revision.history.at(-1)?.reason).toMatch(/empregador da garantia \(CNPJ 45723174000110\) difere do vínculo ativo/);
    expect(await testDatabase().creditMarginReservation.count({ where: { creditNoteId: note.id } })).toBe(0);
  });

  test.concurrent("payroll: the endorsement reserves the installment on the margin; the cancel releases it", { timeout: 90_000 }, async () => {
    const worker = regularWorkerWhere((candidate) => (candidate.freeMarginInCents ?? 0) >= 80_000);
    const who = await borrower(worker.registrationNumber);
    await authorizeAndDecide(token, worker.registrationNumber);
    const freeMargin = async (productId: string) => {
      const response = await callApi(token, "POST", `/v1/RegistryEmployee/FreeMarginQuery?personId=${who.personId}&creditProductId=${productId}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body as { freeMarginInCents: number }).freeMarginInCents;
    };
    expect(await freeMargin(PRODUCT_IDS.payrollPrice)).toBe(worker.freeMarginInCents);

    // No signed contract: the operation stops in Signatures, its margin reserved.
    const note = await payrollNote(who);
    expect((await submit(note.id)).status).toBe(200);
    await waitFor(note.id, ["Signatures"]);
    const reservation = await testDatabase().creditMarginReservation.findUniqueOrThrow({ where: { creditNoteId: note.id } });
    expect(reservation).toMatchObject({ registrationNumber: worker.registrationNumber, releasedAt: null });
    expect(reservation.installmentInCents).toBeGreaterThan(0);
    // A query outside the first one's cache window (another product key) sees the margin taken.
    expect(await freeMargin(PRODUCT_IDS.payrollSac)).toBe(worker.freeMarginInCents! - reservation.installmentInCents);

    expect((await callApi(token, "POST", `/v1/CreditNote/${note.id}/cancel`, { message: "Cliente desistiu" })).status).toBe(200);
    await waitFor(note.id, ["Canceled"]);
    const released = await testDatabase().creditMarginReservation.findUniqueOrThrow({ where: { creditNoteId: note.id } });
    expect(released.releasedAt).not.toBeNull();
    expect(released.releaseReason).toBe("Cliente desistiu");
    await testDatabase().creditMarginQuery.updateMany({ where: { registrationNumber: worker.registrationNumber }, data: { validUntil: new Date(Date.now() - 1000) } });
    expect(await freeMargin(PRODUCT_IDS.payrollSac)).toBe(worker.freeMarginInCents);
  });

  test("a draft can be canceled too", { timeout: 30_000 }, async () => {
    const note = await payrollNote(await borrower(freshCpf()));
    expect((await callApi(token, "POST", `/v1/CreditNote/${note.id}/cancel`, {})).status).toBe(200);
    const canceled = await waitFor(note.id, ["Canceled"]);
    expect(canceled.history.at(-1)?.reason).toBe("Cancelamento solicitado pelo parceiro");
  });
});

describe("desk API", () => {
  async function desk(id: string, decision: string, body: unknown = {}, secret = inject("deskApiToken")) {
    const response = await fetch(apiUrl(`/desk-api/credit-notes/${id}/${decision}`), {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  test.concurrent("ManualWarranty waits for the desk; concluding the manual stage continues the pipeline", { timeout: 90_000 }, async () => {
    const note = await payrollNote(await borrower(specialWorker("manual-warranty").registrationNumber), { uploads: [signedContract] });
    expect((await submit(note.id)).status).toBe(200);
    await waitFor(note.id, ["ManualWarranty"]);
    expect((await desk(note.id, "conclude-manual-stage", {}, "wrong")).status).toBe(401);
    // The former well-known default is just another wrong token.
    expect((await desk(note.id, "conclude-manual-stage", {}, "sandbox-desk-2026")).status).toBe(401);
    expect((await desk(note.id, "conclude-manual-stage", { reason: "Averbação confirmada por telefone" })).status).toBe(200);
    const finished = await waitFor(note.id, ["Finished"]);
    expect(finished.history.find((entry) => entry.from === "ManualWarranty")).toEqual(
      expect.objectContaining({ to: "InstrumentApproval", actor: "Desk", reason: "Averbação confirmada por telefone" }),
    );
    expect((await desk(note.id, "conclude-manual-stage")).status).toBe(409);
  });

  test.concurrent("ManualLiquidation: no automatic transfer; the desk concludes the payment → Finished", { timeout: 90_000 }, async () => {
    const note = await payrollNote(await borrower(specialWorker("manual-liquidation").registrationNumber), { uploads: [signedContract] });
    expect((await submit(note.id)).status).toBe(200);
    const manual = await waitFor(note.id, ["ManualLiquidation"]);
    expect(manual.history.at(-1)).toEqual(expect.objectContaining({ from: "WaitLiquidation", to: "ManualLiquidation", actor: "Pipeline" }));
    expect((await desk(note.id, "conclude-manual-stage", { reason: "TED manual confirmada" })).status).toBe(200);
    const finished = await get(note.id);
    expect(finished.status).toBe("Finished");
    expect(finished.history.at(-1)).toEqual(
      expect.objectContaining({ from: "ManualLiquidation", to: "Finished", actor: "Desk", reason: "TED manual confirmada" }),
    );
  });

  test("disapproval in an analysis stage → Disapproved; outside them 409", { timeout: 30_000 }, async () => {
    const note = await payrollNote(await borrower(freshCpf()));
    expect((await desk(note.id, "disapprove")).status).toBe(409);
    expect((await submit(note.id)).status).toBe(200);
    expect((await desk(note.id, "disapprove", { reason: "Política de crédito" })).status).toBe(200);
    const disapproved = await get(note.id);
    expect(disapproved.status).toBe("Disapproved");
    expect(disapproved.history.at(-1)).toEqual(expect.objectContaining({ actor: "Desk", reason: "Política de crédito" }));
  });

  test("return for revision: the partner corrects by PUT and resubmits; force-error → Error", { timeout: 60_000 }, async () => {
    const note = await payrollNote(await borrower(freshCpf()));
    expect((await desk(note.id, "revision")).status).toBe(409);
    expect((await submit(note.id)).status).toBe(200);
    const returned = await desk(note.id, "revision", { reason: "Conferir data de emissão" });
    expect(returned.status).toBe(200);
    const inRevision = await get(note.id);
    expect(inRevision.status).toBe("Revision");
    expect(inRevision.history.at(-1)).toEqual(expect.objectContaining({ actor: "Desk", reason: "Conferir data de emissão" }));
    expect((await callApi(token, "PUT", `/v1/CreditNote/${note.id}`, { observations: "corrigido" })).status).toBe(200);
    expect((await submit(note.id)).status).toBe(200);
    expect((await desk(note.id, "force-error")).status).toBe(200);
    expect((await get(note.id)).status).toBe("Error");
  });
});

describe("several worker instances", () => {
  test("concurrent ticks (4 workers here plus the server's) never apply a transition twice", { timeout: 90_000 }, async () => {
    const notes: Note[] = [];
    for (let index = 0; index < 6; index += 1) {
      const worker = regularWorkerWhere((candidate) => (candidate.freeMarginInCents ?? 0) >= 100_000);
      const note = await payrollNote(await borrower(worker.registrationNumber), index % 2 === 0 ? { uploads: [signedContract] } : {});
      expect((await submit(note.id)).status).toBe(200);
      notes.push(note);
    }
    const prisma = testDatabase();
    const base = Date.now() + 3_600_000;
    vi.stubEnv("LOG_LEVEL", "warn");
    for (let round = 1; round <= 12; round += 1) {
      const now = new Date(base + round * 10_000);
      await Promise.all(Array.from({ length: 4 }, () => runPipelineTick({ prisma, now: () => now })));
    }
    vi.unstubAllEnvs();
    for (const [index, note] of notes.entries()) {
      const current = await get(note.id);
      expect(current.status).toBe(index % 2 === 0 ? "Finished" : "Signatures");
      const transitions = current.history.slice(1);
      expect(new Set(transitions.map((entry) => entry.from)).size).toBe(transitions.length);
      transitions.forEach((entry, position) => expect(entry.from).toBe(current.history[position]?.to));
    }
  });
});
