/**
 * The two published modules and their products. Anything else (cartão, imobiliário, consignado público...)
 * is not published and is answered like a missing page.
 */
import { type ProductModule, productModuleValues } from "@/lib/contract/enums";
import { type CatalogProduct, PRODUCT_CATALOG } from "@/lib/credit/products/catalog";
import { toSlug } from "./text";

export interface DocsModule {
  readonly id: ProductModule;
  readonly title: string;
  readonly summary: string;
  readonly guideId: string;
  readonly products: readonly CatalogProduct[];
}

const catalogModuleOf: Readonly<Record<ProductModule, CatalogProduct["module"]>> = {
  "consignado-privado": "payroll",
  fgts: "fgts",
};

const descriptions: Readonly<Record<ProductModule, Pick<DocsModule, "title" | "summary">>> = {
  "consignado-privado": {
    title: "Consignado privado",
    summary:
      "Empréstimo com desconto em folha para trabalhadores do setor privado: autorização e consulta de margem, simulação por ofertas ou por amortização (Price ou SAC), proposta ao empregador, garantia (averbação da margem), documentos, envio, assinaturas e liquidação.",
  },
  fgts: {
    title: "Antecipação do saque-aniversário FGTS",
    summary:
      "Antecipação dos saques-aniversário do FGTS: termo de consentimento, simulação por amortização (modelo fgts, parcelas anuais no mês do saque), criação sem garantia, documentos, envio, assinaturas, averbação no órgão do FGTS e liquidação.",
  },
};

export const DOCS_MODULES: readonly DocsModule[] = productModuleValues.map((id) => ({
  id,
  ...descriptions[id],
  guideId: id,
  products: PRODUCT_CATALOG.filter((product) => product.module === catalogModuleOf[id]),
}));

export const MODULE_IDS: readonly ProductModule[] = productModuleValues;

/** Other spellings a partner may type for the same module. */
const aliases: Readonly<Record<string, ProductModule>> = {
  "consignado-privado": "consignado-privado",
  consignadoprivado: "consignado-privado",
  "consignado-clt": "consignado-privado",
  "credito-do-trabalhador": "consignado-privado",
  payroll: "consignado-privado",
  fgts: "fgts",
  "antecipacao-fgts": "fgts",
  "saque-aniversario": "fgts",
  "antecipacao-do-saque-aniversario": "fgts",
};

export function findModule(input: string): DocsModule | undefined {
  const id = aliases[toSlug(input)];
  return id === undefined ? undefined : DOCS_MODULES.find((module) => module.id === id);
}

export function moduleNotFoundMessage(input: string): string {
  return `Módulo não encontrado: "${input.slice(0, 60)}". Este servidor publica só os módulos consignado-privado e fgts; outros produtos não fazem parte desta documentação.`;
}
