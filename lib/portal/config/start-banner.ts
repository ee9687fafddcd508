import { PRODUCT_CATALOG } from "@/lib/credit/products/catalog";
import { DEMO_EXTRA_API_CLIENTS, DEMO_PARTNERS } from "@/lib/credit/sandbox/demo-partners";
import { ROLE_LABELS } from "../auth/roles";
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from "../seed/demo-portal";

export interface StartBannerFacts {
  readonly baseUrl: string;
  readonly database: string;
  readonly demoPortfolio: string;
  /** Where the desk API's token is kept: the banner says where, never the value (server logs keep the banner). */
  readonly deskTokenKeptIn: "environment" | "secrets-file";
}

/** Where the desk token comes from, read before the system copies generated secrets into the environment. */
export function deskTokenKeptIn(env: Readonly<Record<string, string | undefined>>): StartBannerFacts["deskTokenKeptIn"] {
  return env.DESK_API_TOKEN?.trim() ? "environment" : "secrets-file";
}

/**
 * What `npm start` prints once the system is up. The sandbox credentials and the demo password are public demo
 * data; the desk token is a real secret of this installation, so only its location is printed.
 */
export function startBanner(facts: StartBannerFacts): string {
  const { baseUrl } = facts;
  const products = PRODUCT_CATALOG.map((p) => `    ${p.id}  ${p.name}`).join("\n");
  const credentials = [...DEMO_PARTNERS, ...DEMO_EXTRA_API_CLIENTS].map((p) => `    ${p.clientId} / ${p.clientSecret}  (${p.name})`).join("\n");
  const operators = DEMO_OPERATORS.map((o) => `    ${o.email.padEnd(38)} ${ROLE_LABELS[o.role]}${o.branch ? ` (${o.branch})` : ""}`).join("\n");
  const deskToken =
    facts.deskTokenKeptIn === "environment"
      ? "the DESK_API_TOKEN environment variable"
      : "DESK_API_TOKEN in .data/portal-secrets.json (generated once; read it with: jq -r .DESK_API_TOKEN .data/portal-secrets.json)";
  return `
  Credit operations portal is up.

  Portal              ${baseUrl}/
  Credit API          ${baseUrl}/v1   (OpenAPI: ${baseUrl}/v1/openapi.json)
  Health              ${baseUrl}/health
  Database            ${facts.database}
  Demo portfolio      ${facts.demoPortfolio}

  Products (productId handed to partners at onboarding):
${products}

  Credit API sandbox credentials (POST ${baseUrl}/oauth/token with client_id and client_secret):
${credentials}

  Desk API (${baseUrl}/desk-api/credit-notes/{id}/...), Authorization: Bearer <desk token>
    the token is kept in ${deskToken}

  Portal sign-in (${baseUrl}/login), password for every demo operator: ${DEMO_OPERATOR_PASSWORD}
${operators}
  Stop with Ctrl+C.
`;
}
