/** Routes of the private payroll loan only: margin authorization and query, offers, proposals, CTPS auction. */
import { z } from "zod";
import { DEFAULT_RATE_RULE, OFFER_INSTALLMENT_RULE, OFFER_REPRODUCTION_RULE } from "./api-rules";
import { proposalRevalidationSchema } from "./auction";
import { firstPaymentDateQuerySchema, firstPaymentDateSchema } from "./first-payment-date";
import { freeMarginHistoryQuerySchema, freeMarginPageSchema, freeMarginQuerySchema, freeMarginSchema } from "./margin";
import {
  marginAuthorizationCreateSchema,
  marginAuthorizationListQuerySchema,
  marginAuthorizationPageSchema,
  marginAuthorizationSchema,
} from "./margin-authorization";
import { offerListSchema, registryEmployeeOffersRequestSchema } from "./offers";
import { offerProposalSchema, offerProposalsWarrantyRequestSchema, proposalRecordSchema } from "./proposals";
import { httpErrorReasons, idPathParamsSchema, privateLoanOnly, type RouteDefinition, validationReason } from "./route-definition";

const { unauthorized, notLinked, idempotencyConflict } = httpErrorReasons;

export const payrollRoutes = {
  createMarginAuthorization: {
    method: "POST",
    path: "/v1/RegistryEmployee/MarginAuthorization",
    summary: "Registrar autorização de consulta de margem",
    description:
      "Registra o consentimento do trabalhador (status Pending) até a confirmação no canal: Approved habilita a consulta de margem; Refused encerra. Não há status de expiração.",
    tag: "consignado-privado",
    products: privateLoanOnly,
    auth: "bearer",
    idempotencyKey: true,
    body: marginAuthorizationCreateSchema,
    response: marginAuthorizationSchema,
    responseDescription: "A autorização registrada.",
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Tomador (personId) inexistente.", 409: idempotencyConflict },
  },
  listMarginAuthorizations: {
    method: "GET",
    path: "/v1/RegistryEmployee/MarginAuthorization",
    summary: "Listar autorizações de margem",
    description: "Lista autorizações por CPF e status (Pending, Approved, Refused): é assim que se acompanham seus eventos. Paginada.",
    tag: "consignado-privado",
    products: privateLoanOnly,
    auth: "bearer",
    query: marginAuthorizationListQuerySchema,
    response: marginAuthorizationPageSchema,
    responseDescription: "Página de autorizações.",
    errors: { 400: validationReason(), 401: unauthorized },
  },
  queryFreeMargin: {
    method: "POST",
    path: "/v1/RegistryEmployee/FreeMarginQuery",
    summary: "Consultar margem livre",
    description:
      "Passo 1 do consignado privado: vínculo ativo e margem consignável livre (centavos). Informe personId (preferido) ou registrationNumber, e creditProductId. Exige autorização Approved para o CPF; sem ela, volte ao passo de autorização.",
    tag: "consignado-privado",
    products: privateLoanOnly,
    auth: "bearer",
    query: freeMarginQuerySchema,
    response: freeMarginSchema,
    responseDescription: "Vínculo ativo e margem livre.",
    errors: {
      400: validationReason("sem autorização de margem válida (Approved) para o CPF; sem vínculo ativo"),
      401: unauthorized,
      403: notLinked,
      404: "Tomador ou produto inexistente.",
    },
  },
  listFreeMarginQueries: {
    method: "GET",
    path: "/v1/RegistryEmployee/FreeMarginQuery",
    summary: "Histórico de consultas de margem",
    description: "Consultas já feitas para o tomador (use para não repetir dentro da janela de cache, ver validUntil). Paginada.",
    tag: "consignado-privado",
    products: privateLoanOnly,
    auth: "bearer",
    query: freeMarginHistoryQuerySchema,
    response: freeMarginPageSchema,
    responseDescription: "Página de consultas anteriores.",
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Tomador inexistente." },
  },
  simulateOffers: {
    method: "POST",
    path: "/v1/Amortization/RegistryEmployeeOffers",
    summary: "Simular por ofertas (caminho A)",
    description:
      `Ofertas para o trabalhador a partir da margem (por padrão a margem total). Abaixo do máximo: calculateByValue Gross/Liquid com requestedValue (centavos) ou Payment com rangePaymentAmounts (centavos). Só produtos Price. Lista vazia quando o valor pedido excede a margem. ${DEFAULT_RATE_RULE} ${OFFER_INSTALLMENT_RULE} ${OFFER_REPRODUCTION_RULE}`,
    tag: "consignado-privado",
    products: privateLoanOnly,
    auth: "bearer",
    body: registryEmployeeOffersRequestSchema,
    response: offerListSchema,
    responseDescription: "Lista de ofertas (prazo, parcela, taxas mensal e anual, CET, IOF, offerRequestId).",
    errors: { 400: validationReason("taxa fora da faixa do produto"), 401: unauthorized, 403: notLinked, 404: "Produto inexistente." },
  },
  getFirstPaymentDate: {
    method: "POST",
    path: "/v1/RegistryEmployee/FirstPaymentDate",
    summary: "Obter data da primeira parcela",
    description:
      "O dia de repasse do produto define o vencimento. Query: productId (UUID) e startDate (YYYY-MM-DD). Use o resultado em amortization.firstPaymentDate; não calcule.",
    tag: "consignado-privado",
    products: privateLoanOnly,
    auth: "bearer",
    query: firstPaymentDateQuerySchema,
    response: firstPaymentDateSchema,
    responseDescription: "firstPaymentDate (UTC).",
    errors: { 400: validationReason(), 401: unauthorized, 404: "Produto inexistente." },
  },
  sendOfferProposal: {
    method: "POST",
    path: "/v1/RegistryEmployee/OfferProposals",
    summary: "Enviar proposta ao empregador",
    description:
      "Passo 3 do caminho A: uma proposta (objeto único) sem reforço de garantia FGTS, ligada à oferta por offerRequestId. Valores em centavos, taxas em %.",
    tag: "consignado-privado",
    products: privateLoanOnly,
    auth: "bearer",
    idempotencyKey: true,
    body: offerProposalSchema,
    response: proposalRecordSchema,
    responseDescription: "A proposta registrada.",
    errors: {
      400: validationReason("oferta expirada; parcela acima da margem livre"),
      401: unauthorized,
      403: notLinked,
      404: "Oferta (offerRequestId) inexistente.",
      409: idempotencyConflict,
    },
  },
  sendOfferProposalsWithWarranty: {
    method: "POST",
    path: "/v1/RegistryEmployee/OfferProposalsWarranty",
    summary: "Enviar propostas com reforço FGTS",
    description:
      "Lista de propostas; cada item aceita o bloco warranty de reforço FGTS (fgtsBalanceInCents obrigatório quando hasWarranty é true).",
    tag: "consignado-privado",
    products: privateLoanOnly,
    auth: "bearer",
    idempotencyKey: true,
    body: offerProposalsWarrantyRequestSchema,
    response: z.array(proposalRecordSchema),
    responseDescription: "As propostas registradas, na ordem do pedido.",
    errors: {
      400: validationReason("oferta expirada; parcela acima da margem livre"),
      401: unauthorized,
      403: notLinked,
      404: "Oferta (offerRequestId) inexistente.",
      409: idempotencyConflict,
    },
  },
  revalidateAuctionProposal: {
    method: "GET",
    path: "/v1/AuctionCTPS/OfferProposals/{id}/simulation",
    summary: "Revalidar proposta do leilão CTPS",
    description:
      "Quando o empregador abre o link de contratação: confere a validade, re-simula e valida a parcela contra a margem atual. Uma margem que caiu aparece aqui, antes de a operação existir.",
    tag: "consignado-privado",
    products: privateLoanOnly,
    auth: "bearer",
    params: idPathParamsSchema,
    response: proposalRevalidationSchema,
    responseDescription: "Resultado da revalidação (Valid, Expired ou InsufficientMargin).",
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Proposta inexistente." },
  },
} satisfies Record<string, RouteDefinition>;
