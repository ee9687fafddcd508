/** Module tools: module context, guide reading, module listing and operation types. */
import { findGuideAndSection, GUIDES, guideNotFoundMessage, sectionsOf } from "../content/guides";
import { CONTEXT_PARTS, findContextPart, moduleContext } from "../content/module-context";
import { lookupOperationType, OPERATION_TYPES, operationTypesOverview, renderOperationType } from "../content/operation-types";
import { productTable } from "../content/tables";
import { DOCS_MODULES, findModule, moduleNotFoundMessage } from "../modules";
import { answer, failure, type ToolHandler } from "./tool-answer";

export const contextoModulo: ToolHandler<"docs_contexto_modulo"> = ({ modulo, parte }) => {
  const docsModule = findModule(modulo);
  if (docsModule === undefined) return failure(moduleNotFoundMessage(modulo));
  if (parte === undefined || parte.trim() === "") return answer(moduleContext(docsModule));
  const part = findContextPart(parte);
  if (part === undefined) return failure(`Parte não encontrada: "${parte.slice(0, 40)}". Partes: ${CONTEXT_PARTS.join(", ")}.`);
  return answer(moduleContext(docsModule, part));
};

export const lerGuia: ToolHandler<"docs_ler_guia"> = ({ id }) => {
  const { guide, section, sectionRequested } = findGuideAndSection(id);
  if (guide === undefined) return failure(guideNotFoundMessage(id));
  if (sectionRequested && section === undefined) {
    const anchors = sectionsOf(guide).map((candidate) => candidate.slug);
    return failure(`Seção não encontrada no guia ${guide.id}. Seções: ${anchors.join(", ")}.`);
  }
  if (section !== undefined) return answer(`# ${guide.title} › ${section.title}\n\n${section.markdown}`);
  const anchors = sectionsOf(guide).map((candidate) => `\`${guide.id}#${candidate.slug}\``);
  return answer(`${guide.markdown}\n\n---\nSeções (para ler uma só): ${anchors.join(", ")}.`);
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
  const commonGuides = GUIDES.filter((guide) => guide.module === "comum").map((guide) => `- \`${guide.id}\`: ${guide.title}`);
  return answer(
    [
      "# Módulos publicados",
      "Só estes dois módulos são publicados; outros produtos não fazem parte desta documentação. O productId é entregue no onboarding.",
      ...modules,
      `## Guias comuns aos dois módulos\n\n${commonGuides.join("\n")}`,
    ].join("\n\n"),
  );
};

export const tiposOperacao: ToolHandler<"docs_tipos_operacao"> = ({ tipo }) => {
  if (tipo === undefined || tipo.trim() === "") {
    return answer(
      [
        "# Tipos de operação",
        operationTypesOverview(),
        ...OPERATION_TYPES.map(renderOperationType),
      ].join("\n\n"),
    );
  }
  const lookup = lookupOperationType(tipo);
  if (lookup.kind === "found") return answer(renderOperationType(lookup.type));
  return failure(lookup.message);
};
