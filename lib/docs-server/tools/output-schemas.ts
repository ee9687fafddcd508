/**
 * The output schema of each tool: what its `structuredContent` carries beside the markdown text, for a
 * client that parses instead of reading (hits with ids, scores and anchors; validation issues with JSON path,
 * rule and fix; lists with their ids). The SDK checks every successful result against these shapes and
 * publishes them in `tools/list`. Compact on purpose: the text has the prose, the structure has the data.
 */
import { z } from "zod";
import type { ToolName } from "../inventory";

const part = z
  .object({
    atual: z.number().int().describe("Parte desta resposta (1 = a primeira)."),
    total: z.number().int().describe("Quantas partes a resposta tem."),
    proxima: z.string().optional().describe("Como pedir a próxima parte."),
  })
  .describe("Presente quando a resposta foi dividida em partes.");

/** Answers about an API this server does not publish (billingapi, bankingapi): said plainly, not an error. */
const otherProduct = {
  api: z.string().optional().describe("A API consultada."),
  publicada: z.boolean().optional().describe("false quando a API não faz parte deste produto."),
  mensagem: z.string().optional(),
};

const endpointId = z.object({ opId: z.string(), metodo: z.string(), rota: z.string() });

const searchHit = z.object({
  posicao: z.number().int().describe("1 = o mais relevante."),
  id: z.string().describe("guia#secao ou operationId."),
  tipo: z.enum(["guia", "endpoint"]),
  titulo: z.string(),
  ancora: z.string().describe("Endereço da seção (guia#secao) ou o operationId do endpoint."),
  pontuacao: z.number().describe("Pontuação BM25 (Orama); os resultados vêm em ordem decrescente."),
  trecho: z.string().describe("A frase que responde, cortada em volta dos termos buscados."),
  abrir: z.string().describe("A chamada que abre a entrada inteira."),
  uri: z.string().describe("O recurso da entrada."),
  modulos: z.array(z.string()),
  endpoint: endpointId.optional(),
});

const search = {
  consulta: z.string().optional(),
  termos: z.array(z.string()).optional().describe("Termos buscados depois da análise (radicais pt-BR, correções de digitação, sinônimos do domínio)."),
  filtros: z.object({ modulo: z.string().optional(), escopo: z.string().optional(), api: z.string().optional() }).optional(),
  total: z.number().int().optional(),
  resultados: z.array(searchHit).optional(),
  ...otherProduct,
};

/** Where a field is used: the endpoint (its method and route are in docs_listar_endpoints) and the place. */
const fieldUse = z.object({ opId: z.string(), local: z.enum(["rota", "query", "corpo", "resposta"]) });

const fieldMeaning = z.object({
  caminho: z.string(),
  nome: z.string(),
  tipo: z.string(),
  obrigatorio: z.boolean(),
  valores: z.array(z.string()).optional(),
  regra: z.string().optional(),
  modelo: z.string().optional().describe("Modelo de cálculo (price/sac, fgts) quando o campo é de um deles."),
  proibido: z.boolean().describe("true: o campo é recusado pelo nome nesse lugar (outro modelo ou outra rota)."),
  usos: z.array(fieldUse),
});

const endpointSummary = {
  opId: z.string().optional(),
  metodo: z.string().optional(),
  rota: z.string().optional(),
  resumo: z.string().optional(),
  secao: z.string().optional(),
  produtos: z.array(z.string()).optional(),
  autenticacao: z.enum(["bearer", "none"]).optional(),
  idempotencia: z.boolean().optional().describe("Aceita o cabeçalho Idempotency-Key."),
  parametros: z.array(z.object({ nome: z.string(), local: z.enum(["rota", "query"]), tipo: z.string(), obrigatorio: z.boolean() })).optional(),
  corpo: z
    .object({
      tiposDeMidia: z.array(z.string()),
      obrigatorios: z.array(z.string()).describe("Caminhos JSON dos campos obrigatórios."),
      naoEnvie: z.array(z.string()).describe("Caminhos recusados pelo nome (outro modelo de cálculo ou outra rota)."),
    })
    .optional(),
  resposta: z.object({ tipo: z.string(), descricao: z.string() }).optional(),
  erros: z.array(z.object({ status: z.string(), quando: z.string() })).optional(),
  uri: z.string().optional(),
  parte: part.optional(),
  ...otherProduct,
};

const issue = z.object({
  caminho: z.string().describe("Caminho JSON do campo, ex.: amortization.apr ou warranty[0].totalValue; vazio para o corpo inteiro."),
  regra: z.string().describe("A regra: contrato, campo-de-outro-modelo, produto, unidades, garantia-para-envio, termo-de-consentimento..."),
  mensagem: z.string(),
  correcao: z.string().describe("Como corrigir."),
  quando: z.string().optional().describe("Quando a API ou a esteira recusaria: agora (400), no envio, na averbação..."),
});

const listedEndpoint = z.object({ opId: z.string(), metodo: z.string(), rota: z.string(), resumo: z.string(), secao: z.string(), produtos: z.array(z.string()) });

