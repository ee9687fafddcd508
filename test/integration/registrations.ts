/**
 * Fixtures for integration tests of the registrations and the margin steps: fresh CPFs, request bodies, the
 * sandbox registry's workers, and direct database access to make a sandbox deadline pass without waiting.
 */
import { randomInt } from "node:crypto";
import { inject } from "vitest";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { buildSandboxRegistry, type SandboxRegistryWorker } from "@/lib/credit/sandbox/registry";
import { cpfFromBase } from "@/lib/credit/sandbox/tax-id-generator";
import { createPrismaClient } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/db/generated/client";
import { callApi } from "./credit-api";

export { PRODUCT_IDS };

/** A valid CPF outside the sandbox registry's ranges (registry: 2xx–8xx, 900..., 100...). */
export function freshCpf(): string {
  return cpfFromBase(`0${String(randomInt(10_000_000, 99_999_999))}`);
}

const registry = buildSandboxRegistry();
const regularWorkers = registry.workers.filter((worker) => worker.scenario === "regular" && !worker.registrationNumber.startsWith("1000000"));

/**
 * The n-th generated regular worker of the registry. Each test file takes its own range of n (so the
 * authorizations and cached margin queries of one file never serve another): margin authorization 0–19,
 * free margin query 20–49, plan agreement 50–59, partner flows 60–69, signature page 70–89, document content 100–119, credit-note
 * pipeline 120 and above, the fault matrix's wizard 180–188, origination 170–173, the wizard's steps that decide nothing 174–177 (189 in all).
 */
export function regularWorker(n: number): SandboxRegistryWorker {
  const worker = regularWorkers[n];
  if (!worker) throw new Error(`no regular worker #${n}`);
  return worker;
}

export function personBody<T extends Record<string, unknown>>(overrides: T = {} as T) {
  return { registrationNumber: freshCpf(), name: "Maria Teste Sandbox", birthDate: "1988-04-12", ...overrides };
}

export function bankAccountBody(personId: string, holderRegistrationNumber: string, overrides: Record<string, unknown> = {}) {
  return { personId, bankCode: "001", agency: "1234", accountNumber: "987654", accountDigit: "3", accountType: "Checking", holderRegistrationNumber, ...overrides };
}

export async function registerPerson(token: string, overrides: Record<string, unknown> = {}) {
  const response = await callApi(token, "POST", "/v1/NaturalPerson", personBody(overrides));
  if (response.status !== 200) throw new Error(`person registration: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; registrationNumber: string };
}

export async function authorize(token: string, registrationNumber: string, extra: Record<string, unknown> = {}) {
  const response = await callApi(token, "POST", "/v1/RegistryEmployee/MarginAuthorization", { registrationNumber, ...extra });
  if (response.status !== 200) throw new Error(`authorization: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; status: string };
}

let prisma: PrismaClient | undefined;

/** A Prisma client on the test server's database (disconnect it in afterAll). */
export function testDatabase(): PrismaClient {
  prisma ??= createPrismaClient(inject("databaseUrl"));
  return prisma;
}

/** Makes the worker's answer due now, so the next read decides the authorization without waiting. */
export async function makeDecisionDue(authorizationId: string): Promise<void> {
  await testDatabase().creditMarginAuthorization.update({ where: { id: authorizationId }, data: { decisionDueAt: new Date(Date.now() - 1000) } });
}

/** Registers an authorization and has it decided (Approved for a regular worker). */
export async function authorizeAndDecide(token: string, registrationNumber: string, extra: Record<string, unknown> = {}) {
  const authorization = await authorize(token, registrationNumber, extra);
  await makeDecisionDue(authorization.id);
  return authorization;
}
