/**
 * The module context: a compact integration brief of one module for an assistant (`docs_contexto_modulo`,
 * `docs://contexto/{modulo}`), in named parts so a caller can ask for one.
 */
import type { ProductModule } from "@/lib/contract/enums";
import type { DocsModule } from "../modules";
import { findEndpoint } from "../reference/endpoints";
import { forbiddenList } from "../reference/render";
import { SPECIAL_CPFS, sandboxSection } from "./sandbox";
import { MODULE_FLOWS } from "./flows";
import { calculationFields, calculationFieldTable, fieldTableOf, permissionTable, productTable, statusGuidanceTable } from "./tables";

export const CONTEXT_PARTS = [
  "visao-geral",
  "produtos",
  "fluxo",
  "calculo",
  "garantia-e-documentos",
  "status",
  "erros",
  "endpoints",
  "sandbox",
] as const;
export type ContextPart = (typeof CONTEXT_PARTS)[number];

const PART_TITLES: Readonly<Record<ContextPart, string>> = {
  "visao-geral": "Visão geral",
  produtos: "Produtos",
  fluxo: "Fluxo (com opIds)",
  calculo: "Objeto de cálculo",
  "garantia-e-documentos": "Garantia e documentos",
  status: "Status e ações permitidas",
  erros: "Erros e recusas",
  endpoints: "Endpoints do módulo",
  sandbox: "Sandbox",
};

const overview: Readonly<Record<ProductModule, string>> = {
  "consignado-privado":
    "Pré-requisitos: autorização de margem Approved, tomador (personId) e conta (bankAccountId) cadastrados e vinculados ao seu correspondente, productId do onboarding, token válido. O fluxo é sequencial: cadastros, autorização, consulta de margem, simulação (ofertas ou amortização), proposta ao empregador (caminho A), criação, garantia e documentos, envio, assinaturas, averbação da margem e liquidação. Unidades: requestedAmount e campos ...InCents em centavos; totalValue e registry_OriginalMargin em reais; apr em % ao mês; datas UTC YYYY-MM-DDTHH:MM:SSZ; competência YYYY-MM-01.",
  fgts:
    "Pré-requisitos: termo de consentimento anexado (uploads, fileType Authorization), tomador (personId) e conta (bankAccountId), productId do onboarding, token válido. Sem consulta de margem, sem proposta ao empregador, sem garantia (warranty). Um único caminho de simulação (amortização, modelo fgts). Depois da liquidação, cada saque-aniversário é debitado na fonte e amortiza o contrato, sem chamada do parceiro. Unidades: requestedAmount em centavos; apr em % ao mês; termInMonths em meses; startDate UTC.",
};

const errors: Readonly<Record<ProductModule, readonly string[]>> = {
  "consignado-privado": [
    "400 com campo de outro modelo (ex.: amortization.termInMonths): use numberOfPayments.",
    "400 em paymentPeriodicity: só { every: 1, periodicity: Monthly }.",
    "400 em taxa ou prazo fora da faixa do produto; modelo de cálculo diferente do produto.",
    "400 na consulta de margem: autorização não Approved (ou vencida) ou sem vínculo ativo.",
    "400 no envio sem item de garantia.",
    "Lista de ofertas vazia: valor acima da margem. Parcela acima da margem na averbação: WarrantyRevision.",
    "401 renove o token; 403 vínculo do tomador; 404 identificador errado; 409 ação proibida no status.",
  ],
  fgts: [
    "400 com campo de outro modelo (ex.: amortization.numberOfPayments, firstPaymentDate, calculationType).",
    "400 ao enviar warranty ou registryOfferCTPSRequestId numa operação FGTS.",
    "400 no envio acima do limite anual de contratação (cada saque-aniversário uma vez).",
    "WarrantyRevision: saldo antecipável abaixo do pedido, termo ausente ou adesão não confirmada.",
    "Excluir em status que não permite: 400 no FGTS.",
    "401 renove o token; 403 vínculo do titular; 404 identificador errado; 409 ação proibida no status.",
  ],
};

function flowPart(module: ProductModule): string {
  return MODULE_FLOWS[module]
    .map((step, index) => {
      const calls = step.operationIds
        .map((operationId) => {
          const endpoint = findEndpoint(operationId);
          return endpoint === undefined ? `\`${operationId}\`` : `\`${operationId}\` (${endpoint.method} ${endpoint.path})`;
        })
        .join(", ");
      return `${index + 1}. **${step.title}**: ${calls}. ${step.note}`;
    })
    .join("\n");
}

function calculationPart(module: ProductModule): string {
  const variant = module === "fgts" ? "fgts" : "price/sac";
  return [calculationFieldTable(variant), "Não envie neste modelo:", forbiddenList(calculationFields(variant).forbidden)].join("\n\n");
}

