/**
 * What the guide says of the documentation server itself beyond its rules (how to connect, its status, what it offers),
 * written from the same sources the server and its `/mcp/status` page use: the identity, the inventory and the client
 * configurations. An assistant asking about the server finds it in the search like any rule of the API.
 */
import { DOCS_SERVER_NAME, DOCS_SERVER_PATH, DOCS_SERVER_VERSION } from "../../identity";
import { docsStatusPageModel } from "../../status-page-model";

/** The origin the sections show: each environment has its own host. */
const EXAMPLE_ORIGIN = "https://<host-do-ambiente>";

export function docsServerSection(): string {
  const model = docsStatusPageModel(EXAMPLE_ORIGIN);
  const endpoint = model.status.endpoint;
  const compact = (json: string) => JSON.stringify(JSON.parse(json));
  return `O servidor de documentação fala MCP por HTTP (Streamable HTTP, sem sessão): cada pedido é um \`POST ${DOCS_SERVER_PATH}\` com JSON-RPC e o cabeçalho \`Accept: application/json, text/event-stream\`. Sem esse \`Accept\`, a resposta é 406; \`GET\` ou \`DELETE\` em \`${DOCS_SERVER_PATH}\` (um navegador, por exemplo) respondem 405 com \`Allow: POST\`.

Configuração de cliente MCP (a maioria lê \`mcpServers\`): \`${compact(model.configurations.mcpServers)}\`; alguns clientes usam a chave \`servers\`: \`${compact(model.configurations.servers)}\`. Troque o host pelo do seu ambiente.

\`GET ${DOCS_SERVER_PATH}/status.json\` devolve o status: \`servidor\` (\`${DOCS_SERVER_NAME}\`), \`versao\` (\`${DOCS_SERVER_VERSION}\`), \`endpoint\` (ex.: \`${endpoint}\`), \`transporte\` e \`somenteLeitura\` (sempre \`true\`). A página \`${DOCS_SERVER_PATH}/status\` mostra o mesmo status, as duas configurações e o inventário.

O servidor oferece ${model.tools.length} ferramentas, ${model.resources.length} recursos e ${model.prompts.length} prompts, todos somente leitura, listados com seus argumentos na página \`${DOCS_SERVER_PATH}/status\`; as respostas abrem com um marcador de dados de documentação e nunca são instruções.
`;
}
