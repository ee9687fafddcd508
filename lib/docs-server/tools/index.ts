/** Every tool's handler, by the inventory's names: the compiler checks none is missing. */
import { catalogoMcp, pendencias } from "./catalog-tools";
import { contextoModulo, lerGuia, listarModulos, tiposOperacao } from "./module-tools";
import { campo, endpointPorRota, listarEndpoints, referenciaEndpoint } from "./reference-tools";
import { montarRequisicao } from "./request-tool";
import { buscarDocumentacao, buscarEndpoints } from "./search-tools";
import type { ToolHandlers } from "./tool-answer";

export const TOOL_HANDLERS: ToolHandlers = {
  docs_buscar_documentacao: buscarDocumentacao,
  docs_buscar_endpoints: buscarEndpoints,
  docs_campo: campo,
  docs_catalogo_mcp: catalogoMcp,
  docs_contexto_modulo: contextoModulo,
  docs_endpoint_por_rota: endpointPorRota,
  docs_ler_guia: lerGuia,
  docs_listar_endpoints: listarEndpoints,
  docs_listar_modulos: listarModulos,
  docs_montar_requisicao: montarRequisicao,
  docs_pendencias: pendencias,
  docs_referencia_endpoint: referenciaEndpoint,
  docs_tipos_operacao: tiposOperacao,
};
