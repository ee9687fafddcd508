import type { Capability } from "@/lib/portal/auth/permissions";

/**
 * The portal's sections, in menu order, each with the capability it needs (the page checks it again on the
 * server). A section whose screens have not shipped yet is left out of the menu (no dead ends, no grey items).
 */
export interface NavigationItem {
  readonly label: string;
  readonly href: string;
  readonly available: boolean;
  readonly capability: Capability | null;
}

export const NAVIGATION: readonly NavigationItem[] = [
  { label: "Início", href: "/", available: true, capability: null },
  { label: "Painel de operações", href: "/board", available: true, capability: "viewOperations" },
  { label: "Painel gerencial", href: "/pipeline", available: true, capability: "viewPipeline" },
  { label: "Originar consignado", href: "/originate/payroll", available: true, capability: "originate" },
  { label: "Originar FGTS", href: "/originate/fgts", available: true, capability: "originate" },
  { label: "Tomadores", href: "/borrowers", available: true, capability: "originate" },
  { label: "Agências", href: "/branches", available: true, capability: null },
  { label: "Operadores", href: "/admin/operators", available: true, capability: "manageOperators" },
  { label: "Auditoria", href: "/audit", available: true, capability: "viewAudit" },
  { label: "Mesa de crédito", href: "/desk", available: true, capability: "deskDecisions" },
];
