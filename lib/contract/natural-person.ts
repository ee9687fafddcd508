/**
 * Borrower registration (`/v1/NaturalPerson`). The spec leaves the record "not shown"; DESIGN §3 decides the
 * routes, this file the fields: identification (CPF, name, birth date), an identity document, contacts and
 * an optional address. The person is linked to the caller's correspondent; GET also lists its uploads.
 */
import { z } from "zod";
import { brazilianStateSchema, documentTypeSchema } from "./enums";
import { expecting } from "./messages";
import { listSchema, parametersObject, requestObject } from "./objects";
import { pageOf, paginationQueryShape } from "./pagination";
import { uploadItemSchema, uploadRecordSchema } from "./upload";
import { civilDateSchema, contractString, cpfSchema, textSchema, utcDateTimeSchema, uuidSchema } from "./units";

const identityDocumentSchema = requestObject(
  {
    documentType: documentTypeSchema,
    number: textSchema("o número do documento", { max: 30 }).describe("Número do documento."),
    issuer: textSchema("o órgão emissor", { max: 30 }).optional().describe("Órgão emissor (ex.: SSP/SP)."),
    issueDate: civilDateSchema.optional().describe("Data de emissão, YYYY-MM-DD."),
  },
  "documento de identificação",
).meta({ id: "IdentityDocument", description: "Documento de identificação da pessoa." });

const zipCodeExpectation = "informe o CEP com 8 dígitos, só números (ex.: 01310100)";

const addressSchema = requestObject(
  {
    zipCode: contractString(zipCodeExpectation)
      .regex(/^\d{8}$/, { error: zipCodeExpectation })
      .describe("CEP, 8 dígitos."),
    street: textSchema("o logradouro", { max: 200 }),
    number: textSchema("o número do endereço (use S/N quando não houver)", { max: 20 }),
    complement: textSchema("o complemento", { max: 100 }).optional(),
    neighborhood: textSchema("o bairro", { max: 100 }),
    city: textSchema("a cidade", { max: 100 }),
    state: brazilianStateSchema,
  },
  "endereço",
).meta({ id: "Address", description: "Endereço residencial." });

const mobileExpectation = "informe DDD + celular com 11 dígitos, só números (ex.: 11987654321)";

export const naturalPersonFieldsShape = {
  registrationNumber: cpfSchema.describe("CPF do tomador, só dígitos."),
  name: textSchema("o nome completo", { min: 3, max: 150 }).describe("Nome completo."),
  birthDate: civilDateSchema.describe("Data de nascimento, YYYY-MM-DD."),
  motherName: textSchema("o nome da mãe", { min: 3, max: 150 }).optional().describe("Nome da mãe."),
  email: z.email({ error: expecting("informe um e-mail válido (ex.: nome@exemplo.com.br)") }).optional().describe("E-mail."),
  phone: contractString(mobileExpectation)
    .regex(/^[1-9]{2}9\d{8}$/, { error: mobileExpectation })
    .optional()
    .describe("Celular: DDD + 11 dígitos, só números."),
  identityDocument: identityDocumentSchema.optional(),
  address: addressSchema.optional(),
};

export const naturalPersonCreateSchema = requestObject(
  {
    ...naturalPersonFieldsShape,
    uploads: listSchema(uploadItemSchema, "documentos")
      .optional()
      .describe("Documentos da pessoa (ex.: termo de consentimento FGTS)."),
  },
  "cadastro de pessoa",
).meta({ id: "NaturalPersonCreate", description: "Cadastro do tomador (pessoa física), vinculado ao correspondente do cliente da API." });

export const naturalPersonSchema = z
  .object({
    id: uuidSchema,
    ...naturalPersonFieldsShape,
    uploads: z.array(uploadRecordSchema).describe("Documentos da pessoa e de suas operações (ex.: termo de consentimento FGTS)."),
    createdAt: utcDateTimeSchema,
    updatedAt: utcDateTimeSchema,
  })
  .meta({ id: "NaturalPerson", description: "Tomador cadastrado, com seus documentos." });

export const naturalPersonUploadUpdateSchema = requestObject(
  { uploads: listSchema(uploadItemSchema, "documento", { min: 1 }).describe("Documentos a anexar à pessoa (somados aos existentes).") },
  "anexação de documentos da pessoa",
).meta({
  id: "NaturalPersonUploadUpdate",
  description: "Anexa documentos à pessoa, fora de uma operação (ex.: o termo de consentimento FGTS antes da simulação).",
});

export const naturalPersonListQuerySchema = parametersObject(
  {
    registrationNumber: cpfSchema.optional().describe("Filtra pelo CPF, só dígitos."),
    ...paginationQueryShape,
  },
  "busca de pessoas",
);

export const naturalPersonPageSchema = pageOf(naturalPersonSchema).meta({ id: "NaturalPersonPage" });

export type NaturalPersonCreate = z.output<typeof naturalPersonCreateSchema>;
export type NaturalPersonCreateInput = z.input<typeof naturalPersonCreateSchema>;
export type NaturalPerson = z.output<typeof naturalPersonSchema>;
export type NaturalPersonUploadUpdate = z.output<typeof naturalPersonUploadUpdateSchema>;
export type NaturalPersonListQuery = z.output<typeof naturalPersonListQuerySchema>;
