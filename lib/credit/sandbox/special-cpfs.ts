/**
 * Special CPFs of the sandbox, like a payment provider's test cards: each one triggers one refusal path of
 * the embedded credit API, so a partner can exercise it on purpose. All have valid check digits and belong to
 * no real person. The seeded registry (`registry.ts`) holds every one of them except `not-in-registry`, and
 * its profile makes the named path the only thing that goes wrong. The documentation server publishes this
 * table (descriptions are pt-BR, for partners).
 *
 * Memorable shape: special CPFs are 900.000.0N?-??, regular examples 100.000.0N?-??.
 */

export const SANDBOX_SCENARIOS = [
  "regular",
  "authorization-refused",
  "no-employment-link",
  "margin-below-request",
  "fgts-balance-too-small",
  "fgts-no-birthday-withdrawal",
  "settlement-failure",
  "manual-warranty",
  "manual-liquidation",
  "not-in-registry",
] as const;

export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

export interface SandboxCpf {
  readonly cpf: string;
  readonly scenario: SandboxScenario;
  /** pt-BR, for partners: what happens and at which step. */
  readonly description: string;
}

export const SPECIAL_CPFS: readonly SandboxCpf[] = [
  {
    cpf: "90000001147",
    scenario: "authorization-refused",
    description:
      "Autorização de margem recusada: o trabalhador recusa no canal de confirmação; a autorização vai de Pending a Refused e a consulta de margem fica indisponível.",
  },
  {
    cpf: "90000002208",
    scenario: "no-employment-link",
    description:
      "Sem vínculo empregatício ativo: a autorização é aprovada, mas a consulta de margem é recusada (400) por não encontrar vínculo ativo.",
  },
  {
    cpf: "90000003352",
    scenario: "margin-below-request",
    description:
      "Margem abaixo do pedido: vínculo ativo com margem livre de R$ 25,00; simulações acima dela vêm sem resultado e a averbação devolve a operação para WarrantyRevision.",
  },
  {
    cpf: "90000004405",
    scenario: "fgts-balance-too-small",
    description:
      "Saldo FGTS insuficiente: saldo de R$ 50,00; na averbação FGTS o valor pedido excede o saldo antecipável e a operação vai para WarrantyRevision.",
  },
  {
    cpf: "90000005568",
    scenario: "fgts-no-birthday-withdrawal",
    description:
      "Sem adesão ao saque-aniversário: a averbação FGTS não confirma a adesão e a operação vai para WarrantyRevision.",
  },
  {
    cpf: "90000006610",
    scenario: "settlement-failure",
    description:
      "Falha na liquidação: a transferência do valor liberado falha e a operação vai de Liquidation para PaymentRevision (corrija a conta).",
  },
  {
    cpf: "90000007773",
    scenario: "manual-warranty",
    description:
      "Averbação manual: a averbação eletrônica não conclui e a operação vai de Warranty para ManualWarranty; aguarde a mesa de crédito.",
  },
  {
    cpf: "90000009121",
    scenario: "manual-liquidation",
    description:
      "Liquidação manual: a transferência automática não está disponível para a conta; a operação vai de WaitLiquidation para ManualLiquidation e a mesa conclui o pagamento (Finished).",
  },
  {
    cpf: "90000008826",
    scenario: "not-in-registry",
    description:
      "CPF fora do registro de trabalhadores: a autorização de margem é recusada (Refused) porque a confirmação no canal não pode ser validada.",
  },
];

/** Regular workers for examples in the documentation and the guides: every step succeeds for them. */
export const REGULAR_EXAMPLE_CPFS: readonly SandboxCpf[] = [
  {
    cpf: "10000001929",
    scenario: "regular",
    description:
      "Trabalhador regular: salário bruto R$ 6.500,00, margem livre R$ 2.275,00, saldo FGTS R$ 18.000,00, saque-aniversário em março.",
  },
  {
    cpf: "10000002739",
    scenario: "regular",
    description:
      "Trabalhador regular: salário bruto R$ 3.200,00, margem livre R$ 960,00, saldo FGTS R$ 6.200,00, saque-aniversário em agosto.",
  },
  {
    cpf: "10000003549",
    scenario: "regular",
    description:
      "Trabalhador regular: salário bruto R$ 12.000,00, margem livre R$ 4.200,00, saldo FGTS R$ 45.000,00, saque-aniversário em novembro.",
  },
];

/** The special CPF of a scenario (each scenario but `regular` has exactly one). */
export function specialCpfFor(scenario: Exclude<SandboxScenario, "regular">): string {
  const entry = SPECIAL_CPFS.find((special) => special.scenario === scenario);
  if (!entry) throw new Error(`no special CPF for scenario ${scenario}`);
  return entry.cpf;
}
