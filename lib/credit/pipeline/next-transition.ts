/**
 * The pipeline's rules, as pure functions: given what the back office knows about an operation (its status, its
 * product's model, the borrower's registry scenario, the margin and FGTS facts, the settlement account's holder,
 * the signers), the next status and the reason stored in the history. The worker (`run-pipeline-tick.ts`) only
 * loads these facts, calls `nextTransition` and saves. One call decides at most one transition.
 *
 * Rules (spec, "States and transitions"; DESIGN §4):
 * - a cancel requested by the partner is applied first: → `Canceled` (margin or birthday withdrawal released);
 * - `ComplianceApproval` → `CreditApproval` → `Warranty` (payroll: margin reserve requested at the employer;
 *   FGTS: registration requested at the FGTS body);
 * - payroll `Warranty`: scenario `manual-warranty` → `ManualWarranty` (waits for the desk); an installment above
 *   the current free margin, a discount competence in the past or collateral naming an employer other than the
 *   worker's active link → `WarrantyRevision`; else → `MarginReserveApproval`
 *   → `InstrumentApproval`;
 * - FGTS `Warranty`: held during the FGTS body's maintenance window; `manual-warranty` → `ManualWarranty`;
 *   anticipable balance below `requestedAmount`, no consent term (`Authorization` upload) or no birthday-withdrawal
 *   adhesion → `WarrantyRevision`; else → `InstrumentApproval`;
 * - `InstrumentApproval` → `Signatures`, or `PartnerSignaturesValidation` when a `SignedContract` was uploaded
 *   before submission (collection skipped);
 * - `Signatures` → `SignaturesValidation` once every signer signed (until then the partner's signers act), or
 *   `Canceled` when a signer refused on the signature page (the instrument will not be signed: the margin or the
 *   birthday withdrawals are released, and the reason the signer gave is the transition's);
 * - `SignaturesValidation` / `PartnerSignaturesValidation` → `WaitLiquidation` → `Liquidation`, or
 *   `ManualLiquidation` for scenario `manual-liquidation` (the desk concludes the transfer);
 * - `Liquidation`: account holder's CPF differs from the borrower's, or scenario `settlement-failure` →
 *   `PaymentRevision`; else → `Finished`.
 * Every other status waits for the partner or the desk.
 */
import { selfMovingStatusValues, type OperationStatus } from "@/lib/contract";
import { MISSING_CONSENT_TERM_REASON } from "@/lib/contract/operation-requirements";
import { cents, formatCents, normalizeSpaces } from "@/lib/money";
import type { SandboxScenario } from "../sandbox/special-cpfs";

export type ProductModel = "payroll" | "fgts";

export interface PayrollEndorsementFacts {
  /** The largest installment of the operation's plan, cents. */
  readonly largestInstallmentInCents: number;
  /** The borrower's free margin now (margin query in its window, else the registry), cents. */
  readonly freeMarginInCents: number;
  /** `registry_DiscountStartPeriod` of each collateral item (`YYYY-MM-01`). */
  readonly discountStartPeriods: readonly string[];
  /**
   * Employer CNPJs named by collateral items that are not the worker's active link in the registry (empty when
   * they all match, or when the registry has no link to compare with).
   */
  readonly foreignEmployers: readonly string[];
}

export interface FgtsEndorsementFacts {
  readonly requestedAmountInCents: number;
  /** Anticipable balance computed from the registry's FGTS balance and birthday month (lib/finance), cents. */
  readonly anticipableInCents: number;
  /** An `Authorization` upload (consent term) on the operation or the holder. */
  readonly hasConsentTerm: boolean;
  readonly birthdayWithdrawalOptIn: boolean;
}

export interface PipelineFacts {
  readonly status: OperationStatus;
  readonly model: ProductModel;
  /** Set when the partner asked to cancel; `message` is the partner's reason. */
  readonly cancelRequested: { readonly message: string | null } | null;
  /** The borrower's sandbox scenario in the registry (null: not in the registry). */
  readonly scenario: SandboxScenario | null;
  /** The current payroll competence in Brasília, `YYYY-MM-01`. */
  readonly currentCompetence: string;
  readonly payroll?: PayrollEndorsementFacts;
  readonly fgts?: FgtsEndorsementFacts;
  /** End of the FGTS body's maintenance window when now is inside it; null otherwise. */
  readonly fgtsMaintenanceUntil: Date | null;
  /** A `SignedContract` upload sent before submission. */
  readonly hasSignedContract: boolean;
  /** The instrument's signers: how many, how many signed, and the first refusal on the signature page. */
  readonly signers: { readonly total: number; readonly signed: number; readonly refusal: { readonly reason: string | null } | null };
  /** The settlement account's holder CPF equals the borrower's. */
  readonly accountHolderIsBorrower: boolean;
}

