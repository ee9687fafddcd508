/**
 * The spec's inventory of the documentation server, as data: 13 tools, 5 resources, 3 prompts, with the
 * exact names and argument names the spec publishes. The server registers from this list, the catalogue
 * tool and the status page read it, and the tests compare it with the spec.
 */

export interface ArgumentDefinition {
  readonly required: boolean;
  /** `json`: any JSON value (or JSON text); everything else is text. */
  readonly kind?: "text" | "json";
  readonly description: string;
}

export interface ToolDefinition {
  readonly title: string;
  readonly description: string;
  readonly arguments: Readonly<Record<string, ArgumentDefinition>>;
}

const apiArgument = <R extends boolean>(required: R) =>
  ({
    required,
    description: "API do contrato: creditapi (a API de crédito deste produto). billingapi e bankingapi não fazem parte deste produto.",
  }) as const;

const moduleArgument = {
  required: true,
  description: "Módulo publicado: consignado-privado ou fgts.",
} as const;

/**
 * Optional page of a long answer (not in the spec's list, which names only the required arguments and a
 * few optional ones; adding optional arguments keeps every spec-conformant call valid).
 */
const partArgument = {
  required: false,
  description: "Parte de uma resposta longa: 1, 2, 3... (a resposta diz quantas partes tem e o que há em cada uma). Padrão: 1.",
} as const;

