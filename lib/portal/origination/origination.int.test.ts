/**
 * The origination wizards' server-side steps against the real credit API and database, as the server actions call
 * them (operatorAction only adds the origin, session and capability checks around these).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inject } from "vitest";
import { makeDecisionDue, regularWorker, testDatabase } from "@/test/integration/registrations";
import { testPrisma } from "@/test/integration/portal-session";
import { loadSessionOperator, type SessionOperator } from "../auth/load-session-operator";
import { ActionRefusal } from "../actions/action-result";
import { registerBorrower } from "../borrowers/register-borrower";
import { brasiliaToday } from "../format/dates";
import { confirmDraftAuthorization, requestDraftAuthorization } from "./confirm-authorization";
import { createDraft } from "./create-draft";
import { createDraftOperation } from "./create-draft-operation";
import { queryDraftMargin, selectDraftMargin, linkKey } from "./draft-margin";
import { draftProgress } from "./draft-progress";
import { sendDraftProposal } from "./draft-proposal";
import { choosePayrollPlan, chooseOffer, previewOffers, previewPayrollPlan } from "./draft-simulation";
import { requireOwnDraft } from "./load-draft";
import type { OriginationContext } from "./origination-actor";
import { saveDraftStep } from "./save-draft-step";
import { selectBorrower } from "./select-borrower";
import { confirmDraftDocuments, submitDraftOperation } from "./submit-draft-operation";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { firstPaymentDate, priceAmortization, warrantyItem } from "@/test/integration/credit-notes";
import { waitForStatus } from "@/test/integration/signatures";
import { loadStepView } from "./load-step-view";

let context: OriginationContext;

beforeAll(async () => {
  process.env.DATABASE_URL = inject("databaseUrl");
  process.env.CREDIT_API_URL = inject("baseUrl");
  context = { operator: await operatorFor("correspondente.se@centro.demo"), meta: { ipPrefix: "10.1.2.0/24", ipHash: "h", userAgent: "Chrome · Linux" } };
});
afterAll(() => testDatabase().$disconnect());

/** A signed-in correspondent as the session layer would load it (a session row of its own). */
async function operatorFor(email: string): Promise<SessionOperator> {
  const user = await testPrisma().user.findUniqueOrThrow({ where: { email } });
  const sid = randomUUID();
  const { storedSessionToken } = await import("../auth/session-token");
  await testPrisma().session.create({ data: { sessionToken: storedSessionToken(sid), userId: user.id, expires: new Date(Date.now() + 3_600_000) } });
  const operator = await loadSessionOperator(sid);
  if (!operator) throw new Error("no session operator");
  return operator;
}

/** A draft with a registered borrower (a sandbox worker) and an approved authorization, at the margin step. */
async function draftAtMargin(workerIndex: number) {
  const worker = regularWorker(workerIndex);
  const { id } = await createDraft(context.operator, "payroll");
  const registered = await registerBorrower(
    context,
    {
      registrationNumber: worker.registrationNumber,
      name: "Trabalhador do Sandbox",
      birthDate: "1985-03-10",
      account: { bankCode: "001", agency: "1234", accountNumber: "56789", accountDigit: "0", accountType: "Checking" },
    },
    randomUUID(),
  );
  await selectBorrower(context, { draftId: id, ...registered });
  const pending = await requestDraftAuthorization(context, { draftId: id, formKey: randomUUID() });
  expect(pending.data.authorization?.status).toBe("Pending");
  await makeDecisionDue(pending.data.authorization!.id);
  const { authorization } = await confirmDraftAuthorization(context, { draftId: id });
  expect(authorization.status).toBe("Approved");
  return { draftId: id, worker, registered };
}

async function refusalOf(promise: Promise<unknown>): Promise<ActionRefusal> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ActionRefusal);
  return error as ActionRefusal;
}

