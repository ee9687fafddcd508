/** Routes of the contracted products: the ranges a client shows before the API refuses a rate or a term. */
import { parametersObject } from "./objects";
import { paginationQueryShape } from "./pagination";
import { productListSchema, productSchema } from "./product";
import { bothProducts, httpErrorReasons, idPathParamsSchema, type RouteDefinition, validationReason } from "./route-definition";

const { unauthorized } = httpErrorReasons;

export const productRoutes = {
  listProducts: {
    method: "GET",
    path: "/v1/Product",
    summary: "Listar produtos contratados",
    description:
      "Os produtos habilitados (o productId recebido no onboarding), com modelo de cálculo, contagem de dias, faixas de taxa mensal (%) e de prazo (parcelas ou meses), custos e, no FGTS, os limites por saque antecipado.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    query: parametersObject({ ...paginationQueryShape }, "listagem de produtos"),
    response: productListSchema,
    responseDescription: "Página de produtos habilitados.",
    errors: { 400: validationReason(), 401: unauthorized },
  },
  getProduct: {
    method: "GET",
    path: "/v1/Product/{id}",
    summary: "Consultar produto",
    description: "Um produto habilitado, com suas faixas de taxa e prazo.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: productSchema,
    responseDescription: "O produto.",
    errors: { 400: validationReason(), 401: unauthorized, 404: "Produto inexistente ou desabilitado." },
  },
} satisfies Record<string, RouteDefinition>;