export type PipelineDecision =
  | { readonly kind: "transition"; readonly to: OperationStatus; readonly actor: "Pipeline" | "Partner"; readonly reason: string }
  /** Stay in the status and look again at `until` (maintenance window). */
  | { readonly kind: "hold"; readonly until: Date; readonly reason: string }
  /** Nothing for the pipeline: the operation waits for the partner or the desk. */
  | { readonly kind: "idle" };

/** Statuses the pipeline moves by itself after a stage's time: entering one schedules `nextStageAt`. */
export const PIPELINE_STAGES = selfMovingStatusValues;

export function isPipelineStage(status: OperationStatus): boolean {
  return (PIPELINE_STAGES as readonly OperationStatus[]).includes(status);
}

/** When the stage of a status just entered is due: now + stage seconds for pipeline stages, else null (waits). */
export function nextStageAtFor(status: OperationStatus, now: Date, stageSeconds: number): Date | null {
  return isPipelineStage(status) ? new Date(now.getTime() + stageSeconds * 1000) : null;
}

const DEFAULT_CANCEL_REASON = "Cancelamento solicitado pelo parceiro";

const idle: PipelineDecision = { kind: "idle" };

function to(status: OperationStatus, reason: string): PipelineDecision {
  return { kind: "transition", to: status, actor: "Pipeline", reason };
}

export function nextTransition(facts: PipelineFacts): PipelineDecision {
  if (facts.cancelRequested && facts.status !== "Canceled") {
    const message = facts.cancelRequested.message?.trim();
    return { kind: "transition", to: "Canceled", actor: "Partner", reason: message ? message : DEFAULT_CANCEL_REASON };
  }
  switch (facts.status) {
    case "ComplianceApproval":
      return to("CreditApproval", "Compliance aprovado; análise de crédito iniciada");
    case "CreditApproval":
      return to(
        "Warranty",
        facts.model === "payroll"
          ? "Crédito aprovado; reserva de margem solicitada ao empregador"
          : "Crédito aprovado; registro solicitado ao órgão do FGTS",
      );
    case "Warranty":
      return facts.model === "payroll" ? payrollEndorsement(facts) : fgtsEndorsement(facts);
    case "MarginReserveApproval":
      return to("InstrumentApproval", "Reserva de margem aprovada; garantia averbada");
    case "InstrumentApproval":
      return facts.hasSignedContract
        ? to("PartnerSignaturesValidation", "Instrumento aprovado; contrato assinado enviado no rascunho: coleta de assinaturas dispensada")
        : to("Signatures", "Instrumento aprovado; links de assinatura disponíveis para os signatários");
    case "Signatures":
      if (facts.signers.refusal) return to("Canceled", refusalReason(facts.signers.refusal.reason));
      return facts.signers.total > 0 && facts.signers.signed === facts.signers.total
        ? to("SignaturesValidation", "Todas as assinaturas coletadas")
        : idle;
    case "SignaturesValidation":
    case "PartnerSignaturesValidation":
      return to("WaitLiquidation", "Assinaturas validadas; operação na fila de pagamento");
    case "WaitLiquidation":
      return facts.scenario === "manual-liquidation"
        ? to("ManualLiquidation", "Transferência automática indisponível para a conta; a mesa liquida manualmente")
        : to("Liquidation", "Transferência do valor liberado iniciada");
    case "Liquidation":
      if (!facts.accountHolderIsBorrower) {
        return to("PaymentRevision", "Transferência recusada: o CPF do titular da conta difere do CPF do tomador; corrija a conta de liquidação");
      }
      if (facts.scenario === "settlement-failure") {
        return to("PaymentRevision", "Transferência recusada pelo banco de destino (conta inválida); corrija a conta de liquidação");
      }
      return to("Finished", "Liquidação concluída; contrato ativo");
    default:
      return idle;
  }
}

