/**
 * Collateral item (`warranty[]`, private payroll loan only): the margin endorsement data, not files.
 * Units matter here: `totalValue` and `registry_OriginalMargin` are REAIS, the `...InCents` fields cents.
 */
import { z } from "zod";
import { warrantyTypeSchema } from "./enums";
import { addFieldIssue, evenWithOtherIssues, isSent, propertyOf, requestObject } from "./objects";
import {
  booleanSchema,
  centsExpectation,
  centsSchema,
  cnpjSchema,
  competenceSchema,
  positiveIntegerSchema,
  reaisSchema,
  shareSchema,
  textSchema,
  utcDateTimeSchema,
} from "./units";

const employeeCode = textSchema("a matrícula do trabalhador no empregador, como retornada pela consulta de margem", { max: 50 });

export const warrantyItemShape = {
  warrantyType: warrantyTypeSchema,
  registry_EmployeeCode: employeeCode.describe("Matrícula do trabalhador no empregador, como retornada pela consulta de margem."),
  registry_EmployerRegistrationCode: positiveIntegerSchema(
    "informe o código do empregador no registro, inteiro ≥ 1, como retornado pela consulta de margem",
  ).describe("Código do empregador no registro (inteiro), retornado pela consulta de margem."),
  registry_EmployerName: textSchema("a razão social do empregador", { max: 200 }).describe("Razão social do empregador."),
  registry_EmployerRegistrationNumber: cnpjSchema.describe("CNPJ do empregador, sem máscara: 14 dígitos, ou alfanumérico."),
  registry_DiscountStartPeriod: competenceSchema.describe("Competência do primeiro desconto em folha: primeiro dia do mês, YYYY-MM-01."),
  registry_EmployeeAdmissionDate: utcDateTimeSchema.describe("Data de admissão (UTC); identifica o vínculo."),
  totalValue: reaisSchema.describe("Valor total garantido pela margem, em REAIS decimais (não centavos). 1500.5 = R$ 1.500,50."),
  registry_OriginalMargin: reaisSchema
    .optional()
    .describe("Margem livre encontrada na consulta, em REAIS decimais (não centavos). Opcional, mas envie."),
  registry_EmployeePositionCBOCode: positiveIntegerSchema("informe o código CBO da ocupação como inteiro (ex.: 411010)")
    .max(999999, { error: "informe o código CBO da ocupação como inteiro de até 6 dígitos (ex.: 411010)" })
    .optional()
    .describe("Código CBO da ocupação (inteiro). Opcional, mas envie."),
  registry_CtpsDigitalAuthorizationNumber: textSchema("o número da autorização da carteira de trabalho digital", { max: 100 })
    .optional()
    .describe("Número da autorização da CTPS digital. Opcional, mas envie."),
  registry_ProposalNumber: textSchema("o proposalNumber enviado na proposta", { max: 50 })
    .optional()
    .describe("proposalNumber enviado na proposta ao empregador. Opcional, mas envie."),
  registry_HasWarranty: booleanSchema("true quando há reforço de garantia FGTS")
    .optional()
    .describe("true quando há reforço de garantia FGTS."),
  registry_WarrantyFgtsBalanceInCents: centsSchema
    .optional()
    .describe("Saldo FGTS oferecido como reforço, em centavos. Obrigatório quando registry_HasWarranty é true."),
  registry_WarrantyFgtsRescissionPenaltyInCents: centsSchema
    .optional()
    .describe("Multa rescisória do FGTS oferecida como reforço, em centavos. Só com registry_HasWarranty true."),
  registry_WarrantyRescissionBenefitPercentage: shareSchema
    .optional()
    .describe("Percentual da multa considerado (0 a 100). Só com registry_HasWarranty true."),
  admissionDate: utcDateTimeSchema
    .optional()
    .describe("Cópia no nível genérico; igual a registry_EmployeeAdmissionDate."),
  employeeCode: employeeCode.optional().describe("Cópia no nível genérico; igual a registry_EmployeeCode."),
};

/** Reinforcement fields that only make sense when `registry_HasWarranty` is `true`. */
const reinforcementFields = [
  "registry_WarrantyFgtsBalanceInCents",
  "registry_WarrantyFgtsRescissionPenaltyInCents",
  "registry_WarrantyRescissionBenefitPercentage",
] as const;

/** Generic-level copies that must repeat the registry value. */
const genericCopies = [
  ["admissionDate", "registry_EmployeeAdmissionDate"],
  ["employeeCode", "registry_EmployeeCode"],
] as const;

function checkWarrantyItem(item: unknown, context: z.core.$RefinementCtx): void {
  const hasWarranty = propertyOf(item, "registry_HasWarranty") === true;
  if (hasWarranty && !isSent(item, "registry_WarrantyFgtsBalanceInCents")) {
    addFieldIssue(
      context,
      "registry_WarrantyFgtsBalanceInCents",
      `campo obrigatório quando registry_HasWarranty é true: ${centsExpectation}`,
    );
  }
  if (!hasWarranty) {
    for (const field of reinforcementFields.filter((key) => isSent(item, key))) {
      addFieldIssue(context, field, `envie ${field} só com registry_HasWarranty = true (reforço de garantia FGTS)`);
    }
  }
  for (const [copy, original] of genericCopies) {
    const copyValue = propertyOf(item, copy);
    if (copyValue !== undefined && copyValue !== propertyOf(item, original)) {
      addFieldIssue(context, copy, `${copy} é cópia no nível genérico: informe o mesmo valor de ${original}, ou omita`);
    }
  }
}

export const warrantyItemSchema = requestObject(warrantyItemShape, "item de garantia")
  .superRefine(checkWarrantyItem, evenWithOtherIssues)
  .meta({
    id: "WarrantyItem",
    description:
      "Item de garantia (consignado privado): dados da averbação da margem, não arquivos. totalValue e registry_OriginalMargin em reais; campos InCents em centavos.",
  });

export type WarrantyItem = z.output<typeof warrantyItemSchema>;
export type WarrantyItemInput = z.input<typeof warrantyItemSchema>;
