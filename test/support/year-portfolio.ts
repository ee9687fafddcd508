/**
 * A deterministic, plausible portfolio for the pipeline boards' benchmark (and for looking at the page with a
 * year of data): operations created over the last year, each walked through the spec's states with dwell times,
 * returns (with the pipeline's and the desk's reasons), refusals, cancellations and stalls, so that every table
 * of the boards has something to say. Same seed, same portfolio.
 */
import type { OperationStatus } from "@/lib/contract";
import type { HistoryStep, TrackedOperationSpec } from "./tracked-portfolio";
import { hoursAfter } from "./tracked-portfolio";

export interface PortfolioOrigin {
  readonly organizationId: string;
  readonly branchId: string | null;
  /** Operators of the branch; an operation without one was created by another channel. */
  readonly operatorIds: readonly string[];
}

export interface YearPortfolioOptions {
  readonly count: number;
  readonly now: Date;
  readonly origins: readonly PortfolioOrigin[];
  readonly seed?: number;
  /** Days of history (365). */
  readonly days?: number;
}

/** mulberry32: a small seeded generator (benchmarks must be repeatable). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WARRANTY_REASONS = {
  payroll: [
    "Parcela acima da margem livre do vínculo (R$ 412,30 disponíveis).",
    "Competência de desconto no passado: ajuste a data do primeiro vencimento.",
    "Empregador da garantia diferente do vínculo ativo do tomador.",
  ],
  fgts: [
    "Termo de consentimento do FGTS ausente ou inadequado.",
    "Adesão ao saque-aniversário não confirmada pelo agente operador.",
    "Saldo antecipável abaixo do valor pedido.",
  ],
} as const;
const DESK_REVISION_REASONS = ["Comprovante de residência ilegível: envie novamente.", "Renda declarada diverge do holerite anexado."];
const DISAPPROVAL_REASONS = ["Política de crédito: tomador com restrição ativa.", "Limite anual de contratos do FGTS excedido."];
const PAYMENT_REASONS = ["Titular da conta difere do CPF do tomador.", "Conta recusada pelo banco de destino (conta encerrada)."];

/** The operations, oldest first; each history only reaches as far as `now` allows. */
export function yearPortfolio(options: YearPortfolioOptions): TrackedOperationSpec[] {
  const next = random(options.seed ?? 20_261_122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const days = options.days ?? 365;
  const nowMs = options.now.getTime();
  const specs: TrackedOperationSpec[] = [];

  for (let index = 0; index < options.count; index += 1) {
    const origin = options.origins[index % options.origins.length]!;
    const product = chance(0.3) ? "fgts" : "payroll";
    // More operations recently (a growing business): the square root skews creation towards now.
    const ageDays = days * (1 - Math.sqrt(next()));
    const createdAt = new Date(nowMs - ageDays * 86_400_000);
    const amountInCents = product === "fgts" ? 30_000 + Math.floor(next() * 600_000) : 100_000 + Math.floor(next() * 4_900_000);
    const steps: HistoryStep[] = [];
    let at = createdAt;
    // Stops when the next step would happen after now: the operation is still in its last status.
    const go = (to: OperationStatus, afterHours: number, reason?: string, actor?: HistoryStep["actor"]): boolean => {
      const when = hoursAfter(at, afterHours);
      if (when.getTime() > nowMs) return false;
      at = when;
      steps.push({ to, at: when, ...(reason && { reason }), ...(actor && { actor }) });
      return true;
    };
    const walk = (): void => {
      if (chance(0.06)) return void go("Canceled", 2 + next() * 200, "Cancelamento solicitado pelo parceiro.", "Partner");
      if (!go("ComplianceApproval", next() < 0.85 ? 0.2 + next() * 24 : 72 + next() * 200, undefined, "Partner")) return;
      if (!go("CreditApproval", 0.05 + next() * (chance(0.1) ? 12 : 3))) return;
      if (chance(0.05)) return void go("Disapproved", 1 + next() * 20, pick(DISAPPROVAL_REASONS), "Desk");
      if (chance(0.04)) {
        if (!go("Revision", 1 + next() * 10, pick(DESK_REVISION_REASONS), "Desk")) return;
        if (!go("ComplianceApproval", 2 + next() * 60, undefined, "Partner")) return;
        if (!go("CreditApproval", 0.1 + next() * 2)) return;
      }
      if (!go("Warranty", 0.2 + next() * 6)) return;
      if (chance(0.14)) {
        if (!go("WarrantyRevision", 0.5 + next() * (product === "fgts" ? 30 : 6), pick(WARRANTY_REASONS[product]))) return;
        if (chance(0.25)) return void go("Canceled", 4 + next() * 100, "Cancelamento solicitado pelo parceiro.", "Partner");
        if (!go("Warranty", 1 + next() * 40, undefined, "Partner")) return;
      }
      if (product === "payroll" && !go("MarginReserveApproval", 0.1 + next() * 3)) return;
      if (chance(0.05)) {
        if (!go("ManualWarranty", 0.5 + next() * 4)) return;
        if (!go("InstrumentApproval", 4 + next() * 70, undefined, "Desk")) return;
      } else if (!go("InstrumentApproval", 0.2 + next() * 4)) return;
      if (!go("Signatures", 0.1 + next() * 3)) return;
      if (chance(0.05)) return void go("Canceled", 5 + next() * 90, "Assinatura recusada pelo tomador na página de assinatura.", "Partner");
      const partnerSigned = chance(0.15);
      if (!go(partnerSigned ? "PartnerSignaturesValidation" : "SignaturesValidation", (chance(0.2) ? 40 : 2) + next() * 30, undefined, "Partner")) return;
      if (!go("WaitLiquidation", 0.2 + next() * (partnerSigned ? 20 : 3))) return;
      const manual = chance(0.04);
      if (!go(manual ? "ManualLiquidation" : "Liquidation", 0.5 + next() * 12)) return;
      if (chance(0.05)) {
        if (!go("PaymentRevision", 0.2 + next() * 3, pick(PAYMENT_REASONS))) return;
        if (!go("WaitLiquidation", 2 + next() * 48, undefined, "Partner")) return;
        if (!go("Liquidation", 0.5 + next() * 6)) return;
      }
      go("Finished", 0.2 + next() * (manual ? 30 : 4), undefined, manual ? "Desk" : undefined);
    };
    // A few drafts are abandoned for good.
    if (!chance(0.04)) walk();
    // Partners delete most drafts they gave up on and most refused operations after a while (deletion is logical).
    const last = steps.at(-1)?.to ?? "Draft";
    const deleted = (last === "Draft" || last === "Disapproved") && nowMs - at.getTime() > 15 * 86_400_000 && chance(0.85);
    const operatorId = origin.operatorIds.length && chance(0.8) ? pick(origin.operatorIds) : null;
    specs.push({ product, amountInCents, organizationId: origin.organizationId, branchId: origin.branchId, operatorId, createdAt, steps, ...(deleted && { deleted }) });
  }
  return specs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
