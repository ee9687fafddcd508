/**
 * Sandbox conventions of the embedded credit API (DESIGN §4), for the guides and the module context.
 * The table of special CPFs comes from the credit API's own sandbox registry module, so the documentation
 * can never disagree with what the sandbox does. They are fictitious (generated, valid check digits).
 */
import { REGULAR_EXAMPLE_CPFS, SPECIAL_CPFS as SANDBOX_SPECIAL_CPFS, type SandboxCpf } from "@/lib/credit/sandbox/special-cpfs";

export type SpecialCpf = SandboxCpf;

export const SPECIAL_CPFS: readonly SpecialCpf[] = SANDBOX_SPECIAL_CPFS;

export interface SandboxScenario {
  readonly id: string;
  readonly title: string;
  readonly module: "consignado-privado" | "fgts" | "comum";
  /** Where the refusal surfaces: the call or the status. */
  readonly surfaces: string;
  readonly partnerAction: string;
}

export const SANDBOX_SCENARIOS: readonly SandboxScenario[] = [
  {
    id: "authorization-refused",
    title: "Autorização de margem recusada",
    module: "consignado-privado",
    surfaces:
      "A autorização criada por `POST /v1/RegistryEmployee/MarginAuthorization` passa a `Refused` (veja `refusalReason` na listagem `GET /v1/RegistryEmployee/MarginAuthorization`); a consulta de margem desse CPF responde 400 (sem autorização válida).",
    partnerAction: "Volte ao passo de autorização: registre uma nova autorização e peça ao trabalhador que confirme no canal.",
  },
  {
    id: "no-employment-link",
    title: "Sem vínculo empregatício ativo",
    module: "consignado-privado",
    surfaces: "`POST /v1/RegistryEmployee/FreeMarginQuery` responde 400: não há vínculo ativo para o CPF.",
    partnerAction: "O trabalhador não é elegível ao consignado privado agora; não crie a operação.",
  },
  {
    id: "margin-below-request",
    title: "Margem abaixo do pedido",
    module: "consignado-privado",
    surfaces:
      "A simulação por ofertas devolve lista vazia quando o valor pedido excede a margem; uma operação com parcela acima da margem livre volta da averbação em `WarrantyRevision`.",
    partnerAction: "Simule um valor menor (ou `calculateByValue` = `Payment` com `rangePaymentAmounts`) e ajuste a garantia; depois chame `doneWarrantyRevision`.",
  },
  {
    id: "fgts-balance-too-small",
    title: "Saldo FGTS abaixo do pedido",
    module: "fgts",
    surfaces: "Na averbação, o saldo antecipável fica abaixo de `requestedAmount`: a operação vai para `WarrantyRevision`.",
    partnerAction: "Cancele e recrie com um valor compatível, ou corrija e chame `doneWarrantyRevision`.",
  },
  {
    id: "fgts-no-birthday-withdrawal",
    title: "Sem adesão ao saque-aniversário",
    module: "fgts",
    surfaces: "Na averbação, a adesão do titular ao saque-aniversário não se confirma: a operação vai para `WarrantyRevision`.",
    partnerAction: "O titular precisa aderir ao saque-aniversário no aplicativo do FGTS; depois corrija e chame `doneWarrantyRevision`, ou cancele.",
  },
  {
    id: "not-in-registry",
    title: "CPF fora do cadastro do registrador",
    module: "consignado-privado",
    surfaces: "A autorização de margem passa a `Refused`: o registrador não conhece o trabalhador.",
    partnerAction: "Confira o CPF; sem cadastro no registrador não há consignado privado.",
  },
  {
    id: "settlement-failure",
    title: "Falha na liquidação",
    module: "comum",
    surfaces: "A transferência falha (conta inválida ou titular diferente do CPF do tomador): `Liquidation` → `PaymentRevision`.",
    partnerAction: "Cadastre uma conta cujo titular é o tomador e corrija a operação.",
  },
  {
    id: "manual-warranty",
    title: "Averbação que exige tratamento manual",
    module: "comum",
    surfaces: "A averbação eletrônica não conclui: `Warranty` → `ManualWarranty`; a mesa de crédito trata à mão.",
    partnerAction: "Aguarde o contato da mesa; não recrie a operação em paralelo.",
  },
  {
    id: "manual-liquidation",
    title: "Liquidação manual",
    module: "comum",
    surfaces: "A transferência automática não está disponível: `WaitLiquidation` → `ManualLiquidation`; a mesa conclui o pagamento e a operação vai a `Finished`.",
    partnerAction: "Aguarde: a transferência manual está em andamento; não altere a conta nem recrie a operação.",
  },
];

function scenarioTitle(id: string): string {
  return SANDBOX_SCENARIOS.find((scenario) => scenario.id === id)?.title ?? id;
}

function cpfTable(specialCpfs: readonly SpecialCpf[]): string {
  // The scenario's id beside its title: a question naming the path in English (`settlement-failure`) finds its CPF row.
  const rows = specialCpfs.map((entry) => `| \`${entry.cpf}\` | ${scenarioTitle(entry.scenario)} (\`${entry.scenario}\`) | ${entry.description} |`);
  const regular = REGULAR_EXAMPLE_CPFS.map((entry) => `- \`${entry.cpf}\`: ${entry.description}`);
  return [
    "CPFs fictícios do sandbox (gerados, com dígitos verificadores válidos; não são de ninguém):",
    "",
    "| CPF | caminho | o que acontece |",
    "|---|---|---|",
    ...rows,
    "",
    "Trabalhadores regulares, para o caminho feliz:",
    ...regular,
  ].join("\n");
}

/** The guide section on the sandbox: conventions, every refusal path, and the CPF table when there is one. */
export function sandboxSection(specialCpfs: readonly SpecialCpf[], module?: "consignado-privado" | "fgts"): string {
  const scenarios = SANDBOX_SCENARIOS.filter((scenario) => module === undefined || scenario.module === module || scenario.module === "comum");
  const paths = scenarios
    .map((scenario) => `- **${scenario.title}** (\`${scenario.id}\`): ${scenario.surfaces} O que fazer: ${scenario.partnerAction}`)
    .join("\n");
  const cpfs = specialCpfs.filter((entry) => scenarios.some((scenario) => scenario.id === entry.scenario));
  return [
    "A API embarcada é o sandbox: a mesma API, com um cadastro semeado de trabalhadores e contas FGTS fictícios (CPFs e CNPJs gerados, com dígitos verificadores válidos) e uma esteira que anda sozinha depois do envio (cada etapa leva poucos segundos).",
    "O cadastro semeado serve ao caminho feliz; os CPFs especiais disparam cada caminho de recusa:",
    paths,
    cpfTable(cpfs),
  ].join("\n\n");
}