export const TOOL_DEFINITIONS = {
  docs_buscar_documentacao: {
    title: "Buscar na documentação",
    description:
      "Busca ranqueada (Orama, BM25 com radicais pt-BR, tolerância a erros de digitação, sinônimos do domínio e um classificador aprendido das perguntas que cada seção responde) nos guias dos módulos e na referência de endpoints. Devolve, em ordem de pontuação, a frase que responde, a âncora da seção e como abrir cada resultado.",
    arguments: {
      consulta: { required: true, description: "Termos da busca, ex.: 'termInMonths prazo FGTS' ou 'cancelar operação'." },
      modulo: { required: false, description: "Restringe a um módulo: consignado-privado ou fgts (inclui o conteúdo comum aos dois)." },
      escopo: { required: false, description: "guias, endpoints ou todos (padrão)." },
    },
  },
  docs_buscar_endpoints: {
    title: "Buscar endpoints",
    description: "Busca ranqueada só na referência de endpoints (método, rota, resumo, descrição e campos), com a mesma análise pt-BR da busca na documentação.",
    arguments: {
      consulta: { required: true, description: "Termos da busca, ex.: 'margem livre' ou 'SignUrl'." },
      api: apiArgument(false),
    },
  },
  docs_campo: {
    title: "Consultar campo",
    description:
      "Um campo do contrato pelo nome (ex.: requestedAmount, amortization.apr, warranty[].totalValue): tipo e unidade, se é obrigatório, valores aceitos do enum, em que modelo não se envia e os endpoints que o usam.",
    arguments: {
      campo: { required: true, description: "Nome do campo ou caminho JSON, ex.: totalValue ou amortization.termInMonths." },
      api: apiArgument(false),
      parte: partArgument,
    },
  },
  docs_catalogo_mcp: {
    title: "Catálogo do servidor",
    description: "O inventário deste servidor (ferramentas, recursos, prompts e seus argumentos) e o conteúdo publicado (módulos, guias, APIs, coleções).",
    arguments: {},
  },
  docs_contexto_modulo: {
    title: "Contexto do módulo",
    description:
      "Resumo de integração de um módulo para um assistente: produtos, fluxo com os opIds, objeto de cálculo, garantia e documentos, status, erros, endpoints e sandbox.",
    arguments: {
      modulo: moduleArgument,
      parte: {
        required: false,
        description:
          "Só uma parte: visao-geral, produtos, fluxo, calculo, garantia-e-documentos, status, erros, endpoints ou sandbox. Sem parte, o contexto inteiro, ou o resumo com as partes a pedir quando ele passaria de ~16 KB.",
      },
    },
  },
  docs_endpoint_por_rota: {
    title: "Endpoint por método e rota",
    description:
      "A referência do endpoint de um método e uma rota, ex.: POST /v1/CreditNote/{id}/cancel. Aceita ids concretos na rota, URL completa e query string.",
    arguments: {
      metodo: { required: true, description: "GET, POST, PUT ou DELETE." },
      rota: { required: true, description: "Rota, ex.: /v1/CreditNote/{id}/submitapproval ou /v1/Amortization." },
      parte: partArgument,
    },
  },
  docs_ler_guia: {
    title: "Ler guia",
    description: "O texto de um guia (pt-BR), inteiro ou uma seção (id#secao, como a busca devolve).",
    arguments: {
      id: { required: true, description: "Guia: consignado-privado, fgts, convencoes, acompanhamento, erros, autenticacao ou sandbox; opcionalmente #secao." },
      parte: partArgument,
    },
  },
  docs_listar_endpoints: {
    title: "Listar endpoints",
    description: "Os endpoints de uma API por seção (autenticacao, comum, consignado-privado, fgts, meta), com método, rota, opId e resumo.",
    arguments: {
      api: apiArgument(true),
      secao: {
        required: false,
        description: "autenticacao, comum, consignado-privado, fgts (rotas que o FGTS usa) ou meta.",
      },
      parte: partArgument,
    },
  },
  docs_listar_modulos: {
    title: "Listar módulos",
    description: "Os módulos publicados (consignado privado e FGTS), seus produtos (productId, modelo, faixas de taxa e prazo), guias e coleções.",
    arguments: {},
  },
  docs_montar_requisicao: {
    title: "Montar ou conferir requisição",
    description:
      "Sem dados: modelo de requisição do endpoint (cabeçalhos, query, corpo de exemplo nas unidades certas). Com dados: confere o corpo com os mesmos schemas zod que a API usa, aponta campos de outro modelo de cálculo, calcula o plano com o motor da API (faixas de taxa e prazo, limites do FGTS) e avisa o que a API ou a esteira recusaria depois (garantia ausente no envio, termo de consentimento FGTS, unidades trocadas), dizendo quando e como corrigir.",
    arguments: {
      api: apiArgument(true),
      opId: { required: true, description: "operationId do endpoint, ex.: createCreditNote ou simulateAmortization." },
      dados: {
        required: false,
        kind: "json",
        description:
          "Corpo a conferir (objeto ou lista JSON, ou o texto do JSON). Sem dados pessoais nem credenciais: use marcadores como {{cpf}}, que o validador aceita sem conferir.",
      },
      parte: partArgument,
    },
  },
  docs_pendencias: {
    title: "Pendências do contrato",
    description: "As lacunas que a especificação marca como 'not shown', cada uma com o que a API embarcada decidiu ou o que segue em aberto.",
    arguments: {},
  },
  docs_referencia_endpoint: {
    title: "Referência do endpoint",
    description: "Referência completa de um endpoint pelo opId: parâmetros, corpo (tipos, obrigatoriedade, valores), resposta e erros, do documento OpenAPI.",
    arguments: {
      api: apiArgument(true),
      opId: { required: true, description: "operationId, ex.: getCreditNote." },
      parte: partArgument,
    },
  },
  docs_tipos_operacao: {
    title: "Tipos de operação",
    description:
      "Os tipos de operação de crédito (consignado Price, SAC, refinanciamento, leilão CTPS, antecipação FGTS): produto, modelo de cálculo, campos, garantia e documentos.",
    arguments: {
      tipo: { required: false, description: "Um tipo, ex.: price, sac, refinanciamento, leilao-ctps ou fgts." },
      parte: partArgument,
    },
  },
} as const satisfies Record<string, ToolDefinition>;

export type ToolName = keyof typeof TOOL_DEFINITIONS;
export const TOOL_NAMES = Object.keys(TOOL_DEFINITIONS) as ToolName[];

