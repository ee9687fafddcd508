/** Everything the `/mcp/status` page shows, computed from the same sources as the server itself. */
import { DOCS_SERVER_TITLE } from "./identity";
import { PROMPT_DEFINITIONS, PROMPT_NAMES, RESOURCE_DEFINITIONS, TOOL_DEFINITIONS, TOOL_NAMES } from "./inventory";
import { clientConfigurations, type DocsServerStatus, docsEndpointOf, docsServerStatus } from "./status";

export interface InventoryEntry {
  readonly name: string;
  readonly signature: string;
  readonly description: string;
}

export interface DocsStatusPageModel {
  readonly title: string;
  readonly status: DocsServerStatus;
  readonly statusUrl: string;
  readonly configurations: { readonly mcpServers: string; readonly servers: string };
  readonly tools: readonly InventoryEntry[];
  readonly resources: readonly InventoryEntry[];
  readonly prompts: readonly InventoryEntry[];
}

function isOptional(spec: unknown): boolean {
  return typeof spec === "object" && spec !== null && "required" in spec && spec.required === false;
}

/** `docs_campo(campo, api?)`: prompt arguments are all required. */
function signature(name: string, args: Readonly<Record<string, unknown>>): string {
  const list = Object.entries(args).map(([argument, spec]) => (isOptional(spec) ? `${argument}?` : argument));
  return `${name}(${list.join(", ")})`;
}

export function docsStatusPageModel(origin: string): DocsStatusPageModel {
  const endpoint = docsEndpointOf(origin);
  const configurations = clientConfigurations(endpoint);
  return {
    title: DOCS_SERVER_TITLE,
    status: docsServerStatus(endpoint),
    statusUrl: `${endpoint}/status.json`,
    configurations: {
      mcpServers: JSON.stringify(configurations.mcpServers, null, 2),
      servers: JSON.stringify(configurations.servers, null, 2),
    },
    tools: TOOL_NAMES.map((name) => ({
      name,
      signature: signature(name, TOOL_DEFINITIONS[name].arguments),
      description: TOOL_DEFINITIONS[name].description,
    })),
    resources: RESOURCE_DEFINITIONS.map((resource) => ({ name: resource.uriTemplate, signature: resource.uriTemplate, description: resource.description })),
    prompts: PROMPT_NAMES.map((name) => ({
      name,
      signature: signature(name, PROMPT_DEFINITIONS[name].arguments),
      description: PROMPT_DEFINITIONS[name].description,
    })),
  };
}