describe("payroll origination, path A (offers) to signature links", () => {
  test("registration, authorization, margin, offers, proposal, one creation for two clicks, submission, SignUrl", async () => {
    const { draftId, registered } = await draftAtMargin(170);
    const margin = await queryDraftMargin(context, { draftId });
    await selectDraftMargin(context, { draftId, link: linkKey(margin) });

    const form = { valueMode: "Maximum" as const, value: null, terms: [24, 36], rateMode: "MinimumRate" as const };
    const offers = await previewOffers(context, { draftId, form });
    expect(offers.map((offer) => offer.numberOfPayments)).toEqual([24, 36]);
    for (const offer of offers) expect(offer.installmentAmountInCents).toBeLessThanOrEqual(margin.freeMarginInCents);

    const chosen = await chooseOffer(context, { draftId, form, numberOfPayments: 36 });
    expect(chosen.data.simulation).toMatchObject({ path: "offers", offer: { numberOfPayments: 36 } });

    const proposed = await sendDraftProposal(context, {
      draftId,
      form: {
        expirationDay: brasiliaToday(),
        proposalNumber: "PX-TESTE-1",
        contacts: [{ type: "Cellphone", contact: "11987654321" }],
        withReinforcement: true,
        fgtsBalanceInCents: 250_000 as never,
        fgtsRescissionPenaltyInCents: null,
        rescissionBenefitPercentage: null,
      },
    });
    expect(proposed.data.proposal).toMatchObject({ proposalNumber: "PX-TESTE-1", hasWarranty: true });

    const simulation = chosen.data.simulation;
    if (simulation?.path !== "offers") throw new Error("expected an offer");
    const form2 = { warrantyType: "RegistryEmployee" as const, discountStartPeriod: `${simulation.firstPaymentDate.slice(0, 7)}-01`, observations: undefined };
    const [first, second] = await Promise.allSettled([
      createDraftOperation(context, { draftId, product: "payroll", form: form2 }),
      createDraftOperation(context, { draftId, product: "payroll", form: form2 }),
    ]);
    const created = first.status === "fulfilled" ? first.value : second.status === "fulfilled" ? second.value : undefined;
    expect(created?.data.operation?.id).toBeDefined();
    const operationId = created!.data.operation!.id;
    expect(await testDatabase().creditNote.count({ where: { personId: registered.personId } })).toBe(1);

    const note = await testDatabase().creditNote.findUniqueOrThrow({ where: { id: operationId } });
    const warranty = (note.warranty as Array<Record<string, unknown>>)[0];
    expect(warranty).toMatchObject({
      registry_EmployeeCode: margin.employeeCode,
      registry_EmployerRegistrationNumber: margin.employerRegistrationNumber,
      registry_OriginalMargin: margin.freeMarginInCents / 100,
      registry_ProposalNumber: "PX-TESTE-1",
      registry_HasWarranty: true,
      registry_WarrantyFgtsBalanceInCents: 250_000,
    });
    expect(note.registryOfferCTPSRequestId).toBe(simulation.offer.offerRequestId);
    // The board follows it from its creation, with its branch and operator.
    const tracked = await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: operationId } });
    expect(tracked).toMatchObject({ origin: "portal", branchId: context.operator.branchId, operatorId: context.operator.id, status: "Draft" });
    const audits = await testPrisma().portalAuditEvent.findMany({ where: { operationId }, orderBy: { id: "asc" } });
    expect(audits.map((event) => event.action)).toEqual(["operation.created"]);
    expect(audits[0]?.summary).not.toContain(regularWorker(170).registrationNumber);

    await confirmDraftDocuments(context, { draftId });
    const submitted = await submitDraftOperation(context, { draftId, acknowledged: true });
    expect(submitted.state).toBe("submitted");
    const upstream = await testDatabase().creditNote.findUniqueOrThrow({ where: { id: operationId } });
    expect(upstream.status).not.toBe("Draft");
    // The board shows the submitted status on its next poll (recorded from the API's answer, no scan), and the
    // operation is hot: its pipeline stages are read as they come.
    const afterSubmit = await testPrisma().portalTrackedOperation.findUniqueOrThrow({ where: { id: operationId } });
    expect(afterSubmit.status).not.toBe("Draft");
    expect(afterSubmit.version).toBeGreaterThan(tracked.version);
    expect(afterSubmit.hotNextReadAt).not.toBeNull();
    const recorded = await testPrisma().portalOperationTransition.findMany({ where: { operationId }, orderBy: { sequence: "asc" } });
    expect(recorded.map((transition) => transition.toStatus)).toContain(afterSubmit.status);

    let progress = await draftProgress(context.operator, draftId);
    for (let attempt = 0; attempt < 40 && !progress.signers; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      progress = await draftProgress(context.operator, draftId);
    }
    expect(progress.status).toBe("Signatures");
    expect(progress.signers?.[0]?.url).toMatch(/\/sign\//);
  }, 60_000);
});

