/**
 * The products the embedded credit API offers, as a partner receives them at onboarding. Their ids are
 * stable (docs/credit-api.md and the documentation server publish them) and the seed upserts exactly this list.
 * Rates are monthly percentages; money is integer cents; terms are installments (payroll) or months (FGTS).
 */
import type { CalculationType } from "@/lib/contract/enums";
import { FGTS_CALCULATION_TYPE } from "@/lib/finance/fgts";

export const PRODUCT_IDS = {
  payrollPrice: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01",
  payrollSac: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d02",
  fgtsAnticipation: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d03",
} as const;

export interface CatalogProduct {
  id: string;
  code: string;
  name: string;
  module: "payroll" | "fgts";
  category: string;
  calculationModel: "price" | "sac" | "fgts";
  /** Day count: Price/SAC requests must send it; FGTS plans always apply `FGTS_CALCULATION_TYPE` (days / 30). */
  calculationType: CalculationType;
  minMonthlyRate: string;
  maxMonthlyRate: string;
  minTerm: number;
  maxTerm: number;
  transferDay: number | null;
  issuanceCostInCents: number;
  issuanceCostPercent: string;
  fixedCostPerInstallmentInCents: number;
  insuranceEmbedded: boolean;
  initialStatus: "Draft" | "ComplianceApproval";
}

export const PRODUCT_CATALOG: readonly CatalogProduct[] = [
  {
    id: PRODUCT_IDS.payrollPrice,
    code: "consignado-privado-price",
    name: "Consignado Privado (Price)",
    module: "payroll",
    category: "ConsignadoPrivado",
    calculationModel: "price",
    calculationType: "V360Meses",
    minMonthlyRate: "1.60",
    maxMonthlyRate: "3.80",
    minTerm: 6,
    maxTerm: 96,
    transferDay: 7,
    issuanceCostInCents: 0,
    issuanceCostPercent: "0",
    fixedCostPerInstallmentInCents: 0,
    insuranceEmbedded: false,
    initialStatus: "Draft",
  },
  {
    id: PRODUCT_IDS.payrollSac,
    code: "consignado-privado-sac",
    name: "Consignado Privado (SAC)",
    module: "payroll",
    category: "ConsignadoPrivado",
    calculationModel: "sac",
    calculationType: "V365DiasCorridos",
    minMonthlyRate: "1.40",
    maxMonthlyRate: "3.20",
    minTerm: 12,
    maxTerm: 84,
    transferDay: 10,
    // Tarifa de cadastro (start of the relationship), charged up front and part of the CET.
    issuanceCostInCents: 3000,
    issuanceCostPercent: "0",
    fixedCostPerInstallmentInCents: 0,
    insuranceEmbedded: false,
    initialStatus: "Draft",
  },
  {
    id: PRODUCT_IDS.fgtsAnticipation,
    code: "fgts-antecipacao-saque-aniversario",
    name: "Antecipação do Saque-Aniversário FGTS",
    module: "fgts",
    category: "FGTS",
    calculationModel: "fgts",
    calculationType: FGTS_CALCULATION_TYPE,
    minMonthlyRate: "1.29",
    maxMonthlyRate: "1.80",
    // Whole birthday withdrawals: 1 to 3 years (Res. CCFGTS 1.130/2025 limits the pledge to 3 withdrawals).
    minTerm: 12,
    maxTerm: 36,
    transferDay: null,
    issuanceCostInCents: 0,
    issuanceCostPercent: "0",
    fixedCostPerInstallmentInCents: 0,
    insuranceEmbedded: false,
    initialStatus: "Draft",
  },
];
