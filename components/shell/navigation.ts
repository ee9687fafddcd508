/**
 * The portal's sections, in menu order. A section whose screens have not shipped yet is listed as coming so
 * operators see the whole map, but it is not a link (no dead ends).
 */
export interface NavigationItem {
  label: string;
  href: string;
  available: boolean;
}

export const NAVIGATION: readonly NavigationItem[] = [
  { label: "Início", href: "/", available: true },
  { label: "Painel de operações", href: "/board", available: false },
  { label: "Originar consignado", href: "/originate/payroll", available: false },
  { label: "Originar FGTS", href: "/originate/fgts", available: false },
  { label: "Tomadores", href: "/borrowers", available: false },
  { label: "Auditoria", href: "/audit", available: false },
];
