import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiUrl, callApi, centro, norte, tokenFor } from "@/test/integration/credit-api";
import { freshCpf, personBody, PRODUCT_IDS, registerPerson, testDatabase } from "@/test/integration/registrations";

let centroToken: string;
let norteToken: string;

beforeAll(async () => {
  [centroToken, norteToken] = await Promise.all([tokenFor(centro), tokenFor(norte)]);
});
afterAll(() => testDatabase().$disconnect());

const upload = { fileType: "Authorization", fileName: "termo-consentimento.pdf", displayName: "Termo FGTS", documentDate: "2026-05-01T00:00:00Z" };

describe("POST /v1/NaturalPerson", () => {
  test("registers the person for the caller's correspondent, with the documents sent", async () => {
    const body = personBody({
      email: "maria@exemplo.com.br",
      phone: "11987654321",
      identityDocument: { documentType: "RG", number: "123456789", issuer: "SSP/SP" },
      address: { zipCode: "01310100", street: "Av. Paulista", number: "1000", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" },
      uploads: [upload],
    });
    const created = await callApi(centroToken, "POST", "/v1/NaturalPerson", body);
    expect(created.status).toBe(200);
    const { uploads: _uploads, ...fields } = body;
    expect(created.body).toMatchObject({ ...fields, id: expect.any(String), createdAt: expect.stringMatching(/Z$/) });
    expect(created.body?.uploads).toEqual([{ ...upload, id: expect.any(String), createdAt: expect.any(String) }]);

    const row = await testDatabase().creditNaturalPerson.findUniqueOrThrow({ where: { id: String(created.body?.id) } });
    expect(row.correspondentId).toBe(centro.correspondentId);
    expect(await testDatabase().creditUpload.count({ where: { personId: row.id } })).toBe(1);

    const read = await callApi(centroToken, "GET", `/v1/NaturalPerson/${row.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  test("a CPF the correspondent already registered is a 409 naming the existing person, without the CPF", async () => {
    const body = personBody();
    const first = await callApi(centroToken, "POST", "/v1/NaturalPerson", body);
    const again = await callApi(centroToken, "POST", "/v1/NaturalPerson", { ...body, name: "Outro Nome" });
    expect(again.status).toBe(409);
    expect(again.headers.get("content-type")).toContain("application/problem+json");
    expect(again.body).toMatchObject({ status: 409, type: "/problems/already-exists" });
    expect(String(again.body?.detail)).toContain(String(first.body?.id));
    expect(JSON.stringify(again.body)).not.toContain(body.registrationNumber);

    // Another correspondent keeps its own record of the same CPF.
    const other = await callApi(norteToken, "POST", "/v1/NaturalPerson", body);
    expect(other.status).toBe(200);
    expect(other.body?.id).not.toBe(first.body?.id);
  });

  test("an Idempotency-Key retry returns the first answer and registers nothing new", async () => {
    const body = personBody();
    const headers = { "idempotency-key": `person-${body.registrationNumber}` };
    const first = await callApi(centroToken, "POST", "/v1/NaturalPerson", body, headers);
    const retry = await callApi(centroToken, "POST", "/v1/NaturalPerson", body, headers);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(await testDatabase().creditNaturalPerson.count({ where: { registrationNumber: body.registrationNumber } })).toBe(1);
  });

  test("validation failures are 400 problems naming each field", async () => {
    const response = await callApi(centroToken, "POST", "/v1/NaturalPerson", {
      registrationNumber: "12345678900",
      birthDate: "15/03/1990",
      nickname: "x",
      uploads: [{ fileType: "Selfie", fileName: "foto" }],
    });
    expect(response.status).toBe(400);
    const fields = (response.body?.errors as Array<{ field: string }>).map(({ field }) => field);
    expect(fields).toEqual(expect.arrayContaining(["registrationNumber", "name", "birthDate", "nickname", "uploads[0].fileType", "uploads[0].fileName"]));

    const future = await callApi(centroToken, "POST", "/v1/NaturalPerson", personBody({ birthDate: "2999-01-01" }));
    expect(future.status).toBe(400);
    expect(future.body?.errors).toEqual([expect.objectContaining({ field: "birthDate" })]);
  });

  test("401 without a token or with an invalid one", async () => {
    const anonymous = await fetch(apiUrl("/v1/NaturalPerson"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(personBody()) });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
    const invalid = await callApi("cpat_invalid", "POST", "/v1/NaturalPerson", personBody());
    expect(invalid.status).toBe(401);
  });
});

describe("GET /v1/NaturalPerson/{id}", () => {
  test("403 for another correspondent's person, 404 for an unknown id, 400 for a malformed one", async () => {
    const person = await registerPerson(centroToken);
    const forbidden = await callApi(norteToken, "GET", `/v1/NaturalPerson/${person.id}`);
    expect(forbidden.status).toBe(403);
    expect(JSON.stringify(forbidden.body)).not.toContain(person.registrationNumber);
    expect((await callApi(centroToken, "GET", `/v1/NaturalPerson/${crypto.randomUUID()}`)).status).toBe(404);
    const malformed = await callApi(centroToken, "GET", "/v1/NaturalPerson/not-a-uuid");
    expect(malformed.status).toBe(400);
    expect(malformed.body?.errors).toEqual([expect.objectContaining({ field: "id" })]);
    expect((await callApi("cpat_invalid", "GET", `/v1/NaturalPerson/${person.id}`)).status).toBe(401);
  });

  test("also lists the documents of the person's operations", async () => {
    const person = await registerPerson(centroToken, { uploads: [upload] });
    const db = testDatabase();
    const account = await db.creditBankAccount.create({
      data: {
        correspondentId: centro.correspondentId,
        personId: person.id,
        bankCode: "001",
        agency: "1",
        accountNumber: "1",
        accountDigit: "1",
        accountType: "Checking",
        holderRegistrationNumber: person.registrationNumber,
      },
    });
    const note = await db.creditNote.create({
      data: {
        correspondentId: centro.correspondentId,
        productId: PRODUCT_IDS.fgtsAnticipation,
        personId: person.id,
        bankAccountId: account.id,
        status: "Draft",
        amortization: {},
        liquidationType: "EletronicTransfer",
        emissionDate: new Date(),
      },
    });
    await db.creditUpload.create({ data: { correspondentId: centro.correspondentId, creditNoteId: note.id, fileType: "SignedContract", fileName: "ccb.pdf" } });

    const read = await callApi(centroToken, "GET", `/v1/NaturalPerson/${person.id}`);
    expect(read.status).toBe(200);
    expect(read.body?.uploads).toEqual([
      expect.objectContaining({ fileType: "Authorization", fileName: upload.fileName }),
      expect.objectContaining({ fileType: "SignedContract", fileName: "ccb.pdf", creditNoteId: note.id }),
    ]);
  });
});

describe("GET /v1/NaturalPerson", () => {
  test("finds the caller's person by CPF, never another correspondent's", async () => {
    const registrationNumber = freshCpf();
    const mine = await registerPerson(centroToken, { registrationNumber });
    await registerPerson(norteToken, { registrationNumber });

    const found = await callApi(centroToken, "GET", `/v1/NaturalPerson?registrationNumber=${registrationNumber}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ page: 1, size: 20, totalItems: 1, totalPages: 1 });
    expect(found.body?.data).toEqual([expect.objectContaining({ id: mine.id, registrationNumber, uploads: [] })]);

    const none = await callApi(centroToken, "GET", `/v1/NaturalPerson?registrationNumber=${freshCpf()}`);
    expect(none.body).toMatchObject({ data: [], totalItems: 0, totalPages: 0 });
  });

  test("paginates only the caller's persons, newest first", async () => {
    const all = await callApi(centroToken, "GET", "/v1/NaturalPerson?size=100");
    const total = Number(all.body?.totalItems);
    expect(total).toBeGreaterThanOrEqual(3);
    const rows = await testDatabase().creditNaturalPerson.findMany({ where: { correspondentId: centro.correspondentId } });
    expect(total).toBe(rows.length);

    const second = await callApi(centroToken, "GET", "/v1/NaturalPerson?page=2&size=1");
    expect(second.body).toMatchObject({ page: 2, size: 1, totalItems: total, totalPages: total });
    expect((second.body?.data as unknown[]).length).toBe(1);
    expect((second.body?.data as Array<{ id: string }>)[0]?.id).toBe((all.body?.data as Array<{ id: string }>)[1]?.id);

    const bad = await callApi(centroToken, "GET", "/v1/NaturalPerson?size=500&registrationNumber=123");
    expect(bad.status).toBe(400);
    expect((bad.body?.errors as Array<{ field: string }>).map(({ field }) => field).sort()).toEqual(["registrationNumber", "size"]);
    expect((await callApi("cpat_invalid", "GET", "/v1/NaturalPerson")).status).toBe(401);
  });
});

