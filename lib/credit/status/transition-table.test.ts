import { describe, expect, test } from "vitest";
import { operationStatusValues, transitionActorValues, type OperationStatus, type TransitionActor } from "@/lib/contract";
import { AppError } from "@/lib/http";
import { nextTransition, type PipelineFacts } from "../pipeline/next-transition";
import { transitionCreditNote } from "./transition-credit-note";
import { findTransitionRule } from "./transition-table";

const ALL = operationStatusValues;
const except = (...left: OperationStatus[]) => ALL.filter((status) => !left.includes(status));

/** The spec's transition table and the desk's decisions, written out here independently of transition-table.ts. */
const EXPECTED: Readonly<Record<TransitionActor, ReadonlyArray<readonly [readonly OperationStatus[], OperationStatus]>>> = {
  Partner: [
    [["Draft", "Revision"], "ComplianceApproval"],
    [["WarrantyRevision"], "Warranty"],
    [["PaymentRevision"], "WaitLiquidation"],
    [except("Finished", "Canceled", "Liquidation", "ManualLiquidation"), "Canceled"],
  ],
  Pipeline: [
    [["ComplianceApproval"], "CreditApproval"],
    [["CreditApproval"], "Warranty"],
    [["Warranty"], "ManualWarranty"],
    [["Warranty"], "WarrantyRevision"],
    [["Warranty"], "MarginReserveApproval"],
    [["Warranty", "MarginReserveApproval"], "InstrumentApproval"],
    [["InstrumentApproval"], "Signatures"],
    [["InstrumentApproval"], "PartnerSignaturesValidation"],
    [["Signatures"], "SignaturesValidation"],
    [["Signatures"], "Canceled"],
    [["SignaturesValidation", "PartnerSignaturesValidation"], "WaitLiquidation"],
    [["WaitLiquidation"], "Liquidation"],
    [["WaitLiquidation"], "ManualLiquidation"],
    [["Liquidation"], "PaymentRevision"],
    [["Liquidation"], "Finished"],
    [except("Finished", "Canceled"), "Error"],
  ],
  Desk: [
    [except("Finished", "Canceled", "Draft", "Revision"), "Revision"],
    [["ComplianceApproval", "CreditApproval", "Warranty", "MarginReserveApproval", "ManualWarranty", "WarrantyRevision", "InstrumentApproval"], "Disapproved"],
    [["ManualWarranty"], "InstrumentApproval"],
    [["ManualLiquidation"], "Finished"],
    [except("Finished", "Canceled", "Error"), "Error"],
  ],
};

function expectedAllowed(from: OperationStatus, to: OperationStatus, actor: TransitionActor): boolean {
  return EXPECTED[actor].some(([froms, target]) => target === to && froms.includes(from));
}

const everyTriple = transitionActorValues.flatMap((actor) => ALL.flatMap((from) => ALL.map((to) => [from, to, actor] as const)));

/** A transaction that records the writes asked of it (the effects themselves run against PostgreSQL elsewhere). */
function recordingTx(updated = 1) {
  const calls: string[] = [];
  const model = (name: string, answers: Record<string, unknown> = {}) =>
    new Proxy(
      {},
      {
        get: (_target, method: string) => async () => {
          calls.push(`${name}.${method}`);
          return answers[method];
        },
      },
    );
  const tx = {
    creditNote: model("creditNote", { updateMany: { count: updated } }),
    creditNoteTransition: model("creditNoteTransition"),
    creditMarginReservation: model("creditMarginReservation", { updateMany: { count: 1 } }),
    creditNaturalPerson: model("creditNaturalPerson", { findUniqueOrThrow: { registrationNumber: "52998224725", name: "Tomador" } }),
    creditNoteSigner: model("creditNoteSigner", { count: 0 }),
  };
  return { tx: tx as never, calls };
}

const note = (status: OperationStatus) => ({ id: "5f0c2a1e-6b7d-4c8e-9f01-23456789abcd", version: 3, status, personId: "p", plan: null });

