/**
 * What the contract's schemas cannot see in a payload, checked with the API's own code: the calculation
 * through the same engine and product rows the API uses (`computePlan`: rate and term ranges, model, day
 * count, FGTS limits), and the requirements the pipeline applies later (lib/contract/operation-requirements:
 * payroll collateral at submission, the FGTS consent term at endorsement), plus amounts whose units look
 * swapped (cents where reais are expected, or the reverse). Each finding says when the API or the pipeline
 * would refuse and how to fix it. Nothing here restates a rule: the numbers come from lib/finance through the
 * engine, and the product from the catalog.
 */
import { amortizationSchema, type Amortization } from "@/lib/contract/amortization";
import { hasConsentTerm, lacksSubmissionCollateral, CONSENT_TERM_FILE_TYPE } from "@/lib/contract/operation-requirements";
import { type CatalogProduct, PRODUCT_CATALOG } from "@/lib/credit/products/catalog";
import { catalogFinanceRow } from "@/lib/credit/products/catalog-finance-row";
import { civilDateTime, civilToday } from "@/lib/credit/simulation/clock";
import { computePlan } from "@/lib/credit/simulation/compute-plan";
import { firstPaymentDate } from "@/lib/finance/first-payment-date";
import { cents, formatCents, normalizeSpaces } from "@/lib/money";
import { isPlaceholder } from "../safety";

export type IssueRule =
  | "contrato"
  | "campo-de-outro-modelo"
  | "produto"
  | "produto-desconhecido"
  | "garantia-para-envio"
  | "termo-de-consentimento"
  | "unidades";

export interface PayloadIssue {
  readonly field: string;
  readonly rule: IssueRule;
  readonly message: string;
  readonly fix: string;
  /** When the API or the pipeline would refuse, or why it is worth a look when nothing refuses it. */
  readonly when?: string;
}

export interface Plausibility {
  /** Refused by the API in this very call (400 or 404), after the contract. */
  readonly problems: readonly PayloadIssue[];
  /** Refused later (submission, endorsement), or accepted but probably not what was meant. */
  readonly warnings: readonly PayloadIssue[];
}

/** Operations whose bodies carry a calculation object, and whether the body creates the operation. */
const CALCULATION_BODIES: Readonly<Record<string, { readonly creation: boolean }>> = {
  createCreditNote: { creation: true },
  simulateAmortization: { creation: false },
  simulateAmortizationBatch: { creation: false },
  updateCreditNote: { creation: false },
};

/** How far apart two amounts of the same thing must be (×) before their units look swapped. */
const SWAPPED_UNITS_FACTOR = 50;

/**
 * The smallest payroll loan that makes sense in cents: R$ 100,00. A requestedAmount below it (1500 = R$ 15,00)
 * passes the contract and the engine (the product sets rate and term ranges, not an amount range), but is
 * almost always reais typed where cents are expected; the check stays a warning.
 */
const MIN_PLAUSIBLE_PAYROLL_AMOUNT_IN_CENTS = 10_000;

const NOW = "agora: a API responde 400 nesta mesma chamada (regra do produto, conferida depois do contrato)";

type Json = Record<string, unknown>;

function record(value: unknown): Json | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function reais(amountInCents: number): string {
  return normalizeSpaces(formatCents(cents(Math.round(amountInCents))));
}

function isSafeCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/** Bodies that carry a calculation object: the body itself, or each item of a batch. */
function carriers(payload: unknown): { readonly prefix: string; readonly body: Json }[] {
  const items = record(payload)?.items;
  if (Array.isArray(items)) return items.flatMap((item, index) => (record(item) ? [{ prefix: `items[${index}].`, body: record(item) as Json }] : []));
  const body = record(payload);
  return body === undefined ? [] : [{ prefix: "", body }];
}

/**
 * The calculation object as the API would compute it: placeholders of values from earlier steps replaced by
 * what those steps return (`firstPaymentDate` by the product's rule, `startDate` by today), or undefined
 * when the object does not pass the contract (its errors are reported apart).
 */
function computable(raw: Json, product: CatalogProduct, today: string): { amortization: Amortization; estimated: string[] } | undefined {
  const filled: Json = { ...raw };
  const estimated: string[] = [];
  if (typeof filled.startDate === "string" && isPlaceholder(filled.startDate)) {
    filled.startDate = civilDateTime(today);
    estimated.push("startDate = hoje");
  }
  if (typeof filled.firstPaymentDate === "string" && isPlaceholder(filled.firstPaymentDate) && product.transferDay !== null) {
    const start = typeof filled.startDate === "string" ? filled.startDate.slice(0, 10) : today;
    const due = firstPaymentDate(start, { transferDay: product.transferDay });
    if (due === null) return undefined;
    filled.firstPaymentDate = due;
    estimated.push(`firstPaymentDate = ${due.slice(0, 10)}, como FirstPaymentDate responderia`);
  }
  const parsed = amortizationSchema.safeParse(filled);
  return parsed.success ? { amortization: parsed.data, estimated } : undefined;
}

