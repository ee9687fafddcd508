/**
 * Every enum of the contract: the value lists (for UIs and the documentation server) and their schemas
 * (with an `id` for the OpenAPI components and a pt-BR message listing the allowed values).
 */
import { z } from "zod";
import { expecting, oneOfMessage } from "./messages";

function enumSchema<const T extends readonly [string, ...string[]]>(values: T, id: string, description: string) {
  return z.enum(values, { error: expecting(oneOfMessage(values)) }).meta({ id, description });
}

/** Operation (credit note) statuses, in pipeline order (spec, "States and transitions"). */
export const operationStatusValues = [
  "Draft",
  "ComplianceApproval",
  "CreditApproval",
  "Warranty",
  "MarginReserveApproval",
  "ManualWarranty",
  "WarrantyRevision",
  "InstrumentApproval",
  "Signatures",
  "SignaturesValidation",
  "PartnerSignaturesValidation",
  "WaitLiquidation",
  "Liquidation",
  "ManualLiquidation",
  "PaymentRevision",
  "Finished",
  "Revision",
  "Disapproved",
  "Canceled",
  "Error",
] as const;
export const operationStatusSchema = enumSchema(operationStatusValues, "OperationStatus", "Status da operação (nota de crédito).");
export type OperationStatus = z.infer<typeof operationStatusSchema>;

/**
 * Statuses the service leaves by itself after a stage's time (spec, "States and transitions"): the analysis
 * stages, endorsement, instrument, signature validation and liquidation. The pipeline schedules them; the portal's
 * tracker re-reads operations in them promptly. `ManualWarranty`/`ManualLiquidation` wait for the desk.
 */
export const selfMovingStatusValues = [
  "ComplianceApproval",
  "CreditApproval",
  "Warranty",
  "MarginReserveApproval",
  "InstrumentApproval",
  "SignaturesValidation",
  "PartnerSignaturesValidation",
  "WaitLiquidation",
  "Liquidation",
] as const satisfies readonly OperationStatus[];

export const marginAuthorizationStatusValues = ["Pending", "Approved", "Refused"] as const;
export const marginAuthorizationStatusSchema = enumSchema(
  marginAuthorizationStatusValues,
  "MarginAuthorizationStatus",
  "Status da autorização de consulta de margem. Só Approved habilita a consulta; não há status de expiração.",
);
export type MarginAuthorizationStatus = z.infer<typeof marginAuthorizationStatusSchema>;

/** Day-count criterion of the Price/SAC object; distinct from `amortizationType`. */
export const calculationTypeValues = [
  "V252DiasUteis",
  "V252MesesX21",
  "V360DiasCorridos",
  "V360Meses",
  "V365DiasCorridos",
  "V365Meses",
  "Irregular",
] as const;
export const calculationTypeSchema = enumSchema(
  calculationTypeValues,
  "CalculationType",
  "Critério de contagem de dias do cálculo; siga o produto. Diferente de amortizationType.",
);
export type CalculationType = z.infer<typeof calculationTypeSchema>;

/** Canonical (lower-case) calculation models; requests compare them case-insensitively. */
export const amortizationTypeValues = ["price", "sac", "fgts"] as const;
export type AmortizationType = (typeof amortizationTypeValues)[number];
/** Values of older contracts that the API refuses by name. */
export const legacyAmortizationTypeValues = ["consignado"] as const;

export const fileTypeValues = ["Authorization", "SignedContract", "Others"] as const;
export const fileTypeSchema = enumSchema(
  fileTypeValues,
  "FileType",
  "Authorization: termo de autorização de margem ou termo de consentimento FGTS; SignedContract: instrumento já assinado; Others.",
);
export type FileType = z.infer<typeof fileTypeSchema>;

export const warrantyTypeValues = ["RegistryEmployee", "RegistryEmployeeRefinance"] as const;
export const warrantyTypeSchema = enumSchema(
  warrantyTypeValues,
  "WarrantyType",
  "RegistryEmployee para empréstimo novo; RegistryEmployeeRefinance quando substitui um contrato consignado vigente.",
);
export type WarrantyType = z.infer<typeof warrantyTypeSchema>;

export const paymentMonthValues = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
  "NotSet",
] as const;
export const paymentMonthSchema = enumSchema(
  paymentMonthValues,
  "PaymentMonth",
  "Mês do saque-aniversário do titular (January a December) ou NotSet.",
);
export type PaymentMonth = z.infer<typeof paymentMonthSchema>;

/** `Invoice` belongs to the upstream enum but does not apply to these products (see credit-note.ts). */
export const liquidationTypeValues = ["EletronicTransfer", "Invoice"] as const;
export const liquidationTypeSchema = enumSchema(
  liquidationTypeValues,
  "LiquidationType",
  "Forma de liquidação. Nestes produtos só EletronicTransfer é aceito; Invoice não se aplica.",
);
export type LiquidationType = z.infer<typeof liquidationTypeSchema>;