describe("live margin: reserves made since the margin query", () => {
  /** An operation of the borrower created and submitted over the API; the pipeline reserves its installment. */
  async function reservingOperation(token: string, registered: { personId: string; bankAccountId: string }, worker: ReturnType<typeof regularWorker>, requestedAmount: number) {
    const firstPayment = await firstPaymentDate(token);
    const created = await callApi(token, "POST", "/v1/CreditNote?returnValue=true", {
      productId: PRODUCT_IDS.payrollPrice,
      personId: registered.personId,
      bankAccountId: registered.bankAccountId,
      amortization: priceAmortization(firstPayment, { requestedAmount, numberOfPayments: 24 }),
      warranty: [warrantyItem({ registry_EmployerRegistrationNumber: worker.employerRegistrationNumber, registry_EmployerName: worker.employerName, registry_DiscountStartPeriod: `${firstPayment.slice(0, 7)}-01` })],
      liquidationType: "EletronicTransfer",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body as { id: string }).id;
    expect((await callApi(token, "POST", `/v1/CreditNote/${id}/submitapproval`)).status).toBe(200);
    return id;
  }

  test("the issue's worker: the card and the offers count two fresh reserves; nothing above the live margin is choosable", async () => {
    const { draftId, worker, registered } = await draftAtMargin(96);
    const margin = await queryDraftMargin(context, { draftId });
    await selectDraftMargin(context, { draftId, link: linkKey(margin) });
    const token = await tokenFor(centro);
    // Two payroll loans of the same worker reserve margin after the query (still inside its cache window).
    const ids = [
      await reservingOperation(token, registered, worker, Math.round(margin.freeMarginInCents * 6)),
      await reservingOperation(token, registered, worker, Math.round(margin.freeMarginInCents * 6)),
    ];
    for (const id of ids) await waitForStatus(token, id, ["Signatures"]);
    const reserved = (await testDatabase().creditMarginReservation.findMany({ where: { creditNoteId: { in: ids }, releasedAt: null } })).reduce((sum, row) => sum + row.installmentInCents, 0);
    expect(reserved).toBeGreaterThan(0);
    const live = margin.freeMarginInCents - reserved;
    expect(live).toBeGreaterThan(0);

    // The API still answers the query's margin; the wizard shows and uses the live one.
    expect((await queryDraftMargin(context, { draftId })).freeMarginInCents).toBe(margin.freeMarginInCents);
    const draft = await requireOwnDraft(context.operator, draftId);
    const view = await loadStepView(context, draft, "margem");
    if (view.step !== "margem") throw new Error("expected the margin step");
    expect(view.live[linkKey(margin)]).toMatchObject({ queriedInCents: margin.freeMarginInCents, freeMarginInCents: live });
    expect(view.live[linkKey(margin)]?.reserves.map((reserve) => reserve.operationId).sort()).toEqual([...ids].sort());

    const form = { valueMode: "Maximum" as const, value: null, terms: [24, 36, 48], rateMode: "MinimumRate" as const };
    const offers = await previewOffers(context, { draftId, form });
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.installmentAmountInCents).toBeLessThanOrEqual(live);
    const chosen = await chooseOffer(context, { draftId, form, numberOfPayments: offers[0]!.numberOfPayments });
    expect(chosen.data.simulation?.path).toBe("offers");

    // A plan whose largest installment fits the query's margin but not the live one is refused, saying why.
    const probe = { productId: PRODUCT_IDS.payrollPrice, requestedAmount: 1_000_000, apr: 1.6, numberOfPayments: 24 };
    const perReal = Math.max(...(await previewPayrollPlan(context, { draftId, form: probe })).installments.map((installment) => installment.paymentInCents)) / probe.requestedAmount;
    const tooBig = { ...probe, requestedAmount: Math.round((live + margin.freeMarginInCents) / 2 / perReal) };
    const largest = Math.max(...(await previewPayrollPlan(context, { draftId, form: tooBig })).installments.map((installment) => installment.paymentInCents));
    expect(largest).toBeGreaterThan(live);
    expect(largest).toBeLessThanOrEqual(margin.freeMarginInCents);
    const refusal = await refusalOf(choosePayrollPlan(context, { draftId, form: tooBig }));
    expect(refusal.message).toContain("margem livre atual");
    expect(refusal.message).toContain("2 operações do trabalhador reservaram margem");
  }, 90_000);
});

