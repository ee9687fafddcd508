/**
 * Demo partner correspondents and their API credentials, seeded in every environment this app starts (it is
 * the sandbox partners integrate against) and printed by `npm start`. CNPJs are generated with valid check
 * digits and belong to no real company.
 */
export interface DemoPartner {
  correspondentId: string;
  name: string;
  registrationNumber: string;
  clientId: string;
  clientSecret: string;
}

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  {
    correspondentId: "6a1f0e2c-3b4d-4e5f-8a9b-0c1d2e3f4a01",
    name: "Correspondente Demo Centro",
    registrationNumber: "11222333000181",
    clientId: "parceiro-centro",
    clientSecret: "sandbox-centro-2026",
  },
  {
    correspondentId: "6a1f0e2c-3b4d-4e5f-8a9b-0c1d2e3f4a02",
    name: "Correspondente Demo Norte",
    registrationNumber: "45723174000110",
    clientId: "parceiro-norte",
    clientSecret: "sandbox-norte-2026",
  },
];

/** Further API clients of the demo partners: the portal's second Centro branch originates with its own. */
export const DEMO_EXTRA_API_CLIENTS: readonly Omit<DemoPartner, "registrationNumber">[] = [
  {
    correspondentId: "6a1f0e2c-3b4d-4e5f-8a9b-0c1d2e3f4a01",
    name: "Correspondente Demo Centro (agência Paulista)",
    clientId: "parceiro-centro-paulista",
    clientSecret: "sandbox-centro-paulista-2026",
  },
];
