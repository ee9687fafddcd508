/**
 * The demo portfolio's plan: which demo operator originates what, for which sandbox worker, with which amount, and
 * where the operation should end up. Pure and deterministic (the sandbox registry is generated from a fixed seed):
 * the runner (`run-demo-portfolio.ts`) carries it out through the portal's own origination functions, and the
 * tests check the spread on it and on what the system reached.
 */
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { buildSandboxRegistry, demoScenarioCpf, type DemoScenario, type SandboxRegistryWorker } from "@/lib/credit/sandbox/registry";
import { DEMO_OPERATORS } from "../demo-portal";

/** Where an operation of the demo is brought, and left. */
export const DEMO_OUTCOMES = [
  /** A wizard left at the simulation: an "em andamento" draft, no operation yet. */
  "wizard",
  /** Created, not submitted (`Draft`). */
  "draft",
  /** Created with a document attached and the documents step confirmed, not submitted (`Draft`). */
  "draft-documents",
  /** Submitted; the pipeline brings it to `Signatures`, where it waits for the borrower. */
  "signatures",
  /** Submitted and signed by the borrower on the signature page: `Finished`. */
  "finished",
  /** Submitted, then canceled by the partner while it waited for signatures: `Canceled`. */
  "canceled",
  /** In `Signatures`, returned for revision by the desk: `Revision`. */
  "desk-revision",
  /** Electronic endorsement does not conclude: `ManualWarranty`, in the desk's queue. */
  "manual-warranty",
  /** Signed; no automatic transfer: `ManualLiquidation`, in the desk's queue. */
  "manual-liquidation",
  /** The endorsement returns it to the partner: `WarrantyRevision`. */
  "warranty-revision",
  /** `WarrantyRevision` or `ManualWarranty`, then disapproved by the desk: `Disapproved`. */
  "desk-disapproved",
  /** Signed; settlement fails: `PaymentRevision`. */
  "payment-revision",
] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];

/** The status each outcome ends in (null: no operation). */
export const OUTCOME_STATUS: Readonly<Record<DemoOutcome, string | null>> = {
  wizard: null,
  draft: "Draft",
  "draft-documents": "Draft",
  signatures: "Signatures",
  finished: "Finished",
  canceled: "Canceled",
  "desk-revision": "Revision",
  "manual-warranty": "ManualWarranty",
  "manual-liquidation": "ManualLiquidation",
  "warranty-revision": "WarrantyRevision",
  "desk-disapproved": "Disapproved",
  "payment-revision": "PaymentRevision",
};

/** Outcomes whose operation is submitted for approval. */
export function isSubmitted(outcome: DemoOutcome): boolean {
  return outcome !== "wizard" && outcome !== "draft" && outcome !== "draft-documents";
}

/** Outcomes the borrower signs on the way. */
export function isSigned(outcome: DemoOutcome): boolean {
  return outcome === "finished" || outcome === "manual-liquidation" || outcome === "payment-revision";
}

interface PayrollTerms {
  readonly product: "payroll";
  readonly productId: string;
  /** Path A (offers asked by installment value) or path B (amount, rate and term of one product). */
  readonly path: "offers" | "amortization";
  readonly numberOfPayments: number;
  /** Monthly percent. */
  readonly apr: number;
  /** Path B: the contract principal; path A: the installment asked for. Integer cents. */
  readonly valueInCents: number;
}

interface FgtsTerms {
  readonly product: "fgts";
  readonly productId: string;
  /** 12, 24 or 36: one birthday withdrawal a year. */
  readonly termInMonths: number;
  readonly apr: number;
  readonly requestedAmountInCents: number;
}

export type DemoTerms = PayrollTerms | FgtsTerms;

export interface DemoCase {
  /** Stable and unique, no personal data (it is logged): the idempotency keys of the case's creations derive from it. */
  readonly key: string;
  readonly operatorEmail: string;
  readonly worker: SandboxRegistryWorker;
  /** The borrower's birth date, in the worker's birthday-withdrawal month (FGTS suggests the month from it). */
  readonly birthDate: string;
  readonly account: { readonly bankCode: string; readonly agency: string; readonly accountNumber: string; readonly accountDigit: string; readonly accountType: "Checking" | "Savings" };
  readonly terms: DemoTerms;
  readonly outcome: DemoOutcome;
}

type Slot = { readonly product: "payroll-price" | "payroll-sac" | "payroll-offers" | "fgts"; readonly outcome: DemoOutcome; readonly special?: DemoScenario };

const SE_CARLA = "correspondente.se@centro.demo";
const SE_OLGA = "agente@centro.demo";
const PAULISTA = "correspondente.paulista@centro.demo";
const MANAUS = "correspondente@norte.demo";

