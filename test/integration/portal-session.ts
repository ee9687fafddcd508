/**
 * Helpers for integration tests of the portal: sign in over HTTP through Auth.js's real endpoints (CSRF
 * token, credentials callback), request pages with the session cookie, and create throw-away operators.
 */
import { randomInt, randomUUID } from "node:crypto";
import { inject } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { PortalRole } from "@/lib/portal/auth/roles";
import { DEMO_OPERATOR_PASSWORD } from "@/lib/portal/seed/demo-portal";
import { hashSecret } from "@/lib/security/scrypt-hash";

export const demoPassword = DEMO_OPERATOR_PASSWORD;

export function portalUrl(path: string): string {
  return `${inject("baseUrl")}${path}`;
}

let prisma: PrismaClient | undefined;

/** A Prisma client on the test database (for arranging data and checking effects). */
export function testPrisma(): PrismaClient {
  prisma ??= createPrismaClient(inject("databaseUrl"));
  return prisma;
}

/** A random client address: the sign-in rate limit counts per address, so tests do not share one. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function cookiesFrom(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

export interface SignInResult {
  readonly status: number;
  readonly location: string | null;
  /** `name=value` of the session cookie when the sign-in succeeded. */
  readonly sessionCookie: string | null;
}

/** Signs in like the browser's form does, through Auth.js's credentials callback (of the suite's server by default). */
export async function signInOverHttp(email: string, password: string, options: { ip?: string; userAgent?: string; baseUrl?: string } = {}): Promise<SignInResult> {
  const ip = options.ip ?? randomIp();
  const url = (path: string) => (options.baseUrl ? `${options.baseUrl}${path}` : portalUrl(path));
  const common = { "x-forwarded-for": ip, "user-agent": options.userAgent ?? "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" };
  const csrf = await fetch(url("/api/auth/csrf"), { headers: common });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(url("/api/auth/callback/credentials"), {
    method: "POST",
    redirect: "manual",
    headers: { ...common, "content-type": "application/x-www-form-urlencoded", cookie: cookiesFrom(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: url("/") }),
  });
  const sessionCookie = cookiesFrom(response).find((cookie) => /authjs\.session-token=./.test(cookie)) ?? null;
  return { status: response.status, location: response.headers.get("location"), sessionCookie };
}

/** A page of the portal with (or without) a session cookie; redirects are not followed. */
export async function getPage(path: string, sessionCookie: string | null): Promise<{ status: number; location: string | null; html: string; headers: Headers }> {
  const response = await fetch(portalUrl(path), { redirect: "manual", headers: sessionCookie ? { cookie: sessionCookie } : {} });
  return { status: response.status, location: response.headers.get("location"), html: await response.text(), headers: response.headers };
}

/** Is the cookie a live session? (the home page renders instead of redirecting to /login) */
export async function isSignedIn(sessionCookie: string): Promise<boolean> {
  return (await getPage("/", sessionCookie)).status === 200;
}

export interface TestOperator {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly role: PortalRole;
  readonly branchId: string | null;
}

/** A new operator of its own (tests that lock or disable accounts must not touch the demo ones). */
export async function createTestOperator(role: PortalRole, branchCode: string | null = role === "correspondent" || role === "officer" ? "centro-se" : null): Promise<TestOperator> {
  const db = testPrisma();
  const branch = branchCode ? await db.portalBranch.findUniqueOrThrow({ where: { code: branchCode } }) : null;
  const password = `Teste-${randomUUID()}`;
  const email = `teste-${randomUUID()}@portal.test`;
  // Cheap parameters: a successful sign-in upgrades the hash, as it would for any old hash.
  const passwordHash = await hashSecret(password, { N: 2 ** 10, r: 8, p: 1 });
  const created = await db.user.create({ data: { email, name: "Operador de Teste", role, branchId: branch?.id ?? null, passwordHash } });
  return { id: created.id, email, password, role, branchId: created.branchId };
}

/** The operator's sign-in cookie, failing the test if the sign-in is refused. */
export async function sessionFor(operator: { email: string; password: string }): Promise<string> {
  const result = await signInOverHttp(operator.email, operator.password);
  if (!result.sessionCookie) throw new Error(`sign-in refused for a test operator (${result.status} ${result.location})`);
  return result.sessionCookie;
}
