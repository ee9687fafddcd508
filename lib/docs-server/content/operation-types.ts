/**
 * Operation types: the kinds of credit operation a partner creates, each with its product, calculation
 * model, required calculation fields, collateral and documents (`docs_tipos_operacao`).
 */
import { type CatalogProduct, PRODUCT_CATALOG, PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { toSlug } from "../text";
import { calculationFields, productTable } from "./tables";

export interface OperationType {
  readonly id: string;
  readonly title: string;
  readonly module: "consignado-privado" | "fgts";
  readonly aliases: readonly string[];
  readonly products: readonly CatalogProduct[];
  readonly summary: string;
  readonly collateral: string;
  readonly documents: string;
  readonly specifics: readonly string[];
}

const byIds = (...ids: string[]) => PRODUCT_CATALOG.filter((product) => ids.includes(product.id));
const payrollProducts = byIds(PRODUCT_IDS.payrollPrice, PRODUCT_IDS.payrollSac);

const payrollCollateral =
  "warranty[] obrigatório na prática (o envio é recusado sem ao menos um item): dados da consulta de margem; totalValue e registry_OriginalMargin em reais.";
const payrollDocuments = "uploads[]: termo de autorização de margem (Authorization); SignedContract quando o instrumento já está assinado.";

export const OPERATION_TYPES: readonly OperationType[] = [
  {
    id: "consignado-privado-price",
    title: "Consignado privado, tabela Price",
    module: "consignado-privado",
    aliases: ["price", "consignado-price"],
    products: byIds(PRODUCT_IDS.payrollPrice),
    summary: "Parcelas iguais (amortizationType price). É o único modelo listado na simulação por ofertas (caminho A).",
    collateral: `${payrollCollateral} warrantyType RegistryEmployee.`,
    documents: payrollDocuments,
    specifics: ["Simulação por ofertas (caminho A) ou por amortização (caminho B).", "firstPaymentDate vem de POST /v1/RegistryEmployee/FirstPaymentDate."],
  },
  {
    id: "consignado-privado-sac",
    title: "Consignado privado, SAC",
    module: "consignado-privado",
    aliases: ["sac", "consignado-sac"],
    products: byIds(PRODUCT_IDS.payrollSac),
    summary: "Amortização constante, parcelas decrescentes (amortizationType sac). Simulação só pelo caminho B (amortização).",
    collateral: `${payrollCollateral} warrantyType RegistryEmployee.`,
    documents: payrollDocuments,
    specifics: ["Não aparece na simulação por ofertas (só produtos Price).", "O produto cobra custo de emissão, que entra no CET."],
  },
  {
    id: "consignado-privado-refinanciamento",
    title: "Consignado privado, refinanciamento",
    module: "consignado-privado",
    aliases: ["refinanciamento", "refin", "registryemployeerefinance"],
    products: payrollProducts,
    summary: "Operação que substitui um contrato consignado vigente do trabalhador; modelo price ou sac conforme o produto.",
    collateral: `${payrollCollateral} warrantyType RegistryEmployeeRefinance.`,
    documents: payrollDocuments,
    specifics: ["A parcela nova ainda precisa caber na margem livre encontrada na consulta."],
  },
  {
    id: "consignado-privado-leilao-ctps",
    title: "Consignado privado vindo do leilão CTPS",
    module: "consignado-privado",
    aliases: ["leilao", "leilao-ctps", "ctps"],
    products: byIds(PRODUCT_IDS.payrollPrice),
    summary: "Operação criada a partir de uma oferta aceita pelo empregador no leilão da carteira de trabalho digital.",
    collateral: `${payrollCollateral} registry_ProposalNumber repete o proposalNumber da proposta.`,
    documents: payrollDocuments,
    specifics: [
      "Envie registryOfferCTPSRequestId = offerRequestId da oferta de origem (inteiro).",
      "GET /v1/AuctionCTPS/OfferProposals/{id}/simulation revalida validade e margem antes da criação (Valid, Expired, InsufficientMargin).",
    ],
  },
  {
    id: "fgts-antecipacao",
    title: "Antecipação do saque-aniversário FGTS",
    module: "fgts",
    aliases: ["fgts", "antecipacao", "antecipacao-fgts", "saque-aniversario"],
    products: byIds(PRODUCT_IDS.fgtsAnticipation),
    summary: "Antecipa saques-aniversário (amortizationType fgts); parcelas anuais no mês do saque, debitadas do FGTS na fonte.",
    collateral: "Sem warranty: a garantia é o saldo do FGTS, apurado na averbação.",
    documents: "uploads[]: termo de consentimento do titular (Authorization), obrigatório na prática.",
    specifics: ["Envio bloqueado acima do limite anual de contratação.", "Saldo abaixo do pedido ou termo ausente: WarrantyRevision."],
  },
];

export type OperationTypeLookup =
  | { readonly kind: "found"; readonly type: OperationType }
  | { readonly kind: "legacy"; readonly message: string }
  | { readonly kind: "not-found"; readonly message: string };

export function lookupOperationType(input: string): OperationTypeLookup {
  const wanted = toSlug(input);
  if (wanted === "consignado") {
    return {
      kind: "legacy",
      message:
        "O valor legado consignado não é mais aceito em amortizationType. Use price ou sac (consignado privado, conforme o produto) ou fgts.",
    };
  }
  const type = OPERATION_TYPES.find((candidate) => candidate.id === wanted || candidate.aliases.includes(wanted));
  if (type !== undefined) return { kind: "found", type };
  return {
    kind: "not-found",
    message: `Tipo de operação não encontrado: "${input.slice(0, 60)}". Tipos publicados: ${OPERATION_TYPES.map((candidate) => candidate.id).join(", ")}. Outros produtos não fazem parte desta documentação.`,
  };
}

export function renderOperationType(type: OperationType): string {
  const variant = type.module === "fgts" ? "fgts" : "price/sac";
  const { accepted, forbidden } = calculationFields(variant);
  const required = accepted.filter((field) => field.required && !field.path.includes("paymentPeriodicity.")).map((field) => `\`${field.name}\``);
  const facts = [
    `- Módulo: ${type.module}`,
    `- Objeto de cálculo, obrigatórios: ${required.join(", ")}`,
    `- Não envie: ${forbidden.map((field) => `\`${field.name}\``).join(", ")}`,
    `- Garantia: ${type.collateral}`,
    `- Documentos: ${type.documents}`,
    ...type.specifics.map((line) => `- ${line}`),
  ];
  return [`## ${type.title} (\`${type.id}\`)`, type.summary, productTable(type.products), facts.join("\n")].join("\n\n");
}

export function operationTypesOverview(): string {
  const rows = OPERATION_TYPES.map(
    (type) => `| \`${type.id}\` | ${type.title} | ${type.module} | ${[...new Set(type.products.map((product) => product.calculationModel))].join(", ")} |`,
  );
  return ["| tipo | operação | módulo | amortizationType |", "|---|---|---|---|", ...rows].join("\n");
}
