import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { specialCpfFor } from "@/lib/credit/sandbox/special-cpfs";
import { apiUrl, callApi, centro, norte, tokenFor } from "@/test/integration/credit-api";
import { authorize, authorizeAndDecide, freshCpf, PRODUCT_IDS, registerPerson, regularWorker, testDatabase } from "@/test/integration/registrations";

const PATH = "/v1/RegistryEmployee/FreeMarginQuery";
let centroToken: string;
let norteToken: string;

beforeAll(async () => {
  [centroToken, norteToken] = await Promise.all([tokenFor(centro), tokenFor(norte)]);
});
afterAll(() => testDatabase().$disconnect());

function query(token: string, params: string, method: "POST" | "GET" = "POST") {
  return callApi(token, method, `${PATH}?${params}`);
}

type Problem = { status: number; type: string; detail: string; errors?: Array<{ field: string }> };
type FreeMargin = Record<string, unknown> & { queriedAt: string; validUntil: string };

describe("POST /v1/RegistryEmployee/FreeMarginQuery", () => {
  test("answers the worker's active link and free margin, with validUntil at the end of the 30-minute window", async () => {
    const worker = regularWorker(20);
    await authorizeAndDecide(centroToken, worker.registrationNumber);
    const response = await query(centroToken, `registrationNumber=${worker.registrationNumber}&creditProductId=${PRODUCT_IDS.payrollPrice}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      registrationNumber: worker.registrationNumber,
      employeeCode: worker.employeeCode,
      employerRegistrationNumber: worker.employerRegistrationNumber,
      employerRegistrationCode: worker.employerRegistrationCode,
      employerName: worker.employerName,
      admissionDate: worker.admissionDate!.toISOString().replace(".000Z", "Z"),
      positionCBOCode: worker.positionCBOCode,
      grossSalaryInCents: worker.grossSalaryInCents,
      freeMarginInCents: worker.freeMarginInCents,
      queriedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      validUntil: expect.stringMatching(/Z$/),
    });
    const body = response.body as FreeMargin;
    expect(Date.parse(body.validUntil) - Date.parse(body.queriedAt)).toBe(30 * 60 * 1000);
  });

  test("is refused without an authorization, while it is Pending, and when it was Refused: return to the authorization step", async () => {
    const worker = regularWorker(21);
    const none = await query(centroToken, `registrationNumber=${worker.registrationNumber}`);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ type: "/problems/business-rule", detail: expect.stringContaining("volte ao passo de autorização") });
    expect(String(none.body?.detail)).not.toContain(worker.registrationNumber);

    await authorize(centroToken, worker.registrationNumber);
    const pending = await query(centroToken, `registrationNumber=${worker.registrationNumber}`);
    expect(pending.status).toBe(400);
    expect(String(pending.body?.detail)).toContain("Pending");

    const refusedCpf = specialCpfFor("authorization-refused");
    await authorizeAndDecide(centroToken, refusedCpf);
    const refused = await query(centroToken, `registrationNumber=${refusedCpf}`);
    expect(refused.status).toBe(400);
    expect(String(refused.body?.detail)).toContain("Refused");
    expect(await testDatabase().creditMarginQuery.count({ where: { registrationNumber: { in: [worker.registrationNumber, refusedCpf] } } })).toBe(0);
  });

  test("an authorization counts only for the correspondent that registered it", async () => {
    const worker = regularWorker(22);
    await authorizeAndDecide(norteToken, worker.registrationNumber);
    expect((await query(norteToken, `registrationNumber=${worker.registrationNumber}`)).status).toBe(200);
    expect((await query(centroToken, `registrationNumber=${worker.registrationNumber}`)).status).toBe(400);
  });

  test("is refused once the Approved authorization has expired, even inside the cache window", async () => {
    const worker = regularWorker(23);
    const authorization = await authorizeAndDecide(centroToken, worker.registrationNumber);
    expect((await query(centroToken, `registrationNumber=${worker.registrationNumber}`)).status).toBe(200);
    await testDatabase().creditMarginAuthorization.update({ where: { id: authorization.id }, data: { validUntil: new Date(Date.now() - 1000) } });
    const expired = await query(centroToken, `registrationNumber=${worker.registrationNumber}`);
    expect(expired.status).toBe(400);
    expect(String(expired.body?.detail)).toContain("expirou");
    // The authorization itself stays Approved (no expiry status).
    const listed = await callApi(centroToken, "GET", `/v1/RegistryEmployee/MarginAuthorization?registrationNumber=${worker.registrationNumber}`);
    expect((listed.body?.data as Array<{ status: string }>)[0]?.status).toBe("Approved");
  });

  test("is refused for the worker without an active employment link", async () => {
    const cpf = specialCpfFor("no-employment-link");
    await authorizeAndDecide(centroToken, cpf);
    const response = await query(centroToken, `registrationNumber=${cpf}&creditProductId=${PRODUCT_IDS.payrollSac}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ type: "/problems/business-rule", detail: expect.stringContaining("vínculo empregatício ativo") });
  });

  test("the special low-margin worker gets a tiny free margin (R$ 25,00 less what live operations reserved)", async () => {
    const cpf = specialCpfFor("margin-below-request");
    // As norte: centro's pipeline tests use this CPF, and a cached query of theirs must not be this one.
    await authorizeAndDecide(norteToken, cpf);
    const response = await query(norteToken, `registrationNumber=${cpf}`);
    expect(response.status).toBe(200);
    // Other test files may have endorsed an operation of this shared sandbox CPF: its reserve is taken.
    const { _sum } = await testDatabase().creditMarginReservation.aggregate({ where: { registrationNumber: cpf, releasedAt: null }, _sum: { installmentInCents: true } });
    expect(response.body?.freeMarginInCents).toBe(Math.max(0, 2_500 - (_sum.installmentInCents ?? 0)));
  });

  test("serves the cached result inside the window, queries again after it, and the GET lists the history", async () => {
    const worker = regularWorker(24);
    const person = await registerPerson(centroToken, { registrationNumber: worker.registrationNumber });
    await authorizeAndDecide(centroToken, worker.registrationNumber, { personId: person.id });
    const params = `personId=${person.id}&creditProductId=${PRODUCT_IDS.payrollPrice}`;

    const first = await query(centroToken, params);
    expect(first.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cached = await query(centroToken, params);
    expect(cached.body).toEqual(first.body);
    const db = testDatabase();
    expect(await db.creditMarginQuery.count({ where: { registrationNumber: worker.registrationNumber } })).toBe(1);

    // Queried by CPF, the same borrower and product hit the same cache entry.
    const byCpf = await query(centroToken, `registrationNumber=${worker.registrationNumber}&creditProductId=${PRODUCT_IDS.payrollPrice}`);
    expect(byCpf.body).toEqual(first.body);

    await db.creditMarginQuery.updateMany({ where: { registrationNumber: worker.registrationNumber }, data: { validUntil: new Date(Date.now() - 1000) } });
    const fresh = await query(centroToken, params);
    expect(fresh.status).toBe(200);
    expect((fresh.body as FreeMargin).queriedAt).not.toBe((first.body as FreeMargin).queriedAt);
    expect(await db.creditMarginQuery.count({ where: { registrationNumber: worker.registrationNumber } })).toBe(2);
    expect((await db.creditMarginQuery.findFirstOrThrow({ where: { registrationNumber: worker.registrationNumber } })).personId).toBe(person.id);

    const history = await query(centroToken, `personId=${person.id}`, "GET");
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ page: 1, size: 20, totalItems: 2, totalPages: 1 });
    expect((history.body?.data as FreeMargin[]).map((item) => item.queriedAt)).toEqual([
      (fresh.body as FreeMargin).queriedAt,
      (first.body as FreeMargin).queriedAt,
    ]);
    const byCpfPage = await query(centroToken, `registrationNumber=${worker.registrationNumber}&size=1&page=2`, "GET");
    expect(byCpfPage.body).toMatchObject({ totalItems: 2, totalPages: 2, data: [expect.objectContaining({ queriedAt: (first.body as FreeMargin).queriedAt })] });
    expect((await query(centroToken, `personId=${person.id}&creditProductId=${PRODUCT_IDS.payrollSac}`, "GET")).body?.totalItems).toBe(0);
    // Another correspondent sees none of it.
    expect((await query(norteToken, `registrationNumber=${worker.registrationNumber}`, "GET")).body?.totalItems).toBe(0);
  });

  test("404 for an unknown product or person, 400 for an FGTS product, 403 for another correspondent's person", async () => {
    const worker = regularWorker(25);
    await authorizeAndDecide(centroToken, worker.registrationNumber);
    const unknownProduct = await query(centroToken, `registrationNumber=${worker.registrationNumber}&creditProductId=${crypto.randomUUID()}`);
    expect(unknownProduct.status).toBe(404);
    const fgts = await query(centroToken, `registrationNumber=${worker.registrationNumber}&creditProductId=${PRODUCT_IDS.fgtsAnticipation}`);
    expect(fgts.status).toBe(400);
    expect((fgts.body as unknown as Problem).errors).toEqual([expect.objectContaining({ field: "creditProductId" })]);

    expect((await query(centroToken, `personId=${crypto.randomUUID()}`)).status).toBe(404);
    const theirs = await registerPerson(norteToken);
    expect((await query(centroToken, `personId=${theirs.id}`)).status).toBe(403);
    expect((await query(centroToken, `personId=${theirs.id}`, "GET")).status).toBe(403);
    expect((await query(centroToken, `personId=${crypto.randomUUID()}`, "GET")).status).toBe(404);
  });

  test("validation: exactly one borrower identifier, valid CPF and UUIDs; 401 without a valid token", async () => {
    const neither = await query(centroToken, "");
    expect(neither.status).toBe(400);
    expect((neither.body as unknown as Problem).errors).toEqual([expect.objectContaining({ field: "personId" })]);
    const both = await query(centroToken, `personId=${crypto.randomUUID()}&registrationNumber=${freshCpf()}`);
    expect((both.body as unknown as Problem).errors).toEqual([expect.objectContaining({ field: "registrationNumber" })]);
    const malformed = await query(centroToken, "registrationNumber=123&creditProductId=x");
    expect((malformed.body as unknown as Problem).errors?.map(({ field }) => field).sort()).toEqual(["creditProductId", "registrationNumber"]);
    const history = await query(centroToken, "size=0", "GET");
    expect((history.body as unknown as Problem).errors?.map(({ field }) => field).sort()).toEqual(["personId", "size"]);

    expect((await fetch(apiUrl(`${PATH}?registrationNumber=${freshCpf()}`), { method: "POST" })).status).toBe(401);
    expect((await query("cpat_invalid", `registrationNumber=${freshCpf()}`, "GET")).status).toBe(401);
  });
});