function engineFindings(prefix: string, body: Json, product: CatalogProduct, today: string): { problems: PayloadIssue[]; warnings: PayloadIssue[]; principal?: number } {
  const raw = record(body.amortization);
  const ready = raw === undefined ? undefined : computable(raw, product, today);
  if (raw === undefined || ready === undefined) return { problems: [], warnings: [] };
  const row = catalogFinanceRow(product);
  const path = `${prefix}amortization.`;
  const computed = computePlan(row, ready.amortization, { today, prefix: path });
  const assumption = ready.estimated.length > 0 ? ` (calculado com ${ready.estimated.join(" e ")})` : "";
  if (computed.ok) {
    return { problems: [], warnings: implausibleCents(path, product, ready.amortization, row, today), principal: computed.plan.requestedAmount };
  }
  const problems = computed.errors.map((error) => ({ field: error.field, rule: "produto" as const, message: error.message, fix: error.message, when: `${NOW}${assumption}` }));
  const warnings: PayloadIssue[] = [];
  // Refused amount that the same number of reais, in cents, would pass: the units look swapped.
  const requested = ready.amortization.requestedAmount;
  if (computed.errors.some((error) => error.field === `${path}requestedAmount`)) {
    const asCents = computePlan(row, { ...ready.amortization, requestedAmount: cents(requested * 100) }, { today, prefix: path });
    if (asCents.ok) {
      warnings.push({
        field: `${path}requestedAmount`,
        rule: "unidades",
        message: `requestedAmount = ${requested} é ${reais(requested)} em centavos; parece um valor em reais (${reais(requested * 100)} seria ${requested * 100}).`,
        fix: `envie requestedAmount em centavos: para ${reais(requested * 100)}, ${requested * 100}`,
        when: "agora: com este valor a API responde 400; em centavos, o plano fecha",
      });
    }
  }
  return { problems, warnings };
}

/** A payroll requestedAmount the engine accepts but too small to be meant in cents, when ×100 also computes. */
function implausibleCents(path: string, product: CatalogProduct, amortization: Amortization, row: ReturnType<typeof catalogFinanceRow>, today: string): PayloadIssue[] {
  const requested = amortization.requestedAmount;
  if (product.module !== "payroll" || requested <= 0 || requested >= MIN_PLAUSIBLE_PAYROLL_AMOUNT_IN_CENTS) return [];
  if (!computePlan(row, { ...amortization, requestedAmount: cents(requested * 100) }, { today, prefix: path }).ok) return [];
  return [
    {
      field: `${path}requestedAmount`,
      rule: "unidades",
      message: `requestedAmount = ${requested} é ${reais(requested)} em centavos, pequeno demais para um ${product.name}: parece um valor em reais (${reais(requested * 100)} seria ${requested * 100}).`,
      fix: `requestedAmount vai em centavos: para ${reais(requested * 100)}, envie ${requested * 100}; se ${reais(requested)} é mesmo o valor, desconsidere`,
      when: "não é recusado: a API calcularia (e criaria) um empréstimo de " + reais(requested) + "; confira antes de enviar",
    },
  ];
}

/** requestedAmount (cents) against the collateral's totalValue (reais): the same order of magnitude, or a swap. */
function unitFindings(prefix: string, body: Json, principal: number | undefined): PayloadIssue[] {
  const warranty = Array.isArray(body.warranty) ? body.warranty : [];
  const totals = warranty.map((item) => record(item)?.totalValue).filter((value): value is number => typeof value === "number" && value > 0);
  const requested = record(body.amortization)?.requestedAmount;
  const loanInCents = principal ?? (isSafeCount(requested) ? requested : undefined);
  if (totals.length === 0 || loanInCents === undefined || loanInCents <= 0) return [];
  const totalInReais = totals.reduce((sum, value) => sum + value, 0);
  const ratio = totalInReais / (loanInCents / 100);
  if (ratio < SWAPPED_UNITS_FACTOR && ratio > 1 / SWAPPED_UNITS_FACTOR) return [];
  const loan = reais(loanInCents);
  const guaranteed = reais(totalInReais * 100);
  const field = `${prefix}${totals.length === 1 ? "warranty[0].totalValue" : "warranty"}`;
  return [
    {
      field,
      rule: "unidades",
      message:
        ratio >= SWAPPED_UNITS_FACTOR
          ? `o empréstimo é de ${loan} (requestedAmount em centavos) e a garantia de ${guaranteed} (totalValue em reais): as unidades parecem trocadas, requestedAmount em reais e totalValue em centavos.`
          : `a garantia de ${guaranteed} (totalValue em reais) é muito menor que o empréstimo de ${loan} (requestedAmount em centavos): totalValue parece dividido por 100 a mais.`,
      fix: "requestedAmount e os campos ...InCents vão em centavos (R$ 1.500,00 = 150000); totalValue e registry_OriginalMargin vão em reais (R$ 1.500,00 = 1500)",
      when: "não é recusado pelo contrato: a operação seria criada com esses valores; confira antes de enviar",
    },
  ];
}

