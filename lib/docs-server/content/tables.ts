/**
 * Tables the guides and the module context print from the contract and the product catalogue, so the text
 * never drifts from what the API enforces.
 */
import { type OperationStatus, operationStatusValues } from "@/lib/contract/enums";
import {
  allowedStatusesByAction,
  type OperationAction,
  partnerActionStatuses,
  partnerGuidanceByStatus,
  privateLoanOnlyStatuses,
  returnStatuses,
} from "@/lib/contract/status-permissions";
import { PRODUCT_CONTENTS } from "@/lib/contract/routes-products";
import type { CatalogProduct } from "@/lib/credit/products/catalog";
import { findEndpoint } from "../reference/endpoints";
import { fieldTable } from "../reference/render";
import type { FieldDescriptor } from "../reference/schema-fields";

export type CalculationVariant = "price/sac" | "fgts";

function percent(value: string): string {
  return `${value.replace(".", ",")}%`;
}

/** After a creation body's field lists: the bodies are strict (convencoes#corpos-e-campos), said where the fields are. */
export const UNLISTED_FIELD_RULE = "Um campo fora destas listas (um identificador seu, por exemplo) é recusado com 400, que o nomeia.";

/** Where the API gives what the product table shows, and more: the product routes (their one description). */
export const PRODUCT_ROUTES_NOTE = `Pela API, \`GET /v1/Product\` e \`GET /v1/Product/{id}\` devolvem cada produto habilitado ${PRODUCT_CONTENTS}`;

/**
 * The FGTS limits the product record carries (`fgtsLimits`), read from the product route's response: each name and
 * what it holds, in its unit, where a reader of the product section looks for them.
 */
