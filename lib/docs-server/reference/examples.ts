/**
 * Example payloads built from the OpenAPI schemas: required fields, and optional ones the contract says to
 * send ("Opcional, mas envie"), with values in the right units for the chosen product. Personal data and
 * values from earlier steps are `{{marcadores}}`: the documentation never shows a real CPF, and the
 * validator of `docs_montar_requisicao` accepts placeholders without checking them.
 */
import type { CatalogProduct } from "@/lib/credit/products/catalog";
import { personalKeyKind } from "../safety";
import { arrayAt, isJsonObject, type JsonObject, type JsonValue } from "./json";
import { resolveSchema } from "./openapi-document";

export interface ExampleContext {
  /** The product whose model, rates and terms the example follows. */
  readonly product?: CatalogProduct;
  /** Optional fields to include anyway, by JSON path (e.g. `warranty`, `uploads`). */
  readonly include?: readonly string[];
  /** Fields to leave out, by JSON path (e.g. `warranty` for FGTS). */
  readonly exclude?: readonly string[];
}

const SEND_ANYWAY = "Opcional, mas envie";

/** Values from earlier steps of the flow: placeholders, never invented ids. */
const STEP_PLACEHOLDERS = new Set(["personId", "bankAccountId", "firstPaymentDate", "id"]);

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function fixedValueOf(key: string, context: ExampleContext): JsonValue | undefined {
  const product = context.product;
  const isFgts = product?.calculationModel === "fgts";
  const fixed: Readonly<Record<string, JsonValue>> = {
    amortizationType: product?.calculationModel ?? "price",
    calculationType: product?.calculationType ?? "V360Meses",
    apr: product === undefined ? 1.8 : Number(product.minMonthlyRate),
    interestRate: product === undefined ? 1.8 : Number(product.minMonthlyRate),
    numberOfPayments: product === undefined ? 24 : clamp(24, product.minTerm, product.maxTerm),
    termInMonths: product === undefined ? 24 : clamp(24, product.minTerm, product.maxTerm),
    // FGTS: each annual installment must stay within the CCFGTS limits (R$ 100 to R$ 500 a year).
    requestedAmount: isFgts ? 60000 : 150000,
    requestedValue: 150000,
    paymentMonth: "August",
    fileType: "Authorization",
    fileName: isFgts ? "termo-consentimento-fgts.pdf" : "termo-autorizacao.pdf",
    displayName: isFgts ? "Termo de consentimento FGTS" : "Termo de autorização",
    registry_EmployeeCode: "000123",
    employeeCode: "000123",
    registry_EmployerRegistrationCode: 4567,
    registry_EmployerName: "Empresa Exemplo Ltda",
    registry_EmployerRegistrationNumber: "11222333000181",
    employerRegistrationNumber: "11222333000181",
    registry_DiscountStartPeriod: "{{registry_DiscountStartPeriod}}",
    registry_EmployeeAdmissionDate: "2019-03-01T00:00:00Z",
    totalValue: 1500,
    registry_OriginalMargin: 820.35,
    registry_EmployeePositionCBOCode: 411010,
    registry_CtpsDigitalAuthorizationNumber: "AUT-000123",
    registry_ProposalNumber: "PROP-0001",
    proposalNumber: "PROP-0001",
    offerRequestId: 123456,
    registryOfferCTPSRequestId: 123456,
    expirationDate: "2026-05-08T23:59:59Z",
    installmentCount: 24,
    installmentAmountInCents: 9500,
    loanAmountInCents: 150000,
    releasedAmountInCents: 145000,
    monthlyInterestRate: 1.8,
    yearlyInterestRate: 23.87,
    message: "Desistência do tomador",
    observations: "Operação originada pelo canal do parceiro",
    grant_type: "client_credentials",
    bankCode: "001",
    accountType: "Checking",
  };
  if (key === "productId" || key === "creditProductId") return product?.id ?? "{{productId}}";
  if (key === "productIds") return [product?.id ?? "{{productId}}"];
  return fixed[key];
}

function byComponent(componentId: string | undefined, key: string): JsonValue | undefined {
  switch (componentId) {
    case "Cents":
      return 150000;
    case "Reais":
      return 1500.5;
    case "MonthlyRate":
    case "Percentage":
      return 1.8;
    case "Share":
      return 40;
    case "UtcDateTime":
      return "2026-05-01T00:00:00Z";
    case "CivilDate":
      return "2026-05-01";
    case "Competence":
      // The month of the first discount comes from the simulation (the month of `firstPaymentDate`): a fixed
      // example would soon be in the past, which the endorsement refuses.
      return `{{${key}}}`;
    case "Uuid":
    case "Cpf":
      return `{{${key}}}`;
    case "Cnpj":
      return "11222333000181";
    case "IntegerId":
      return 123456;
    default:
      return undefined;
  }
}

