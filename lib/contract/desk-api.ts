/**
 * The desk API (`/desk-api/...`): the embedded back office's own routes, behind `DESK_API_TOKEN`, for the portal's
 * desk console. Not part of the partner contract: none of it is in the route registry (routes.ts), so it stays out
 * of `/v1/openapi.json` and the documentation server; docs/credit-api.md documents it. The route handlers
 * (lib/credit/desk) and the portal's desk client (lib/portal/desk) both read these schemas and definitions.
 */
import { z } from "zod";
import { creditNoteSchema } from "./credit-note-response";
import { operationStatusSchema, operationStatusValues, productModuleValues, type OperationStatus } from "./enums";
import { listOfValues } from "./messages";
import { parametersObject, requestObject } from "./objects";
import { pageOf, paginationQueryShape } from "./pagination";
import type { RouteDefinition } from "./route-definition";
import { centsSchema, contractString, textSchema, utcDateTimeSchema, uuidSchema } from "./units";
import { uploadRecordSchema } from "./upload";

/** The desk's decisions, as the path's last segment names them. */
export const deskDecisionValues = ["revision", "disapprove", "conclude-manual-stage", "force-error"] as const;
export type DeskDecision = (typeof deskDecisionValues)[number];
export const deskDecisionSchema = z.enum(deskDecisionValues);

/**
 * The queue, when no status is asked for: the manual stages, which wait for the desk alone, then the analysis
 * stages in which the desk may still return or disapprove an operation (spec: "any | desk decision | Revision",
 * "analysis stages | desk decision | Disapproved").
 */
export const DESK_QUEUE_STATUSES = [
  "ManualWarranty",
  "ManualLiquidation",
  "ComplianceApproval",
  "CreditApproval",
  "Warranty",
  "MarginReserveApproval",
  "InstrumentApproval",
] as const satisfies readonly OperationStatus[];

/** How many statuses one listing filters on: every status, each once. */
const MAX_STATUSES = operationStatusValues.length;

const statusListExpectation = `informe um ou mais status separados por vírgula (ou o parâmetro repetido), entre: ${listOfValues(operationStatusValues)}`;

/** `status=A,B` or `status=A&status=B` → `[A, B]`, each once; an unknown value refuses the whole parameter. */
const statusListSchema = z
  .union([contractString(statusListExpectation), z.array(contractString(statusListExpectation)).max(MAX_STATUSES, { error: statusListExpectation })], {
    error: statusListExpectation,
  })
  .transform((value, context) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((text) => text.split(",")).map((text) => text.trim()).filter((text) => text !== "");
    const statuses = [...new Set(parts)];
    const known = statuses.every((status): status is OperationStatus => (operationStatusValues as readonly string[]).includes(status));
    if (!known || statuses.length === 0 || statuses.length > MAX_STATUSES) {
      context.addIssue({ code: "custom", message: statusListExpectation, input: value });
      return z.NEVER;
    }
    return statuses as OperationStatus[];
  });

export const deskQueueQuerySchema = parametersObject(
  {
    status: statusListSchema.optional().describe(`Status a listar (vírgula ou parâmetro repetido); padrão: a fila da mesa (${DESK_QUEUE_STATUSES.join(", ")}).`),
    productId: uuidSchema.optional().describe("Só as operações deste produto."),
    correspondentId: uuidSchema.optional().describe("Só as operações deste parceiro (correspondente)."),
    ...paginationQueryShape,
  },
  "fila da mesa",
);
export type DeskQueueQuery = z.output<typeof deskQueueQuerySchema>;
export type DeskQueueQueryInput = z.input<typeof deskQueueQuerySchema>;

const partnerSchema = z.object({ id: uuidSchema, name: z.string().describe("Nome do parceiro (correspondente).") });
const productRefSchema = z.object({ id: uuidSchema, name: z.string(), module: z.enum(productModuleValues) });
const decisionsSchema = z.array(deskDecisionSchema).describe("Decisões da mesa que se aplicam agora (vazia com cancelamento em processamento).");

export const deskQueueItemSchema = z.object({
  id: uuidSchema,
  creditNoteNo: z.string(),
  status: operationStatusSchema,
  statusSince: utcDateTimeSchema.describe("Desde quando a operação está no status (UTC): a espera na fila."),
  createdAt: utcDateTimeSchema,
  correspondent: partnerSchema,
  product: productRefSchema,
  requestedAmount: centsSchema.describe("Valor contratado (o principal do plano), em centavos."),
  installments: z.number().int().min(0).describe("Parcelas do plano (anuais no FGTS)."),
  cancelRequestedAt: utcDateTimeSchema.optional().describe("Cancelamento pedido pelo parceiro e em processamento desde (UTC)."),
  decisions: decisionsSchema,
});

const countSchema = z.number().int().min(0);

