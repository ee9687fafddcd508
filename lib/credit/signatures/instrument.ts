/**
 * The instrument a borrower signs on the signature page (a Cédula de Crédito Bancário), defined once: what it
 * says (built from the operation as the API holds it), its canonical serialization and the SHA-256 of that
 * serialization, the "código de verificação do documento" shown on the page, sent back by the form and stored
 * with the signature. The page renders this object and nothing else, so the hash covers exactly what the
 * signer saw: the CPF and the account are masked here, before anything is hashed or shown (a forwarded link
 * shows no more, and the hash cannot be searched for the hidden digits). Record ids (the operation's, the
 * settlement account's) bind the document to those records without their digits.
 *
 * Canonical serialization (version INSTRUMENT_VERSION): JSON with the keys of every object in ascending
 * UTF-16 order, no white space, strings escaped as JSON.stringify does, only integers as numbers (money in
 * cents; rates are strings with two decimals, as shown), encoded in UTF-8. Change what the instrument holds or
 * how it is written and the version must change too: stored signatures keep the version they were made with.
 */
import { createHash } from "node:crypto";
import type { AmortizationPlan, WarrantyItem } from "@/lib/contract";
import { maskAccountNumber, maskCpf } from "@/lib/log/mask-values";
import { instrumentClauses, signatureDeclaration, type InstrumentClause } from "./instrument-clauses";

export const INSTRUMENT_VERSION = "ccb-1";
export const INSTRUMENT_TITLE = "Cédula de Crédito Bancário";

export interface InstrumentParty {
  readonly name: string;
  /** CNPJ, digits (a company's tax id is not personal data). */
  readonly registrationNumber: string;
}

export interface InstrumentInstallment {
  readonly number: number;
  /** Civil date, `YYYY-MM-DD`. */
  readonly dueDate: string;
  readonly paymentInCents: number;
  readonly principalInCents: number;
  readonly interestInCents: number;
  readonly balanceInCents: number;
}

export type InstrumentCollateral =
  | {
      readonly kind: "payroll";
      /** The employers that discount the installments from the payroll, from the first competence on. */
      readonly employers: readonly { readonly name: string; readonly registrationNumber: string; readonly discountStartCompetence: string }[];
    }
  | {
      readonly kind: "fgts";
      /** The birthday withdrawals pledged to the creditor: one per installment, on the withdrawal month. */
      readonly withdrawals: readonly { readonly number: number; readonly dueDate: string; readonly amountInCents: number }[];
    };

export interface Instrument {
  readonly version: typeof INSTRUMENT_VERSION;
  readonly title: string;
  /** `creditNoteNo`. */
  readonly number: string;
  readonly operationId: string;
  /** Civil date of issuance, `YYYY-MM-DD`. */
  readonly issueDate: string;
  readonly creditor: InstrumentParty;
  readonly correspondent: InstrumentParty;
  /** The borrower's name as registered and the CPF masked (`***.456.789-**`). */
  readonly borrower: { readonly name: string; readonly cpf: string };
  readonly product: { readonly id: string; readonly name: string; readonly model: "price" | "sac" | "fgts" };
  readonly amounts: {
    readonly contractedInCents: number;
    readonly releasedInCents: number;
    readonly iofInCents: number;
    readonly issuanceCostInCents: number;
    readonly totalPaymentInCents: number;
  };
  /** Percentages with two decimals (`"1.80"`): interest and CET (Res. CMN 4.881/2020), monthly and yearly. */
  readonly rates: { readonly interestMonthly: string; readonly interestYearly: string; readonly cetMonthly: string; readonly cetYearly: string };
  readonly plan: { readonly periodicity: "monthly" | "annual"; readonly firstDueDate: string; readonly installments: readonly InstrumentInstallment[] };
  /**
   * Where the released amount goes: the account number masked but its last two digits, and the account's id
   * (`bankAccountId`), which binds the document to that very account without its digits.
   */
  readonly settlementAccount: {
    readonly id: string;
    readonly bankCode: string;
    readonly agency: string;
    readonly account: string;
    readonly accountType: string;
  };
  readonly collateral: InstrumentCollateral;
  readonly clauses: readonly InstrumentClause[];
  /** What the signer declares by ticking "li e concordo". */
  readonly declaration: string;
}

/** What the instrument is built from: the operation as the API holds it, with its parties. */
export interface InstrumentFacts {
  readonly operationId: string;
  readonly creditNoteNo: string;
  readonly emissionDate: Date;
  readonly creditor: InstrumentParty;
  readonly correspondent: InstrumentParty;
  readonly borrower: { readonly name: string; readonly registrationNumber: string };
  readonly product: { readonly id: string; readonly name: string; readonly calculationModel: string };
  readonly plan: AmortizationPlan;
  readonly warranty: readonly WarrantyItem[];
  readonly account: {
    readonly id: string;
    readonly bankCode: string;
    readonly agency: string;
    readonly agencyDigit: string | null;
    readonly accountNumber: string;
    readonly accountDigit: string;
    readonly accountType: string;
  };
}

const MODELS = ["price", "sac", "fgts"] as const;

