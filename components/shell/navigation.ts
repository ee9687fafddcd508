import type { Capability } from "@/lib/portal/auth/permissions";

/**
 * The portal's sections, in menu order, each with the capability it needs (the page checks it again on the
 * server). A section whose screens have not shipped yet is listed as coming so operators see the whole map,
 * but it is not a link (no dead ends).
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
  { label: "Originar consignado", href: "/originate/payroll", available: false, capability: "originate" },
  { label: "Originar FGTS", href: "/originate/fgts", available: false, capability: "originate" },
  { label: "Tomadores", href: "/borrowers", available: false, capability: "originate" },
  { label: "Agências", href: "/branches", available: true, capability: null },
  { label: "Operadores", href: "/admin/operators", available: true, capability: "manageOperators" },
  { label: "Auditoria", href: "/audit", available: true, capability: "viewAudit" },
];
