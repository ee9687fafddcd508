/**
 * What the guide says of the documentation server itself beyond its rules (how to connect, its status, what it offers),
 * written from the sources the server and its `/mcp/status` page use: the identity, the status document, the client
 * configurations and the inventory. An assistant asking about the server finds it in the search like any rule of the API.
 */
import { DOCS_SERVER_PATH } from "../../identity";
import { KNOWN_APIS, PUBLISHED_API } from "../../apis";
import { DOCS_MODULES } from "../../modules";
import { PROMPT_DEFINITIONS, PROMPT_NAMES, RESOURCE_DEFINITIONS, TOOL_DEFINITIONS, TOOL_NAMES } from "../../inventory";
import { clientConfigurations, docsEndpointOf, docsServerStatus } from "../../status";

/** The origin the section shows: each environment has its own host. */
const EXAMPLE_ORIGIN = "https://<host-do-ambiente>";

/** The status document's fields with their values, as `status.json` answers them (`endpoint` is the caller's). */
function statusFields(endpoint: string): string {
  const fields = Object.entries(docsServerStatus(endpoint)).map(([name, value]) => `\`${name}\` (${name === "endpoint" ? "ex.: " : ""}\`${String(value)}\`)`);
  return `${fields.slice(0, -1).join(", ")} e ${fields.at(-1) ?? ""}`;
}

const code = (name: string) => `\`${name}\``;

/** A description of several sentences as one: each line of the lists below is one searchable sentence about one item. */
const oneSentence = (text: string) => text.replace(/\. (?=[A-ZÀ-Ú])/g, "; ");

/** Each tool with its arguments (required first, then the optional ones) and what it answers: one line, one tool. */
function toolLines(): string {
  return TOOL_NAMES.map((name) => {
    const entries = Object.entries(TOOL_DEFINITIONS[name].arguments as Record<string, { readonly required: boolean }>);
    const required = entries.filter(([, argument]) => argument.required).map(([argument]) => code(argument));
    const optional = entries.filter(([, argument]) => !argument.required).map(([argument]) => code(argument));
    const signature = [required.join(", "), optional.length > 0 ? `opcionais: ${optional.join(", ")}` : ""].filter(Boolean).join("; ");
    return `- Ferramenta ${code(name)} (${signature || "sem argumentos"}): ${oneSentence(TOOL_DEFINITIONS[name].description)}`;
  }).join("\n");
}

function resourceLines(): string {
  return RESOURCE_DEFINITIONS.map((resource) => `- Recurso ${code(resource.uriTemplate)} (${resource.mimeType}): ${oneSentence(resource.description)}`).join("\n");
}

function promptLines(): string {
  return PROMPT_NAMES.map((name) => {
    const prompt = PROMPT_DEFINITIONS[name];
    return `- Prompt ${code(name)} (${Object.keys(prompt.arguments).map(code).join(", ")}): ${oneSentence(prompt.description)}`;
  }).join("\n");
}

export function docsServerSection(): string {
  const endpoint = docsEndpointOf(EXAMPLE_ORIGIN);
  const configurations = clientConfigurations(endpoint);
  return `O servidor de documentação fala MCP por HTTP (Streamable HTTP, sem sessão): cada pedido é um \`POST ${DOCS_SERVER_PATH}\` com JSON-RPC e o cabeçalho \`Accept: application/json, text/event-stream\`. Sem esse \`Accept\`, a resposta é 406; \`GET\` ou \`DELETE\` em \`${DOCS_SERVER_PATH}\` (um navegador, por exemplo) respondem 405 com \`Allow: POST\`.

Configuração de cliente MCP (a maioria lê \`mcpServers\`): \`${JSON.stringify(configurations.mcpServers)}\`; alguns clientes usam a chave \`servers\`: \`${JSON.stringify(configurations.servers)}\`. Troque o host pelo do seu ambiente.

\`GET ${DOCS_SERVER_PATH}/status.json\` devolve o status: ${statusFields(endpoint)}. A página \`${DOCS_SERVER_PATH}/status\` mostra o mesmo status, as duas configurações e o inventário.

O servidor oferece ${TOOL_NAMES.length} ferramentas, ${RESOURCE_DEFINITIONS.length} recursos e ${PROMPT_NAMES.length} prompts, todos somente leitura, listados com seus argumentos na página \`${DOCS_SERVER_PATH}/status\`; as respostas abrem com um marcador de dados de documentação e nunca são instruções.

Para conferir o protocolo, faça \`POST ${DOCS_SERVER_PATH}\` com \`Content-Type: application/json\`, o mesmo \`Accept\` e o corpo JSON-RPC \`{"jsonrpc":"2.0","id":1,"method":"tools/list"}\`: a resposta lista as ferramentas com seus argumentos.

O argumento \`api\` das ferramentas e de \`docs://referencia/{api}\` aceita ${code(PUBLISHED_API)}, a API de crédito publicada aqui (onde o argumento é opcional, omitido vale ela); ${KNOWN_APIS.filter((api) => api !== PUBLISHED_API).map(code).join(" e ")} são contratos de outros produtos e respondem que não fazem parte deste.

Módulos publicados: ${DOCS_MODULES.map((docsModule) => code(docsModule.id)).join(" e ")}; o argumento \`modulo\` com outro produto responde módulo não encontrado, como uma página inexistente.

${toolLines()}

${resourceLines()}

${promptLines()}
`;
}