type ArgumentsOf<T extends ToolName> = (typeof TOOL_DEFINITIONS)[T]["arguments"];

type RequiredArgument<T extends ToolName> = {
  [K in keyof ArgumentsOf<T>]: ArgumentsOf<T>[K] extends { readonly required: true } ? K : never;
}[keyof ArgumentsOf<T>];

/** The arguments a tool receives, after the SDK validated them against the input schema. */
export type ToolArguments<T extends ToolName> = {
  readonly [K in RequiredArgument<T>]: string;
} & {
  readonly [K in Exclude<keyof ArgumentsOf<T>, RequiredArgument<T>>]?: ArgumentsOf<T>[K] extends { readonly kind: "json" } ? unknown : string;
};

export interface ResourceDefinition {
  readonly name: string;
  readonly uriTemplate: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: string;
}

export const RESOURCE_DEFINITIONS = [
  {
    name: "collection",
    uriTemplate: "docs://collection/{slug}",
    title: "Coleção de requisições",
    description:
      "Coleção Postman v2.1 do fluxo de um módulo (consignado-privado, fgts) ou da API inteira (creditapi), com corpos de exemplo e marcadores. Longa, vem em partes importáveis (#1, #2...); inteira em #completa.",
    mimeType: "application/json",
  },
  {
    name: "contexto",
    uriTemplate: "docs://contexto/{modulo}",
    title: "Contexto do módulo",
    description: "Resumo de integração de um módulo (consignado-privado, fgts) para um assistente; cada parte em #parte (ex.: docs://contexto/fgts#calculo).",
    mimeType: "text/markdown",
  },
  {
    name: "guia",
    uriTemplate: "docs://guia/{id}",
    title: "Guia",
    description: "Um guia pt-BR: consignado-privado, fgts, convencoes, acompanhamento, erros, autenticacao, sandbox; cada seção em #secao (ex.: docs://guia/fgts#limites).",
    mimeType: "text/markdown",
  },
  {
    name: "llms.txt",
    uriTemplate: "docs://llms.txt",
    title: "Índice llms.txt",
    description: "Índice da documentação no formato llms.txt: guias, referências, coleções e ferramentas.",
    mimeType: "text/plain",
  },
  {
    name: "referencia",
    uriTemplate: "docs://referencia/{api}",
    title: "Referência da API",
    description:
      "Referência de endpoints de uma API (creditapi, gerada do OpenAPI): o índice; cada endpoint em #<opId>, o OpenAPI inteiro em #openapi. billingapi e bankingapi não fazem parte deste produto.",
    mimeType: "text/markdown",
  },
] as const satisfies readonly ResourceDefinition[];

export interface PromptDefinition {
  readonly title: string;
  readonly description: string;
  readonly arguments: Readonly<Record<string, { readonly description: string }>>;
}

export const PROMPT_DEFINITIONS = {
  docs_integrar_modulo: {
    title: "Integrar um módulo",
    description: "Plano de integração de um módulo (consignado-privado ou fgts) a partir do contexto publicado.",
    arguments: { modulo: { description: "consignado-privado ou fgts." } },
  },
  docs_revisar_guia: {
    title: "Revisar um guia",
    description: "Revisão de um guia contra o contrato: unidades, campos, status e erros.",
    arguments: { guia: { description: "Id do guia, ex.: fgts." } },
  },
  docs_validar_payload: {
    title: "Validar um payload",
    description: "Roteiro para conferir um corpo de requisição contra o contrato de um endpoint.",
    arguments: { api: { description: "creditapi." }, opId: { description: "operationId do endpoint, ex.: createCreditNote." } },
  },
} as const satisfies Record<string, PromptDefinition>;

export type PromptName = keyof typeof PROMPT_DEFINITIONS;
export const PROMPT_NAMES = Object.keys(PROMPT_DEFINITIONS) as PromptName[];
