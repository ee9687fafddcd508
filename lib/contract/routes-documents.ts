/**
 * Routes of the borrower's documents as PDFs: the CET worksheet and the CCB (a draft before the signatures, the
 * signed CCB with its certificate page after). Extensions of this service: the binding contract has no document
 * route; they follow its conventions (bearer, the caller's operations only, problem+json errors).
 */
import { z } from "zod";
import { bothProducts, httpErrorReasons, idPathParamsSchema, type RouteDefinition, validationReason } from "./route-definition";

const { unauthorized, notLinked } = httpErrorReasons;

export const pdfContentSchema = z.file().describe("Documento PDF (A4, texto extraível, fontes embutidas).");

const pdfHeaders = {
  "Content-Type": "application/pdf",
  "Content-Disposition": 'attachment; filename="<nome do documento>.pdf".',
  ETag: "O SHA-256 do PDF, entre aspas.",
  "X-Content-Type-Options": "nosniff",
} as const;

const EXTENSION = "Extensão deste serviço (fora do contrato de origem).";

export const documentRoutes = {
  getCreditNoteCetWorksheet: {
    method: "GET",
    path: "/v1/CreditNote/{id}/CetWorksheet",
    summary: "Baixar a planilha de cálculo do CET (PDF)",
    description:
      "A planilha de cálculo do CET da operação (Res. CMN 4.881/2020): valores contratado e liberado, IOF, custo de emissão, cada fluxo com data e dias desde a data-base, " +
      "taxas de juros e CET ao mês e ao ano com duas casas, e a equação do cálculo (dias corridos/365). Os valores são os de GET /v1/CreditNote/{id} (plan). " +
      `Disponível enquanto a operação tem plano. ${EXTENSION}`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: pdfContentSchema,
    responseMediaTypes: ["application/pdf"],
    responseHeaders: pdfHeaders,
    responseDescription: "A planilha em PDF.",
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Operação inexistente.", 409: "Operação sem plano de pagamento." },
  },
  getCreditNoteCcb: {
    method: "GET",
    path: "/v1/CreditNote/{id}/Ccb",
    summary: "Baixar a Cédula de Crédito Bancário (PDF)",
    description:
      "A CCB com os mesmos termos e mascaramento da página de assinatura (CPF e conta mascarados) e o código de verificação (SHA-256 do documento canônico) em todas as páginas. " +
      "Antes de todas as assinaturas: minuta marcada \"minuta — não assinada\" (X-Document-Kind: draft). Depois: a CCB assinada com a página de certificado de assinaturas " +
      "(decisão, data e hora UTC, rede de origem, código do documento) (X-Document-Kind: signed); seus bytes não mudam mais (ETag estável). " +
      `O código pode ser conferido na página pública /verificar. Assim o tomador, ou qualquer pessoa, confere a autenticidade do documento. ${EXTENSION}`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: pdfContentSchema,
    responseMediaTypes: ["application/pdf"],
    responseHeaders: { ...pdfHeaders, "X-Document-Kind": "draft (minuta) ou signed (assinada)." },
    responseDescription: "A CCB em PDF.",
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Operação inexistente.", 409: "Operação sem plano de pagamento." },
  },
} satisfies Record<string, RouteDefinition>;
