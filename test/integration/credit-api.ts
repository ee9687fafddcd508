/** Helpers for integration tests that call the credit API over HTTP as a partner would. */
import { afterAll, beforeAll, inject } from "vitest";
import { DEMO_PARTNERS, type DemoPartner } from "@/lib/credit/sandbox/demo-partners";
import type { PrismaClient } from "@/lib/db/generated/client";

export const [centro, norte] = DEMO_PARTNERS as [DemoPartner, DemoPartner];

export function apiUrl(path: string): string {
  return `${inject("baseUrl")}${path}`;
}

/** The partner's access token from the suite's server, or from the system at `baseUrl`. */
export async function tokenFor(partner: Pick<DemoPartner, "clientId" | "clientSecret">, baseUrl: string = inject("baseUrl")): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth/token`, {
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

/**
 * For a file that calls the API as both demo partners and reads the database: before its tests, `DATABASE_URL` points
 * the lib code under test at the test database and both tokens are fetched; after them, the client is closed.
 */
export function partnersAndDatabase(): { readonly prisma: PrismaClient; readonly centroToken: string; readonly norteToken: string } {
  const context = {} as { prisma: PrismaClient; centroToken: string; norteToken: string };
  beforeAll(async () => {
    process.env.DATABASE_URL = inject("databaseUrl");
    context.prisma = (await import("@/lib/db/client")).getPrisma();
    [context.centroToken, context.norteToken] = await Promise.all([tokenFor(centro), tokenFor(norte)]);
  });
  afterAll(() => context.prisma.$disconnect());
  return context;
}
