import "server-only";
import { logger } from "@/lib/log/logger";
import { ActionRefusal } from "../actions/action-result";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { toContractDateTime } from "../format/dates";
import { recordConsent } from "../documents/attach-consent-term";
import { listMarginAuthorizations } from "../borrowers/request-margin-authorization";
import { borrowerMarginQueries, runMarginQuery } from "./draft-margin";
import { loadOwnDraft, type LoadedDraft } from "./load-draft";
import type { OriginationContext } from "./origination-actor";
import { saveDraftStep } from "./save-draft-step";
import { marginDecision, soleConsentTerm, usableAuthorization } from "./step-decisions";
import { currentStep, STEP_IDS, type StepId } from "./steps";

/**
 * Takes the draft past the steps that decide nothing (issue 24), recording each as the operator would have: an
 * approved authorization, the margin of a single employment link (queried at once when there is none yet), a single
 * consent term on file, the documents when there is nothing to attach (they stay optional, and one click away).
 * Stops at the first step that asks something, and whenever the credit API says no: that step then shows its own
 * screen and message. Returns the draft as it now is and the steps passed, in order, for the one-line notes.
 */
export async function advanceDraft(context: OriginationContext, draft: LoadedDraft): Promise<{ draft: LoadedDraft; passed: StepId[] }> {
  let current = draft;
  const passed: StepId[] = [];
  if (current.state !== "open") return { draft: current, passed };
  for (let round = 0; round < STEP_IDS.length; round++) {
    const step = currentStep(current.product, current.data);
    let next: LoadedDraft | null;
    try {
      next = await passStep(context, current, step);
    } catch (error) {
      // A refusal (another tab moved the draft, the margin query refused) leaves the step to say it on its own screen.
      if (!(error instanceof ActionRefusal)) logger.warn("originação: etapa automática interrompida", { draftId: current.id, step, error: String(error) });
      return { draft: (await loadOwnDraft(context.operator, current.id)) ?? current, passed };
    }
    if (!next) break;
    current = next;
    passed.push(step);
  }
  return { draft: current, passed };
}

async function passStep(context: OriginationContext, draft: LoadedDraft, step: StepId): Promise<LoadedDraft | null> {
  const borrower = draft.data.borrower;
  if (!borrower) return null;
  switch (step) {
    case "autorizacao": {
      const authorization = usableAuthorization(await listMarginAuthorizations(context, borrower.registrationNumber), draft.data.authorization?.refusedByMarginQueryAt ? draft.data.authorization.id : null);
      if (!authorization) return null;
      return saveDraftStep({ draft, step, value: { id: authorization.id, status: "Approved", checkedAt: toContractDateTime(new Date()), approvedAt: authorization.updatedAt } });
    }
    case "margem": {
      let decision = marginDecision(await borrowerMarginQueries(context, draft), new Date());
      if (decision.kind === "query") {
        await runMarginQuery(context, draft);
        decision = marginDecision(await borrowerMarginQueries(context, draft), new Date());
      }
      return decision.kind === "use" ? saveDraftStep({ draft, step, value: { query: decision.query } }) : null;
    }
    case "consentimento": {
      const client = await creditClientForOperator(context.operator);
      const term = soleConsentTerm((await client.call("getNaturalPerson", { params: { id: borrower.personId } })).uploads);
      return term ? recordConsent(draft, term) : null;
    }
    case "documentos":
      return saveDraftStep({ draft, step, value: { confirmedAt: toContractDateTime(new Date()) } });
    default:
      return null;
  }
}