export const documentTypeValues = ["RG", "CPF", "CNH", "CTPS"] as const;
export const documentTypeSchema = enumSchema(
  documentTypeValues,
  "DocumentType",
  `Tipo do documento de identificação da pessoa: ${documentTypeValues.slice(0, -1).join(", ")} ou ${documentTypeValues.at(-1)}.`,
);
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** Which value a calculation starts from (`calculateByValueType`, `calculateByValue`). */
export const calculateByValueValues = ["Gross", "Liquid", "Payment"] as const;
export const calculateByValueSchema = enumSchema(
  calculateByValueValues,
  "CalculateByValue",
  "Valor de partida do cálculo: Gross (bruto), Liquid (liberado) ou Payment (parcela).",
);
export type CalculateByValue = z.infer<typeof calculateByValueSchema>;

export const rateModeValues = ["MinimumRate", "MaximumRate"] as const;
export const rateModeSchema = enumSchema(rateModeValues, "RateMode", "Extremo da faixa de taxa do produto usado na simulação.");
export type RateMode = z.infer<typeof rateModeSchema>;

/**
 * The only periodicity these products accept. The upstream knows others, but the spec refuses them, so
 * they are not part of this contract.
 */
export const periodicityValues = ["Monthly"] as const;
export type Periodicity = (typeof periodicityValues)[number];

/**
 * Contact channels of an offer proposal or margin authorization: e-mail and Brazilian mobile numbers (plain
 * SMS/voice or WhatsApp). Landlines are left out: the worker confirms on a personal channel.
 */
export const contactTypeValues = ["Email", "Cellphone", "WhatsApp"] as const;
export const contactTypeSchema = enumSchema(contactTypeValues, "ContactType", "Canal de contato: Email, Cellphone (celular) ou WhatsApp.");
export type ContactType = z.infer<typeof contactTypeSchema>;

/** Who signs the credit instrument. */
export const signerRoleValues = ["Borrower", "Witness", "Creditor"] as const;
export const signerRoleSchema = enumSchema(signerRoleValues, "SignerRole", "Papel do signatário: Borrower (tomador), Witness (testemunha), Creditor (credor).");
export type SignerRole = z.infer<typeof signerRoleSchema>;

export const signerStatusValues = ["Pending", "Signed", "Refused"] as const;
export const signerStatusSchema = enumSchema(signerStatusValues, "SignerStatus", "Situação da assinatura do signatário.");
export type SignerStatus = z.infer<typeof signerStatusSchema>;

/** Bank account kinds accepted for settlement. */
export const accountTypeValues = ["Checking", "Savings", "Payment"] as const;
export const accountTypeSchema = enumSchema(accountTypeValues, "AccountType", "Tipo de conta: Checking (corrente), Savings (poupança), Payment (pagamento).");
export type AccountType = z.infer<typeof accountTypeSchema>;

/** Who or what moved an operation to a status (history of transitions). */
export const transitionActorValues = ["Partner", "Pipeline", "Desk"] as const;
export const transitionActorSchema = enumSchema(
  transitionActorValues,
  "TransitionActor",
  "Autor da transição: Partner (chamada do parceiro), Pipeline (esteira automática), Desk (mesa de crédito).",
);
export type TransitionActor = z.infer<typeof transitionActorSchema>;

/** Lifecycle of an offer proposal sent to the employer. */
export const proposalStatusValues = ["Sent", "Accepted", "Refused", "Expired"] as const;
export const proposalStatusSchema = enumSchema(proposalStatusValues, "ProposalStatus", "Situação da proposta enviada ao empregador.");
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;

/** Outcome of the CTPS auction revalidation. */
export const revalidationOutcomeValues = ["Valid", "Expired", "InsufficientMargin"] as const;
export const revalidationOutcomeSchema = enumSchema(
  revalidationOutcomeValues,
  "RevalidationOutcome",
  "Resultado da revalidação: Valid, Expired (passou de expirationDate) ou InsufficientMargin (parcela acima da margem atual).",
);
export type RevalidationOutcome = z.infer<typeof revalidationOutcomeSchema>;

/** Federative units, for addresses. */
export const brazilianStateValues = [
  "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA",
  "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO",
] as const;
export const brazilianStateSchema = enumSchema(brazilianStateValues, "BrazilianState", "Sigla da unidade federativa.");
export type BrazilianState = z.infer<typeof brazilianStateSchema>;

/** The two products this contract serves (tags of the routes and modules of the documentation server). */
export const productModuleValues = ["consignado-privado", "fgts"] as const;
export type ProductModule = (typeof productModuleValues)[number];
