/**
 * Free margin query (private payroll loan): `POST` queries, `GET` lists earlier queries (to avoid repeating
 * inside the cache window). Requires an `Approved` margin authorization for the CPF.
 */
import { z } from "zod";
import { addFieldIssue, evenWithOtherIssues, isSent, parametersObject } from "./objects";
import { pageOf, paginationQueryShape } from "./pagination";
import { centsSchema, cnpjSchema, cpfSchema, positiveIntegerSchema, textSchema, utcDateTimeSchema, uuidSchema } from "./units";

const freeMarginQueryShape = {
  personId: uuidSchema.optional().describe("Tomador cadastrado (preferido). Informe personId ou registrationNumber."),
  registrationNumber: cpfSchema
    .optional()
    .describe("CPF do trabalhador, só dígitos; use quando o tomador ainda não está cadastrado. Informe personId ou registrationNumber."),
  creditProductId: uuidSchema
    .optional()
    .describe("Produto de crédito. Opcional, mas envie: sem ele a margem não tem o recorte do produto."),
};

/** Exactly one borrower identifier: two could point at different people. */
function checkBorrowerIdentifier(query: unknown, context: z.core.$RefinementCtx): void {
  const byPerson = isSent(query, "personId");
  const byCpf = isSent(query, "registrationNumber");
  if (!byPerson && !byCpf) {
    addFieldIssue(context, "personId", "campo obrigatório: informe personId (UUID do tomador) ou registrationNumber (CPF, 11 dígitos)");
  }
  if (byPerson && byCpf) {
    addFieldIssue(context, "registrationNumber", "informe personId ou registrationNumber, não os dois");
  }
}

export const freeMarginQuerySchema = parametersObject(freeMarginQueryShape, "consulta de margem").superRefine(
  checkBorrowerIdentifier,
  evenWithOtherIssues,
);

/** The GET lists earlier queries of the same borrower: same identifiers, plus pagination. */
export const freeMarginHistoryQuerySchema = parametersObject(
  { ...freeMarginQueryShape, ...paginationQueryShape },
  "histórico de consultas de margem",
).superRefine(checkBorrowerIdentifier, evenWithOtherIssues);

/** Result of a margin query: the active employment link and its free margin (DESIGN §3). */
export const freeMarginSchema = z
  .object({
    registrationNumber: cpfSchema.describe("CPF do trabalhador (mascarado em logs)."),
    employeeCode: textSchema("a matrícula", { max: 50 }).describe("Matrícula no empregador; vai para registry_EmployeeCode."),
    employerRegistrationNumber: cnpjSchema.describe("CNPJ do empregador; vai para registry_EmployerRegistrationNumber."),
    employerRegistrationCode: positiveIntegerSchema("código do empregador").describe(
      "Código do empregador no registro; vai para registry_EmployerRegistrationCode.",
    ),
    employerName: textSchema("a razão social", { max: 200 }).describe("Razão social do empregador."),
    admissionDate: utcDateTimeSchema.describe("Data de admissão (UTC); vai para registry_EmployeeAdmissionDate."),
    positionCBOCode: positiveIntegerSchema("código CBO").optional().describe("Código CBO da ocupação."),
    grossSalaryInCents: centsSchema.describe("Salário bruto em centavos."),
    freeMarginInCents: centsSchema.describe(
      "Margem consignável livre em centavos (registry_OriginalMargin leva o mesmo valor em reais), já descontadas as parcelas que operações averbadas reservaram.",
    ),
    queriedAt: utcDateTimeSchema.describe("Momento da consulta (UTC)."),
    validUntil: utcDateTimeSchema.describe("Fim da janela de cache da consulta (UTC)."),
  })
  .meta({ id: "FreeMargin", description: "Vínculo ativo e margem livre do trabalhador." });

export const freeMarginPageSchema = pageOf(freeMarginSchema).meta({ id: "FreeMarginPage" });

export type FreeMarginQuery = z.output<typeof freeMarginQuerySchema>;
export type FreeMarginHistoryQuery = z.output<typeof freeMarginHistoryQuerySchema>;
export type FreeMargin = z.output<typeof freeMarginSchema>;
