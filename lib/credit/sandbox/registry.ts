/**
 * The sandbox registry of workers and FGTS accounts that the embedded credit API answers for (DESIGN §4): a
 * deterministic generator (seeded PRNG: the same seed always yields the same registry) of employers with
 * valid CNPJs and workers with valid CPFs, their active employment link, salary, free consignable margin
 * (at most 35% of the gross salary), FGTS balance and birthday-withdrawal month (the birth month). The
 * special CPFs of `special-cpfs.ts` and the regular examples are included with fixed profiles. Pure: the
 * seed (prisma/seed.ts) writes it, tests and the documentation read it.
 */
import { createPrng, type Prng } from "./prng";
import { REGULAR_EXAMPLE_CPFS, SPECIAL_CPFS, type SandboxScenario } from "./special-cpfs";
import { cnpjFromBase, cpfFromBase } from "./tax-id-generator";

export const SANDBOX_REGISTRY_SEED = 20_260_501;
/** Workers in the registry, special and example CPFs included (the demo's scenario workers come on top). */
export const SANDBOX_REGISTRY_SIZE = 200;

/**
 * Undocumented workers with a special scenario, for the portal's demo portfolio only: the demo shows every path
 * without consuming the documented special CPFs (an FGTS anticipation of 900.000.044-05 left in WarrantyRevision
 * would turn every partner's later submission for it into "Limite anual"). Shape 910.000.0N0-??.
 */
export const DEMO_SCENARIO_WORKER_SCENARIOS = [
  "fgts-balance-too-small",
  "fgts-no-birthday-withdrawal",
  "settlement-failure",
  "manual-warranty",
  "manual-liquidation",
] as const satisfies readonly SandboxScenario[];

export type DemoScenario = (typeof DEMO_SCENARIO_WORKER_SCENARIOS)[number];

/** The demo's own CPF for a scenario (valid check digits, no real person, not in the documented tables). */
export function demoScenarioCpf(scenario: DemoScenario): string {
  return cpfFromBase(`9100000${DEMO_SCENARIO_WORKER_SCENARIOS.indexOf(scenario) + 1}0`);
}
/** Legal ceiling of the consignable margin: 35% of the gross salary. */
export const MAX_MARGIN_SHARE = 0.35;

export interface SandboxEmployer {
  readonly registrationNumber: string;
  readonly registrationCode: number;
  readonly name: string;
}

/** One row of the registry; the shape of the `CreditRegistryWorker` table. */
export interface SandboxRegistryWorker {
  registrationNumber: string;
  name: string;
  scenario: SandboxScenario;
  /** Employment link fields: all `null` when the worker has no active link. */
  employeeCode: string | null;
  employerRegistrationNumber: string | null;
  employerRegistrationCode: number | null;
  employerName: string | null;
  admissionDate: Date | null;
  positionCBOCode: number | null;
  grossSalaryInCents: number | null;
  freeMarginInCents: number | null;
  fgtsBalanceInCents: number;
  /** 1..12: month of the FGTS birthday withdrawal (the birth month). */
  birthdayMonth: number;
  birthdayWithdrawalOptIn: boolean;
}

export interface SandboxRegistry {
  readonly employers: readonly SandboxEmployer[];
  readonly workers: readonly SandboxRegistryWorker[];
}

const EMPLOYER_NAMES = [
  "Metalúrgica Horizonte Ltda",
  "Supermercados Boa Safra S.A.",
  "Transportadora Rota Sul Ltda",
  "Hospital Santa Clara do Vale S.A.",
  "Construtora Pedra Firme Ltda",
  "Tecelagem Fio de Ouro Ltda",
  "Agroindustrial Campo Verde S.A.",
  "Escola Novo Saber Ltda",
  "Restaurantes Sabor da Terra Ltda",
  "Logística Ponto Certo S.A.",
  "Farmácias Vida Plena Ltda",
  "Tecnologia Nuvem Clara Ltda",
];

const FIRST_NAMES = [
  "Ana", "Bruno", "Carla", "Diego", "Eduarda", "Felipe", "Gabriela", "Henrique", "Isabela", "João", "Larissa",
  "Marcos", "Natália", "Otávio", "Paula", "Rafael", "Sabrina", "Thiago", "Vanessa", "Wagner", "Yasmin", "Lucas",
];

const SURNAMES = [
  "Almeida", "Barbosa", "Cardoso", "Duarte", "Esteves", "Ferraz", "Gomes", "Lima", "Macedo", "Nogueira", "Oliveira",
  "Pereira", "Queiroz", "Ribeiro", "Santos", "Teixeira", "Vieira", "Xavier", "Moura", "Rocha",
];

/** CBO 2002 occupation codes common in private payrolls. */
const CBO_CODES = [411005, 411010, 421125, 422105, 513205, 514320, 521110, 521140, 715210, 782510, 317110, 351305, 252105, 322205, 784205];

const MINIMUM_WAGE_IN_CENTS = 151_800;
const FIRST_ADMISSION = Date.UTC(2008, 0, 1);
const LAST_ADMISSION = Date.UTC(2025, 5, 30);
const DAY_MS = 86_400_000;

/** Fixed, documented profiles of the regular examples and of the healthy base of the special CPFs. */
const EXAMPLE_PROFILES: ReadonlyArray<{ salary: number; margin: number; fgts: number; month: number }> = [
  { salary: 650_000, margin: 227_500, fgts: 1_800_000, month: 3 },
  { salary: 320_000, margin: 96_000, fgts: 620_000, month: 8 },
  { salary: 1_200_000, margin: 420_000, fgts: 4_500_000, month: 11 },
];

