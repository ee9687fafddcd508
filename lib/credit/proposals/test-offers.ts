/**
 * Integration-test fixture for proposals and the CTPS revalidation: a worker with a margin query (written in
 * the database, see offers/test-margin-queries.ts) and one offer simulated over HTTP.
 */
import { z } from "zod";
import type { PrismaClient } from "@/lib/db/generated/client";
import { callApi } from "@/test/integration/credit-api";
import { freshTestCpf, insertMarginQuery } from "../offers/test-margin-queries";

export interface TestOffer {
  cpf: string;
  offerRequestId: number;
  installmentAmountInCents: number;
  loanAmountInCents: number;
  numberOfPayments: number;
  monthlyInterestRate: number;
}

/** The offer fields the tests use; the rest of each offer passes through. */
const offersSchema = z.array(
  z.looseObject({
    offerRequestId: z.number(),
    installmentAmountInCents: z.number(),
    loanAmountInCents: z.number(),
    numberOfPayments: z.number(),
    monthlyInterestRate: z.number(),
  }),
);

export async function simulateTestOffer(prisma: PrismaClient, token: string, correspondentId: string, freeMarginInCents = 80_000): Promise<TestOffer> {
  const cpf = freshTestCpf();
  await insertMarginQuery(prisma, { correspondentId, registrationNumber: cpf, freeMarginInCents });
  const response = await callApi(token, "POST", "/v1/Amortization/RegistryEmployeeOffers", {
    registrationNumber: cpf,
    calculateByValue: "Gross",
    requestedValue: 1_000_000,
    rangeNumberOfPayments: [48],
  });
  const offers = offersSchema.safeParse(response.body);
  const offer = offers.success ? offers.data[0] : undefined;
  if (response.status !== 200 || offer === undefined) throw new Error(`offer expected: ${response.status} ${JSON.stringify(response.body)}`);
  return { cpf, ...offer };
}

/** An expiration date `hours` from now, in the contract's format. */
export function hoursFromNow(hours: number): string {
  return `${new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 19)}Z`;
}
