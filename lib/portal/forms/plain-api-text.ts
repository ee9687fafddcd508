/**
 * The credit API's refusals speak to integrators: its pt-BR texts may name statuses, headers, fields and formats
 * of the contract. What the portal shows a person passes through here: the contract's own expectation texts and a
 * few known phrases are said in the operator's words, and a status value left in a sentence becomes its label.
 */
import { operationStatusValues } from "@/lib/contract/enums";
import { civilDateExpectation, competenceExpectation, utcDateTimeExpectation } from "@/lib/contract/units";
import { STATUS_LABELS } from "../operations/operation-status";

const REWRITES: ReadonlyArray<readonly [RegExp | string, string]> = [
  [civilDateExpectation, "informe uma data válida (dia, mês e ano)"],
  [utcDateTimeExpectation, "informe uma data e hora válidas"],
  [competenceExpectation, "informe o mês (mês e ano)"],
  // The whole message: it is about the header, which the person never saw.
  [/^.*Idempotency-Key.*$/s, "Este envio já foi recebido com outros dados ou ainda está em andamento: atualize a página e confira antes de enviar de novo."],
  [/\(aguarde Canceled\)/g, "(aguarde a conclusão do cancelamento)"],
  [/aguarde o status Canceled/g, "aguarde a conclusão do cancelamento"],
  [/ajuste requestedAmount \(centavos\) ou termInMonths/g, "reduza o valor ou antecipe mais saques"],
];

const STATUS_WORD = new RegExp(`(?<![\\p{L}\\p{N}_])(${operationStatusValues.join("|")})(?![\\p{L}\\p{N}_])`, "gu");

export function plainApiText(text: string): string {
  let out = text;
  for (const [pattern, plain] of REWRITES) out = typeof pattern === "string" ? out.split(pattern).join(plain) : out.replace(pattern, plain);
  return out.replace(STATUS_WORD, (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS]);
}
