/**
 * Rules both product guides state in the same words, where each guide's reader looks for them (the FGTS reader does not
 * open the payroll guide): one owner each, so the two guides never drift.
 */
import { CANCEL_REFUSAL_RULE, RESTORE_OUTCOME } from "@/lib/contract/status-permissions";
import { statusesAllowedFor } from "../tables";

/** The creation's query options (spec: `POST /v1/CreditNote`). */
export const CREATION_QUERY_NOTE =
  "Query opcional: `returnValue=true` devolve a operação inteira (sem ela, só `{ id }`); `updateStartDate=true` reposiciona a data-base para o dia da criação.";

/** What a created operation is and what to keep of it. */
export const CREATION_RESULT_NOTE =
  "A operação nasce em `Draft` (ou `ComplianceApproval`, conforme o `initialStatus` do produto, em `GET /v1/Product/{id}`). Guarde `id` (todos os passos seguintes) e `creditNoteNo` (número para a mesa e o suporte).";

/** An instrument the partner already holds signed, sent before submission (spec: upload item, rule 1). */
export const SIGNED_CONTRACT_NOTE =
  "Um `SignedContract` enviado em `Draft` fica vinculado e é reaproveitado na etapa de assinaturas. Com ele, a operação passa de `InstrumentApproval` direto a `PartnerSignaturesValidation`, sem coleta de assinaturas (não há links em `SignUrl`); só conta o item que está de fato na lista.";

/** What submission changes (spec: action permissions, `submitapproval`). */
export const SUBMISSION_NOTE =
  "Depois do envio a operação entra na esteira e deixa de ser editável até o fim da análise; a query opcional `updateStartDate=true` reposiciona a data-base para o dia do envio.";

/** How the money reaches the borrower (spec: rules common to both products, 2). */
export const SETTLEMENT_NOTE =
  "A liquidação é uma transferência (Pix ou TED) do valor liberado para a conta cadastrada (`bankAccountId`), cujo titular é o tomador; se ela falhar, a operação vai para `PaymentRevision`.";

/** The cancel route as the spec describes it; each guide goes on with what its cancellation undoes. */
export const CANCEL_NOTE =
  '`POST /v1/CreditNote/{id}/cancel` com `{ "message": "motivo" }` (opcional, mas envie: vai para o histórico e é lido pela mesa). É uma ação única, sem parâmetros de controle, e não é instantânea:';

/** What a cancelled operation shows until the pipeline processes the cancel (cancel-credit-note.ts, require-action-allowed.ts). */
export const CANCEL_PENDING_NOTE =
  "Até lá, a operação segue no status em que estava, com `cancelRequestedAt` (quando o cancelamento foi pedido) preenchido, e não aceita outras ações; o status passa a `Canceled` quando o processamento termina.";

/** Where cancel is refused, as the route's reference says it (one rule, status-permissions.ts). */
export const CANCEL_REFUSED_NOTE = `O cancelamento é ${CANCEL_REFUSAL_RULE.charAt(0).toLowerCase()}${CANCEL_REFUSAL_RULE.slice(1)}`;

/** Logical deletion and where it is allowed. */
export const DELETE_NOTE = `\`DELETE /v1/CreditNote/{id}\` é exclusão lógica (em ${statusesAllowedFor("delete")}); \`POST /v1/CreditNote/{id}/restore\` desfaz: ${RESTORE_OUTCOME}.`;
