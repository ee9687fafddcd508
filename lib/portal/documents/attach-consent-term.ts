import "server-only";
import type { NaturalPerson, UploadRecord } from "@/lib/contract";
import { isCreditApiError } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import { ActionRefusal } from "../actions/action-result";
import { recordAuditEvent } from "../audit/record-audit-event";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { refusalFromCreditError } from "../forms/refusal-from-credit-error";
import type { LoadedDraft } from "../origination/load-draft";
import type { OriginationContext } from "../origination/origination-actor";
import { requireDraftAtStep } from "../origination/require-step";
import { saveDraftStep } from "../origination/save-draft-step";
import { documentField, storeFile, type ReceivedDocument } from "./upload-document";

const CONSENT_LABEL = "Termo de consentimento FGTS";

/**
 * FGTS step "consentimento": the holder's consent term, uploaded first and attached to the person (so its presence
 * is checked in the person's documents, as the spec's FGTS flow says) and recorded in the draft; the creation then
 * carries the same file in `uploads`. The same term sent again is the same document: the one already there is used.
 */
export async function attachConsentTerm(context: OriginationContext, draftId: string, document: ReceivedDocument): Promise<LoadedDraft> {
  const draft = await requireDraftAtStep(context.operator, draftId, "consentimento", "fgts");
  const borrower = draft.data.borrower;
  if (!borrower) throw new ActionRefusal("conflict", "Escolha o tomador primeiro.");
  const client = await creditClientForOperator(context.operator);
  const stored = await storeFile(client, document.file);
  let person: NaturalPerson;
  try {
    person = await client.call("attachNaturalPersonUploads", {
      params: { id: borrower.personId },
      body: { uploads: [{ fileType: "Authorization", fileName: stored.fileName, fileId: stored.id, displayName: document.metadata.displayName ?? CONSENT_LABEL }] },
    });
  } catch (error) {
    if (!isCreditApiError(error) || error.kind !== "conflict") throw isCreditApiError(error) ? refusalFromCreditError(error, documentField) : error;
    person = await client.call("getNaturalPerson", { params: { id: borrower.personId } });
  }
  const term = person.uploads.find((upload) => upload.fileType === "Authorization" && upload.sha256 === stored.sha256);
  if (!term) throw new ActionRefusal("conflict", "Já há um documento com este nome no cadastro: renomeie o arquivo ou use o termo já anexado.", { file: "Renomeie o arquivo ou escolha o termo já anexado." });
  await recordAuditEvent(getPrisma(), {
    actor: context.operator,
    action: "borrower.document_uploaded",
    summary: `Termo de consentimento FGTS anexado ao tomador (CPF ${borrower.registrationNumber}; SHA-256 ${stored.sha256.slice(0, 12)}…)`,
    ipPrefix: context.meta.ipPrefix,
  });
  return recordConsent(draft, term);
}

/** FGTS step "consentimento": a term the person already has (checked again in the person's documents). */
export async function reuseConsentTerm(context: OriginationContext, input: { draftId: string; uploadId: string }): Promise<LoadedDraft> {
  const draft = await requireDraftAtStep(context.operator, input.draftId, "consentimento", "fgts");
  const borrower = draft.data.borrower;
  if (!borrower) throw new ActionRefusal("conflict", "Escolha o tomador primeiro.");
  const client = await creditClientForOperator(context.operator);
  const person = await client.call("getNaturalPerson", { params: { id: borrower.personId } });
  const term = person.uploads.find((upload) => upload.id === input.uploadId && upload.fileType === "Authorization");
  if (!term) throw new ActionRefusal("not-found", "Termo não encontrado nos documentos do tomador.");
  return recordConsent(draft, term);
}

/** Records the term as the draft's consent (also when the wizard passes the step with the only term on file). */
export function recordConsent(draft: LoadedDraft, term: UploadRecord): Promise<LoadedDraft> {
  return saveDraftStep({
    draft,
    step: "consentimento",
    value: { uploadId: term.id, fileName: term.fileName, ...(term.displayName !== undefined && { displayName: term.displayName }), ...(term.fileId !== undefined && { fileId: term.fileId }) },
  });
}
