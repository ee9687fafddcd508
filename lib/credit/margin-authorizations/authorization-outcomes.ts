/**
 * How the sandbox decides a margin authorization once the worker's confirmation is due (DESIGN §4): the
 * worker approves on the channel, unless the CPF is the special "authorization refused" one, or the CPF is not
 * in the registry at all (the channel cannot validate it). Reasons are pt-BR, for the partner, and carry no
 * personal data.
 */
import type { SandboxScenario } from "../sandbox/special-cpfs";

export const REFUSING_SCENARIO: SandboxScenario = "authorization-refused";

export const REFUSAL_REASONS = {
  workerRefused: "O trabalhador recusou a autorização no canal de confirmação. Para consultar a margem, registre uma nova autorização e peça a confirmação.",
  notInRegistry:
    "CPF não encontrado no registro de trabalhadores: a confirmação no canal não pôde ser validada. Confira o CPF e registre uma nova autorização.",
} as const;
