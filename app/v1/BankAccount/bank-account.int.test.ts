import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiUrl, callApi, centro, norte, tokenFor } from "@/test/integration/credit-api";
import { bankAccountBody, freshCpf, registerPerson, testDatabase } from "@/test/integration/registrations";

let centroToken: string;
let norteToken: string;

beforeAll(async () => {
  [centroToken, norteToken] = await Promise.all([tokenFor(centro), tokenFor(norte)]);
});
afterAll(() => testDatabase().$disconnect());

describe("POST /v1/BankAccount and GET /v1/BankAccount/{id}", () => {
  test("registers the account of the caller's person, holder CPF included, and shows it", async () => {
    const person = await registerPerson(centroToken);
    const body = bankAccountBody(person.id, person.registrationNumber, { agencyDigit: "X", holderName: "Maria Teste Sandbox" });
    const created = await callApi(centroToken, "POST", "/v1/BankAccount", body);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ ...body, id: expect.any(String), createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });

    const row = await testDatabase().creditBankAccount.findUniqueOrThrow({ where: { id: String(created.body?.id) } });
    expect(row).toMatchObject({ correspondentId: centro.correspondentId, holderRegistrationNumber: person.registrationNumber });

    const read = await callApi(centroToken, "GET", `/v1/BankAccount/${row.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  test("accepts a holder other than the borrower (settlement fails later, as the contract says)", async () => {
    const person = await registerPerson(centroToken);
    const holder = freshCpf();
    const created = await callApi(centroToken, "POST", "/v1/BankAccount", bankAccountBody(person.id, holder));
    expect(created.status).toBe(200);
    expect(created.body?.holderRegistrationNumber).toBe(holder);
  });

  test("404 for an unknown person, 403 for another correspondent's", async () => {
    const unknown = await callApi(centroToken, "POST", "/v1/BankAccount", bankAccountBody(crypto.randomUUID(), freshCpf()));
    expect(unknown.status).toBe(404);
    expect(String(unknown.body?.detail)).toContain("personId");

    const theirs = await registerPerson(norteToken);
    const forbidden = await callApi(centroToken, "POST", "/v1/BankAccount", bankAccountBody(theirs.id, theirs.registrationNumber));
    expect(forbidden.status).toBe(403);
    expect(JSON.stringify(forbidden.body)).not.toContain(theirs.registrationNumber);
    expect(await testDatabase().creditBankAccount.count({ where: { personId: theirs.id } })).toBe(0);
  });

  test("GET: 403 for another correspondent's account, 404 for an unknown one, 401 without a valid token", async () => {
    const person = await registerPerson(norteToken);
    const account = await callApi(norteToken, "POST", "/v1/BankAccount", bankAccountBody(person.id, person.registrationNumber));
    expect((await callApi(centroToken, "GET", `/v1/BankAccount/${account.body?.id}`)).status).toBe(403);
    expect((await callApi(centroToken, "GET", `/v1/BankAccount/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await callApi("cpat_invalid", "GET", `/v1/BankAccount/${account.body?.id}`)).status).toBe(401);
    expect((await fetch(apiUrl(`/v1/BankAccount/${account.body?.id}`))).status).toBe(401);
  });

  test("validation failures are 400 problems naming each field", async () => {
    const person = await registerPerson(centroToken);
    const response = await callApi(centroToken, "POST", "/v1/BankAccount", {
      ...bankAccountBody(person.id, "11111111111"),
      bankCode: "1",
      accountType: "Investment",
      accountDigit: undefined,
    });
    expect(response.status).toBe(400);
    const fields = (response.body?.errors as Array<{ field: string }>).map(({ field }) => field).sort();
    expect(fields).toEqual(["accountDigit", "accountType", "bankCode", "holderRegistrationNumber"]);
    const anonymous = await fetch(apiUrl("/v1/BankAccount"), { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(anonymous.status).toBe(401);
  });
});

describe("GET /v1/BankAccount?personId=", () => {
  test("lists the person's accounts, newest first, paginated; 403 for another correspondent's person", async () => {
    const person = await registerPerson(centroToken);
    const first = await callApi(centroToken, "POST", "/v1/BankAccount", bankAccountBody(person.id, person.registrationNumber));
    const second = await callApi(centroToken, "POST", "/v1/BankAccount", bankAccountBody(person.id, person.registrationNumber, { accountNumber: "111" }));
    const listed = await callApi(centroToken, "GET", `/v1/BankAccount?personId=${person.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, size: 20, totalItems: 2, totalPages: 1 });
    expect((listed.body?.data as Array<{ id: string }>).map((account) => account.id)).toEqual([second.body?.id, first.body?.id]);

    const paged = await callApi(centroToken, "GET", `/v1/BankAccount?personId=${person.id}&size=1&page=2`);
    expect((paged.body?.data as Array<{ id: string }>).map((account) => account.id)).toEqual([first.body?.id]);

    const theirs = await registerPerson(norteToken);
    expect((await callApi(centroToken, "GET", `/v1/BankAccount?personId=${theirs.id}`)).status).toBe(403);
    const missing = await callApi(centroToken, "GET", "/v1/BankAccount");
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain("personId");
  });
});
