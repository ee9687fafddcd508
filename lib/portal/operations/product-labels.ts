import type { ProductKind } from "../board/alert-limits";

/** The two products as lists, filters, charts and exports name them (the wizards' titles use the longer names). */
export const PRODUCT_SHORT_LABELS: Readonly<Record<ProductKind, string>> = { payroll: "Consignado privado", fgts: "Antecipação FGTS" };

export const PRODUCT_KINDS = Object.keys(PRODUCT_SHORT_LABELS) as readonly ProductKind[];
