import "server-only";
import { createHash } from "node:crypto";
import { defaultBaseUrl } from "@/lib/credit-client/client-options";
import type { ActionContext } from "../../actions/operator-action";
import { creditClientForOperator } from "../../credit/branch-credit-client";
import { decideOperations } from "../../desk/decide-operations";
import type { ConsoleDecision } from "../../desk/desk-decisions";
import { cancelOperation } from "../../operations/operation-commands";
import type { OriginationContext } from "../../origination/origination-actor";
import { refreshTrackedOperation } from "../../tracker";
import { isSigned, OUTCOME_STATUS, type DemoCase } from "./demo-plan";
import { waitUntil } from "./wait";

export interface FollowOptions {
  /** The desk operator who takes the desk's decisions of the plan. */
  readonly desk: ActionContext;
  /** How long one operation may take to reach a status (the pipeline's stages are `PIPELINE_STAGE_SECONDS`). */
  readonly waitSeconds: number;
  readonly pollMs: number;
}

const REASONS = {
  cancel: "Cliente desistiu da contratação antes de assinar.",
  revision: "Documento de identidade ilegível: envie uma cópia nítida, frente e verso, e reenvie a operação.",
  disapprove: "Sem adesão ao saque-aniversário confirmada pelo agente operador do FGTS; operação reprovada pela mesa.",
  disapproveEndorsement: "Empregador não confirmou o vínculo na averbação manual; operação reprovada pela mesa.",
} as const;

/**
 * After the submission: follows the operation as the portal does when it is open on a screen (the tracker reads it
 * again and records each transition it observes) and takes, at the right status, what the case needs from the
 * other people involved: the borrower signs on the signature page, the partner cancels, the desk returns or
 * disapproves. Resolves with the status the case was meant to reach; rejects when it does not get there in time.
 */
export async function followDemoCase(context: OriginationContext, demoCase: DemoCase, operationId: string, options: FollowOptions): Promise<string> {
  const target = OUTCOME_STATUS[demoCase.outcome];
  if (!target) throw new Error("a wizard in progress has no operation to follow");
  const reach = (statuses: readonly string[]) => waitForStatus(operationId, statuses, options);

  if (isSigned(demoCase.outcome) || demoCase.outcome === "canceled" || demoCase.outcome === "desk-revision") {
    await reach(["Signatures"]);
    if (isSigned(demoCase.outcome)) await signAsBorrower(context, operationId, demoCase.worker.registrationNumber);
    if (demoCase.outcome === "canceled") await cancelOperation(context, { operationId, form: { reason: REASONS.cancel } });
    if (demoCase.outcome === "desk-revision") await deskDecision(options.desk, operationId, "revision", REASONS.revision);
  }
  if (demoCase.outcome === "desk-disapproved") {
    const status = await reach(["WarrantyRevision", "ManualWarranty"]);
    await deskDecision(options.desk, operationId, "disapprove", status === "ManualWarranty" ? REASONS.disapproveEndorsement : REASONS.disapprove);
  }
  return reach([target]);
}

/** Polls through the tracker (one `GET /v1/CreditNote/{id}` a poll), which records every transition it sees. */
async function waitForStatus(operationId: string, statuses: readonly string[], options: FollowOptions): Promise<string> {
  let status = "";
  await waitUntil(
    options.waitSeconds,
    async () => {
      const refreshed = await refreshTrackedOperation(operationId, { maxAgeSeconds: 0 });
      status = refreshed?.operation.status ?? "";
      return statuses.includes(status);
    },
    `status ${statuses.join("/")} (last seen ${status || "none"})`,
    options.pollMs,
  );
  return status;
}

/**
 * The borrower on the signature page: the link the partner hands out (`GET .../SignUrl`), the document shown there
 * (its SHA-256 is the verification code), consent, the CPF's first three digits, "Assinar". Over HTTP, as the
 * page's own script posts it.
 */
async function signAsBorrower(context: OriginationContext, operationId: string, cpf: string): Promise<void> {
  const client = await creditClientForOperator(context.operator);
  const { signers } = await client.call("getCreditNoteSignUrl", { params: { id: operationId } });
  const base = defaultBaseUrl();
  for (const signer of signers) {
    const page = `${base}${new URL(signer.url).pathname}`;
    const documentResponse = await fetch(`${page}/documento`);
    if (!documentResponse.ok) throw new Error(`signature document answered ${documentResponse.status}`);
    const documentSha256 = createHash("sha256").update(await documentResponse.text(), "utf8").digest("hex");
    const signed = await fetch(`${page}/assinar`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ consent: true, cpfFirstDigits: cpf.slice(0, 3), documentSha256 }),
    });
    if (!signed.ok) throw new Error(`signing answered ${signed.status}`);
  }
}

async function deskDecision(desk: ActionContext, operationId: string, decision: ConsoleDecision, reason: string): Promise<void> {
  const outcome = await decideOperations(desk, { decision, reason, operationIds: [operationId] });
  const result = outcome.results[0];
  if (!result?.ok) throw new Error(`desk decision ${decision} failed: ${result && !result.ok ? result.message : "no result"}`);
}