describe("payroll origination, path B (amortization)", () => {
  test("the preview is the API's plan (installments reconcile to the cent); the choice is re-simulated and recorded", async () => {
    const { draftId } = await draftAtMargin(171);
    const margin = await queryDraftMargin(context, { draftId });
    await selectDraftMargin(context, { draftId, link: linkKey(margin) });
    const form = { productId: PRODUCT_IDS.payrollSac, requestedAmount: 300_000, apr: 2.1, numberOfPayments: 24 };
    const plan = await previewPayrollPlan(context, { draftId, form });
    expect(plan.installments).toHaveLength(24);
    expect(plan.installments.reduce((total, installment) => total + installment.paymentInCents, 0)).toBe(plan.totalPaymentInCents);
    expect(plan.issuanceCostInCents).toBe(3000);

    const chosen = await choosePayrollPlan(context, { draftId, form });
    expect(chosen.data.simulation).toMatchObject({ path: "amortization", productId: PRODUCT_IDS.payrollSac, amortization: { amortizationType: "sac", requestedAmount: 300_000, calculationType: "V365DiasCorridos" } });
  });

  test("a rate outside the product's range is refused at the field, naming the range; cents typed as reais at the amount", async () => {
    const { draftId } = await draftAtMargin(172);
    const margin = await queryDraftMargin(context, { draftId });
    await selectDraftMargin(context, { draftId, link: linkKey(margin) });
    const rate = await refusalOf(previewPayrollPlan(context, { draftId, form: { productId: PRODUCT_IDS.payrollPrice, requestedAmount: 300_000, apr: 5, numberOfPayments: 24 } }));
    expect(rate.fieldErrors?.apr).toContain("1,60% a 3,80% ao mês");
    // R$ 3.000,00 meant, its cents typed in the reais field: a hundred times the amount, above the margin's ceiling.
    const units = await refusalOf(
      previewPayrollPlan(context, { draftId, form: { productId: PRODUCT_IDS.payrollPrice, requestedAmount: 300_000 * 100, apr: 2, numberOfPayments: 24 } }),
    );
    expect(units.fieldErrors?.requestedAmount).toContain("Este campo é em reais");
  });
});

describe("guards", () => {
  test("a step cannot be acted on before its prerequisites; a stale draft cannot overwrite a newer one", async () => {
    const { id } = await createDraft(context.operator, "payroll");
    const early = await refusalOf(createDraftOperation(context, { draftId: id, product: "payroll", form: { warrantyType: "RegistryEmployee", discountStartPeriod: "2099-01-01", observations: undefined } }));
    expect(early.code).toBe("conflict");

    const draft = await requireOwnDraft(context.operator, id);
    const borrower = {
      personId: randomUUID(),
      registrationNumber: "52998224725",
      name: "Maria",
      birthDate: "1990-01-01",
      bankAccount: { id: randomUUID(), bankCode: "001", agency: "1", accountNumber: "2", accountDigit: "3", accountType: "Checking" as const, holderRegistrationNumber: "52998224725" },
    };
    await saveDraftStep({ draft, step: "tomador", value: borrower });
    const stale = await refusalOf(saveDraftStep({ draft, step: "tomador", value: { ...borrower, name: "Outra" } }));
    expect(stale.code).toBe("conflict");

    const other = await operatorFor("agente@centro.demo");
    await expect(requireOwnDraft(other, id)).rejects.toMatchObject({ code: "not-found" });
  });

  test("another branch's borrower cannot be chosen (the credit API refuses it with the branch's credential)", async () => {
    const norteOperator = await operatorFor("correspondente@norte.demo");
    const norteContext = { ...context, operator: norteOperator };
    const registered = await registerBorrower(
      norteContext,
      { registrationNumber: regularWorker(173).registrationNumber, name: "Pessoa do Norte", birthDate: "1990-05-05", account: { bankCode: "237", agency: "1", accountNumber: "1", accountDigit: "1", accountType: "Savings" } },
      randomUUID(),
    );
    const { id } = await createDraft(context.operator, "payroll");
    await expect(selectBorrower(context, { draftId: id, ...registered })).rejects.toMatchObject({ kind: "forbidden" });
  });
});
