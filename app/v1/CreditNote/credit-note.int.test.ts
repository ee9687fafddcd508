import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { apiUrl, callApi, centro, norte, tokenFor } from "@/test/integration/credit-api";
import { borrowerWithAccount, fgtsCreationBody, payrollCreationBody, warrantyItem } from "@/test/integration/credit-notes";
import { personBody, bankAccountBody, testDatabase } from "@/test/integration/registrations";

let token: string;
let otherToken: string;

beforeAll(async () => {
  [token, otherToken] = await Promise.all([tokenFor(centro), tokenFor(norte)]);
});
afterAll(() => testDatabase().$disconnect());

type Note = {
  id: string;
  creditNoteNo: string;
  status: string;
  deleted: boolean;
  warranty: unknown[];
  uploads: Array<{ fileName: string }>;
  history: Array<{ from?: string; to: string; actor: string }>;
  plan: { requestedAmount: number; installments: Array<{ principalInCents: number; paymentInCents: number; balanceInCents: number }>; totalPaymentInCents: number };
  amortization: Record<string, unknown>;
};

async function createNote(body: unknown, query = "?returnValue=true", headers: Record<string, string> = {}) {
  return callApi(token, "POST", `/v1/CreditNote${query}`, body, headers);
}

async function created(body: unknown): Promise<Note> {
  const response = await createNote(body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as Note;
}

function fieldsOf(body: unknown): string[] {
  return ((body as { errors?: Array<{ field: string }> }).errors ?? []).map((error) => error.field);
}

async function forceStatus(id: string, status: "CreditApproval" | "Revision" | "Signatures") {
  await testDatabase().creditNote.update({ where: { id }, data: { status } });
}

describe("POST /v1/CreditNote", () => {
  test("creates a payroll operation in Draft with its plan, collateral in reais and first history entry", async () => {
    const body = await payrollCreationBody(token);
    const note = await created(body);
    expect(note.status).toBe("Draft");
    expect(note.creditNoteNo).toMatch(/^CN\d{8}$/);
    expect(note.warranty).toEqual([expect.objectContaining({ totalValue: 5000.5, registry_OriginalMargin: 820.35 })]);
    expect(note.history).toEqual([expect.objectContaining({ to: "Draft", actor: "Partner" })]);
    expect(note.history[0]).not.toHaveProperty("from");

    const principal = note.plan.installments.reduce((sum, installment) => sum + installment.principalInCents, 0);
    expect(principal).toBe(500000);
    expect(note.plan.requestedAmount).toBe(500000);
    expect(note.plan.installments.at(-1)?.balanceInCents).toBe(0);
    expect(note.plan.installments.reduce((sum, installment) => sum + installment.paymentInCents, 0)).toBe(note.plan.totalPaymentInCents);
  });

  test("without returnValue answers only the id; the GET shows the same operation", async () => {
    const response = await createNote(await payrollCreationBody(token), "");
    expect(response.status).toBe(200);
    expect(Object.keys(response.body ?? {})).toEqual(["id"]);
    const read = await callApi(token, "GET", `/v1/CreditNote/${response.body?.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: response.body?.id, status: "Draft" });
  });

  test("creates an FGTS operation with the consent term and an empty collateral list", async () => {
    const note = await created(await fgtsCreationBody(token));
    expect(note.warranty).toEqual([]);
    expect(note.uploads.map((upload) => upload.fileName)).toEqual(["termo-consentimento-fgts.pdf"]);
    expect(note.amortization).toMatchObject({ amortizationType: "fgts", paymentMonth: "March" });
  });

  test("newPersonAndAccount registers the borrower and the account with the operation", async () => {
    const person = personBody();
    const { personId: _ignored, ...account } = bankAccountBody("unused", person.registrationNumber);
    const body = await payrollCreationBody(token, { personId: undefined, bankAccountId: undefined, newPersonAndAccount: { person, bankAccount: account } });
    const note = (await created(body)) as Note & { personId: string };
    const registered = await callApi(token, "GET", `/v1/NaturalPerson/${note.personId}`);
    expect(registered.body).toMatchObject({ registrationNumber: person.registrationNumber });
  });

  test.each([
    ["a rate outside the product's range", { apr: 9.9 }, "amortization.apr"],
    ["a term outside the product's range", { numberOfPayments: 120 }, "amortization.numberOfPayments"],
    ["a field of the FGTS model", { termInMonths: 24 }, "amortization.termInMonths"],
    ["a non-monthly periodicity", { paymentPeriodicity: { every: 2, periodicity: "Monthly" } }, "amortization.paymentPeriodicity.every"],
    ["a fractional amount of cents", { requestedAmount: 1500.5 }, "amortization.requestedAmount"],
  ])("refuses %s with a 400 naming the field", async (_, change, field) => {
    const body = await payrollCreationBody(token);
    const response = await createNote({ ...body, amortization: { ...body.amortization, ...change } });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(fieldsOf(response.body)).toContain(field);
  });

  test("refuses an installment above the free margin of the borrower's current margin query (payroll)", async () => {
    const body = await payrollCreationBody(token);
    const person = await testDatabase().creditNaturalPerson.findUniqueOrThrow({ where: { id: body.personId } });
    await testDatabase().creditMarginQuery.create({
      data: {
        correspondentId: centro.correspondentId,
        registrationNumber: person.registrationNumber,
        employeeCode: "000123",
        employerRegistrationNumber: "11222333000181",
        employerRegistrationCode: 4567,
        employerName: "Empresa Exemplo Ltda",
        admissionDate: new Date("2019-03-01T00:00:00Z"),
        grossSalaryInCents: 300000,
        freeMarginInCents: 10000,
        validUntil: new Date(Date.now() + 30 * 60_000),
      },
    });
    const refused = await createNote(body);
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(["amortization.requestedAmount"]);
    expect(JSON.stringify(refused.body)).toContain("R$ 100,00");

    const fits = await createNote({ ...body, amortization: { ...body.amortization, requestedAmount: 150000, numberOfPayments: 36 } });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  });

  test("a newPersonAndAccount creation refused by the margin check leaves no person or account, and its corrected retry succeeds", async () => {
    const person = personBody();
    const { personId: _ignored, ...account } = bankAccountBody("unused", person.registrationNumber);
    const body = await payrollCreationBody(token, { personId: undefined, bankAccountId: undefined, newPersonAndAccount: { person, bankAccount: account } });
    await testDatabase().creditMarginQuery.create({
      data: {
        correspondentId: centro.correspondentId,
        registrationNumber: person.registrationNumber,
        employeeCode: "000124",
        employerRegistrationNumber: "11222333000181",
        employerRegistrationCode: 4567,
        employerName: "Empresa Exemplo Ltda",
        admissionDate: new Date("2019-03-01T00:00:00Z"),
        grossSalaryInCents: 300000,
        freeMarginInCents: 10000,
        validUntil: new Date(Date.now() + 30 * 60_000),
      },
    });
    const refused = await createNote(body);
    expect(refused.status).toBe(400);
    const where = { correspondentId: centro.correspondentId, registrationNumber: person.registrationNumber };
    expect(await testDatabase().creditNaturalPerson.count({ where })).toBe(0);
    expect(await testDatabase().creditBankAccount.count({ where: { correspondentId: centro.correspondentId, holderRegistrationNumber: person.registrationNumber } })).toBe(0);

    const retried = await createNote({ ...body, amortization: { ...body.amortization, requestedAmount: 150000, numberOfPayments: 36 } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await testDatabase().creditNaturalPerson.count({ where })).toBe(1);
  });

  test("a newPersonAndAccount creation refused for a cancel in progress leaves no person either", async () => {
    // An earlier operation of the same CPF (another correspondent's) still being canceled.
    const earlier = await created(await payrollCreationBody(token));
    const earlierPerson = await testDatabase().creditNaturalPerson.findFirstOrThrow({ where: { id: (earlier as Note & { personId: string }).personId } });
    await testDatabase().creditNote.update({ where: { id: earlier.id }, data: { cancelRequestedAt: new Date() } });
    const person = personBody({ registrationNumber: earlierPerson.registrationNumber });
    const { personId: _ignored, ...account } = bankAccountBody("unused", person.registrationNumber);
    const body = await payrollCreationBody(otherToken, { personId: undefined, bankAccountId: undefined, newPersonAndAccount: { person, bankAccount: account } });
    const refused = await callApi(otherToken, "POST", "/v1/CreditNote", body);
    expect(refused.status).toBe(409);
    expect(await testDatabase().creditNaturalPerson.count({ where: { correspondentId: norte.correspondentId, registrationNumber: person.registrationNumber } })).toBe(0);

    await testDatabase().creditNote.update({ where: { id: earlier.id }, data: { status: "Canceled" } });
    const retried = await callApi(otherToken, "POST", "/v1/CreditNote", body);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
  });

  test("refuses a calculation object of another model than the product's", async () => {
    const fgts = await fgtsCreationBody(token);
    const response = await createNote({ ...fgts, productId: PRODUCT_IDS.payrollPrice });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain("amortization.amortizationType");
  });

  test("refuses collateral in an FGTS body, naming it", async () => {
    const response = await createNote(await fgtsCreationBody(token, { warranty: [warrantyItem()] }));
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain("warranty");
  });

  test("404 for an unknown product; 403 for another correspondent's borrower; 400 for an account of another person", async () => {
    const unknown = await createNote(await payrollCreationBody(token, { productId: crypto.randomUUID() }));
    expect(unknown.status).toBe(404);

    const foreign = await borrowerWithAccount(otherToken);
    const forbidden = await createNote(await payrollCreationBody(token, { personId: foreign.personId, bankAccountId: foreign.bankAccountId }));
    expect(forbidden.status).toBe(403);

    const another = await borrowerWithAccount(token);
    const mismatched = await createNote(await payrollCreationBody(token, { bankAccountId: another.bankAccountId }));
    expect(mismatched.status).toBe(400);
    expect(fieldsOf(mismatched.body)).toEqual(["bankAccountId"]);
  });

  test("401 without a token or with an invalid one", async () => {
    const response = await fetch(apiUrl("/v1/CreditNote"), { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(response.status).toBe(401);
    expect((await callApi("cpat_invalid", "GET", "/v1/CreditNote")).status).toBe(401);
  });

  test("an Idempotency-Key replays the first answer and creates nothing new; another body with it is a 409", async () => {
    const body = await payrollCreationBody(token);
    const key = crypto.randomUUID();
    const first = await createNote(body, "", { "idempotency-key": key });
    const retry = await createNote(body, "", { "idempotency-key": key });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await testDatabase().creditNote.count({ where: { personId: body.personId } })).toBe(1);

    const other = await createNote({ ...body, observations: "outra" }, "", { "idempotency-key": key });
    expect(other.status).toBe(409);
  });
});

describe("GET /v1/CreditNote", () => {
  test("403 on another correspondent's operation, 404 on an unknown id, 400 on a malformed id", async () => {
    const note = await created(await payrollCreationBody(token));
    expect((await callApi(otherToken, "GET", `/v1/CreditNote/${note.id}`)).status).toBe(403);
    expect((await callApi(token, "GET", `/v1/CreditNote/${crypto.randomUUID()}`)).status).toBe(404);
    const malformed = await callApi(token, "GET", "/v1/CreditNote/not-a-uuid");
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed.body)).toEqual(["id"]);
  });

  test("scans by status and creation window, paginated, only the caller's operations", async () => {
    const since = new Date(Date.now() - 1000).toISOString().slice(0, 19) + "Z";
    const notes = [await created(await payrollCreationBody(token)), await created(await payrollCreationBody(token))];
    await forceStatus(notes[1]!.id, "Revision");
    const foreign = await callApi(otherToken, "POST", "/v1/CreditNote", await payrollCreationBody(otherToken));
    expect(foreign.status).toBe(200);
    await forceStatus(foreign.body?.id as string, "Revision");

    const drafts = await callApi(token, "GET", `/v1/CreditNote?status=Draft&initialDate=${since}&size=1&page=1`);
    expect(drafts.status).toBe(200);
    expect(drafts.body).toMatchObject({ page: 1, size: 1 });
    const ids = (drafts.body as { data: Array<{ id: string; status: string }> }).data.map((note) => note.id);
    expect(ids).toHaveLength(1);

    const revision = await callApi(token, "GET", `/v1/CreditNote?status=Revision&initialDate=${since}`);
    expect((revision.body as { data: Array<{ id: string }> }).data.map((note) => note.id)).toEqual([notes[1]!.id]);

    const othersView = await callApi(otherToken, "GET", `/v1/CreditNote?status=Revision&initialDate=${since}`);
    expect((othersView.body as { data: Array<{ id: string }> }).data.map((note) => note.id)).toEqual([foreign.body?.id]);
  });

  test("lists one borrower's operations with personId", async () => {
    const first = await payrollCreationBody(token);
    const mine = [await created(first), await created({ ...first })];
    await created(await payrollCreationBody(token));
    const listed = await callApi(token, "GET", `/v1/CreditNote?personId=${first.personId}`);
    expect(listed.status).toBe(200);
    expect((listed.body as { data: Array<{ id: string }> }).data.map((note) => note.id)).toEqual(mine.map((note) => note.id));
  });

  test("refuses a window that ends before it starts", async () => {
    const response = await callApi(token, "GET", "/v1/CreditNote?initialDate=2026-02-01T00:00:00Z&finalDate=2026-01-01T00:00:00Z");
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain("finalDate");
  });
});

describe("changes before submission", () => {
  test("PUT recomputes the plan; outside Draft/Revision/Disapproved/Error it is a 409", async () => {
    const note = await created(await payrollCreationBody(token));
    const updated = await callApi(token, "PUT", `/v1/CreditNote/${note.id}`, { amortization: { ...note.amortization, requestedAmount: 300000 } });
    expect(updated.status).toBe(200);
    expect((updated.body as unknown as Note).plan.requestedAmount).toBe(300000);

    await forceStatus(note.id, "CreditApproval");
    const refused = await callApi(token, "PUT", `/v1/CreditNote/${note.id}`, { observations: "tarde demais" });
    expect(refused.status).toBe(409);
    expect((refused.body as { detail: string }).detail).toContain("CreditApproval");
  });

  test("PUT /warranty replaces the collateral of a payroll operation and is a 400 for FGTS", async () => {
    const payroll = await created(await payrollCreationBody(token));
    const replaced = await callApi(token, "PUT", `/v1/CreditNote/${payroll.id}/warranty`, { warranty: [warrantyItem({ totalValue: 1234.56 })] });
    expect(replaced.status).toBe(200);
    expect((replaced.body as unknown as Note).warranty).toEqual([expect.objectContaining({ totalValue: 1234.56 })]);

    const fgts = await created(await fgtsCreationBody(token));
    const refused = await callApi(token, "PUT", `/v1/CreditNote/${fgts.id}/warranty`, { warranty: [warrantyItem()] });
    expect(refused.status).toBe(400);
  });

  test("PUT /upload attaches documents and refuses resending one already in the dossier", async () => {
    const note = await created(await payrollCreationBody(token));
    const contract = { fileType: "SignedContract", fileName: "ccb-assinada.pdf" };
    const attached = await callApi(token, "PUT", `/v1/CreditNote/${note.id}/upload`, { uploads: [contract] });
    expect(attached.status).toBe(200);
    expect((attached.body as unknown as Note).uploads.map((upload) => upload.fileName)).toEqual(["ccb-assinada.pdf"]);

    const again = await callApi(token, "PUT", `/v1/CreditNote/${note.id}/upload`, { uploads: [{ fileType: "Others", fileName: "rg.pdf" }, contract] });
    expect(again.status).toBe(409);
    expect(fieldsOf(again.body)).toEqual(["uploads[1].fileName"]);
    const read = await callApi(token, "GET", `/v1/CreditNote/${note.id}`);
    expect((read.body as unknown as Note).uploads).toHaveLength(1);
  });

  test("DELETE is logical and restore undoes it; both follow the status table", async () => {
    const note = await created(await payrollCreationBody(token));
    const deleted = await callApi(token, "DELETE", `/v1/CreditNote/${note.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, status: "Draft" });
    expect((await callApi(token, "PUT", `/v1/CreditNote/${note.id}`, { observations: "x" })).status).toBe(409);
    expect((await callApi(token, "DELETE", `/v1/CreditNote/${note.id}`)).status).toBe(409);

    const restored = await callApi(token, "POST", `/v1/CreditNote/${note.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ deleted: false, status: "Draft" });
    expect((await callApi(token, "POST", `/v1/CreditNote/${note.id}/restore`)).status).toBe(409);
  });

  test("deleting in a status that does not allow it: 409 for payroll, 400 for FGTS", async () => {
    const payroll = await created(await payrollCreationBody(token));
    await forceStatus(payroll.id, "Signatures");
    expect((await callApi(token, "DELETE", `/v1/CreditNote/${payroll.id}`)).status).toBe(409);

    const fgts = await created(await fgtsCreationBody(token));
    await forceStatus(fgts.id, "Signatures");
    expect((await callApi(token, "DELETE", `/v1/CreditNote/${fgts.id}`)).status).toBe(400);
  });
});