/** The registry for a seed; `buildSandboxRegistry()` is the one the sandbox ships. */
export function buildSandboxRegistry(seed = SANDBOX_REGISTRY_SEED, size = SANDBOX_REGISTRY_SIZE): SandboxRegistry {
  const prng = createPrng(seed);
  const employers = generateEmployers(prng);
  const fixedCpfs = new Set([...SPECIAL_CPFS, ...REGULAR_EXAMPLE_CPFS].map((entry) => entry.cpf));
  const workers: SandboxRegistryWorker[] = [];

  REGULAR_EXAMPLE_CPFS.forEach((example, index) => {
    const profile = EXAMPLE_PROFILES[index % EXAMPLE_PROFILES.length]!;
    workers.push(withProfile(generateWorker(prng, example.cpf, employers[index % employers.length]!), profile));
  });
  for (const special of SPECIAL_CPFS) {
    if (special.scenario === "not-in-registry") continue;
    const employer = employers[workers.length % employers.length]!;
    const healthy = withProfile(generateWorker(prng, special.cpf, employer), EXAMPLE_PROFILES[0]!);
    workers.push(applyScenario(healthy, special.scenario));
  }

  const used = new Set(fixedCpfs);
  while (workers.length < size) {
    const cpf = cpfFromBase(String(prng.int(200_000_000, 899_999_999)));
    if (used.has(cpf)) continue;
    used.add(cpf);
    workers.push(generateWorker(prng, cpf, prng.pick(employers)));
  }
  // After the generated ones, so adding them left every earlier worker as it was.
  for (const scenario of DEMO_SCENARIO_WORKER_SCENARIOS) {
    const healthy = withProfile(generateWorker(prng, demoScenarioCpf(scenario), employers[workers.length % employers.length]!), EXAMPLE_PROFILES[0]!);
    workers.push(applyScenario(healthy, scenario));
  }
  return { employers, workers };
}

function generateEmployers(prng: Prng): SandboxEmployer[] {
  const codes = new Set<number>();
  return EMPLOYER_NAMES.map((name) => {
    let registrationCode = prng.int(100_000, 999_999);
    while (codes.has(registrationCode)) registrationCode = prng.int(100_000, 999_999);
    codes.add(registrationCode);
    const root = String(prng.int(10_000_000, 99_999_999));
    return { registrationNumber: cnpjFromBase(`${root}0001`), registrationCode, name };
  });
}

function generateWorker(prng: Prng, cpf: string, employer: SandboxEmployer): SandboxRegistryWorker {
  const admission = FIRST_ADMISSION + prng.int(0, Math.floor((LAST_ADMISSION - FIRST_ADMISSION) / DAY_MS)) * DAY_MS;
  // Salaries skew low, as payrolls do: from the minimum wage to about ten times it, in whole reais.
  const spread = prng.next();
  const grossSalaryInCents = Math.round((MINIMUM_WAGE_IN_CENTS * (1 + 9 * spread * spread)) / 100) * 100;
  // Part of the 35% may already be committed to earlier payroll loans.
  const freeMarginInCents = Math.floor((grossSalaryInCents * prng.int(5, 35)) / 100);
  const monthsEmployed = Math.max(1, Math.floor((LAST_ADMISSION - admission) / (30 * DAY_MS)));
  const depositsKept = prng.int(30, 100) / 100;
  const fgtsBalanceInCents = Math.floor(grossSalaryInCents * 0.08 * monthsEmployed * depositsKept);
  return {
    registrationNumber: cpf,
    name: `${prng.pick(FIRST_NAMES)} ${prng.pick(SURNAMES)} ${prng.pick(SURNAMES)}`,
    scenario: "regular",
    employeeCode: String(prng.int(1, 99_999_999)).padStart(8, "0"),
    employerRegistrationNumber: employer.registrationNumber,
    employerRegistrationCode: employer.registrationCode,
    employerName: employer.name,
    admissionDate: new Date(admission),
    positionCBOCode: prng.pick(CBO_CODES),
    grossSalaryInCents,
    freeMarginInCents,
    fgtsBalanceInCents,
    birthdayMonth: prng.int(1, 12),
    birthdayWithdrawalOptIn: true,
  };
}

function withProfile(
  worker: SandboxRegistryWorker,
  profile: { salary: number; margin: number; fgts: number; month: number },
): SandboxRegistryWorker {
  return {
    ...worker,
    grossSalaryInCents: profile.salary,
    freeMarginInCents: profile.margin,
    fgtsBalanceInCents: profile.fgts,
    birthdayMonth: profile.month,
    birthdayWithdrawalOptIn: true,
  };
}

/** The one thing that goes wrong for each special CPF (the others only differ in how the pipeline treats them). */
function applyScenario(worker: SandboxRegistryWorker, scenario: SandboxScenario): SandboxRegistryWorker {
  const special = { ...worker, scenario };
  switch (scenario) {
    case "no-employment-link":
      return {
        ...special,
        employeeCode: null,
        employerRegistrationNumber: null,
        employerRegistrationCode: null,
        employerName: null,
        admissionDate: null,
        positionCBOCode: null,
        grossSalaryInCents: null,
        freeMarginInCents: null,
      };
    case "margin-below-request":
      return { ...special, grossSalaryInCents: 250_000, freeMarginInCents: 2_500 };
    case "fgts-balance-too-small":
      return { ...special, fgtsBalanceInCents: 5_000 };
    case "fgts-no-birthday-withdrawal":
      return { ...special, birthdayWithdrawalOptIn: false };
    default:
      return special;
  }
}