/**
 * Per demo operator, what it originated. `special` picks the registry's undocumented worker of that scenario
 * (`demoScenarioCpf`), never a documented special CPF: those stay free for partners to test with. Such a borrower
 * is registered once per correspondent (Sé and Paulista share Centro's); `manual-warranty`'s borrower carries
 * several operations. The FGTS scenario workers serve
 * once in the whole portfolio (one FGTS anticipation per holder), and the payroll ones that the wizard itself
 * stops (margin below the request) are not used: the wizard never lets such an operation be created.
 */
const SLOTS: ReadonlyArray<readonly [operatorEmail: string, slots: readonly Slot[]]> = [
  [
    SE_CARLA,
    [
      { product: "payroll-offers", outcome: "finished" },
      { product: "fgts", outcome: "finished" },
      { product: "payroll-price", outcome: "signatures" },
      { product: "payroll-sac", outcome: "signatures" },
      { product: "payroll-price", outcome: "draft" },
      { product: "payroll-sac", outcome: "draft-documents" },
      { product: "payroll-price", outcome: "manual-warranty", special: "manual-warranty" },
      { product: "fgts", outcome: "warranty-revision", special: "fgts-balance-too-small" },
      { product: "payroll-price", outcome: "canceled" },
    ],
  ],
  [
    SE_OLGA,
    [
      { product: "payroll-sac", outcome: "finished" },
      { product: "fgts", outcome: "signatures" },
      { product: "fgts", outcome: "draft-documents" },
      { product: "payroll-price", outcome: "desk-disapproved", special: "manual-warranty" },
      { product: "payroll-offers", outcome: "desk-revision" },
      { product: "fgts", outcome: "wizard" },
    ],
  ],
  [
    PAULISTA,
    [
      { product: "payroll-price", outcome: "finished" },
      { product: "fgts", outcome: "finished" },
      { product: "payroll-sac", outcome: "signatures" },
      { product: "payroll-offers", outcome: "signatures" },
      { product: "fgts", outcome: "signatures" },
      { product: "payroll-price", outcome: "draft" },
      { product: "fgts", outcome: "draft" },
      { product: "payroll-sac", outcome: "draft-documents" },
      { product: "payroll-sac", outcome: "manual-warranty", special: "manual-warranty" },
      { product: "payroll-price", outcome: "manual-liquidation", special: "manual-liquidation" },
      { product: "payroll-price", outcome: "payment-revision", special: "settlement-failure" },
      { product: "fgts", outcome: "desk-disapproved", special: "fgts-no-birthday-withdrawal" },
      { product: "payroll-price", outcome: "wizard" },
    ],
  ],
  [
    MANAUS,
    [
      { product: "payroll-price", outcome: "finished" },
      { product: "fgts", outcome: "finished" },
      { product: "payroll-offers", outcome: "finished" },
      { product: "payroll-sac", outcome: "signatures" },
      { product: "fgts", outcome: "signatures" },
      { product: "payroll-price", outcome: "draft" },
      { product: "fgts", outcome: "draft-documents" },
      { product: "payroll-price", outcome: "manual-warranty", special: "manual-warranty" },
      { product: "fgts", outcome: "manual-liquidation", special: "manual-liquidation" },
      { product: "payroll-sac", outcome: "payment-revision", special: "settlement-failure" },
      { product: "fgts", outcome: "finished" },
      { product: "fgts", outcome: "desk-revision" },
      { product: "payroll-price", outcome: "desk-revision" },
    ],
  ],
];

const BANKS = ["001", "237", "341", "104", "260", "033", "077", "756"] as const;
const PAYROLL_TERMS = [24, 36, 48, 60, 72] as const;
const PRICE_RATES = [1.79, 1.89, 1.99, 2.15, 2.35] as const;
const SAC_RATES = [1.59, 1.69, 1.85, 1.99] as const;
const FGTS_RATES = [1.49, 1.59, 1.69, 1.79] as const;
/** The installment the demo asks for: a share of the worker's free margin (the rest stays free, as usual). */
const MARGIN_SHARE = 0.55;
/** A special CPF's borrower carries several live operations (of both correspondents): each takes less of it. */
const SHARED_MARGIN_SHARE = 0.25;
/** Regular workers the portfolio uses: payroll needs an employment link and some margin, FGTS some balance. */
const MIN_FREE_MARGIN_IN_CENTS = 40_000;
const MIN_FGTS_BALANCE_IN_CENTS = 800_000;

