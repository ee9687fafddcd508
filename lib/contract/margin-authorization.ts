/**
 * Margin authorization (private payroll loan): the worker's consent to the margin query. Statuses
 * `Pending` → `Approved` | `Refused`; only `Approved` enables the margin query, and there is no expiry
 * status. Fields and routes are "not shown" in the spec; DESIGN §3 decides the routes, this file the fields.
 */
import { z } from "zod";
import { contactSchema } from "./contact";
import { marginAuthorizationStatusSchema } from "./enums";
import { parametersObject, requestObject } from "./objects";
import { pageOf, paginationQueryShape } from "./pagination";
import { cnpjSchema, cpfSchema, textSchema, utcDateTimeSchema, uuidSchema } from "./units";

const authorizationFieldsShape = {
  registrationNumber: cpfSchema.describe("CPF do trabalhador, só dígitos."),
  personId: uuidSchema.optional().describe("Tomador já cadastrado, quando houver."),
  employerRegistrationNumber: cnpjSchema.optional().describe("CNPJ do empregador, quando conhecido."),
  contact: contactSchema
    .optional()
    .describe("Canal em que o trabalhador confirma a autorização; sem ele a confirmação ocorre no aplicativo oficial."),
};

export const marginAuthorizationCreateSchema = requestObject(authorizationFieldsShape, "autorização de margem").meta({
  id: "MarginAuthorizationCreate",
  description: "Registra o consentimento do trabalhador; a autorização nasce Pending e aguarda confirmação no canal.",
});

export const marginAuthorizationSchema = z
  .object({
    id: uuidSchema,
    ...authorizationFieldsShape,
    status: marginAuthorizationStatusSchema,
    refusalReason: textSchema("o motivo da recusa", { max: 500 }).optional().describe("Motivo, quando Refused."),
    createdAt: utcDateTimeSchema,
    updatedAt: utcDateTimeSchema.describe("Última mudança de status (UTC)."),
  })
  .meta({ id: "MarginAuthorization", description: "Autorização de consulta de margem e seu status." });

export const marginAuthorizationListQuerySchema = parametersObject(
  {
    registrationNumber: cpfSchema.optional().describe("Filtra pelo CPF do trabalhador."),
    status: marginAuthorizationStatusSchema.optional().describe("Filtra pelo status."),
    ...paginationQueryShape,
  },
  "busca de autorizações",
);

export const marginAuthorizationPageSchema = pageOf(marginAuthorizationSchema).meta({ id: "MarginAuthorizationPage" });

export type MarginAuthorizationCreate = z.output<typeof marginAuthorizationCreateSchema>;
export type MarginAuthorizationCreateInput = z.input<typeof marginAuthorizationCreateSchema>;
export type MarginAuthorization = z.output<typeof marginAuthorizationSchema>;
export type MarginAuthorizationListQuery = z.output<typeof marginAuthorizationListQuerySchema>;