const product = z.object({
  productId: z.string(),
  nome: z.string(),
  amortizationType: z.string(),
  calculationType: z.string(),
  taxaMensalMinima: z.number(),
  taxaMensalMaxima: z.number(),
  prazoMinimo: z.number().int(),
  prazoMaximo: z.number().int(),
  unidadePrazo: z.enum(["parcelas", "meses"]),
});

export const TOOL_OUTPUT_SHAPES = {
  docs_buscar_documentacao: search,
  docs_buscar_endpoints: search,
  docs_campo: {
    campo: z.string().optional(),
    significados: z.array(fieldMeaning).optional(),
    parte: part.optional(),
    ...otherProduct,
  },
  docs_catalogo_mcp: {
    servidor: z.string(),
    versao: z.string(),
    endpoint: z.string(),
    ferramentas: z.array(z.object({ nome: z.string(), titulo: z.string(), argumentos: z.array(z.object({ nome: z.string(), obrigatorio: z.boolean() })) })),
    recursos: z.array(z.object({ uriTemplate: z.string(), titulo: z.string(), mimeType: z.string() })),
    prompts: z.array(z.object({ nome: z.string(), argumentos: z.array(z.string()) })),
    conteudo: z.object({ modulos: z.array(z.string()), guias: z.array(z.string()), apis: z.array(z.string()), colecoes: z.array(z.string()) }),
  },
  docs_contexto_modulo: {
    modulo: z.string(),
    titulo: z.string(),
    parte: z.string().optional().describe("A parte devolvida; ausente quando a resposta é o contexto inteiro ou o resumo."),
    resumo: z.boolean().describe("true: o contexto inteiro passaria do limite; esta resposta é o resumo, com as partes a pedir."),
    partes: z.array(z.object({ id: z.string(), titulo: z.string(), uri: z.string(), bytes: z.number().int() })),
  },
  docs_endpoint_por_rota: endpointSummary,
  docs_ler_guia: {
    guia: z.string(),
    titulo: z.string(),
    secao: z.object({ ancora: z.string(), titulo: z.string() }).optional(),
    secoes: z.array(z.object({ ancora: z.string(), titulo: z.string(), uri: z.string() })),
    parte: part.optional(),
  },
  docs_listar_endpoints: {
    secao: z.string().optional(),
    total: z.number().int().optional(),
    endpoints: z.array(listedEndpoint).optional(),
    parte: part.optional(),
    ...otherProduct,
  },
  docs_listar_modulos: {
    modulos: z.array(
      z.object({ id: z.string(), titulo: z.string(), resumo: z.string(), guia: z.string(), contexto: z.string(), colecao: z.string(), produtos: z.array(product) }),
    ),
    guiasComuns: z.array(z.object({ id: z.string(), titulo: z.string() })),
  },
  docs_montar_requisicao: {
    ...endpointId.partial().shape,
    modo: z.enum(["modelo", "conferencia"]).optional(),
    modelo: z
      .object({
        url: z.string(),
        cabecalhos: z.record(z.string(), z.string()),
        corpos: z.array(z.object({ rotulo: z.string(), productId: z.string().optional(), corpo: z.unknown() })),
      })
      .optional(),
    conferencia: z
      .object({
        alvo: z.enum(["corpo", "parâmetros"]),
        valido: z.boolean().describe("true: os schemas do contrato aceitam (sem problemas)."),
        aceitoPelaApi: z.boolean().describe("true: além do contrato, as regras do produto que a API aplica na mesma chamada também aceitam."),
        problemas: z.array(issue).describe("O que a API recusaria nesta chamada (400); numa resposta em partes, os desta parte."),
        avisos: z.array(issue).describe("O que a API ou a esteira recusaria depois, ou o que parece errado sem ser recusado; numa resposta em partes, os desta parte."),
        totalProblemas: z.number().int(),
        totalAvisos: z.number().int(),
        marcadores: z.array(z.string()).describe("Caminhos com marcadores ({{...}}) aceitos sem conferência."),
      })
      .optional(),
    parte: part.optional(),
    ...otherProduct,
  },
  docs_pendencias: {
    total: z.number().int(),
    emAberto: z.number().int(),
    itens: z.array(z.object({ id: z.string(), tema: z.string(), lacuna: z.string(), situacao: z.enum(["decidido", "em aberto"]), resolucao: z.string() })),
  },
  docs_referencia_endpoint: endpointSummary,
  docs_tipos_operacao: {
    tipos: z.array(
      z.object({
        id: z.string(),
        titulo: z.string(),
        modulo: z.string(),
        amortizationType: z.array(z.string()),
        produtos: z.array(z.string()),
        garantia: z.string(),
        documentos: z.string(),
      }),
    ),
    parte: part.optional(),
  },
} as const satisfies Record<ToolName, z.ZodRawShape>;

export type ToolOutput<T extends ToolName> = z.infer<z.ZodObject<(typeof TOOL_OUTPUT_SHAPES)[T]>>;