function lifecycleFindings(prefix: string, body: Json, module: "consignado-privado" | "fgts"): PayloadIssue[] {
  const findings: PayloadIssue[] = [];
  const warranty = Array.isArray(body.warranty) ? body.warranty : undefined;
  if (lacksSubmissionCollateral(module, warranty)) {
    findings.push({
      field: `${prefix}warranty`,
      rule: "garantia-para-envio",
      message: "operação de consignado privado sem item de garantia: a criação aceita, mas o envio para aprovação é recusado.",
      fix: "inclua warranty[] com os dados da consulta de margem (totalValue em reais), ou envie por PUT /v1/CreditNote/{id}/warranty antes do envio",
      when: "no envio: POST /v1/CreditNote/{id}/submitapproval responde 400",
    });
  }
  const uploads = Array.isArray(body.uploads) ? body.uploads.map(record).filter((item): item is Json => item !== undefined) : [];
  const typed = uploads.map((item) => ({ fileType: typeof item.fileType === "string" ? item.fileType : "" }));
  if (module === "fgts" && !hasConsentTerm(typed)) {
    findings.push({
      field: `${prefix}uploads`,
      rule: "termo-de-consentimento",
      message: `operação FGTS sem o termo de consentimento (upload ${CONSENT_TERM_FILE_TYPE})${Array.isArray(body.uploads) && body.uploads.length === 0 ? ": uploads vazio não reserva nada" : ""}.`,
      fix: `inclua em uploads um item com fileType ${CONSENT_TERM_FILE_TYPE} (o termo de consentimento do titular), ou anexe por PUT /v1/CreditNote/{id}/upload antes do envio (desconsidere se o termo já está no cadastro do titular)`,
      when: "na averbação: a esteira devolve a operação em WarrantyRevision (Warranty → WarrantyRevision)",
    });
  }
  return findings;
}

function moduleOf(product: CatalogProduct | undefined, amortizationType: unknown): "consignado-privado" | "fgts" | undefined {
  if (product !== undefined) return product.module === "fgts" ? "fgts" : "consignado-privado";
  if (typeof amortizationType !== "string") return undefined;
  const type = amortizationType.toLowerCase();
  return type === "fgts" ? "fgts" : type === "price" || type === "sac" ? "consignado-privado" : undefined;
}

/** Findings for a payload of `operationId`; empty for operations without a calculation object. */
export function checkPlausibility(operationId: string, payload: unknown, today: string = civilToday()): Plausibility {
  const kind = CALCULATION_BODIES[operationId];
  if (kind === undefined) return { problems: [], warnings: [] };
  const problems: PayloadIssue[] = [];
  const warnings: PayloadIssue[] = [];
  for (const { prefix, body } of carriers(payload)) {
    const productId = body.productId;
    const product = PRODUCT_CATALOG.find((candidate) => candidate.id === productId);
    if (typeof productId === "string" && !isPlaceholder(productId) && product === undefined) {
      problems.push({
        field: `${prefix}productId`,
        rule: "produto-desconhecido",
        message: "productId não é um produto publicado.",
        fix: "use um productId de docs_listar_modulos (entregue no onboarding)",
        when: "agora: a API responde 404 (produto inexistente)",
      });
    }
    let principal: number | undefined;
    if (product !== undefined) {
      const engine = engineFindings(prefix, body, product, today);
      problems.push(...engine.problems);
      warnings.push(...engine.warnings);
      principal = engine.principal;
    }
    if (!kind.creation) continue;
    warnings.push(...unitFindings(prefix, body, principal));
    const productModule = moduleOf(product, record(body.amortization)?.amortizationType);
    if (productModule !== undefined) warnings.push(...lifecycleFindings(prefix, body, productModule));
  }
  return { problems, warnings };
}
