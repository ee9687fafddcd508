import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REFUSAL_REASONS } from "@/lib/credit/margin-authorizations/authorization-outcomes";
import { specialCpfFor } from "@/lib/credit/sandbox/special-cpfs";
import { apiUrl, callApi, centro, norte, tokenFor } from "@/test/integration/credit-api";
import { authorize, authorizeAndDecide, freshCpf, makeDecisionDue, registerPerson, regularWorker, testDatabase } from "@/test/integration/registrations";

const PATH = "/v1/RegistryEmployee/MarginAuthorization";
let centroToken: string;
let norteToken: string;

beforeAll(async () => {
  [centroToken, norteToken] = await Promise.all([tokenFor(centro), tokenFor(norte)]);
});
afterAll(() => testDatabase().$disconnect());

type Authorization = { id: string; status: string; refusalReason?: string; createdAt: string; updatedAt: string };

async function listFor(token: string, query: string) {
  const response = await callApi(token, "GET", `${PATH}?${query}`);
  expect(response.status).toBe(200);
  return response.body as { data: Authorization[]; totalItems: number; totalPages: number; page: number; size: number };
}

describe("margin authorization lifecycle", () => {
  test("is born Pending and becomes Approved once the worker's confirmation is due (about 2 s)", async () => {
    const cpf = regularWorker(0).registrationNumber;
    const contact = { type: "WhatsApp", contact: "11987654321" };
    const created = await callApi(centroToken, "POST", PATH, { registrationNumber: cpf, contact });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ registrationNumber: cpf, contact, status: "Pending" });
    expect(created.body).not.toHaveProperty("refusalReason");

    const pending = await listFor(centroToken, `registrationNumber=${cpf}`);
    expect(pending.data).toEqual([expect.objectContaining({ id: created.body?.id, status: "Pending" })]);

    let approved: Authorization | undefined;
    const deadline = Date.now() + 8000;
    while (!approved && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      approved = (await listFor(centroToken, `registrationNumber=${cpf}&status=Approved`)).data[0];
    }
    expect(approved).toMatchObject({ id: created.body?.id, status: "Approved" });
    expect(approved).not.toHaveProperty("refusalReason");
    // The decision is dated when the worker answered, not when a read applied it.
    const delay = Date.parse(approved!.updatedAt) - Date.parse(approved!.createdAt);
    expect(delay).toBeGreaterThanOrEqual(1000);
    expect(delay).toBeLessThanOrEqual(3000);
    expect((await listFor(centroToken, `registrationNumber=${cpf}&status=Pending`)).totalItems).toBe(0);
  });

  test("the special CPF is Refused, with the reason", async () => {
    const cpf = specialCpfFor("authorization-refused");
    const authorization = await authorizeAndDecide(centroToken, cpf);
    const [refused] = (await listFor(centroToken, `registrationNumber=${cpf}`)).data;
    expect(refused).toMatchObject({ id: authorization.id, status: "Refused", refusalReason: REFUSAL_REASONS.workerRefused });
  });

  test("a CPF outside the registry is Refused, with the reason", async () => {
    const cpf = specialCpfFor("not-in-registry");
    const authorization = await authorizeAndDecide(centroToken, cpf);
    const refused = (await listFor(centroToken, `registrationNumber=${cpf}&status=Refused`)).data;
    expect(refused).toEqual([expect.objectContaining({ id: authorization.id, refusalReason: REFUSAL_REASONS.notInRegistry })]);
  });

  test("deciding is idempotent: a row is decided once, whoever reads first", async () => {
    const cpf = regularWorker(1).registrationNumber;
    const authorization = await authorizeAndDecide(centroToken, cpf);
    const reads = await Promise.all([1, 2, 3, 4].map(() => listFor(centroToken, `registrationNumber=${cpf}`)));
    for (const read of reads) expect(read.data).toEqual([expect.objectContaining({ id: authorization.id, status: "Approved" })]);
    const row = await testDatabase().creditMarginAuthorization.findUniqueOrThrow({ where: { id: authorization.id } });
    expect(row.updatedAt.getTime()).toBe(row.decisionDueAt.getTime());
  });

  test("an Approved authorization past its validity stays Approved", async () => {
    const cpf = regularWorker(2).registrationNumber;
    const authorization = await authorizeAndDecide(centroToken, cpf);
    await testDatabase().creditMarginAuthorization.update({ where: { id: authorization.id }, data: { validUntil: new Date(Date.now() - 1000) } });
    expect((await listFor(centroToken, `registrationNumber=${cpf}`)).data[0]?.status).toBe("Approved");
  });
});

