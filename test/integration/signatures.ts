/**
 * Operations brought to `Signatures` through the credit API over HTTP (as a partner would, the pipeline doing the
 * rest), and the borrower's side of the signature page as a client sees it.
 */
import { createHash } from "node:crypto";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import type { SandboxRegistryWorker } from "@/lib/credit/sandbox/registry";
import { apiUrl, callApi } from "./credit-api";
import { fgtsAmortization, firstPaymentDate, priceAmortization, warrantyItem } from "./credit-notes";
import { bankAccountBody, registerPerson } from "./registrations";

export interface SignableOperation {
  readonly id: string;
  /** `/sign/{token}`, from GET /v1/CreditNote/{id}/SignUrl. */
  readonly signPath: string;
  /** The borrower's CPF (the page asks for its first digits). */
  readonly cpf: string;
}

/** Creates and submits an operation of `worker` (payroll with collateral at the worker's employer, or FGTS). */
export async function submitOperation(token: string, worker: SandboxRegistryWorker, product: "payroll" | "fgts"): Promise<string> {
  const person = await registerPerson(token, { registrationNumber: worker.registrationNumber, name: worker.name });
  const account = await callApi(token, "POST", "/v1/BankAccount", bankAccountBody(person.id, worker.registrationNumber));
  if (account.status !== 200) throw new Error(`bank account: ${account.status} ${JSON.stringify(account.body)}`);
  const who = { personId: person.id, bankAccountId: (account.body as { id: string }).id };
  const firstPayment = await firstPaymentDate(token);
  const body =
    product === "payroll"
      ? {
          productId: PRODUCT_IDS.payrollPrice,
          ...who,
          amortization: priceAmortization(firstPayment, { requestedAmount: 300000 }),
          warranty: [
            warrantyItem({
              registry_EmployerRegistrationNumber: worker.employerRegistrationNumber,
              registry_EmployerName: worker.employerName,
              // The first discount in the competence of the first installment: never in the past, whatever today is.
              registry_DiscountStartPeriod: `${firstPayment.slice(0, 7)}-01`,
            }),
          ],
          liquidationType: "EletronicTransfer",
        }
      : {
          productId: PRODUCT_IDS.fgtsAnticipation,
          ...who,
          amortization: fgtsAmortization(),
          uploads: [{ fileType: "Authorization", fileName: "termo-consentimento-fgts.pdf" }],
          liquidationType: "EletronicTransfer",
        };
  const created = await callApi(token, "POST", "/v1/CreditNote", body);
  if (created.status !== 200) throw new Error(`credit note: ${created.status} ${JSON.stringify(created.body)}`);
  const id = (created.body as { id: string }).id;
  const submitted = await callApi(token, "POST", `/v1/CreditNote/${id}/submitapproval`);
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  return id;
}

/** Polls GET /v1/CreditNote/{id} until its status is one of `statuses` (bounded). */
export async function waitForStatus(token: string, id: string, statuses: readonly string[], seconds = 40) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const response = await callApi(token, "GET", `/v1/CreditNote/${id}`);
    const note = response.body as { status: string; history: Array<{ from?: string; to: string; actor: string; reason?: string }> };
    if (statuses.includes(note.status)) return note;
    if (Date.now() > deadline) throw new Error(`still ${note.status} after ${seconds}s waiting for ${statuses.join("/")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An operation of `worker` in `Signatures`, with its signature page. */
export async function signableOperation(token: string, worker: SandboxRegistryWorker, product: "payroll" | "fgts"): Promise<SignableOperation> {
  const id = await submitOperation(token, worker, product);
  await waitForStatus(token, id, ["Signatures"]);
  const signUrl = await callApi(token, "GET", `/v1/CreditNote/${id}/SignUrl`);
  const url = (signUrl.body as { signers: Array<{ url: string }> }).signers[0]?.url;
  if (!url) throw new Error(`no signer: ${JSON.stringify(signUrl.body)}`);
  return { id, signPath: new URL(url).pathname, cpf: worker.registrationNumber };
}

/** The canonical document the page asks to sign and its SHA-256 (the ETag), checked against each other. */
export async function documentToSign(signPath: string): Promise<{ text: string; sha256: string }> {
  const response = await fetch(apiUrl(`${signPath}/documento`));
  if (response.status !== 200) throw new Error(`document: ${response.status}`);
  const text = await response.text();
  const sha256 = createHash("sha256").update(text, "utf8").digest("hex");
  if (response.headers.get("etag") !== `"${sha256}"`) throw new Error("document ETag is not the text's SHA-256");
  return { text, sha256 };
}

/** A decision posted as JSON (the page's script does the same with a form body). */
export async function postDecision(signPath: string, action: "assinar" | "recusar", body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(apiUrl(`${signPath}/${action}`), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined };
}

/** The borrower signs: consent ticked, the CPF's first three digits, the verification code of the document now. */
export async function signAsBorrower(operation: Pick<SignableOperation, "signPath" | "cpf">, headers: Record<string, string> = {}) {
  const { sha256 } = await documentToSign(operation.signPath);
  return postDecision(operation.signPath, "assinar", { consent: true, cpfFirstDigits: operation.cpf.slice(0, 3), documentSha256: sha256 }, headers);
}
