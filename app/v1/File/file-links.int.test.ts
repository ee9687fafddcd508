/**
 * Upload items that link content (`fileId`, DESIGN §3): in person registration, in operation creation and in
 * `PUT /v1/CreditNote/{id}/upload`; ownership of the linked file; one document per content; and the FGTS
 * consent term as a linked file passing the pipeline's consent check.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callApi, centro, norte, tokenFor } from "@/test/integration/credit-api";
import { fgtsCreationBody, payrollCreationBody } from "@/test/integration/credit-notes";
import { storedFile } from "@/test/integration/files";
import { bankAccountBody, personBody, registerPerson, regularWorker, testDatabase } from "@/test/integration/registrations";
import { sampleJpeg, samplePdf, samplePng } from "@/test/support/sample-files";

let token: string;
let otherToken: string;

beforeAll(async () => {
  [token, otherToken] = await Promise.all([tokenFor(centro), tokenFor(norte)]);
});
afterAll(() => testDatabase().$disconnect());

type Upload = { id: string; fileType: string; fileName: string; fileId?: string; sha256?: string; contentType?: string; sizeInBytes?: number };
type Note = { id: string; status: string; personId: string; uploads: Upload[]; history: Array<{ to: string; reason?: string }> };

const fieldsOf = (body: unknown) => ((body as { errors?: Array<{ field: string }> }).errors ?? []).map((error) => error.field);

describe("fileId in the creation of an operation", () => {
  test("links the content: the operation and the person list the file's id, digest, type and size", async () => {
    const term = await storedFile(token, samplePdf(), { name: "termo.pdf" });
    const body = await fgtsCreationBody(token, {
      uploads: [
        { fileType: "Authorization", fileName: "termo-consentimento-fgts.pdf", displayName: "Termo de consentimento FGTS", fileId: term.id },
        { fileType: "Others", fileName: "comprovante.pdf" },
      ],
    });
    const response = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const note = response.body as unknown as Note;
    const linked = { fileId: term.id, sha256: term.sha256, contentType: "application/pdf", sizeInBytes: term.sizeInBytes };
    // Documents stored together share a creation time: their order is not part of the contract.
    const consent = note.uploads.find((upload) => upload.fileType === "Authorization");
    const metadataOnly = note.uploads.find((upload) => upload.fileType === "Others");
    expect(consent).toMatchObject({ fileName: "termo-consentimento-fgts.pdf", ...linked });
    expect(metadataOnly).toMatchObject({ fileName: "comprovante.pdf" });
    expect(metadataOnly).not.toHaveProperty("fileId");
    expect(metadataOnly).not.toHaveProperty("sha256");

    const read = await callApi(token, "GET", `/v1/CreditNote/${note.id}`);
    expect((read.body as unknown as Note).uploads).toEqual(note.uploads);
    const person = await callApi(token, "GET", `/v1/NaturalPerson/${note.personId}`);
    expect((person.body as unknown as { uploads: Upload[] }).uploads.find((upload) => upload.fileType === "Authorization")).toMatchObject(linked);
  });

  test("a file of another correspondent is 403 and an unknown one 404, naming the item; nothing is created", async () => {
    const foreign = await storedFile(otherToken, samplePng(), { name: "rg.png" });
    const body = await payrollCreationBody(token, {
      uploads: [
        { fileType: "Others", fileName: "rg.png", fileId: foreign.id },
      ],
    });
    const before = await testDatabase().creditNote.count();
    const forbidden = await callApi(token, "POST", "/v1/CreditNote", body);
    expect(forbidden.status).toBe(403);
    expect(fieldsOf(forbidden.body)).toEqual(["uploads[0].fileId"]);

    const unknown = await callApi(token, "POST", "/v1/CreditNote", { ...body, uploads: [{ fileType: "Others", fileName: "rg.png", fileId: crypto.randomUUID() }] });
    expect(unknown.status).toBe(404);
    expect(fieldsOf(unknown.body)).toEqual(["uploads[0].fileId"]);
    expect(await testDatabase().creditNote.count()).toBe(before);
  });

  test("the same bytes twice in one creation are one document: 409 naming the later item and the earlier one", async () => {
    const bytes = sampleJpeg();
    const file = await storedFile(token, bytes, { name: "rg.jpg" });
    const body = await payrollCreationBody(token, {
      uploads: [
        { fileType: "Others", fileName: "rg-frente.jpg", fileId: file.id },
        { fileType: "Others", fileName: "rg-copia.jpg", fileId: file.id },
      ],
    });
    const response = await callApi(token, "POST", "/v1/CreditNote", body);
    expect(response.status).toBe(409);
    expect(response.body?.errors).toEqual([{ field: "uploads[1].fileId", message: expect.stringContaining("do item uploads[0]") }]);
  });

  test("metadata-only items stay valid, as the spec shows them", async () => {
    const body = await fgtsCreationBody(token);
    const response = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", body);
    expect(response.status).toBe(200);
    expect((response.body as unknown as Note).uploads).toEqual([
      { id: expect.any(String), fileType: "Authorization", fileName: "termo-consentimento-fgts.pdf", displayName: "Termo de consentimento FGTS", creditNoteId: expect.any(String), createdAt: expect.any(String) },
    ]);
  });
});

describe("fileId in PUT /v1/CreditNote/{id}/upload", () => {
  test("attaches linked content; the same content again, under any name, is 409 naming the document already attached", async () => {
    const created = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", await payrollCreationBody(token));
    const note = created.body as unknown as Note;
    const contract = await storedFile(token, samplePdf(), { name: "ccb.pdf" });

    const attached = await callApi(token, "PUT", `/v1/CreditNote/${note.id}/upload`, { uploads: [{ fileType: "SignedContract", fileName: "ccb-assinada.pdf", fileId: contract.id }] });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const document = (attached.body as unknown as Note).uploads[0];
    expect(document).toMatchObject({ fileId: contract.id, sha256: contract.sha256, contentType: "application/pdf", sizeInBytes: contract.sizeInBytes });

    const again = await callApi(token, "PUT", `/v1/CreditNote/${note.id}/upload`, {
      uploads: [
        { fileType: "Others", fileName: "outro.png", fileId: (await storedFile(token, samplePng(), { name: "outro.png" })).id },
        { fileType: "Others", fileName: "copia-do-contrato.pdf", fileId: contract.id },
      ],
    });
    expect(again.status).toBe(409);
    expect(again.body?.errors).toEqual([{ field: "uploads[1].fileId", message: expect.stringContaining(`documento já anexado ${document?.id} (SignedContract, ccb-assinada.pdf)`) }]);
    const read = await callApi(token, "GET", `/v1/CreditNote/${note.id}`);
    expect((read.body as unknown as Note).uploads).toHaveLength(1);
  });

  test("another correspondent's file is 403 naming the item", async () => {
    const created = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", await payrollCreationBody(token));
    const foreign = await storedFile(otherToken, samplePdf(), { name: "alheio.pdf" });
    const response = await callApi(token, "PUT", `/v1/CreditNote/${(created.body as unknown as Note).id}/upload`, {
      uploads: [{ fileType: "Others", fileName: "alheio.pdf", fileId: foreign.id }],
    });
    expect(response.status).toBe(403);
    expect(fieldsOf(response.body)).toEqual(["uploads[0].fileId"]);
  });
});

describe("fileId in the registration of a person", () => {
  test("links the content; the same bytes twice are 409", async () => {
    const term = await storedFile(token, samplePdf(), { name: "termo.pdf" });
    const registered = await callApi(token, "POST", "/v1/NaturalPerson", personBody({ uploads: [{ fileType: "Authorization", fileName: "termo.pdf", fileId: term.id }] }));
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect((registered.body as { uploads: Upload[] }).uploads[0]).toMatchObject({ fileId: term.id, sha256: term.sha256 });

    const twice = await callApi(token, "POST", "/v1/NaturalPerson", personBody({
      uploads: [
        { fileType: "Authorization", fileName: "termo.pdf", fileId: term.id },
        { fileType: "Others", fileName: "termo-2.pdf", fileId: term.id },
      ],
    }));
    expect(twice.status).toBe(409);
    expect(fieldsOf(twice.body)).toEqual(["uploads[1].fileId"]);
  });
});

describe("the FGTS consent term as a linked file", () => {
  test("satisfies the pipeline's consent check: the operation passes the endorsement", { timeout: 60_000 }, async () => {
    const worker = Array.from({ length: 20 }, (_, index) => regularWorker(100 + index)).find(
      (candidate) => candidate.fgtsBalanceInCents >= 500_000 && candidate.birthdayWithdrawalOptIn,
    );
    if (!worker) throw new Error("no registry worker with FGTS balance and adhesion in 100–119");
    const person = await registerPerson(token, { registrationNumber: worker.registrationNumber });
    const account = await callApi(token, "POST", "/v1/BankAccount", bankAccountBody(person.id, person.registrationNumber));
    const term = await storedFile(token, samplePdf(), { name: "termo-consentimento-fgts.pdf", type: "application/pdf" });

    const body = await fgtsCreationBody(token, {
      personId: person.id,
      bankAccountId: (account.body as { id: string }).id,
      uploads: [{ fileType: "Authorization", fileName: "termo-consentimento-fgts.pdf", fileId: term.id }],
    });
    const created = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body as unknown as Note).id;
    expect((await callApi(token, "POST", `/v1/CreditNote/${id}/submitapproval`)).status).toBe(200);

    const deadline = Date.now() + 45_000;
    let note = (await callApi(token, "GET", `/v1/CreditNote/${id}`)).body as unknown as Note;
    while (!["Signatures", "WarrantyRevision"].includes(note.status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      note = (await callApi(token, "GET", `/v1/CreditNote/${id}`)).body as unknown as Note;
    }
    expect(note.status, JSON.stringify(note.history)).toBe("Signatures");
    expect(note.history.map((entry) => entry.to)).toEqual(expect.arrayContaining(["Warranty", "InstrumentApproval", "Signatures"]));
  });
});