describe("PUT /v1/NaturalPerson/{id}/upload", () => {
  test("attaches documents to the person (listed by GET); the same document again is a 409 naming the item", async () => {
    const person = await registerPerson(centroToken);
    const consent = { fileType: "Authorization", fileName: "termo-consentimento.pdf", displayName: "Termo de consentimento FGTS" };
    const attached = await callApi(centroToken, "PUT", `/v1/NaturalPerson/${person.id}/upload`, { uploads: [consent] });
    expect(attached.status).toBe(200);
    expect(attached.body?.uploads).toEqual([{ ...consent, id: expect.any(String), createdAt: expect.any(String) }]);

    const read = await callApi(centroToken, "GET", `/v1/NaturalPerson/${person.id}`);
    expect(read.body?.uploads).toEqual(attached.body?.uploads);

    const again = await callApi(centroToken, "PUT", `/v1/NaturalPerson/${person.id}/upload`, { uploads: [{ ...consent, fileName: "TERMO-consentimento.pdf" }] });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain("uploads[0].fileName");
    expect(await testDatabase().creditUpload.count({ where: { personId: person.id } })).toBe(1);
  });

  test("403 for another correspondent's person, 404 unknown, 400 for an empty list", async () => {
    const theirs = await registerPerson(norteToken);
    const item = { fileType: "Others", fileName: "rg.png" };
    expect((await callApi(centroToken, "PUT", `/v1/NaturalPerson/${theirs.id}/upload`, { uploads: [item] })).status).toBe(403);
    expect((await callApi(centroToken, "PUT", `/v1/NaturalPerson/${crypto.randomUUID()}/upload`, { uploads: [item] })).status).toBe(404);
    const empty = await callApi(centroToken, "PUT", `/v1/NaturalPerson/${theirs.id}/upload`, { uploads: [] });
    expect(empty.status).toBe(400);
  });
});
