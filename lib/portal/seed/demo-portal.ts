/**
 * The portal's demo organizations, branches and operators, seeded in every environment `npm start` brings up
 * and printed by it. Each branch originates with one of the sandbox's credit API clients. Demo operators are
 * created once with DEMO_OPERATOR_PASSWORD; a manager can change them afterwards (the seed never resets them).
 */
import type { PortalRole } from "../auth/roles";

export const DEMO_OPERATOR_PASSWORD = "portal-demo-2026";

export interface DemoBranch {
  readonly code: string;
  readonly name: string;
  readonly apiClientId: string;
  readonly apiClientSecret: string;
}

export interface DemoOrganization {
  readonly name: string;
  /** CNPJ, digits only (the credit API's demo correspondent). */
  readonly registrationNumber: string;
  readonly branches: readonly DemoBranch[];
}

export interface DemoOperator {
  readonly email: string;
  readonly name: string;
  readonly role: PortalRole;
  /** Branch code; managers and the desk have none. */
  readonly branch: string | null;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    name: "Correspondente Demo Centro",
    registrationNumber: "11222333000181",
    branches: [
      { code: "centro-se", name: "Centro · Sé", apiClientId: "parceiro-centro", apiClientSecret: "sandbox-centro-2026" },
      {
        code: "centro-paulista",
        name: "Centro · Paulista",
        apiClientId: "parceiro-centro-paulista",
        apiClientSecret: "sandbox-centro-paulista-2026",
      },
    ],
  },
  {
    name: "Correspondente Demo Norte",
    registrationNumber: "45723174000110",
    branches: [{ code: "norte-manaus", name: "Norte · Manaus", apiClientId: "parceiro-norte", apiClientSecret: "sandbox-norte-2026" }],
  },
];

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  { email: "correspondente.se@centro.demo", name: "Carla Correspondente", role: "correspondent", branch: "centro-se" },
  { email: "correspondente.paulista@centro.demo", name: "Paulo Correspondente", role: "correspondent", branch: "centro-paulista" },
  { email: "agente@centro.demo", name: "Olga Agente", role: "officer", branch: "centro-se" },
  { email: "correspondente@norte.demo", name: "Nara Correspondente", role: "correspondent", branch: "norte-manaus" },
  { email: "gestor@portal.demo", name: "Marcos Gestor", role: "manager", branch: null },
  { email: "mesa@portal.demo", name: "Denise Mesa", role: "desk", branch: null },
];
