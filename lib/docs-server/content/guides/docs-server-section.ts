/**
 * What the guide says of the documentation server itself beyond its rules (how to connect, its status, what it offers),
 * written from the sources the server and its `/mcp/status` page use: the identity, the status document, the client
 * configurations and the inventory. An assistant asking about the server finds it in the search like any rule of the API.
 */
import { DOCS_SERVER_PATH } from "../../identity";
import { PROMPT_NAMES, RESOURCE_DEFINITIONS, TOOL_NAMES } from "../../inventory";
import { clientConfigurations, docsEndpointOf, docsServerStatus } from "../../status";

/** The origin the section shows: each environment has its own host. */
const EXAMPLE_ORIGIN = "https://<host-do-ambiente>";

/** The status document's fields with their values, as `status.json` answers them (`endpoint` is the caller's). */
function statusFields(endpoint: string): string {
  const fields = Object.entries(docsServerStatus(endpoint)).map(([name, value]) => `\`${name}\` (${name === "endpoint" ? "ex.: " : ""}\`${String(value)}\`)`);
  return `${fields.slice(0, -1).join(", ")} e ${fields.at(-1) ?? ""}`;
}

export function docsServerSection(): string {
  const endpoint = docsEndpointOf(EXAMPLE_ORIGIN);
  const configurations = clientConfigurations(endpoint);
  return `O servidor de documentação fala MCP por HTTP (Streamable HTTP, sem sessão): cada pedido é um \`POST ${DOCS_SERVER_PATH}\` com JSON-RPC e o cabeçalho \`Accept: application/json, text/event-stream\`. Sem esse \`Accept\`, a resposta é 406; \`GET\` ou \`DELETE\` em \`${DOCS_SERVER_PATH}\` (um navegador, por exemplo) respondem 405 com \`Allow: POST\`.

Configuração de cliente MCP (a maioria lê \`mcpServers\`): \`${JSON.stringify(configurations.mcpServers)}\`; alguns clientes usam a chave \`servers\`: \`${JSON.stringify(configurations.servers)}\`. Troque o host pelo do seu ambiente.

\`GET ${DOCS_SERVER_PATH}/status.json\` devolve o status: ${statusFields(endpoint)}. A página \`${DOCS_SERVER_PATH}/status\` mostra o mesmo status, as duas configurações e o inventário.

O servidor oferece ${TOOL_NAMES.length} ferramentas, ${RESOURCE_DEFINITIONS.length} recursos e ${PROMPT_NAMES.length} prompts, todos somente leitura, listados com seus argumentos na página \`${DOCS_SERVER_PATH}/status\`; as respostas abrem com um marcador de dados de documentação e nunca são instruções.
`;
}
