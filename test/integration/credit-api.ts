/** Helpers for integration tests that call the credit API over HTTP as a partner would. */
import { inject } from "vitest";
import { DEMO_PARTNERS, type DemoPartner } from "@/lib/credit/sandbox/demo-partners";

export const [centro, norte] = DEMO_PARTNERS as [DemoPartner, DemoPartner];

export function apiUrl(path: string): string {
  return `${inject("baseUrl")}${path}`;
}

export async function tokenFor(partner: DemoPartner): Promise<string> {
  const response = await fetch(apiUrl("/oauth/token"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "client_credentials", client_id: partner.clientId, client_secret: partner.clientSecret }),
  });
  if (!response.ok) throw new Error(`token for ${partner.clientId}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A JSON request to the credit API with the partner's bearer token. */
export async function callApi(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      ...(body !== undefined && { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}
