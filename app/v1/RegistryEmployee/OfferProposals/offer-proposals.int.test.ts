import { describe, expect, test } from "vitest";
import { insertMarginQuery } from "@/lib/credit/offers/test-margin-queries";
import { hoursFromNow, simulateTestOffer, type TestOffer } from "@/lib/credit/proposals/test-offers";
import { callApi, centro, partnersAndDatabase } from "@/test/integration/credit-api";

const api = partnersAndDatabase();

const newOffer = () => simulateTestOffer(api.prisma, api.centroToken, centro.correspondentId);
const contacts = [
  { type: "Email", contact: "maria.silva@exemplo.com.br" },
  { type: "WhatsApp", contact: "11987654321" },
];

function proposal(offer: TestOffer, fields: Record<string, unknown> = {}) {
  return {
    offerRequestId: offer.offerRequestId,
    expirationDate: hoursFromNow(48),
    proposalNumber: `P-${offer.offerRequestId}`,
    installmentCount: offer.numberOfPayments,
    installmentAmountInCents: offer.installmentAmountInCents,
    loanAmountInCents: offer.loanAmountInCents,
    monthlyInterestRate: offer.monthlyInterestRate,
    contacts,
    ...fields,
  };
}

const send = (body: unknown, token = api.centroToken, headers: Record<string, string> = {}) =>
  callApi(token, "POST", "/v1/RegistryEmployee/OfferProposals", body, headers);
const sendList = (body: unknown, token = api.centroToken) => callApi(token, "POST", "/v1/RegistryEmployee/OfferProposalsWarranty", body);