/** The demo portfolio: every case of every demo operator, in a fixed order. */
export function buildDemoPlan(workers: readonly SandboxRegistryWorker[] = buildSandboxRegistry().workers): DemoCase[] {
  // The guides' regular examples stay free for whoever follows them by hand.
  const regular = workers.filter((worker) => worker.scenario === "regular" && !worker.registrationNumber.startsWith("1000000"));
  const payrollWorkers = regular.filter((worker) => worker.employerRegistrationNumber !== null && (worker.freeMarginInCents ?? 0) >= MIN_FREE_MARGIN_IN_CENTS);
  const fgtsWorkers = regular.filter((worker) => worker.birthdayWithdrawalOptIn && worker.fgtsBalanceInCents >= MIN_FGTS_BALANCE_IN_CENTS);
  const used = new Set<string>();
  const take = (pool: readonly SandboxRegistryWorker[]) => {
    const worker = pool.find((candidate) => !used.has(candidate.registrationNumber));
    if (!worker) throw new Error("the sandbox registry has no regular worker left for the demo portfolio");
    used.add(worker.registrationNumber);
    return worker;
  };
  // The registry's demo scenario workers, never the documented special CPFs partners test with.
  const special = (scenario: DemoScenario) => {
    const cpf = demoScenarioCpf(scenario);
    const worker = workers.find((candidate) => candidate.registrationNumber === cpf);
    if (!worker) throw new Error(`demo worker of ${scenario} missing from the sandbox registry`);
    return worker;
  };

  const cases: DemoCase[] = [];
  for (const [operatorEmail, slots] of SLOTS) {
    const branch = DEMO_OPERATORS.find((operator) => operator.email === operatorEmail)?.branch ?? "sem-agencia";
    for (const slot of slots) {
      const index = cases.length;
      const worker = slot.special ? special(slot.special) : take(slot.product === "fgts" ? fgtsWorkers : payrollWorkers);
      cases.push({
        key: `demo-${index}-${branch}-${slot.product}-${slot.outcome}`,
        operatorEmail,
        worker,
        birthDate: birthDateOf(worker, index),
        account: accountOf(index),
        terms: termsOf(slot, worker, index),
        outcome: slot.outcome,
      });
    }
  }
  return cases;
}

function termsOf(slot: Slot, worker: SandboxRegistryWorker, index: number): DemoTerms {
  if (slot.product === "fgts") {
    // The FGTS limits: one annual installment of R$ 100 to R$ 500 per birthday withdrawal anticipated; with up to
    // three years of interest on top, R$ 210 of principal a year keeps the last one under R$ 500.
    const years = 1 + (index % 3);
    const perYear = 12_000 + (index % 4) * 3_000;
    return { product: "fgts", productId: PRODUCT_IDS.fgtsAnticipation, termInMonths: years * 12, apr: pick(FGTS_RATES, index), requestedAmountInCents: years * perYear };
  }
  const numberOfPayments = pick(PAYROLL_TERMS, index);
  const margin = worker.freeMarginInCents ?? 0;
  const installment = Math.floor(margin * (slot.special ? SHARED_MARGIN_SHARE : MARGIN_SHARE));
  if (slot.product === "payroll-offers") {
    return { product: "payroll", productId: PRODUCT_IDS.payrollPrice, path: "offers", numberOfPayments, apr: pick(PRICE_RATES, index), valueInCents: roundDown(installment, 1_000) };
  }
  const sac = slot.product === "payroll-sac";
  const apr = sac ? pick(SAC_RATES, index) : pick(PRICE_RATES, index);
  const principal = sac ? sacPrincipal(installment, apr, numberOfPayments) : pricePrincipal(installment, apr, numberOfPayments);
  return {
    product: "payroll",
    productId: sac ? PRODUCT_IDS.payrollSac : PRODUCT_IDS.payrollPrice,
    path: "amortization",
    numberOfPayments,
    apr,
    valueInCents: Math.min(roundDown(principal, 10_000), 6_000_000),
  };
}

/** The principal whose Price installment is `installment` (financed IOF and costs fit in the margin left free). */
export function pricePrincipal(installmentInCents: number, monthlyPercent: number, payments: number): number {
  const rate = monthlyPercent / 100;
  return (installmentInCents * (1 - (1 + rate) ** -payments)) / rate;
}

/** The principal whose first (largest) SAC installment is `installment`. */
export function sacPrincipal(installmentInCents: number, monthlyPercent: number, payments: number): number {
  return installmentInCents / (1 / payments + monthlyPercent / 100);
}

function birthDateOf(worker: SandboxRegistryWorker, index: number): string {
  const year = 1966 + ((index * 7) % 34);
  const day = 1 + ((index * 11) % 28);
  return `${year}-${String(worker.birthdayMonth).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function accountOf(index: number): DemoCase["account"] {
  return {
    bankCode: pick(BANKS, index),
    agency: String(1000 + ((index * 379) % 9000)),
    accountNumber: String(10_000 + ((index * 7_919) % 890_000)),
    accountDigit: String(index % 10),
    accountType: index % 5 === 4 ? "Savings" : "Checking",
  };
}

function pick<T>(values: readonly T[], index: number): T {
  return values[index % values.length]!;
}

function roundDown(value: number, step: number): number {
  return Math.floor(value / step) * step;
}
