/**
 * The managers' pipeline boards against a real PostgreSQL: a seeded portfolio (a year of plausible histories and
 * a few chosen cases, under an organization of its own) is written into the tracker's store, and every figure the
 * boards compute is checked against what an independent reading of that portfolio says (counts, amounts to the
 * cent, conversion, medians and 90th percentiles, past-limit, returns by reason, per-branch and per-operator rows),
 * under each filter; each drill-down lists exactly the operations its figure counts; the page and the CSV exports
 * say the same over HTTP; only managers get in.
 */
import { createHash, randomInt, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { operationStatusValues, type OperationStatus } from "@/lib/contract/enums";
import { cents, formatCents } from "@/lib/money";
import type { ScopedOperator } from "@/lib/portal/auth/permissions";
import { alertLimitSeconds, DEFAULT_ALERT_LIMITS } from "@/lib/portal/board/alert-limits";
import { BOARD_STATUS_ORDER, FINAL_STATUSES, STATUS_LABELS } from "@/lib/portal/operations/operation-status";
import { iterateDrillRows, loadDrillPage } from "@/lib/portal/pipeline/load-drill";
import { loadPipeline } from "@/lib/portal/pipeline/load-pipeline";
import {
  NONE,
  pipelineQueryString,
  RETURN_STATUSES,
  type DrillTarget,
  type PipelineDrill,
  type PipelineFilters,
  type ProductKind,
  type ReturnStatus,
} from "@/lib/portal/pipeline/pipeline-filters";
import { formatCount, rate, spreadsheetAmount, spreadsheetPercent } from "@/lib/portal/pipeline/pipeline-format";
import { periodRange, type PeriodDays } from "@/lib/portal/pipeline/pipeline-period";
import type { AgeingRow, Figure, FlowFigures, GroupRow, PipelineData, ReturnsRow, StatusProductRow } from "@/lib/portal/pipeline/pipeline-types";
import { categoryLabel, categoryOf, freeReasonKey, NO_REASON_KEY } from "@/lib/portal/pipeline/reason-categories";
import { demoPassword, getPage, portalUrl, signInOverHttp, testPrisma } from "@/test/integration/portal-session";
import { insertTrackedPortfolio, type HistoryStep, type TrackedOperationSpec } from "@/test/support/tracked-portfolio";
import { yearPortfolio } from "@/test/support/year-portfolio";

beforeAll(() => {
  process.env.DATABASE_URL = inject("databaseUrl");
});

const MANAGER: ScopedOperator = { role: "manager", branchId: null, organizationId: null };
const LIMITS = DEFAULT_ALERT_LIMITS;
/** The in-process reading's "now": the portfolio's history runs up to it. */
const NOW = new Date("2025-07-01T15:00:00.000Z");
const SPRING: PeriodDays = { from: "2025-03-01", to: "2025-05-31" };
const YEAR: PeriodDays = { from: "2024-07-01", to: "2025-07-01" };

/* ------------------------------------------------------------------ the portfolio */

interface SeededOperation {
  readonly id: string;
  readonly spec: TrackedOperationSpec;
  /** Creation (`Draft`) and then the spec's steps. */
  readonly history: readonly HistoryStep[];
  readonly status: OperationStatus;
  readonly statusSince: Date;
  creditNoteNo: string;
}

let organizationId: string;
let organizationName: string;
const branch = { a: { id: "", name: "" }, b: { id: "", name: "" } };
const operator = { a1: "", a2: "", b1: "" };
const operatorNames = new Map<string, string>();
let seeded: SeededOperation[] = [];
const special: Record<string, string> = {};

async function seedPortfolio() {
  const prisma = testPrisma();
  const tag = randomUUID().slice(0, 8);
  organizationName = `Pipeline Teste ${tag}`;
  const organization = await prisma.portalOrganization.create({
    data: { name: organizationName, registrationNumber: String(randomInt(10 ** 13, 10 ** 14 - 1)) },
  });
  organizationId = organization.id;
  for (const [key, name] of [["a", "Pipeline · Agência A"], ["b", "Pipeline · Agência B"]] as const) {
    const created = await prisma.portalBranch.create({
      data: { organizationId, name, code: `pipeline-${key}-${tag}`, apiClientId: `pipeline-${key}-${tag}`, apiClientSecretEncrypted: "not-used-by-these-tests" },
    });
    branch[key] = { id: created.id, name };
  }
  for (const [key, name, branchKey] of [["a1", "Ana Pipeline", "a"], ["a2", "Artur Pipeline", "a"], ["b1", "Bia Pipeline", "b"]] as const) {
    const created = await prisma.user.create({
      data: { name, email: `pipeline-${key}-${tag}@teste.demo`, passwordHash: "not-a-password", role: "correspondent", branchId: branch[branchKey].id },
    });
    operator[key] = created.id;
    operatorNames.set(created.id, name);
  }

  const origins = [
    { organizationId, branchId: branch.a.id, operatorIds: [operator.a1, operator.a2] },
    { organizationId, branchId: branch.b.id, operatorIds: [operator.b1] },
    { organizationId, branchId: null, operatorIds: [] },
  ];
  const generated = yearPortfolio({ count: 360, now: NOW, origins, seed: 15, days: 365 });

  // Chosen cases the generator may not produce.
  const at = (iso: string) => new Date(iso);
  const chosen: Array<[string, TrackedOperationSpec]> = [
    // Created before the period, settled inside it.
    [
      "settledLate",
      {
        product: "payroll", amountInCents: 1_234_567, organizationId, branchId: branch.a.id, operatorId: operator.a1, createdAt: at("2025-02-20T13:00:00Z"),
        steps: [
          { to: "ComplianceApproval", at: at("2025-02-20T14:00:00Z") }, { to: "CreditApproval", at: at("2025-02-20T15:00:00Z") },
          { to: "Warranty", at: at("2025-02-21T12:00:00Z") }, { to: "MarginReserveApproval", at: at("2025-02-21T13:00:00Z") },
          { to: "InstrumentApproval", at: at("2025-02-21T14:00:00Z") }, { to: "Signatures", at: at("2025-02-21T15:00:00Z") },
          { to: "SignaturesValidation", at: at("2025-02-27T15:00:00Z") }, { to: "WaitLiquidation", at: at("2025-02-28T10:00:00Z") },
          { to: "Liquidation", at: at("2025-02-28T20:00:00Z") }, { to: "Finished", at: at("2025-03-01T03:30:00Z") },
        ],
      },
    ],
    // Returned twice for the same reason (two events, one operation), then another reason, then cancelled.
    [
      "twiceReturned",
      {
        product: "fgts", amountInCents: 45_678, organizationId, branchId: branch.b.id, operatorId: operator.b1, createdAt: at("2025-04-02T12:00:00Z"),
        steps: [
          { to: "ComplianceApproval", at: at("2025-04-02T13:00:00Z") }, { to: "CreditApproval", at: at("2025-04-02T14:00:00Z") },
          { to: "Warranty", at: at("2025-04-02T15:00:00Z") },
          { to: "WarrantyRevision", at: at("2025-04-03T15:00:00Z"), reason: "Termo de consentimento do FGTS ausente ou inadequado." },
          { to: "Warranty", at: at("2025-04-04T15:00:00Z") },
          { to: "WarrantyRevision", at: at("2025-04-05T15:00:00Z"), reason: "Termo de consentimento do FGTS ausente ou inadequado." },
          { to: "Warranty", at: at("2025-04-06T15:00:00Z") },
          { to: "WarrantyRevision", at: at("2025-04-07T15:00:00Z"), reason: "Vínculo informado não encontrado no agente operador." },
          { to: "Canceled", at: at("2025-04-08T15:00:00Z"), reason: "" },
        ],
      },
    ],
    // Submitted straight to credit analysis (no compliance step): still a submission; and an Error.
    [
      "straightToCredit",
      {
        product: "payroll", amountInCents: 99_999, organizationId, branchId: null, operatorId: null, createdAt: at("2025-05-31T23:30:00-03:00"),
        steps: [{ to: "CreditApproval", at: at("2025-06-01T10:00:00Z") }, { to: "Error", at: at("2025-06-01T11:00:00Z"), reason: "Falha técnica." }],
      },
    ],
    // Deleted: counted nowhere.
    ["deleted", { product: "payroll", amountInCents: 777_777, organizationId, branchId: branch.a.id, operatorId: operator.a2, createdAt: at("2025-04-10T12:00:00Z"), steps: [], deleted: true }],
    // Just after the period's last day in Brasília (01/06 00:10 there): outside it.
    ["afterPeriod", { product: "fgts", amountInCents: 10_000, organizationId, branchId: branch.a.id, operatorId: operator.a1, createdAt: at("2025-06-01T03:10:00Z"), steps: [] }],
  ];

  const specs = [...generated, ...chosen.map(([, spec]) => spec)];
  const ids = await insertTrackedPortfolio(prisma, specs);
  chosen.forEach(([name], index) => (special[name] = ids[generated.length + index]!));
  const numbers = new Map((await prisma.portalTrackedOperation.findMany({ where: { organizationId }, select: { id: true, creditNoteNo: true } })).map((row) => [row.id, row.creditNoteNo]));
  seeded = specs.map((spec, index) => {
    const history: HistoryStep[] = [{ to: "Draft", at: spec.createdAt }, ...spec.steps];
    const last = history.at(-1)!;
    return { id: ids[index]!, spec, history, status: last.to, statusSince: last.at, creditNoteNo: numbers.get(ids[index]!)! };
  });
}

/* ------------------------------------------------------------------ an independent reading of the portfolio */

type Narrowing = Omit<PipelineFilters, "from" | "to">;

const SUBMITTED = operationStatusValues.filter((status) => !["Draft", "Canceled", "Error"].includes(status));
const SIGNATURES: readonly OperationStatus[] = ["Signatures", "SignaturesValidation", "PartnerSignaturesValidation", "WaitLiquidation", "Liquidation", "ManualLiquidation", "PaymentRevision", "Finished"];

const within = (instant: Date, period: PeriodDays) => {
  const range = periodRange(period);
  return instant >= range.gte && instant < range.lt;
};
const matches = (operation: SeededOperation, narrowing: Narrowing) => {
  const { spec } = operation;
  if (spec.deleted || spec.organizationId !== organizationId) return false;
  if (narrowing.product && spec.product !== narrowing.product) return false;
  if (narrowing.organization && spec.organizationId !== narrowing.organization) return false;
  if (narrowing.branch && (narrowing.branch === NONE ? spec.branchId !== null : spec.branchId !== narrowing.branch)) return false;
  if (narrowing.operator && (narrowing.operator === NONE ? spec.operatorId !== null : spec.operatorId !== narrowing.operator)) return false;
  return true;
};
const reached = (operation: SeededOperation, set: readonly OperationStatus[]) => operation.status === "Finished" || operation.history.some((step) => set.includes(step.to));
const isOpen = (operation: SeededOperation) => !FINAL_STATUSES.includes(operation.status);
const ageSeconds = (operation: SeededOperation, now: Date) => Math.max(0, (now.getTime() - operation.statusSince.getTime()) / 1000);
const limitOf = (product: ProductKind, status: OperationStatus) => alertLimitSeconds(LIMITS, product, status);
const isLate = (operation: SeededOperation, now: Date) => {
  const limit = limitOf(operation.spec.product, operation.status);
  return isOpen(operation) && limit !== null && ageSeconds(operation, now) >= limit;
};
const sum = (operations: readonly SeededOperation[]): Figure => ({ count: operations.length, amountInCents: operations.reduce((total, operation) => total + operation.spec.amountInCents, 0) });

/** PostgreSQL's percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return Math.round(sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below));
}

function flowOf(operations: readonly SeededOperation[], period: PeriodDays): FlowFigures {
  const created = operations.filter((operation) => within(operation.spec.createdAt, period));
  return {
    created: sum(created),
    submitted: sum(created.filter((operation) => reached(operation, SUBMITTED))),
    signatures: sum(created.filter((operation) => reached(operation, SIGNATURES))),
    finished: sum(created.filter((operation) => operation.status === "Finished")),
    settled: sum(operations.filter((operation) => operation.history.some((step) => step.to === "Finished" && within(step.at, period)))),
  };
}

function reasonKey(status: ReturnStatus, reason: string | undefined): string {
  if (!reason || reason.trim() === "") return NO_REASON_KEY;
  return categoryOf(status, reason)?.key ?? freeReasonKey(createHash("md5").update(reason.trim()).digest("hex"));
}

interface ReturnEvent {
  readonly operation: SeededOperation;
  readonly status: ReturnStatus;
  readonly key: string;
  readonly at: Date;
  readonly reason: string | undefined;
}

function returnEvents(operations: readonly SeededOperation[], period: PeriodDays): ReturnEvent[] {
  return operations.flatMap((operation) =>
    operation.history
      .filter((step) => (RETURN_STATUSES as readonly string[]).includes(step.to) && within(step.at, period))
      .map((step) => ({ operation, status: step.to as ReturnStatus, key: reasonKey(step.to as ReturnStatus, step.reason), at: step.at, reason: step.reason })),
  );
}

interface Stay {
  readonly operation: SeededOperation;
  readonly status: OperationStatus;
  readonly seconds: number;
  readonly endedAt: Date;
}

function stays(operations: readonly SeededOperation[], period: PeriodDays): Stay[] {
  return operations.flatMap((operation) =>
    operation.history.flatMap((step, index) =>
      index > 0 && within(step.at, period)
        ? [{ operation, status: operation.history[index - 1]!.to, seconds: Math.max(0, (step.at.getTime() - operation.history[index - 1]!.at.getTime()) / 1000), endedAt: step.at }]
        : [],
    ),
  );
}

function expectedBoards(period: PeriodDays, narrowing: Narrowing, now: Date): Omit<PipelineData, "now" | "period"> {
  const operations = seeded.filter((operation) => matches(operation, narrowing));
  const open = operations.filter(isOpen);
  const nowOf = (group: readonly SeededOperation[]) => ({ open: sum(group.filter(isOpen)), late: group.filter((operation) => isLate(operation, now)).length });

  const groupRows = (keyOf: (operation: SeededOperation) => string, labelOf: (key: string) => string, keyFields: (key: string) => GroupRow["key"]): GroupRow[] => {
    const relevant = operations.filter((operation) => within(operation.spec.createdAt, period) || isOpen(operation) || operation.history.some((step) => step.to === "Finished" && within(step.at, period)));
    const keys = [...new Set(relevant.map(keyOf))];
    return keys
      .map((key) => {
        const group = operations.filter((operation) => keyOf(operation) === key);
        return { key: keyFields(key), label: labelOf(key), ...flowOf(group, period), ...nowOf(group) };
      })
      .sort((a, b) => b.created.amountInCents - a.created.amountInCents || b.open.count - a.open.count || a.label.localeCompare(b.label, "pt-BR"));
  };

  const allStays = stays(operations, period);
  const ageing: AgeingRow[] = BOARD_STATUS_ORDER.filter((status) => !FINAL_STATUSES.includes(status)).flatMap((status) => {
    const here = open.filter((operation) => operation.status === status);
    const ended = allStays.filter((stay) => stay.status === status);
    if (here.length === 0 && ended.length === 0) return [];
    const ages = here.map((operation) => ageSeconds(operation, now));
    return [
      {
        status,
        limitSeconds: { payroll: limitOf("payroll", status), fgts: limitOf("fgts", status) },
        open: here.length,
        late: here.filter((operation) => isLate(operation, now)).length,
        openMedianSeconds: percentile(ages, 0.5),
        openP90Seconds: percentile(ages, 0.9),
        stays: ended.length,
        staysMedianSeconds: percentile(ended.map((stay) => stay.seconds), 0.5),
        staysP90Seconds: percentile(ended.map((stay) => stay.seconds), 0.9),
        slowStays: ended.filter((stay) => {
          const limit = limitOf(stay.operation.spec.product, stay.status);
          return limit !== null && stay.seconds >= limit;
        }).length,
      },
    ];
  });

  const events = returnEvents(operations, period);
  const distinct = (list: readonly ReturnEvent[]) => sum([...new Map(list.map((event) => [event.operation.id, event.operation])).values()]);
  const returns: ReturnsRow[] = RETURN_STATUSES.flatMap((status) => {
    const ofStatus = events.filter((event) => event.status === status);
    if (ofStatus.length === 0) return [];
    const keys = [...new Set(ofStatus.map((event) => event.key))];
    const reasons = keys
      .map((key) => {
        const ofKey = ofStatus.filter((event) => event.key === key);
        const samples = ofKey.map((event) => (event.reason ?? "").trim()).sort();
        return { key, label: categoryLabel(key) ?? samples[0]!, events: ofKey.length, operations: distinct(ofKey) };
      })
      .sort((a, b) => b.events - a.events || a.key.localeCompare(b.key));
    return [{ status, events: ofStatus.length, operations: distinct(ofStatus), reasons }];
  });

  const created = operations.filter((operation) => within(operation.spec.createdAt, period));
  const statusByProduct: StatusProductRow[] = BOARD_STATUS_ORDER.flatMap((status) => {
    const here = created.filter((operation) => operation.status === status);
    if (here.length === 0) return [];
    return [{ status, byProduct: { payroll: sum(here.filter((operation) => operation.spec.product === "payroll")), fgts: sum(here.filter((operation) => operation.spec.product === "fgts")) }, total: sum(here) }];
  });

  const branchLabel = (key: string) => (key === NONE ? `${organizationName} · sem agência` : key === branch.a.id ? branch.a.name : branch.b.name);
  return {
    totals: { ...flowOf(operations, period), ...nowOf(operations) },
    byProduct: {
      payroll: flowOf(operations.filter((operation) => operation.spec.product === "payroll"), period),
      fgts: flowOf(operations.filter((operation) => operation.spec.product === "fgts"), period),
    },
    statusByProduct,
    branches: groupRows(
      (operation) => operation.spec.branchId ?? NONE,
      branchLabel,
      (key) => ({ organization: organizationId, branch: key === NONE ? null : key, operator: null }),
    ),
    operators: groupRows(
      (operation) => operation.spec.operatorId ?? NONE,
      (key) => (key === NONE ? "Criadas fora do portal" : operatorNames.get(key)!),
      (key) => ({ organization: null, branch: null, operator: key === NONE ? null : key }),
    ),
    ageing,
    returns,
  };
}

/** The operations (or, for stays and returns, the events) a drill-down should list, as `id@instant` keys. */
function expectedDrill(period: PeriodDays, narrowing: Narrowing, drill: DrillTarget, now: Date): string[] {
  const operations = seeded.filter((operation) => matches(operation, { ...narrowing, ...drillNarrowing(drill) }));
  const flow = (measure: keyof FlowFigures) => {
    const created = operations.filter((operation) => within(operation.spec.createdAt, period));
    switch (measure) {
      case "created":
        return created;
      case "submitted":
        return created.filter((operation) => reached(operation, SUBMITTED));
      case "signatures":
        return created.filter((operation) => reached(operation, SIGNATURES));
      case "finished":
        return created.filter((operation) => operation.status === "Finished");
      case "settled":
        return operations.filter((operation) => operation.history.some((step) => step.to === "Finished" && within(step.at, period)));
    }
  };
  const withStatus = (list: readonly SeededOperation[]) => (drill.status ? list.filter((operation) => operation.status === drill.status) : list);
  switch (drill.measure) {
    case "created":
    case "submitted":
    case "signatures":
    case "finished":
    case "settled":
      return withStatus(flow(drill.measure)).map((operation) => operation.id).sort();
    case "open":
      return withStatus(operations.filter(isOpen)).map((operation) => operation.id).sort();
    case "late":
      return withStatus(operations.filter((operation) => isLate(operation, now))).map((operation) => operation.id).sort();
    case "stays":
    case "slow":
      return stays(operations, period)
        .filter((stay) => stay.status === drill.status)
        .filter((stay) => drill.measure === "stays" || (limitOf(stay.operation.spec.product, stay.status) ?? Infinity) <= stay.seconds)
        .map((stay) => `${stay.operation.id}@${stay.endedAt.toISOString()}`)
        .sort();
    case "returned":
      return returnEvents(operations, period)
        .filter((event) => event.status === drill.status && (!drill.reason || event.key === drill.reason))
        .map((event) => `${event.operation.id}@${event.at.toISOString()}`)
        .sort();
  }
}

function drillNarrowing(drill: DrillTarget): Narrowing {
  return {
    ...(drill.product && { product: drill.product }),
    ...(drill.organization && { organization: drill.organization }),
    ...(drill.branch && { branch: drill.branch }),
    ...(drill.operator && { operator: drill.operator }),
  };
}

async function drilledKeys(filters: PipelineFilters, drill: DrillTarget, now: Date): Promise<string[]> {
  const keys: string[] = [];
  for await (const row of iterateDrillRows({ operator: MANAGER, filters, drill: { ...drill, page: 1 } as PipelineDrill, now, limits: LIMITS, prisma: testPrisma(), limit: 100_000 })) {
    const event = drill.measure === "stays" || drill.measure === "slow" || drill.measure === "returned";
    keys.push(event ? `${row.id}@${row.eventAt!.toISOString()}` : row.id);
  }
  return keys.sort();
}

/* ------------------------------------------------------------------ HTTP helpers */

const sessions = new Map<string, string>();
async function session(email: string): Promise<string> {
  const known = sessions.get(email);
  if (known) return known;
  const result = await signInOverHttp(email, demoPassword);
  if (!result.sessionCookie) throw new Error(`sign-in refused for ${email}`);
  sessions.set(email, result.sessionCookie);
  return result.sessionCookie;
}

/** A pt-BR CSV (`;`, CRLF, RFC 4180 quotes) into rows of cells, the BOM checked and dropped. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 1; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ";") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else {
      cell += char;
    }
  }
  expect(cell).toBe("");
  return rows;
}

async function exportCsv(query: string, email = "gestor@portal.demo") {
  const response = await fetch(portalUrl(`/pipeline/export?${query}`), { headers: { cookie: await session(email) } });
  // Decoded keeping the BOM (Response.text() drops it), so that the file's first bytes are checked too.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition"), text };
}

/* ------------------------------------------------------------------ the tests */

describe("pipeline boards", () => {
  beforeAll(async () => {
    await seedPortfolio();
  });

  const narrowings = (): Array<[string, Narrowing]> => [
    ["the organization", { organization: organizationId }],
    ["FGTS", { organization: organizationId, product: "fgts" }],
    ["payroll", { organization: organizationId, product: "payroll" }],
    ["branch A", { organization: organizationId, branch: branch.a.id }],
    ["no branch", { organization: organizationId, branch: NONE }],
    ["operator A1", { organization: organizationId, operator: operator.a1 }],
    ["outside the portal", { organization: organizationId, operator: NONE }],
    ["branch B and FGTS", { organization: organizationId, branch: branch.b.id, product: "fgts" }],
  ];

  test("every figure equals the portfolio's, under each period and filter", async () => {
    for (const period of [SPRING, YEAR, { from: "2025-04-02", to: "2025-04-02" }]) {
      for (const [name, narrowing] of narrowings()) {
        const data = await loadPipeline({ operator: MANAGER, filters: { ...period, ...narrowing }, now: NOW, limits: LIMITS, prisma: testPrisma() });
        const expected = expectedBoards(period, narrowing, NOW);
        const where = `${period.from}…${period.to}, ${name}`;
        expect(data.totals, where).toEqual(expected.totals);
        expect(data.byProduct, where).toEqual(expected.byProduct);
        expect(data.statusByProduct, where).toEqual(expected.statusByProduct);
        expect(data.branches, where).toEqual(expected.branches);
        expect(data.operators, where).toEqual(expected.operators);
        expect(data.ageing, where).toEqual(expected.ageing);
        expect(data.returns, where).toEqual(expected.returns);
      }
    }
  });

  test("the seeded portfolio exercises what the boards count (the comparisons above are not vacuous)", async () => {
    const data = await loadPipeline({ operator: MANAGER, filters: { ...SPRING, organization: organizationId }, now: NOW, limits: LIMITS, prisma: testPrisma() });
    const { totals } = data;
    expect(totals.created.count).toBeGreaterThan(50);
    expect(totals.created.count).toBeGreaterThan(totals.submitted.count);
    expect(totals.submitted.count).toBeGreaterThan(totals.signatures.count);
    expect(totals.signatures.count).toBeGreaterThan(totals.finished.count);
    expect(totals.finished.count).toBeGreaterThan(0);
    expect(totals.late).toBeGreaterThan(0);
    expect(data.branches.map((row) => row.label)).toEqual(expect.arrayContaining([branch.a.name, branch.b.name, `${organizationName} · sem agência`]));
    expect(data.operators.map((row) => row.label)).toEqual(expect.arrayContaining(["Ana Pipeline", "Artur Pipeline", "Bia Pipeline", "Criadas fora do portal"]));
    expect(data.returns.map((row) => row.status)).toEqual(expect.arrayContaining(["WarrantyRevision", "Canceled"]));
    expect(data.ageing.filter((row) => row.slowStays > 0).length).toBeGreaterThan(0);

    // The chosen cases, by hand.
    const settled = await drilledKeys({ ...SPRING, organization: organizationId }, { measure: "settled" }, NOW);
    expect(settled).toContain(special.settledLate);
    expect(await drilledKeys({ ...SPRING, organization: organizationId }, { measure: "created" }, NOW)).not.toContain(special.settledLate);
    const consent = data.returns.find((row) => row.status === "WarrantyRevision")!.reasons.find((reason) => reason.key === "termo-fgts")!;
    const twice = (await drilledKeys({ ...SPRING, organization: organizationId }, { measure: "returned", status: "WarrantyRevision", reason: "termo-fgts" }, NOW)).filter((key) =>
      key.startsWith(special.twiceReturned!),
    );
    expect(twice).toHaveLength(2);
    expect(consent.events - consent.operations.count).toBeGreaterThanOrEqual(1);
    const canceled = data.returns.find((row) => row.status === "Canceled")!;
    expect(canceled.reasons.find((reason) => reason.key === NO_REASON_KEY)).toMatchObject({ label: "Sem motivo informado" });
    const all = await drilledKeys({ ...YEAR, organization: organizationId }, { measure: "created" }, NOW);
    expect(all).not.toContain(special.deleted);
    expect(await drilledKeys({ ...YEAR, organization: organizationId }, { measure: "submitted" }, NOW)).toContain(special.straightToCredit);
    // 31/05 23:30 in Brasília is inside the spring; 01/06 00:10 there is not.
    const spring = await drilledKeys({ ...SPRING, organization: organizationId }, { measure: "created" }, NOW);
    expect(spring).toContain(special.straightToCredit);
    expect(spring).not.toContain(special.afterPeriod);
  });

  test("every drill-down lists exactly the operations (or events) its figure counts", async () => {
    const filters: PipelineFilters = { ...SPRING, organization: organizationId };
    const data = await loadPipeline({ operator: MANAGER, filters, now: NOW, limits: LIMITS, prisma: testPrisma() });
    const drills: DrillTarget[] = [
      { measure: "created" },
      { measure: "submitted" },
      { measure: "signatures" },
      { measure: "finished" },
      { measure: "settled" },
      { measure: "open" },
      { measure: "late" },
      { measure: "created", product: "fgts" },
      { measure: "finished", branch: branch.a.id, organization: organizationId },
      { measure: "created", branch: NONE, organization: organizationId },
      { measure: "signatures", operator: operator.b1 },
      { measure: "open", operator: NONE },
      { measure: "created", status: "Signatures" },
      { measure: "open", status: "Draft" },
      { measure: "late", status: "Draft" },
      { measure: "stays", status: "Warranty" },
      { measure: "slow", status: "Signatures" },
      { measure: "returned", status: "WarrantyRevision" },
      { measure: "returned", status: "WarrantyRevision", reason: "termo-fgts" },
      { measure: "returned", status: "Canceled", reason: NO_REASON_KEY },
    ];
    for (const drill of drills) {
      const expected = expectedDrill(SPRING, { organization: organizationId }, drill, NOW);
      expect(await drilledKeys(filters, drill, NOW), JSON.stringify(drill)).toEqual(expected);
      const page = await loadDrillPage({ operator: MANAGER, filters, drill: { ...drill, page: 1 } as PipelineDrill, now: NOW, limits: LIMITS, prisma: testPrisma() });
      expect(page.total, JSON.stringify(drill)).toBe(expected.length);
      expect(page.rows.length).toBe(Math.min(50, expected.length));
      const ids = [...new Set(expected.map((key) => key.split("@")[0]!))];
      expect(page.operations).toEqual(sum(seeded.filter((operation) => ids.includes(operation.id))));
    }
    // A figure's drill-down counts what the figure says.
    const figureOf = (drill: DrillTarget) => loadDrillPage({ operator: MANAGER, filters, drill: { ...drill, page: 1 } as PipelineDrill, now: NOW, limits: LIMITS, prisma: testPrisma() });
    expect((await figureOf({ measure: "finished" })).operations).toEqual(data.totals.finished);
    const rowA = data.branches.find((row) => row.key.branch === branch.a.id)!;
    expect((await figureOf({ measure: "created", organization: organizationId, branch: branch.a.id })).operations).toEqual(rowA.created);
    const warranty = data.returns.find((row) => row.status === "WarrantyRevision")!;
    const returned = await figureOf({ measure: "returned", status: "WarrantyRevision" });
    expect({ events: returned.total, operations: returned.operations }).toEqual({ events: warranty.events, operations: warranty.operations });
    const ageing = data.ageing.find((row) => row.status === "Warranty")!;
    expect((await figureOf({ measure: "stays", status: "Warranty" })).total).toBe(ageing.stays);
    // Later pages continue where the first stopped, without repeating.
    const created = await figureOf({ measure: "created" });
    const second = await loadDrillPage({ operator: MANAGER, filters, drill: { measure: "created", page: 2 }, now: NOW, limits: LIMITS, prisma: testPrisma() });
    expect(second.rows.length).toBe(Math.min(50, created.total - 50));
    expect(second.rows.some((row) => created.rows.some((first) => first.id === row.id))).toBe(false);
  });

  test("the page shows the figures and the drill-down's operations to a manager", async () => {
    const query = pipelineQueryString({ ...SPRING, organization: organizationId });
    const expected = expectedBoards(SPRING, { organization: organizationId }, new Date());
    const page = await getPage(`/pipeline?${query}`, await session("gestor@portal.demo"));
    expect(page.status).toBe(200);
    expect(page.html).toContain("Painel gerencial");
    expect(page.html).toContain("01/03/2025 a 31/05/2025");
    expect(page.html).toContain(formatCount(expected.totals.created.count));
    expect(page.html).toContain(formatCents(cents(expected.totals.created.amountInCents)));
    expect(page.html).toContain(formatCents(cents(expected.totals.finished.amountInCents)));
    expect(page.html).toContain(branch.a.name);

    const drill = { measure: "returned", status: "WarrantyRevision", reason: "termo-fgts" } as const;
    const listed = await getPage(`/pipeline?${pipelineQueryString({ ...SPRING, organization: organizationId }, drill)}`, await session("gestor@portal.demo"));
    expect(listed.status).toBe(200);
    const ids = [...new Set(expectedDrill(SPRING, { organization: organizationId }, drill, new Date()).map((key) => key.split("@")[0]!))];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(listed.html).toContain(`/operations/${id}`);
    expect(listed.html).toContain("Termo de consentimento do FGTS ausente");
  });

  test("CSV exports: the branches table and the operations behind a figure, for Excel in pt-BR; each export audited", async () => {
    const filters = { ...SPRING, organization: organizationId };
    const before = await testPrisma().portalAuditEvent.count({ where: { action: "pipeline.exported" } });
    const branches = await exportCsv(`table=branches&${pipelineQueryString(filters)}`);
    expect(branches.status).toBe(200);
    expect(branches.type).toBe("text/csv; charset=utf-8");
    expect(branches.disposition).toMatch(/^attachment; filename="painel-gerencial-agencias-\d{8}-\d{4}\.csv"$/);
    const [context, header, ...rows] = parseCsv(branches.text);
    expect(context![0]).toContain("Por agência · período 01/03/2025 a 31/05/2025");
    expect(context![0]).toContain(organizationName);
    expect(header).toEqual([
      "Agência", "Originadas", "Valor originado (R$)", "Enviadas", "Chegaram às assinaturas", "Liquidadas (das originadas)", "Valor liquidado (das originadas, R$)",
      "Conversão criação → liquidação (%)", "Liquidadas no período", "Valor liquidado no período (R$)", "Em aberto agora", "Acima do limite agora",
    ]);
    const expected = expectedBoards(SPRING, { organization: organizationId }, new Date());
    expect(rows).toEqual(
      expected.branches.map((row) => [
        row.label, String(row.created.count), spreadsheetAmount(row.created.amountInCents), String(row.submitted.count), String(row.signatures.count),
        String(row.finished.count), spreadsheetAmount(row.finished.amountInCents), spreadsheetPercent(rate(row.finished.count, row.created.count)),
        String(row.settled.count), spreadsheetAmount(row.settled.amountInCents), String(row.open.count), String(row.late),
      ]),
    );

    const funnel = parseCsv((await exportCsv(`table=funnel&${pipelineQueryString(filters)}`)).text);
    const { created, submitted, signatures, finished } = expected.totals;
    expect(funnel.slice(2)).toEqual([
      ["Criadas", String(created.count), spreadsheetAmount(created.amountInCents), "", "100,0"],
      ["Enviadas para aprovação", String(submitted.count), spreadsheetAmount(submitted.amountInCents), spreadsheetPercent(rate(submitted.count, created.count)), spreadsheetPercent(rate(submitted.count, created.count))],
      ["Chegaram às assinaturas", String(signatures.count), spreadsheetAmount(signatures.amountInCents), spreadsheetPercent(rate(signatures.count, submitted.count)), spreadsheetPercent(rate(signatures.count, created.count))],
      ["Liquidadas", String(finished.count), spreadsheetAmount(finished.amountInCents), spreadsheetPercent(rate(finished.count, signatures.count)), spreadsheetPercent(rate(finished.count, created.count))],
    ]);

    const drill = { measure: "returned", status: "WarrantyRevision" } as const;
    const operations = await exportCsv(`table=operations&${pipelineQueryString(filters, drill)}`);
    expect(operations.status).toBe(200);
    expect(operations.disposition).toMatch(/painel-gerencial-operacoes-returned-/);
    const [operationsContext, operationsHeader, ...lines] = parseCsv(operations.text);
    expect(operationsContext![0]).toMatch(/Revisão da garantia/);
    expect(operationsHeader![0]).toBe("Operação");
    const events = expectedDrill(SPRING, { organization: organizationId }, drill, new Date());
    expect(lines).toHaveLength(events.length);
    const byId = new Map(seeded.map((operation) => [operation.id, operation]));
    expect(lines.map((line) => line[1]!).sort()).toEqual(events.map((key) => key.split("@")[0]!).sort());
    for (const line of lines) {
      const operation = byId.get(line[1]!)!;
      expect(line[0]).toBe(operation.creditNoteNo);
      expect(line[3]).toBe(STATUS_LABELS[operation.status]);
      expect(line[6]).toBe(spreadsheetAmount(operation.spec.amountInCents));
      const reasons = operation.history.filter((step) => step.to === "WarrantyRevision" && within(step.at, SPRING)).map((step) => step.reason ?? "");
      expect(reasons).toContain(line[13]);
    }
    expect(lines.some((line) => line[13] === "Termo de consentimento do FGTS ausente ou inadequado.")).toBe(true);

    expect(await testPrisma().portalAuditEvent.count({ where: { action: "pipeline.exported" } })).toBe(before + 3);
    const last = await testPrisma().portalAuditEvent.findFirstOrThrow({ where: { action: "pipeline.exported" }, orderBy: { at: "desc" } });
    expect(last.summary).toMatch(/Revisão da garantia/);
  });

  test("only managers see the boards; bad filters are answered, not crashed", async () => {
    const query = pipelineQueryString({ ...SPRING, organization: organizationId });
    for (const email of ["correspondente.se@centro.demo", "agente@centro.demo", "mesa@portal.demo"]) {
      expect((await getPage(`/pipeline?${query}`, await session(email))).status, email).toBe(403);
      const refused = await exportCsv(`table=branches&${query}`, email);
      expect(refused.status, email).toBe(403);
      expect(refused.type).toMatch(/application\/problem\+json/);
    }
    const anonymous = await fetch(portalUrl(`/pipeline/export?table=branches&${query}`));
    expect(anonymous.status).toBe(401);
    expect((await getPage(`/pipeline?${query}`, null)).location).toMatch(/\/login/);

    const badPeriod = await getPage("/pipeline?from=2025-05-01&to=2025-04-01", await session("gestor@portal.demo"));
    expect(badPeriod.status).toBe(200);
    expect(badPeriod.html).toContain("a data inicial deve ser anterior ou igual à data final");
    const badExport = await exportCsv("table=branches&from=2025-13-01");
    expect(badExport.status).toBe(400);
    expect(JSON.parse(badExport.text.replace(/^\uFEFF/, ""))).toMatchObject({ status: 400, detail: expect.stringContaining("Data inicial inválida") });
    expect((await exportCsv(`table=operations&${query}`)).status).toBe(400);
    expect((await exportCsv(`table=everything&${query}`)).status).toBe(400);
  });
});