const REFUSED_SIGNATURE_REASON = "Assinatura recusada pelo tomador na página de assinatura";

function refusalReason(reason: string | null): string {
  return reason ? `${REFUSED_SIGNATURE_REASON}: ${reason}` : REFUSED_SIGNATURE_REASON;
}

function payrollEndorsement(facts: PipelineFacts): PipelineDecision {
  if (facts.scenario === "manual-warranty") {
    return to("ManualWarranty", "Averbação eletrônica não concluída; a mesa trata manualmente (não recrie a operação)");
  }
  const payroll = facts.payroll;
  if (!payroll) return to("WarrantyRevision", "Dados de margem indisponíveis para a averbação");
  const problems: string[] = [];
  if (payroll.largestInstallmentInCents > payroll.freeMarginInCents) {
    problems.push(
      `parcela de ${reais(payroll.largestInstallmentInCents)} acima da margem livre atual de ${reais(payroll.freeMarginInCents)}`,
    );
  }
  const past = payroll.discountStartPeriods.filter((period) => period < facts.currentCompetence);
  if (past.length > 0) {
    problems.push(`competência de desconto no passado (${past.join(", ")}; atual ${facts.currentCompetence})`);
  }
  if (payroll.foreignEmployers.length > 0) {
    problems.push(`empregador da garantia (CNPJ ${payroll.foreignEmployers.join(", ")}) difere do vínculo ativo do trabalhador`);
  }
  if (problems.length > 0) return to("WarrantyRevision", `Averbação recusada: ${problems.join("; ")}`);
  return to("MarginReserveApproval", "Reserva de margem retornada pelo empregador; aguardando aprovação");
}

function fgtsEndorsement(facts: PipelineFacts): PipelineDecision {
  if (facts.fgtsMaintenanceUntil) {
    return { kind: "hold", until: facts.fgtsMaintenanceUntil, reason: "Órgão do FGTS em janela de manutenção" };
  }
  if (facts.scenario === "manual-warranty") {
    return to("ManualWarranty", "Averbação eletrônica não concluída no órgão do FGTS; a mesa trata manualmente");
  }
  const fgts = facts.fgts;
  if (!fgts) return to("WarrantyRevision", "Dados do FGTS indisponíveis para a averbação");
  const problems: string[] = [];
  if (!fgts.hasConsentTerm) problems.push(MISSING_CONSENT_TERM_REASON);
  if (!fgts.birthdayWithdrawalOptIn) problems.push("adesão ao saque-aniversário não confirmada");
  if (fgts.anticipableInCents < fgts.requestedAmountInCents) {
    problems.push(
      `saldo antecipável de ${reais(fgts.anticipableInCents)} abaixo do valor pedido de ${reais(fgts.requestedAmountInCents)}`,
    );
  }
  if (problems.length > 0) return to("WarrantyRevision", `Averbação FGTS recusada: ${problems.join("; ")}`);
  return to("InstrumentApproval", "Averbação confirmada no órgão do FGTS");
}

function reais(valueInCents: number): string {
  return normalizeSpaces(formatCents(cents(valueInCents)));
}

const SAO_PAULO_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "America/Sao_Paulo", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/**
 * The end of the FGTS body's maintenance window (`HH:MM-HH:MM`, America/Sao_Paulo; may cross midnight) when
 * `now` is inside it, else null. A malformed window is ignored.
 */
export function maintenanceWindowEnd(now: Date, window: string | undefined): Date | null {
  const match = window?.match(/^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/);
  if (!match) return null;
  const [start, end] = [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])];
  if (start === end || start >= 24 * 60 || end > 24 * 60) return null;
  const [hour = "0", minute = "0"] = SAO_PAULO_TIME.format(now).split(":");
  const current = Number(hour) * 60 + Number(minute);
  const inside = start < end ? current >= start && current < end : current >= start || current < end;
  if (!inside) return null;
  const minutesLeft = (end - current + 24 * 60) % (24 * 60);
  const endAt = new Date(now.getTime() + minutesLeft * 60_000);
  endAt.setUTCSeconds(0, 0);
  return endAt;
}
