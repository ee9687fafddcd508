/** One McpServer with the whole inventory; a new one per HTTP request (stateless Streamable HTTP). */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { DOCS_SERVER_INSTRUCTIONS, DOCS_SERVER_NAME, DOCS_SERVER_TITLE, DOCS_SERVER_VERSION } from "./identity";
import { registerPrompts } from "./prompts";
import { registerResources } from "./resources";
import { registerTools } from "./tools/register";
import type { DocsRequestContext } from "./tools/tool-answer";

export function createDocsServer(context: DocsRequestContext): McpServer {
  const server = new McpServer(
    { name: DOCS_SERVER_NAME, title: DOCS_SERVER_TITLE, version: DOCS_SERVER_VERSION },
    { instructions: DOCS_SERVER_INSTRUCTIONS },
  );
  registerTools(server, context);
  registerResources(server, context);
  registerPrompts(server);
  return server;
}
