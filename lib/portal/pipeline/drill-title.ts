/**
 * What a drill-down lists, in one pt-BR line: the figure's measure, then what it narrows to (status, product,
 * branch, operator, reason). Pure; the names are passed in.
 */
import { STATUS_LABELS } from "../operations/operation-status";
import { PRODUCT_SHORT_LABELS } from "../operations/product-labels";
import { NONE, type DrillMeasure, type PipelineDrill } from "./pipeline-filters";
import { categoryLabel } from "./reason-categories";

export const MEASURE_TITLES: Record<DrillMeasure, string> = {
  created: "Originadas no período",
  submitted: "Enviadas para aprovação (das originadas no período)",
  signatures: "Chegaram às assinaturas (das originadas no período)",
  finished: "Liquidadas (das originadas no período)",
  settled: "Liquidadas no período",
  open: "Em aberto agora",
  late: "Acima do limite de alerta agora",
  stays: "Passagens concluídas no período",
  slow: "Passagens concluídas no período acima do limite",
  returned: "Devoluções e recusas no período",
};

export interface DrillNames {
  readonly organization: string | null;
  readonly branch: string | null;
  readonly operator: string | null;
  /** A reason of the listed rows, for a reason group without a category (its label is its text). */
  readonly reasonSample: string | null;
}

export function drillTitle(drill: Omit<PipelineDrill, "page">, names: DrillNames): string {
  const parts: string[] = [MEASURE_TITLES[drill.measure]];
  if (drill.status) parts.push(`status ${STATUS_LABELS[drill.status]}`);
  if (drill.product) parts.push(PRODUCT_SHORT_LABELS[drill.product]);
  if (drill.branch) parts.push(drill.branch === NONE ? `${names.organization ?? "correspondente"} sem agência` : `agência ${names.branch ?? "removida"}`);
  else if (drill.organization) parts.push(names.organization ?? "correspondente removido");
  if (drill.operator) parts.push(drill.operator === NONE ? "criadas fora do portal" : `operador ${names.operator ?? "removido"}`);
  if (drill.reason) parts.push(`motivo: ${categoryLabel(drill.reason) ?? names.reasonSample ?? "registrado no histórico"}`);
  return parts.join(" · ");
}
