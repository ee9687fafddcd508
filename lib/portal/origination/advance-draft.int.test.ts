/**
 * Issue 24's steps that decide nothing, against the real credit API and database: what the wizard passes by itself,
 * and what still stops and asks (a pending or expired authorization, a margin query whose window has passed). The
 * pure rules are in step-decisions.test.ts; this is the wiring, the margin query's refusal and the typed values.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { makeDecisionDue, regularWorker, testDatabase } from "@/test/integration/registrations";
import { testPrisma } from "@/test/integration/portal-session";
import { loadSessionOperator, type SessionOperator } from "../auth/load-session-operator";
import { registerBorrower } from "../borrowers/register-borrower";
import { listMarginAuthorizations } from "../borrowers/request-margin-authorization";
import { advanceDraft } from "./advance-draft";
import { requestDraftAuthorization } from "./confirm-authorization";
import { createDraft } from "./create-draft";
import { requireOwnDraft } from "./load-draft";
import type { OriginationContext } from "./origination-actor";
import { startDraftForBorrower } from "./start-from-borrower";
import { currentStep } from "./steps";
import { keepTypedValues } from "./typed-values";
import { typedValuesOfStep } from "./typed-values-read";

let context: OriginationContext;

beforeAll(async () => {
  process.env.DATABASE_URL = inject("databaseUrl");
  process.env.CREDIT_API_URL = inject("baseUrl");
  const user = await testPrisma().user.findUniqueOrThrow({ where: { email: "correspondente.se@centro.demo" } });
  const sid = randomUUID();
  const { storedSessionToken } = await import("../auth/session-token");
  await testPrisma().session.create({ data: { sessionToken: storedSessionToken(sid), userId: user.id, expires: new Date(Date.now() + 3_600_000) } });
  const operator: SessionOperator | null = await loadSessionOperator(sid);
  if (!operator) throw new Error("no session operator");
  context = { operator, meta: { ipPrefix: "10.1.2.0/24", ipHash: "h", userAgent: "Chrome · Linux" } };
});
afterAll(() => testDatabase().$disconnect());

/** A payroll wizard started from a registered borrower's page (one account: chosen), with its authorization still pending. */
async function startedFromBorrower(workerIndex: number) {
  const worker = regularWorker(workerIndex);
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
  const started = await startDraftForBorrower(context, { product: "payroll", personId: registered.personId });
  expect(started.borrowerChosen).toBe(true);
  const pending = await requestDraftAuthorization(context, { draftId: started.id, formKey: randomUUID() });
  return { draftId: started.id, worker, authorizationId: pending.data.authorization!.id };
}

async function approve(authorizationId: string) {
  await makeDecisionDue(authorizationId);
}

const draft = (id: string) => requireOwnDraft(context.operator, id);

describe("steps that decide nothing", () => {
  test("from the borrower: a pending authorization stops; approved, it passes, and the margin is queried at once for the single link", async () => {
    const { draftId, authorizationId } = await startedFromBorrower(174);
    const waiting = await advanceDraft(context, await draft(draftId));
    expect(waiting.passed).toEqual([]);
    expect(currentStep("payroll", waiting.draft.data)).toBe("autorizacao");

    await approve(authorizationId);
    const advanced = await advanceDraft(context, await draft(draftId));
    expect(advanced.passed).toEqual(["autorizacao", "margem"]);
    expect(currentStep("payroll", advanced.draft.data)).toBe("simulacao");
    expect(advanced.draft.data.authorization).toMatchObject({ id: authorizationId, status: "Approved" });
    expect(advanced.draft.data.margin?.query.registrationNumber).toBe(regularWorker(174).registrationNumber);
  });

  test("an expired authorization stops and asks: the margin query's refusal is recorded and it is never passed again", async () => {
    const { draftId, worker, authorizationId } = await startedFromBorrower(175);
    await approve(authorizationId);
    expect((await listMarginAuthorizations(context, worker.registrationNumber))[0]?.status).toBe("Approved");
    // Approved, and expired a moment ago: the contract keeps it Approved, only the margin query says no.
    await testDatabase().creditMarginAuthorization.update({ where: { id: authorizationId }, data: { validUntil: new Date(Date.now() - 1000) } });
    const refused = await advanceDraft(context, await draft(draftId));
    expect(currentStep("payroll", refused.draft.data)).toBe("autorizacao");
    expect(refused.draft.data.authorization?.refusedByMarginQueryAt).toBeDefined();
    expect((await advanceDraft(context, refused.draft)).passed).toEqual([]);
  });

  test("a margin query whose cache window has passed stops and asks for a new one", async () => {
    const { draftId, worker, authorizationId } = await startedFromBorrower(176);
    await approve(authorizationId);
    const first = await advanceDraft(context, await draft(draftId));
    expect(first.passed).toContain("margem");
    // Another wizard for the same borrower, after the window: the old query is in the history, out of its window.
    await testDatabase().creditMarginQuery.updateMany({ where: { registrationNumber: worker.registrationNumber }, data: { validUntil: new Date(Date.now() - 1000) } });
    const other = await createDraft(context.operator, "payroll");
    const { selectBorrower } = await import("./select-borrower");
    const chosen = await selectBorrower(context, { draftId: other.id, personId: first.draft.data.borrower!.personId, bankAccountId: first.draft.data.borrower!.bankAccount.id });
    const stopped = await advanceDraft(context, chosen);
    expect(stopped.passed).toEqual(["autorizacao"]);
    expect(currentStep("payroll", stopped.draft.data)).toBe("margem");
  });

  test("typed values are kept for the current step only, and dropped once a step is recorded", async () => {
    const { draftId } = await startedFromBorrower(177);
    expect(await keepTypedValues(context.operator, { draftId, step: "operacao", formId: "operacao", values: { warrantyType: "RegistryEmployeeRefinance" } })).toEqual({ kept: false });
    expect(await keepTypedValues(context.operator, { draftId, step: "autorizacao", formId: "canal", values: { note: "ligar à tarde" } })).toEqual({ kept: true });
    const kept = await draft(draftId);
    expect(typedValuesOfStep(kept.typed, "autorizacao")).toEqual({ canal: { note: "ligar à tarde" } });
    expect(kept.data.borrower).toBeDefined();
    // Recording the step (here: the borrower's authorization again) rewrites the draft without them.
    await requestDraftAuthorization(context, { draftId, formKey: randomUUID() });
    expect((await draft(draftId)).typed).toEqual({});
  });
});