describe("POST /v1/RegistryEmployee/MarginAuthorization", () => {
  test("links the caller's person: the one sent, or the one with this CPF", async () => {
    const cpf = regularWorker(3).registrationNumber;
    const person = await registerPerson(centroToken, { registrationNumber: cpf });
    const sent = await authorize(centroToken, cpf, { personId: person.id });
    expect(sent).toMatchObject({ personId: person.id });
    const found = await authorize(centroToken, cpf);
    expect(found).toMatchObject({ personId: person.id });
    const unregistered = await authorize(centroToken, freshCpf());
    expect(unregistered).not.toHaveProperty("personId");
  });

  test("personId must be the caller's person with this CPF: 404, 403, 400", async () => {
    const mine = await registerPerson(centroToken);
    const theirs = await registerPerson(norteToken);
    expect((await callApi(centroToken, "POST", PATH, { registrationNumber: mine.registrationNumber, personId: crypto.randomUUID() })).status).toBe(404);
    const forbidden = await callApi(centroToken, "POST", PATH, { registrationNumber: theirs.registrationNumber, personId: theirs.id });
    expect(forbidden.status).toBe(403);
    const mismatch = await callApi(centroToken, "POST", PATH, { registrationNumber: freshCpf(), personId: mine.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body?.errors).toEqual([expect.objectContaining({ field: "registrationNumber" })]);
  });

  test("validation failures are 400 problems naming each field; 401 without a valid token", async () => {
    const response = await callApi(centroToken, "POST", PATH, {
      registrationNumber: "1234",
      employerRegistrationNumber: "11222333000100",
      contact: { type: "Email", contact: "not-an-email" },
    });
    expect(response.status).toBe(400);
    const fields = (response.body?.errors as Array<{ field: string }>).map(({ field }) => field).sort();
    expect(fields).toEqual(["contact.contact", "employerRegistrationNumber", "registrationNumber"]);
    const anonymous = await fetch(apiUrl(PATH), { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(anonymous.status).toBe(401);
    expect((await callApi("cpat_invalid", "GET", PATH)).status).toBe(401);
  });
});

describe("GET /v1/RegistryEmployee/MarginAuthorization", () => {
  test("lists only the caller's authorizations, filtered and paginated, newest first", async () => {
    const cpf = regularWorker(4).registrationNumber;
    const first = await authorizeAndDecide(centroToken, cpf);
    const second = await authorize(centroToken, cpf);
    await authorize(norteToken, cpf);

    const page = await listFor(centroToken, `registrationNumber=${cpf}`);
    expect(page).toMatchObject({ totalItems: 2, totalPages: 1, page: 1, size: 20 });
    expect(page.data.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: second.id, status: "Pending" },
      { id: first.id, status: "Approved" },
    ]);
    const paged = await listFor(centroToken, `registrationNumber=${cpf}&size=1&page=2`);
    expect(paged).toMatchObject({ totalItems: 2, totalPages: 2, data: [expect.objectContaining({ id: first.id })] });
    expect((await listFor(norteToken, `registrationNumber=${cpf}`)).totalItems).toBe(1);

    await makeDecisionDue(second.id);
    expect((await listFor(centroToken, `registrationNumber=${cpf}&status=Approved`)).totalItems).toBe(2);

    const bad = await callApi(centroToken, "GET", `${PATH}?status=Expired&page=0`);
    expect(bad.status).toBe(400);
    expect((bad.body?.errors as Array<{ field: string }>).map(({ field }) => field).sort()).toEqual(["page", "status"]);
  });
});
