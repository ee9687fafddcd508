/** Routes of the contracted products: the ranges a client shows before the API refuses a rate or a term. */
import { parametersObject } from "./objects";
import { paginationQueryShape } from "./pagination";
import { productListSchema, productSchema } from "./product";
import { bothProducts, httpErrorReasons, idPathParamsSchema, type RouteDefinition, validationReason } from "./route-definition";

const { unauthorized } = httpErrorReasons;

/** What both routes tell of a product: its record's fields, in the words a partner looks for (the guides repeat it). */
export const PRODUCT_CONTENTS =
  "com modelo de cálculo, contagem de dias, faixas de taxa mensal (%) e de prazo (termUnit: parcelas no consignado, meses no FGTS), custos de emissão e fixo por parcela (centavos), seguro prestamista embutido, o status em que a operação nasce (Draft ou ComplianceApproval) e, no FGTS, os limites por saque antecipado (centavos).";

export const productRoutes = {
  listProducts: {
    method: "GET",
    path: "/v1/Product",
    summary: "Listar produtos contratados",
    description: `Os produtos habilitados (o productId recebido no onboarding), cada um ${PRODUCT_CONTENTS}`,
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
    description: `Um produto habilitado, ${PRODUCT_CONTENTS}`,
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: productSchema,
    responseDescription: "O produto.",
    errors: { 400: validationReason(), 401: unauthorized, 404: "Produto inexistente ou desabilitado." },
  },
} satisfies Record<string, RouteDefinition>;
