/**
 * Returns and refusals grouped by their reason. The history's reasons are text written by the credit API (the
 * pipeline's endorsement and settlement checks, the desk, the partner's cancel message, the borrower's refusal on
 * the signature page), often with amounts or dates in them: known reasons are recognised by a fixed phrase and
 * grouped under one label; any other reason is its own group (keyed by a digest of its text, labelled with the
 * text itself). A reason that names several problems counts under the first phrase listed here that it contains.
 *
 * Matching is a plain substring test on lower-cased text (`strpos` in PostgreSQL): no pattern that can backtrack.
 */
import type { ReturnStatus } from "./pipeline-filters";

export interface ReasonCategory {
  /** Stable key, `[a-z0-9-]`, carried by drill-down links. */
  readonly key: string;
  readonly status: ReturnStatus;
  /** Lower-case phrase the reason contains; null matches a reason that is empty or absent. */
  readonly phrase: string | null;
  readonly label: string;
}

/** In matching order: the first category whose phrase the reason contains wins. */
export const REASON_CATEGORIES: readonly ReasonCategory[] = [
  { key: "margem", status: "WarrantyRevision", phrase: "acima da margem livre", label: "Parcela acima da margem livre" },
  { key: "competencia", status: "WarrantyRevision", phrase: "competência de desconto no passado", label: "Competência de desconto no passado" },
  { key: "empregador", status: "WarrantyRevision", phrase: "empregador da garantia", label: "Empregador da garantia diferente do vínculo ativo" },
  { key: "dados-margem", status: "WarrantyRevision", phrase: "dados de margem indisponíveis", label: "Dados de margem indisponíveis" },
  { key: "termo-fgts", status: "WarrantyRevision", phrase: "termo de consentimento", label: "Termo de consentimento do FGTS ausente" },
  { key: "adesao-fgts", status: "WarrantyRevision", phrase: "adesão ao saque-aniversário", label: "Adesão ao saque-aniversário não confirmada" },
  { key: "saldo-fgts", status: "WarrantyRevision", phrase: "saldo antecipável", label: "Saldo antecipável do FGTS abaixo do pedido" },
  { key: "dados-fgts", status: "WarrantyRevision", phrase: "dados do fgts indisponíveis", label: "Dados do FGTS indisponíveis" },
  { key: "titular", status: "PaymentRevision", phrase: "titular da conta difere", label: "Titular da conta diferente do tomador" },
  { key: "conta-recusada", status: "PaymentRevision", phrase: "banco de destino", label: "Conta recusada pelo banco de destino" },
  { key: "assinatura-recusada", status: "Canceled", phrase: "assinatura recusada pelo tomador", label: "Assinatura recusada pelo tomador" },
  { key: "cancelada-parceiro", status: "Canceled", phrase: "cancelamento solicitado pelo parceiro", label: "Cancelada pelo parceiro (sem motivo informado)" },
];

/** Reasons beyond the most frequent of a status are summed under this key. */
export const OTHER_REASONS_KEY = "outros";
export const OTHER_REASONS_LABEL = "Outros motivos";
/** A transition without a reason. */
export const NO_REASON_KEY = "sem-motivo";
export const NO_REASON_LABEL = "Sem motivo informado";
/** Reason groups shown per status (the rest go to "Outros motivos"). */
export const REASONS_PER_STATUS = 8;

/** The key of a reason that no category recognises: `t` and the first 12 hex digits of its text's MD5. */
export function freeReasonKey(md5Hex: string): string {
  return `t${md5Hex.slice(0, 12)}`;
}

/** The category of a reason, as the database computes it (for tests and for labelling keys). */
export function categoryOf(status: ReturnStatus, reason: string | null): ReasonCategory | null {
  const text = (reason ?? "").trim().toLowerCase();
  return REASON_CATEGORIES.find((category) => category.status === status && category.phrase !== null && text.includes(category.phrase)) ?? null;
}

export function categoryLabel(key: string): string | null {
  if (key === OTHER_REASONS_KEY) return OTHER_REASONS_LABEL;
  if (key === NO_REASON_KEY) return NO_REASON_LABEL;
  return REASON_CATEGORIES.find((category) => category.key === key)?.label ?? null;
}