function collateralPart(module: ProductModule): string {
  if (module === "fgts") {
    return [
      "Sem garantia: não envie warranty (a garantia é o saldo do FGTS) nem registryOfferCTPSRequestId.",
      "Documentos (uploads): o termo de consentimento como fileType Authorization, na criação ou por PUT /v1/CreditNote/{id}/upload antes do envio. Lista vazia não reserva nada; reenviar cria duplicata.",
      fieldTableOf("updateCreditNoteUploads", "uploads[]."),
    ].join("\n\n");
  }
  return [
    "Garantia (warranty[]): dados da averbação da margem, vindos da consulta de margem. warrantyType RegistryEmployee (novo) ou RegistryEmployeeRefinance (substitui contrato vigente). totalValue e registry_OriginalMargin em REAIS.",
    fieldTableOf("updateCreditNoteWarranty", "warranty[]."),
    "Documentos (uploads[]): Authorization (termo de autorização de margem), SignedContract (reaproveitado na assinatura se enviado em Draft), Others.",
  ].join("\n\n");
}

function endpointsPart(module: ProductModule): string {
  const operationIds = [...new Set(MODULE_FLOWS[module].flatMap((step) => step.operationIds))];
  return operationIds
    .map((operationId) => findEndpoint(operationId))
    .filter((endpoint) => endpoint !== undefined)
    .map((endpoint) => `- \`${endpoint.method} ${endpoint.path}\` (\`${endpoint.operationId}\`): ${endpoint.summary}`)
    .join("\n");
}

function partText(module: DocsModule, part: ContextPart): string {
  switch (part) {
    case "visao-geral":
      return `${module.summary}\n\n${overview[module.id]}`;
    case "produtos":
      return productTable(module.products);
    case "fluxo":
      return flowPart(module.id);
    case "calculo":
      return calculationPart(module.id);
    case "garantia-e-documentos":
      return collateralPart(module.id);
    case "status":
      return [statusGuidanceTable(module.id), permissionTable()].join("\n\n");
    case "erros":
      return errors[module.id].map((line) => `- ${line}`).join("\n");
    case "endpoints":
      return endpointsPart(module.id);
    case "sandbox":
      return sandboxSection(SPECIAL_CPFS, module.id);
  }
}

export function findContextPart(input: string): ContextPart | undefined {
  const wanted = input.trim().toLowerCase().replace(/[\s_]+/g, "-").normalize("NFD").replace(/\p{Diacritic}/gu, "");
  return CONTEXT_PARTS.find((part) => part === wanted);
}

export interface ContextPartInfo {
  readonly part: ContextPart;
  readonly title: string;
  readonly bytes: number;
}

/** Each part of a module's context, with its size, for summaries and listings. */
export function contextParts(module: DocsModule): ContextPartInfo[] {
  return CONTEXT_PARTS.map((part) => ({ part, title: PART_TITLES[part], bytes: Buffer.byteLength(moduleContext(module, part), "utf8") }));
}

/**
 * The context when the whole would be too long for one reply: the overview, then every part with its size
 * and how to ask for it (`ask(part)`, a tool call or a resource address).
 */
export function moduleContextSummary(module: DocsModule, ask: (part: ContextPart) => string): string {
  const parts = contextParts(module).map(({ part, title, bytes }) => `- **${title}** (\`${part}\`, ${(bytes / 1000).toFixed(1)} KB): \`${ask(part)}\``);
  return [
    `# Contexto do módulo: ${module.title} (\`${module.id}\`) — resumo`,
    `## ${PART_TITLES["visao-geral"]}\n\n${partText(module, "visao-geral")}`,
    `## Partes\n\nO contexto inteiro passaria de ~16 KB numa resposta; peça cada parte:\n\n${parts.join("\n")}`,
    `Guia completo: \`docs_ler_guia id="${module.guideId}"\` (em partes). Corpo de exemplo e conferência: \`docs_montar_requisicao\`.`,
  ].join("\n\n");
}

export function moduleContext(module: DocsModule, part?: ContextPart): string {
  const parts = part === undefined ? CONTEXT_PARTS : [part];
  const heading = `# Contexto do módulo: ${module.title} (\`${module.id}\`)`;
  const body = parts.map((name) => `## ${PART_TITLES[name]}\n\n${partText(module, name)}`).join("\n\n");
  const footer =
    part === undefined
      ? `\n\nGuia completo: \`docs_ler_guia id="${module.guideId}"\` ou \`docs://guia/${module.guideId}\`. Corpo de exemplo e conferência: \`docs_montar_requisicao\`.`
      : "";
  return `${heading}\n\n${body}${footer}`;
}