function wanted(property: JsonObject, path: string, required: boolean, context: ExampleContext): boolean {
  if (context.exclude?.includes(path)) return false;
  const resolved = resolveSchema(property);
  if (isJsonObject(resolved.schema.not)) return false;
  return required || context.include?.includes(path) === true || (resolved.description ?? "").includes(SEND_ANYWAY);
}

/** The alternative of a `oneOf` that fits the product's calculation model. */
function chooseAlternative(alternatives: readonly JsonObject[], context: ExampleContext): JsonObject | undefined {
  const model = context.product?.calculationModel;
  const preferred = model === "fgts" ? "FgtsAmortization" : "PriceSacAmortization";
  return alternatives.find((alternative) => resolveSchema(alternative).componentId === preferred) ?? alternatives[0];
}

function exampleOf(schema: JsonObject, key: string, path: string, parentKey: string | undefined, context: ExampleContext, depth: number): JsonValue {
  if (personalKeyKind(key, parentKey) !== undefined) return `{{${key}}}`;
  if (STEP_PLACEHOLDERS.has(key)) return `{{${key}}}`;
  const resolved = resolveSchema(schema);
  const target = resolved.schema;
  const dateComponent = resolved.componentId === "UtcDateTime" || resolved.componentId === "CivilDate";
  const fixed = dateComponent && key !== "registry_EmployeeAdmissionDate" && key !== "expirationDate" ? undefined : fixedValueOf(key, context);
  if (fixed !== undefined) return fixed;
  const component = byComponent(resolved.componentId, key);
  if (component !== undefined) return component;
  if ("const" in target) return target.const ?? null;
  const values = arrayAt(target, "enum");
  if (values.length > 0) return values[0] ?? null;
  const alternatives = [...arrayAt(target, "oneOf"), ...arrayAt(target, "anyOf")].filter(isJsonObject);
  if (alternatives.length > 0) {
    const chosen = chooseAlternative(alternatives, context);
    return chosen === undefined ? null : exampleOf(chosen, key, path, parentKey, context, depth + 1);
  }
  if (depth > 8) return null;
  if (target.type === "array") {
    return isJsonObject(target.items) ? [exampleOf(target.items, key, `${path}[]`, parentKey, context, depth + 1)] : [];
  }
  if (target.type === "object" || isJsonObject(target.properties)) return objectExample(target, path, key, context, depth);
  if (target.type === "boolean") return false;
  if (target.type === "integer" || target.type === "number") return typeof target.minimum === "number" ? Math.max(target.minimum, 1) : 1;
  return `{{${key}}}`;
}

function objectExample(schema: JsonObject, path: string, key: string | undefined, context: ExampleContext, depth: number): JsonObject {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const required = new Set(arrayAt(schema, "required").map(String));
  const example: JsonObject = {};
  for (const [name, property] of Object.entries(properties)) {
    if (!isJsonObject(property)) continue;
    const childPath = path === "" ? name : `${path}.${name}`;
    if (!wanted(property, childPath, required.has(name), context)) continue;
    example[name] = exampleOf(property, name, childPath, key, context, depth + 1);
  }
  return example;
}

/** An example value for a whole body (object, list, or alternatives). */
export function exampleFor(schema: JsonObject, context: ExampleContext = {}): JsonValue {
  return exampleOf(schema, "", "", undefined, context, 0);
}

/** Example values of parameters (path or query): required ones and those the contract says to send. */
export function parameterExamples(
  parameters: readonly { readonly name: string; readonly required: boolean; readonly description?: string; readonly enumValues?: readonly string[]; readonly type: string }[],
  context: ExampleContext,
): Record<string, string> {
  const example: Record<string, string> = {};
  for (const parameter of parameters) {
    const sendAnyway = (parameter.description ?? "").includes(SEND_ANYWAY) || context.include?.includes(parameter.name) === true;
    if (!parameter.required && !sendAnyway) continue;
    const fixed = fixedValueOf(parameter.name, context);
    const value =
      parameter.name === "id" || personalKeyKind(parameter.name, undefined) !== undefined || STEP_PLACEHOLDERS.has(parameter.name)
        ? `{{${parameter.name}}}`
        : typeof fixed === "string" || typeof fixed === "number"
          ? String(fixed)
          : parameter.type.startsWith("data (")
            ? "2026-05-01"
            : (parameter.enumValues?.[0] ?? `{{${parameter.name}}}`);
    example[parameter.name] = value;
  }
  return example;
}
