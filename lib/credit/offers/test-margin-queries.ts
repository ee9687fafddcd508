/**
 * Integration-test fixtures for offers and proposals: margin queries written straight into the database (the
 * margin query route belongs to the registrations work; writing the row keeps these tests independent of
 * it and lets them set the margin and the cache window exactly). Not used in production.
 */
import type { CreditMarginQuery, PrismaClient } from "@/lib/db/generated/client";
import { cpfFromBase } from "../sandbox/tax-id-generator";

/** A valid CPF that no test has used yet in this process (base 7xx..., outside the sandbox registry's shapes). */
export function freshTestCpf(): string {
  const base = `7${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return cpfFromBase(base);
}

export const TEST_EMPLOYER = { registrationNumber: "11444777000161", registrationCode: 4567, name: "Empresa de Teste Ltda" } as const;

export interface MarginQueryFixture {
  correspondentId: string;
  registrationNumber: string;
  freeMarginInCents?: number;
  /** Seconds until the end of the cache window; negative for a query already outside it. */
  validForSeconds?: number;
  queriedAt?: Date;
  employeeCode?: string;
}

export function insertMarginQuery(prisma: PrismaClient, fixture: MarginQueryFixture): Promise<CreditMarginQuery> {
  const queriedAt = fixture.queriedAt ?? new Date();
  return prisma.creditMarginQuery.create({
    data: {
      correspondentId: fixture.correspondentId,
      registrationNumber: fixture.registrationNumber,
      employeeCode: fixture.employeeCode ?? "000123",
      employerRegistrationNumber: TEST_EMPLOYER.registrationNumber,
      employerRegistrationCode: TEST_EMPLOYER.registrationCode,
      employerName: TEST_EMPLOYER.name,
      admissionDate: new Date("2019-03-01T00:00:00Z"),
      grossSalaryInCents: 500_000,
      freeMarginInCents: fixture.freeMarginInCents ?? 80_000,
      queriedAt,
      validUntil: new Date(queriedAt.getTime() + (fixture.validForSeconds ?? 1800) * 1000),
    },
  });
}