describe("POST /v1/RegistryEmployee/OfferProposals", () => {
  test("records the proposal for the caller's offer, contacts kept in the stored item", async () => {
    const offer = await newOffer();
    const body = proposal(offer);
    const response = await send(body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      offerRequestId: offer.offerRequestId,
      proposalNumber: body.proposalNumber,
      expirationDate: body.expirationDate,
      status: "Sent",
      hasWarranty: false,
    });
    const stored = await api.prisma.creditOfferProposal.findUniqueOrThrow({ where: { id: response.body?.id as string } });
    expect(stored.correspondentId).toBe(centro.correspondentId);
    expect((stored.payload as { contacts: unknown }).contacts).toEqual(contacts);
  });

  test("only offerRequestId and expirationDate are required", async () => {
    const offer = await newOffer();
    const response = await send({ offerRequestId: offer.offerRequestId, expirationDate: hoursFromNow(1) });
    expect(response.status).toBe(200);
  });

  test("an Idempotency-Key retry answers the first proposal and stores nothing new", async () => {
    const offer = await newOffer();
    const key = `proposal-${offer.offerRequestId}`;
    const first = await send(proposal(offer), api.centroToken, { "idempotency-key": key });
    const body = proposal(offer, { expirationDate: (first.body?.expirationDate as string) });
    const again = await send(body, api.centroToken, { "idempotency-key": key });
    expect(again.status).toBe(200);
    expect(again.body?.id).toBe(first.body?.id);
    expect(await api.prisma.creditOfferProposal.count({ where: { offerRequestId: offer.offerRequestId } })).toBe(1);
  });

  test("figures that differ from the offer's are a 400 naming each", async () => {
    const offer = await newOffer();
    const response = await send(proposal(offer, { installmentAmountInCents: offer.installmentAmountInCents + 1, installmentCount: 24 }));
    expect(response.status).toBe(400);
    expect(response.body?.errors).toEqual([
      { field: "installmentCount", message: expect.stringContaining(`${offer.numberOfPayments} (parcelas)`) },
      { field: "installmentAmountInCents", message: expect.stringContaining(`${offer.installmentAmountInCents} (centavos)`) },
    ]);
  });

  test("an expired offer is a 400 on offerRequestId; a past expirationDate a 400 on it", async () => {
    const offer = await newOffer();
    await api.prisma.creditOffer.update({ where: { offerRequestId: offer.offerRequestId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await send(proposal(offer));
    expect(expired.status).toBe(400);
    expect(expired.body?.errors).toEqual([{ field: "offerRequestId", message: expect.stringContaining("expirou") }]);

    const fresh = await newOffer();
    const past = await send(proposal(fresh, { expirationDate: "2020-01-01T00:00:00Z" }));
    expect(past.status).toBe(400);
    expect(past.body?.errors).toEqual([expect.objectContaining({ field: "expirationDate" })]);
  });

  test("an installment above the worker's current free margin is a 400", async () => {
    const offer = await newOffer();
    await insertMarginQuery(api.prisma, { correspondentId: centro.correspondentId, registrationNumber: offer.cpf, freeMarginInCents: 10_000 });
    const response = await send(proposal(offer));
    expect(response.status).toBe(400);
    expect(response.body?.errors).toEqual([{ field: "installmentAmountInCents", message: expect.stringContaining("margem livre atual, R$ 100,00") }]);
  });

  test("an unknown offer is a 404; another correspondent's offer a 403", async () => {
    const unknown = await send({ offerRequestId: 987_654_321, expirationDate: hoursFromNow(2) });
    expect(unknown.status).toBe(404);
    expect(unknown.body?.errors).toEqual([expect.objectContaining({ field: "offerRequestId" })]);
    const offer = await newOffer();
    expect((await send(proposal(offer), api.norteToken)).status).toBe(403);
  });

  test("the FGTS reinforcement block is refused here; a list is refused too", async () => {
    const offer = await newOffer();
    const response = await send(proposal(offer, { warranty: { hasWarranty: true, fgtsBalanceInCents: 100_000 } }));
    expect(response.status).toBe(400);
    expect(response.body?.errors).toEqual([expect.objectContaining({ field: "warranty" })]);
    expect((await send([proposal(offer)])).status).toBe(400);
  });

  test("without a token: 401", async () => {
    expect((await send({ offerRequestId: 1, expirationDate: hoursFromNow(1) }, "x")).status).toBe(401);
  });
});

describe("POST /v1/RegistryEmployee/OfferProposalsWarranty", () => {
  test("records every proposal of the list, in order, with the FGTS reinforcement flag", async () => {
    const [first, second] = [await newOffer(), await newOffer()];
    const response = await sendList([
      proposal(first, { warranty: { hasWarranty: true, fgtsBalanceInCents: 350_000, fgtsRescissionPenaltyInCents: 140_000, rescissionBenefitPercentage: 40 } }),
      proposal(second),
    ]);
    expect(response.status).toBe(200);
    const records = response.body as unknown as Array<{ offerRequestId: number; hasWarranty: boolean; status: string }>;
    expect(records.map((record) => [record.offerRequestId, record.hasWarranty, record.status])).toEqual([
      [first.offerRequestId, true, "Sent"],
      [second.offerRequestId, false, "Sent"],
    ]);
  });

  test("one refused item refuses the list, named by its index, and stores nothing", async () => {
    const [good, expired] = [await newOffer(), await newOffer()];
    await api.prisma.creditOffer.update({ where: { offerRequestId: expired.offerRequestId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await sendList([proposal(good), proposal(expired)]);
    expect(response.status).toBe(400);
    expect(response.body?.errors).toEqual([expect.objectContaining({ field: "[1].offerRequestId" })]);
    expect(await api.prisma.creditOfferProposal.count({ where: { offerRequestId: good.offerRequestId } })).toBe(0);
  });

  test("hasWarranty without the FGTS balance is a 400 naming it", async () => {
    const offer = await newOffer();
    const response = await sendList([proposal(offer, { warranty: { hasWarranty: true } })]);
    expect(response.status).toBe(400);
    expect(response.body?.errors).toEqual([expect.objectContaining({ field: "[0].warranty.fgtsBalanceInCents" })]);
  });

  test("an unknown offer in the list is a 404 naming its index; another's offer a 403", async () => {
    const offer = await newOffer();
    const unknown = await sendList([proposal(offer), { offerRequestId: 987_654_322, expirationDate: hoursFromNow(2) }]);
    expect(unknown.status).toBe(404);
    expect(unknown.body?.errors).toEqual([expect.objectContaining({ field: "[1].offerRequestId" })]);
    expect((await sendList([proposal(offer)], api.norteToken)).status).toBe(403);
  });
});
