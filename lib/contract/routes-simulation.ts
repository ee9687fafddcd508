/** Routes of simulation path B (amortization), shared by both products. */
import { bothProducts, httpErrorReasons, idPathParamsSchema, type RouteDefinition, validationReason } from "./route-definition";
import {
  amortizationPlanSchema,
  simulationBatchEnvelopeSchema,
  simulationBatchRequestSchema,
  simulationBatchResponseSchema,
  simulationRequestSchema,
} from "./simulation";

const { unauthorized } = httpErrorReasons;

export const simulationRoutes = {
  simulateAmortization: {
    method: "POST",
    path: "/v1/Amortization",
    summary: "Simular por amortização (caminho B)",
    description:
      "Plano de pagamento parcela a parcela, com CET, IOF e custo de emissão (valores em centavos, taxas em %). Corpo { productId, legalPerson: false, amortization }. FGTS: parcelas anuais.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    body: simulationRequestSchema,
    response: amortizationPlanSchema,
    responseDescription: "O plano simulado.",
    errors: {
      400: validationReason(
        "periodicidade diferente de mensal, taxa ou prazo fora da faixa do produto, modelo de cálculo diferente do produto, campos de outro modelo",
      ),
      401: unauthorized,
      403: "Produto não contratado pelo parceiro.",
      404: "Produto inexistente.",
    },
  },
  getAmortization: {
    method: "GET",
    path: "/v1/Amortization/{id}",
    summary: "Consultar simulação",
    description: "Uma simulação já gerada, sem simular de novo.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: amortizationPlanSchema,
    responseDescription: "O plano simulado.",
    errors: { 400: validationReason(), 401: unauthorized, 403: "Simulação de outro cliente da API.", 404: "Simulação inexistente." },
  },
  simulateAmortizationBatch: {
    method: "POST",
    path: "/v1/Amortization/Batch",
    summary: "Simular em lote",
    description:
      "Até 100 pedidos de simulação em { items: [...] }. Resposta { results: [{ index, plan } | { index, error }] }: um item inválido não derruba os outros.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    body: simulationBatchRequestSchema,
    bodyEnvelope: simulationBatchEnvelopeSchema,
    response: simulationBatchResponseSchema,
    responseDescription: "Um resultado por item, na ordem do pedido.",
    errors: { 400: validationReason("lote vazio ou com mais de 100 itens"), 401: unauthorized },
  },
} satisfies Record<string, RouteDefinition>;
