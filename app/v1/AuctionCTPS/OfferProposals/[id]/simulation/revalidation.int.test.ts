import { describe, expect, test } from "vitest";
import { insertMarginQuery } from "@/lib/credit/offers/test-margin-queries";
import { hoursFromNow, simulateTestOffer, type TestOffer } from "@/lib/credit/proposals/test-offers";
import { callApi, centro, partnersAndDatabase } from "@/test/integration/credit-api";

const api = partnersAndDatabase();

async function proposed(): Promise<{ offer: TestOffer; proposalId: string }> {
  const offer = await simulateTestOffer(api.prisma, api.centroToken, centro.correspondentId, 80_000);
  const response = await callApi(api.centroToken, "POST", "/v1/RegistryEmployee/OfferProposals", {
    offerRequestId: offer.offerRequestId,
    expirationDate: hoursFromNow(72),
  });
  if (response.status !== 200) throw new Error(`proposal expected: ${response.status}`);
  return { offer, proposalId: response.body?.id as string };
}

const revalidate = (id: string, token = api.centroToken) => callApi(token, "GET", `/v1/AuctionCTPS/OfferProposals/${id}/simulation`);

describe("GET /v1/AuctionCTPS/OfferProposals/{id}/simulation", () => {
  test("Valid: the offer simulated again fits the current margin", async () => {
    const { offer, proposalId } = await proposed();
    const response = await revalidate(proposalId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ proposalId, offerRequestId: offer.offerRequestId, outcome: "Valid", freeMarginInCents: 80_000 });
    expect(response.body?.offer).toMatchObject({
      offerRequestId: offer.offerRequestId,
      numberOfPayments: offer.numberOfPayments,
      loanAmountInCents: offer.loanAmountInCents,
      installmentAmountInCents: offer.installmentAmountInCents,
      monthlyInterestRate: offer.monthlyInterestRate,
      expiresAt: response.body?.expirationDate,
    });
  });

  test("InsufficientMargin: a margin that dropped since the proposal surfaces here", async () => {
    const { offer, proposalId } = await proposed();
    await insertMarginQuery(api.prisma, { correspondentId: centro.correspondentId, registrationNumber: offer.cpf, freeMarginInCents: offer.installmentAmountInCents - 1 });
    const response = await revalidate(proposalId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ outcome: "InsufficientMargin", freeMarginInCents: offer.installmentAmountInCents - 1 });
    expect(response.body?.offer).toBeDefined();
  });

  test("Expired: past the proposal's expiration date, without an offer; the proposal becomes Expired", async () => {
    const { proposalId } = await proposed();
    await api.prisma.creditOfferProposal.update({ where: { id: proposalId }, data: { expirationDate: new Date(Date.now() - 1000) } });
    const response = await revalidate(proposalId);
    expect(response.status).toBe(200);
    expect(response.body?.outcome).toBe("Expired");
    expect(response.body).not.toHaveProperty("offer");
    expect((await api.prisma.creditOfferProposal.findUniqueOrThrow({ where: { id: proposalId } })).status).toBe("Expired");
  });

  test("another correspondent's proposal is a 403; an unknown one a 404; a malformed id a 400", async () => {
    const { proposalId } = await proposed();
    expect((await revalidate(proposalId, api.norteToken)).status).toBe(403);
    expect((await revalidate("3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f")).status).toBe(404);
    expect((await revalidate("42")).status).toBe(400);
  });

  test("without a token: 401", async () => {
    expect((await revalidate("3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f", "")).status).toBe(401);
  });
});