export function fgtsLimitsNote(): string {
  const limits = (findEndpoint("getProduct")?.response.fields ?? []).filter((field) => field.path.startsWith("fgtsLimits."));
  const meaning = (description: string | undefined) => (description ?? "").replace(/\.$/, "").replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());
  return `No FGTS, o produto traz em \`fgtsLimits\` os limites do Conselho Curador por saque antecipado: ${limits.map((field) => `\`${field.name}\` (${meaning(field.description)})`).join(", ")}.`;
}

export function productTable(products: readonly CatalogProduct[]): string {
  const rows = products.map(
    (product) =>
      `| \`${product.id}\` | ${product.name} | \`${product.calculationModel}\` | \`${product.calculationType}\`${product.calculationModel === "fgts" ? " (aplicado pelo modelo fgts; não envie calculationType)" : ""} | ${percent(product.minMonthlyRate)} a ${percent(product.maxMonthlyRate)} a.m. | ${product.minTerm} a ${product.maxTerm} ${product.calculationModel === "fgts" ? "meses" : "parcelas"} |`,
  );
  return [
    "| productId | produto | amortizationType | calculationType | taxa mensal (apr) | prazo |",
    "|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/** Fields of one calculation model, from the simulation body of the reference. */
export function calculationFields(variant: CalculationVariant): { accepted: FieldDescriptor[]; forbidden: FieldDescriptor[] } {
  const fields = (findEndpoint("simulateAmortization")?.body?.fields ?? []).filter(
    (field) => field.variant === variant && field.path.startsWith("amortization."),
  );
  return { accepted: fields.filter((field) => !field.forbidden), forbidden: fields.filter((field) => field.forbidden) };
}

export function calculationFieldTable(variant: CalculationVariant): string {
  return fieldTable(calculationFields(variant).accepted);
}

export function forbiddenCalculationFieldNames(variant: CalculationVariant): string[] {
  return calculationFields(variant).forbidden.map((field) => field.name);
}

export function fieldTableOf(operationId: string, pathPrefix: string): string {
  const fields = (findEndpoint(operationId)?.body?.fields ?? []).filter(
    (field) => !field.forbidden && field.path.startsWith(pathPrefix),
  );
  return fieldTable(fields);
}

const actionRoutes: Readonly<Record<OperationAction, string>> = {
  update: "`PUT /v1/CreditNote/{id}`",
  updateCollateral: "`PUT /v1/CreditNote/{id}/warranty` e `/upload` (correções de garantia e documentos)",
  correctSettlementAccount: "`PUT /v1/CreditNote/{id}` só com `bankAccountId` (conta de liquidação corrigida; a liquidação é refeita)",
  delete: "`DELETE /v1/CreditNote/{id}` (exclusão lógica)",
  signUrl: "`GET /v1/CreditNote/{id}/SignUrl`",
  submitApproval: "`POST /v1/CreditNote/{id}/submitapproval`",
  doneWarrantyRevision: "`POST /v1/CreditNote/{id}/doneWarrantyRevision`",
  cancel: "`POST /v1/CreditNote/{id}/cancel`",
};

/** The statuses where an action is allowed, as code, comma-separated (the permission table's cells and the guides' sentences). */
export function statusesAllowedFor(action: OperationAction): string {
  return allowedStatusesByAction[action].map((status) => `\`${status}\``).join(", ");
}

export function permissionTable(): string {
  const rows = (Object.keys(actionRoutes) as OperationAction[]).map((action) => `| ${actionRoutes[action]} | ${statusesAllowedFor(action)} |`);
  return ["| ação | permitida nos status |", "|---|---|", ...rows].join("\n");
}

const codeList = (names: readonly string[]): string => {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length < 2 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} e ${quoted.at(-1) ?? ""}`;
};

/** The spec's caveat on the desk's returns and rejections: they ask for the partner when its process treats them. */
const RETURNS_CAVEAT = "se o seu processo trata devoluções e reprovações";

/** Under every status table: which statuses ask for the partner, the returns included (the spec's list, then its caveat). */
export const PARTNER_ACTION_NOTE = `Pedem ação do parceiro: ${codeList(partnerActionStatuses)}; ${codeList(returnStatuses)} também, ${RETURNS_CAVEAT}. Os demais significam aguardar.`;

/** Every status with what the partner does in it; `fgts` leaves out the payroll-only statuses. */
export function statusGuidanceTable(module?: "consignado-privado" | "fgts"): string {
  const statuses = operationStatusValues.filter(
    (status) => module !== "fgts" || !(privateLoanOnlyStatuses as readonly OperationStatus[]).includes(status),
  );
  const rows = statuses.map((status) => {
    const acts = (partnerActionStatuses as readonly OperationStatus[]).includes(status)
      ? "**sim**"
      : (returnStatuses as readonly OperationStatus[]).includes(status)
        ? RETURNS_CAVEAT
        : "não";
    return `| \`${status}\` | ${acts} | ${partnerGuidanceByStatus[status]} |`;
  });
  return ["| status | ação do parceiro? | o que fazer |", "|---|---|---|", ...rows].join("\n");
}

/**
 * Which fields of a route's body (the root, or the items under `prefix`, e.g. `uploads[].`) or query are required and
 * which are optional, as the reference's schema says: "is X required?" is answered by the contract, never by a list
 * restated by hand. `leaveOut` names fields a sentence treats apart (an alternative such as `newPersonAndAccount`).
 */
export function fieldRequirement(
  operationId: string,
  scope: { readonly body: string } | "query",
  leaveOut: readonly string[] = [],
): { readonly required: string; readonly optional: string } {
  const endpoint = findEndpoint(operationId);
  const fields =
    scope === "query"
      ? (endpoint?.queryParameters ?? [])
      : (endpoint?.body?.fields ?? []).filter((field) => {
          const rest = field.path.slice(scope.body.length);
          return field.path.startsWith(scope.body) && rest !== "" && !/[.[]/.test(rest);
        });
  const kept = fields.filter((field) => !field.forbidden && !leaveOut.includes(field.name));
  const names = (required: boolean) => [...new Set(kept.filter((field) => field.required === required).map((field) => field.name))];
  return { required: codeList(names(true)), optional: codeList(names(false)) };
}