/** Counts for the filters, each over the other filters (a facet never narrows itself). */
export const deskQueueFacetsSchema = z.object({
  statuses: z.array(z.object({ status: operationStatusSchema, count: countSchema })).describe("Por status: a fila da mesa e os status pedidos."),
  correspondents: z.array(partnerSchema.extend({ count: countSchema })).describe("Por parceiro, com os status pedidos."),
  products: z.array(productRefSchema.extend({ count: countSchema })).describe("Por produto, com os status pedidos."),
});

export const deskQueuePageSchema = pageOf(deskQueueItemSchema).extend({ facets: deskQueueFacetsSchema });

/** The operation as `GET /v1/CreditNote/{id}` shows it, with who originated it, the borrower and what the desk may decide. */
export const deskDossierSchema = creditNoteSchema.extend({
  correspondent: partnerSchema,
  product: productRefSchema,
  borrower: z.object({
    name: z.string(),
    registrationNumber: z.string().describe("CPF, só dígitos."),
    uploads: z.array(uploadRecordSchema).describe("Documentos do tomador fora da operação (o termo de consentimento FGTS pode estar aqui)."),
  }),
  decisions: decisionsSchema,
});

export const DESK_REASON_MAX = 1000;

export const deskDecisionBodySchema = requestObject({ reason: textSchema("o motivo da decisão", { max: DESK_REASON_MAX }).optional() }, "decisão da mesa");

export const deskDecisionResultSchema = z.object({
  id: uuidSchema,
  from: operationStatusSchema.describe("Status antes da decisão."),
  status: operationStatusSchema.describe("Status depois da decisão."),
  reason: z.string().describe("Motivo guardado no histórico da operação."),
});

export const deskDecisionParamsSchema = parametersObject({ id: uuidSchema, decision: deskDecisionSchema }, "rota");
export const deskFileParamsSchema = parametersObject({ id: uuidSchema, fileId: uuidSchema }, "rota");
export const deskIdParamsSchema = parametersObject({ id: uuidSchema }, "rota");

export type DeskQueueItem = z.output<typeof deskQueueItemSchema>;
export type DeskQueuePage = z.output<typeof deskQueuePageSchema>;
export type DeskQueueFacets = z.output<typeof deskQueueFacetsSchema>;
export type DeskDossier = z.output<typeof deskDossierSchema>;
export type DeskDecisionResult = z.output<typeof deskDecisionResultSchema>;

type DeskRoute = Pick<RouteDefinition, "method" | "path" | "summary" | "params" | "query" | "body" | "response" | "responseMediaTypes"> & {
  readonly operationId: string;
};

const unauthorized = "Sem Authorization: Bearer com o DESK_API_TOKEN do servidor.";

/** The desk API's routes; `errors` say when each answers what (docs/credit-api.md, "Desk API"). */
export const deskRoutes = {
  listDeskQueue: {
    operationId: "listDeskQueue",
    method: "GET",
    path: "/desk-api/credit-notes",
    summary: "Fila da mesa: operações de todos os parceiros, as mais antigas no status primeiro",
    query: deskQueueQuerySchema,
    response: deskQueuePageSchema,
    errors: { 400: "status, productId, correspondentId, page ou size inválido (errors[] nomeia o parâmetro).", 401: unauthorized },
  },
  getDeskDossier: {
    operationId: "getDeskDossier",
    method: "GET",
    path: "/desk-api/credit-notes/{id}",
    summary: "Dossiê da operação: plano, garantias, documentos, histórico, tomador, parceiro e decisões possíveis",
    params: deskIdParamsSchema,
    response: deskDossierSchema,
    errors: { 400: "id não é UUID.", 401: unauthorized, 404: "Operação inexistente ou excluída." },
  },
  decideDesk: {
    operationId: "decideDesk",
    method: "POST",
    path: "/desk-api/credit-notes/{id}/{decision}",
    summary: "Decisão da mesa (revision, disapprove, conclude-manual-stage, force-error), com motivo",
    params: deskDecisionParamsSchema,
    body: deskDecisionBodySchema,
    response: deskDecisionResultSchema,
    errors: {
      400: "Corpo inválido (reason de 1 a 1000 caracteres, sem caracteres de controle).",
      401: unauthorized,
      404: "Operação inexistente ou excluída.",
      409: "A decisão não se aplica ao status atual, há cancelamento em processamento, ou a operação mudou durante a decisão.",
    },
  },
  downloadDeskFile: {
    operationId: "downloadDeskFile",
    method: "GET",
    path: "/desk-api/credit-notes/{id}/files/{fileId}",
    summary: "Conteúdo de um documento do dossiê (o arquivo precisa estar vinculado a um documento da operação)",
    params: deskFileParamsSchema,
    response: z.unknown(),
    responseMediaTypes: ["application/pdf", "image/jpeg", "image/png"],
    errors: { 400: "id ou fileId não é UUID.", 401: unauthorized, 404: "Operação inexistente, ou o arquivo não é de um documento dela." },
  },
} as const satisfies Record<string, DeskRoute & { readonly errors: Readonly<Record<number, string>> }>;
