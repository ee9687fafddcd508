/**
 * Request templates for `docs_montar_requisicao` without `dados`: headers, path and query parameters and
 * example bodies, one per calculation model when the body carries the calculation object.
 */
import { type CatalogProduct, PRODUCT_CATALOG, PRODUCT_IDS } from "@/lib/credit/products/catalog";
import type { EndpointReference } from "./endpoints";
import { type ExampleContext, exampleFor, parameterExamples } from "./examples";
import type { JsonValue } from "./json";

export interface BodyExample {
  readonly label: string;
  readonly product?: CatalogProduct;
  readonly body: JsonValue;
}

export interface RequestTemplate {
  readonly method: string;
  /** The route with path parameters as placeholders, plus the example query string. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly bodies: readonly BodyExample[];
}

function productById(id: string): CatalogProduct | undefined {
  return PRODUCT_CATALOG.find((product) => product.id === id);
}

/**
 * Optional fields an example shows anyway, because the flow needs them: alternatives the schema cannot
 * mark required (`personId` or `newPersonAndAccount`), collateral "required in practice", one field of a
 * partial update.
 */
const EXAMPLE_FIELDS: Readonly<Record<string, { readonly payroll?: ExampleContext; readonly fgts?: ExampleContext }>> = {
  createCreditNote: {
    payroll: { include: ["personId", "bankAccountId", "warranty", "uploads"] },
    fgts: { include: ["personId", "bankAccountId", "uploads"], exclude: ["warranty"] },
  },
  updateCreditNote: { payroll: { include: ["amortization"] }, fgts: { include: ["amortization"] } },
  queryFreeMargin: { payroll: { include: ["personId"] } },
  listFreeMarginQueries: { payroll: { include: ["personId"] } },
};

/** The examples worth showing for an endpoint: both calculation models when the body carries one. */
function contextsFor(endpoint: EndpointReference): { label: string; context: ExampleContext }[] {
  const carriesCalculation = endpoint.body?.fields.some((field) => field.variant === "fgts") === true;
  const price = productById(PRODUCT_IDS.payrollPrice);
  const fgts = productById(PRODUCT_IDS.fgtsAnticipation);
  const extra = EXAMPLE_FIELDS[endpoint.operationId] ?? {};
  if (carriesCalculation && price !== undefined && fgts !== undefined) {
    return [
      {
        label: `consignado privado, produto ${price.name} (amortizationType ${price.calculationModel})`,
        context: { ...extra.payroll, product: price },
      },
      { label: `FGTS, produto ${fgts.name} (amortizationType fgts)`, context: { ...extra.fgts, product: fgts } },
    ];
  }
  const payrollOnly = endpoint.products.length === 1 && endpoint.products[0] === "consignado-privado";
  return [{ label: "exemplo", context: { ...extra.payroll, ...(payrollOnly && price !== undefined && { product: price }) } }];
}

export function requestTemplate(endpoint: EndpointReference): RequestTemplate {
  const [first] = contextsFor(endpoint);
  const context = first?.context ?? {};
  const path = endpoint.path.replace(/\{(\w+)\}/g, "{{$1}}");
  const query = parameterExamples(endpoint.queryParameters, context);
  const queryString = Object.entries(query)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const headers: Record<string, string> = {};
  if (endpoint.auth === "bearer") headers.Authorization = "Bearer {{accessToken}}";
  if (endpoint.body !== undefined) headers["Content-Type"] = endpoint.body.mediaTypes[0] ?? "application/json";
  headers.Accept = "application/json";
  if (endpoint.idempotencyKey) headers["Idempotency-Key"] = "{{idempotencyKey}}";
  const body = endpoint.body;
  const bodies =
    body === undefined
      ? []
      : contextsFor(endpoint).map(({ label, context: bodyContext }) => ({
          label,
          ...(bodyContext.product !== undefined && { product: bodyContext.product }),
          body: exampleFor(body.schema, bodyContext),
        }));
  return { method: endpoint.method, url: queryString === "" ? path : `${path}?${queryString}`, headers, bodies };
}
