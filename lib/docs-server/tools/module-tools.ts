/** Module tools: module context, guide reading, module listing and operation types. */
import { findGuideAndSection, type Guide, GUIDES, guideNotFoundMessage, sectionsOf } from "../content/guides";
import { contextParts, findContextPart, moduleContext, moduleContextSummary, CONTEXT_PARTS } from "../content/module-context";
import { lookupOperationType, OPERATION_TYPES, operationTypesOverview, renderOperationType } from "../content/operation-types";
import { productTable } from "../content/tables";
import { DOCS_MODULES, findModule, moduleNotFoundMessage } from "../modules";
import { byteLength, PART_BUDGET_BYTES } from "../paging";
import type { ToolOutput } from "./output-schemas";
import { answer, failure, type ToolHandler } from "./tool-answer";

export const contextoModulo: ToolHandler<"docs_contexto_modulo"> = ({ modulo, parte }) => {
  const docsModule = findModule(modulo);
  if (docsModule === undefined) return failure(moduleNotFoundMessage(modulo));
  const partes = contextParts(docsModule).map(({ part, title, bytes }) => ({ id: part, titulo: title, uri: `docs://contexto/${docsModule.id}#${part}`, bytes }));
  const base = { modulo: docsModule.id, titulo: docsModule.title, partes };
  if (parte === undefined || parte.trim() === "") {
    const whole = moduleContext(docsModule);
    if (byteLength(whole) <= PART_BUDGET_BYTES) return answer(whole, { ...base, resumo: false });
    return answer(moduleContextSummary(docsModule, (part) => `docs_contexto_modulo modulo="${docsModule.id}" parte="${part}"`), { ...base, resumo: true });
  }
  const part = findContextPart(parte);
  if (part === undefined) return failure(`Parte não encontrada: "${parte.slice(0, 40)}". Partes: ${CONTEXT_PARTS.join(", ")}.`);
  return answer(moduleContext(docsModule, part), { ...base, parte: part, resumo: false });
};

function sectionList(guide: Guide): ToolOutput<"docs_ler_guia">["secoes"] {
  return sectionsOf(guide).map((section) => ({ ancora: `${guide.id}#${section.slug}`, titulo: section.title, uri: `docs://guia/${guide.id}#${section.slug}` }));
}

export const lerGuia: ToolHandler<"docs_ler_guia"> = ({ id }) => {
  const { guide, section, sectionRequested } = findGuideAndSection(id);
  if (guide === undefined) return failure(guideNotFoundMessage(id));
  if (sectionRequested && section === undefined) {
    const anchors = sectionsOf(guide).map((candidate) => candidate.slug);
    return failure(`Seção não encontrada no guia ${guide.id}. Seções: ${anchors.join(", ")}.`);
  }
  const structured = { guia: guide.id, titulo: guide.title, secoes: sectionList(guide) };
  if (section !== undefined) {
    return answer(`# ${guide.title} › ${section.title}\n\n${section.markdown}`, { ...structured, secao: { ancora: `${guide.id}#${section.slug}`, titulo: section.title } });
  }
  const anchors = sectionsOf(guide).map((candidate) => `\`${guide.id}#${candidate.slug}\``);
  return answer(`${guide.markdown}\n\n---\nSeções (para ler uma só): ${anchors.join(", ")}.`, structured);
};

export const listarModulos: ToolHandler<"docs_listar_modulos"> = () => {
  const modules = DOCS_MODULES.map((docsModule) =>
    [
      `## ${docsModule.title} (\`${docsModule.id}\`)`,
      docsModule.summary,
      productTable(docsModule.products),
      [
        `- Guia: \`docs_ler_guia id="${docsModule.guideId}"\` (docs://guia/${docsModule.guideId})`,
        `- Contexto: \`docs_contexto_modulo modulo="${docsModule.id}"\` (docs://contexto/${docsModule.id})`,
        `- Coleção: docs://collection/${docsModule.id}`,
      ].join("\n"),
    ].join("\n\n"),
  );
  const commonGuides = GUIDES.filter((guide) => guide.module === "comum");
  return answer(
    [
      "# Módulos publicados",
      "Só estes dois módulos são publicados; outros produtos não fazem parte desta documentação. O productId é entregue no onboarding.",
      ...modules,
      `## Guias comuns aos dois módulos\n\n${commonGuides.map((guide) => `- \`${guide.id}\`: ${guide.title}`).join("\n")}`,
    ].join("\n\n"),
    {
      modulos: DOCS_MODULES.map((docsModule) => ({
        id: docsModule.id,
        titulo: docsModule.title,
        resumo: docsModule.summary,
        guia: `docs://guia/${docsModule.guideId}`,
        contexto: `docs://contexto/${docsModule.id}`,
        colecao: `docs://collection/${docsModule.id}`,
        produtos: docsModule.products.map((product) => ({
          productId: product.id,
          nome: product.name,
          amortizationType: product.calculationModel,
          calculationType: product.calculationType,
          taxaMensalMinima: Number(product.minMonthlyRate),
          taxaMensalMaxima: Number(product.maxMonthlyRate),
          prazoMinimo: product.minTerm,
          prazoMaximo: product.maxTerm,
          unidadePrazo: product.calculationModel === "fgts" ? ("meses" as const) : ("parcelas" as const),
        })),
      })),
      guiasComuns: commonGuides.map((guide) => ({ id: guide.id, titulo: guide.title })),
    },
  );
};

function typeStructure(type: (typeof OPERATION_TYPES)[number]): ToolOutput<"docs_tipos_operacao">["tipos"][number] {
  return {
    id: type.id,
    titulo: type.title,
    modulo: type.module,
    amortizationType: [...new Set(type.products.map((product) => product.calculationModel))],
    produtos: type.products.map((product) => product.id),
    garantia: type.collateral,
    documentos: type.documents,
  };
}

export const tiposOperacao: ToolHandler<"docs_tipos_operacao"> = ({ tipo }) => {
  if (tipo === undefined || tipo.trim() === "") {
    return answer(["# Tipos de operação", operationTypesOverview(), ...OPERATION_TYPES.map(renderOperationType)].join("\n\n"), {
      tipos: OPERATION_TYPES.map(typeStructure),
    });
  }
  const lookup = lookupOperationType(tipo);
  if (lookup.kind === "found") return answer(renderOperationType(lookup.type), { tipos: [typeStructure(lookup.type)] });
  return failure(lookup.message);
};