describe("the transition table", () => {
  test("every (from, to, actor) of the 20 statuses and 3 actors: allowed exactly when the spec's table lists it", () => {
    const wrong = everyTriple.filter(([from, to, actor]) => (findTransitionRule(from, to, actor) !== undefined) !== expectedAllowed(from, to, actor));
    expect(wrong).toEqual([]);
    expect(everyTriple).toHaveLength(1200);
  });

  test("every pipeline decision stays inside the table", () => {
    const base: PipelineFacts = {
      status: "Draft",
      model: "payroll",
      cancelRequested: null,
      scenario: "regular",
      currentCompetence: "2026-11-01",
      payroll: { largestInstallmentInCents: 30_000, freeMarginInCents: 50_000, discountStartPeriods: [], foreignEmployers: [] },
      fgts: { requestedAmountInCents: 60_000, anticipableInCents: 80_000, hasConsentTerm: true, birthdayWithdrawalOptIn: true },
      fgtsMaintenanceUntil: null,
      hasSignedContract: false,
      signers: { total: 1, signed: 1, refusal: null },
      accountHolderIsBorrower: true,
    };
    const variants: Partial<PipelineFacts>[] = [
      {},
      { model: "fgts" },
      { scenario: "manual-warranty" },
      { scenario: "manual-liquidation" },
      { scenario: "settlement-failure" },
      { accountHolderIsBorrower: false },
      { hasSignedContract: true },
      { signers: { total: 1, signed: 0, refusal: { reason: "não reconheço" } } },
      { payroll: { ...base.payroll!, largestInstallmentInCents: 90_000 } },
      { model: "fgts", fgts: { ...base.fgts!, hasConsentTerm: false } },
    ];
    const statuses = ALL.filter((status) => status !== "Canceled");
    let transitions = 0;
    for (const status of statuses) {
      for (const variant of [...variants, { cancelRequested: { message: null } }]) {
        const decision = nextTransition({ ...base, ...variant, status });
        if (decision.kind !== "transition") continue;
        transitions += 1;
        // A requested cancel is only accepted where the contract allows cancel; elsewhere it never reaches the pipeline.
        if (variant.cancelRequested && !expectedAllowed(status, "Canceled", "Partner")) continue;
        expect(findTransitionRule(status, decision.to, decision.actor), `${status} → ${decision.to} by ${decision.actor}`).toBeDefined();
      }
    }
    expect(transitions).toBeGreaterThan(30);
  });
});

describe("transitionCreditNote", () => {
  test("every pair the table refuses is a 409 before anything is written", async () => {
    const refused = everyTriple.filter(([from, to, actor]) => !expectedAllowed(from, to, actor));
    for (const [from, to, actor] of refused) {
      const { tx, calls } = recordingTx();
      const error = await transitionCreditNote(tx, note(from), { to, actor, reason: "r", at: new Date() }).catch((caught: unknown) => caught);
      expect(error instanceof AppError && error.code === "CONFLICT_STATUS", `${from} → ${to} by ${actor}`).toBe(true);
      expect(calls).toEqual([]);
    }
  });

  test("every allowed pair writes under the lock, records its history and runs its effects", async () => {
    const allowed = everyTriple.filter(([from, to, actor]) => expectedAllowed(from, to, actor));
    expect(allowed.length).toBeGreaterThan(80);
    for (const [from, to, actor] of allowed) {
      const { tx, calls } = recordingTx();
      await transitionCreditNote(tx, note(from), { to, actor, reason: "r", at: new Date() });
      const margin = to === "MarginReserveApproval" ? ["creditNaturalPerson.findUniqueOrThrow", "creditMarginReservation.upsert"] : ["Canceled", "Disapproved", "Revision"].includes(to) ? ["creditMarginReservation.updateMany"] : [];
      const signer = to === "Signatures" ? ["creditNoteSigner.count", "creditNaturalPerson.findUniqueOrThrow", "creditNoteSigner.create"] : [];
      expect(calls, `${from} → ${to} by ${actor}`).toEqual(["creditNote.updateMany", "creditNoteTransition.create", ...margin, ...signer]);
    }
  });

  test("an operation changed since it was read is a 409 with nothing else written; a batch collects the history", async () => {
    const { tx, calls } = recordingTx(0);
    await expect(transitionCreditNote(tx, note("Draft"), { to: "ComplianceApproval", actor: "Partner", reason: "r", at: new Date() })).rejects.toMatchObject({ code: "CONFLICT_STATUS" });
    expect(calls).toEqual(["creditNote.updateMany"]);
    const batch = recordingTx();
    const history: never[] = [];
    await transitionCreditNote(batch.tx, note("Warranty"), { to: "InstrumentApproval", actor: "Pipeline", reason: "r", at: new Date(), historyBatch: history });
    expect(batch.calls).toEqual(["creditNote.updateMany"]);
    expect(history).toMatchObject([{ from: "Warranty", to: "InstrumentApproval", actor: "Pipeline" }]);
  });
});