export function buildInstrument(facts: InstrumentFacts): Instrument {
  const model = MODELS.find((candidate) => candidate === facts.product.calculationModel);
  if (!model) throw new Error(`instrument: unknown calculation model ${facts.product.calculationModel}`);
  const { plan, account } = facts;
  const installments = plan.installments.map((installment) => ({
    number: installment.number,
    dueDate: civilDateOf(installment.dueDate),
    paymentInCents: installment.paymentInCents,
    principalInCents: installment.principalInCents,
    interestInCents: installment.interestInCents,
    balanceInCents: installment.balanceInCents,
  }));
  const collateral: InstrumentCollateral =
    model === "fgts"
      ? { kind: "fgts", withdrawals: installments.map(({ number, dueDate, paymentInCents }) => ({ number, dueDate, amountInCents: paymentInCents })) }
      : { kind: "payroll", employers: employersOf(facts.warranty) };
  const firstDueDate = civilDateOf(plan.firstPaymentDate);
  return {
    version: INSTRUMENT_VERSION,
    title: INSTRUMENT_TITLE,
    number: facts.creditNoteNo,
    operationId: facts.operationId,
    issueDate: facts.emissionDate.toISOString().slice(0, 10),
    creditor: facts.creditor,
    correspondent: facts.correspondent,
    borrower: { name: facts.borrower.name.trim(), cpf: maskCpf(facts.borrower.registrationNumber) },
    product: { id: facts.product.id, name: facts.product.name, model },
    amounts: {
      contractedInCents: plan.requestedAmount,
      releasedInCents: plan.liquidAmountInCents,
      iofInCents: plan.iofAmountInCents,
      issuanceCostInCents: plan.issuanceCostInCents,
      totalPaymentInCents: plan.totalPaymentInCents,
    },
    rates: {
      interestMonthly: twoDecimals(plan.apr),
      interestYearly: twoDecimals(plan.yearlyRate),
      cetMonthly: twoDecimals(plan.cet.monthly),
      cetYearly: twoDecimals(plan.cet.yearly),
    },
    plan: { periodicity: model === "fgts" ? "annual" : "monthly", firstDueDate, installments },
    settlementAccount: {
      id: account.id,
      bankCode: account.bankCode,
      agency: account.agencyDigit ? `${account.agency}-${account.agencyDigit}` : account.agency,
      account: maskAccountNumber(`${account.accountNumber}-${account.accountDigit}`),
      accountType: account.accountType,
    },
    collateral,
    clauses: instrumentClauses({ correspondentName: facts.correspondent.name, collateral }),
    declaration: signatureDeclaration(facts.creditNoteNo),
  };
}

/** The canonical serialization (see the module's comment): the exact text whose SHA-256 is the verification code. */
export function canonicalInstrumentText(instrument: Instrument): string {
  return canonicalJson(instrument);
}

/** SHA-256 of a canonical text, 64 lower-case hex digits. */
export function documentSha256(canonicalText: string): string {
  return createHash("sha256").update(canonicalText, "utf8").digest("hex");
}

/** The instrument's canonical text and its SHA-256, computed together. */
export function sealInstrument(instrument: Instrument): { readonly text: string; readonly sha256: string } {
  const text = canonicalInstrumentText(instrument);
  return { text, sha256: documentSha256(text) };
}

/** The verification code as people read it: 16 groups of 4 upper-case hex digits. */
export function verificationCodeGroups(sha256: string): string[] {
  return sha256.toUpperCase().match(/.{1,4}/g) ?? [];
}

/** JSON with sorted keys and integers only (RFC 8785's rules for the values an instrument holds). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`canonical JSON: ${value} is not a safe integer (write rates and fractions as strings)`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.some(([, entry]) => entry === undefined)) throw new Error("canonical JSON: undefined is not a value");
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(",")}}`;
  }
  throw new Error(`canonical JSON: ${typeof value} is not a value`);
}

const TWO_DECIMALS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** A percentage with the two decimals the page shows (the portal's formatPercent rounds the same way). */
export function twoDecimals(percentage: number): string {
  return TWO_DECIMALS.format(percentage);
}

/**
 * The contract's due dates are civil dates written as UTC midnight (`2026-12-07T00:00:00Z`): the day is the
 * date's digits, never the instant in Brasília (21:00 of the day before).
 */
function civilDateOf(utcDateTime: string): string {
  return utcDateTime.slice(0, 10);
}

function employersOf(warranty: readonly WarrantyItem[]) {
  const byCnpj = new Map<string, { name: string; registrationNumber: string; discountStartCompetence: string }>();
  for (const item of warranty) {
    const known = byCnpj.get(item.registry_EmployerRegistrationNumber);
    const competence = item.registry_DiscountStartPeriod.slice(0, 10);
    if (known && known.discountStartCompetence <= competence) continue;
    byCnpj.set(item.registry_EmployerRegistrationNumber, {
      name: item.registry_EmployerName,
      registrationNumber: item.registry_EmployerRegistrationNumber,
      discountStartCompetence: competence,
    });
  }
  return [...byCnpj.values()];
}
