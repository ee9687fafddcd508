/**
 * Registers the 13 tools on an McpServer: input schemas from the inventory, and every call screened,
 * answered with the data marker first, and never allowed to throw past the SDK.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { logCallFailure, screenCall } from "../guard";
import { type ArgumentDefinition, TOOL_DEFINITIONS, TOOL_NAMES, type ToolArguments, type ToolDefinition, type ToolName } from "../inventory";
import { withMarker } from "../marker";
import { TOOL_HANDLERS } from "./index";
import type { DocsRequestContext, ToolAnswer, ToolHandler } from "./tool-answer";

const MAX_TEXT = 500;
const MAX_PAYLOAD_TEXT = 200_000;

/** Read-only, closed-world tools: hints for clients that ask before calling. */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

function argumentSchema(name: string, argument: ArgumentDefinition): z.ZodType {
  const schema =
    argument.kind === "json"
      ? z.union(
          [z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string().max(MAX_PAYLOAD_TEXT)],
          { error: `informe ${name} como objeto ou lista JSON, ou o texto de um JSON` },
        )
      : z
          .string({ error: `informe ${name} como texto` })
          .trim()
          .min(argument.required ? 1 : 0, { error: `informe ${name}: texto não vazio` })
          .max(MAX_TEXT, { error: `${name}: no máximo ${MAX_TEXT} caracteres` });
  const described = schema.describe(argument.description);
  return argument.required ? described : described.optional();
}

function inputShapeOf(definition: ToolDefinition): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(definition.arguments).map(([name, argument]) => [name, argumentSchema(name, argument)]));
}

function toResult(toolAnswer: ToolAnswer): CallToolResult {
  return { content: [{ type: "text", text: withMarker(toolAnswer.text) }], ...(toolAnswer.isError === true && { isError: true }) };
}

function runTool<T extends ToolName>(name: T, args: Readonly<Record<string, unknown>>, context: DocsRequestContext): CallToolResult {
  const refusal = screenCall("ferramenta", name, args);
  if (refusal !== undefined) return toResult({ text: refusal.message, isError: true });
  try {
    const handler: ToolHandler<T> = TOOL_HANDLERS[name];
    // The SDK validated `args` against the schema built from the same inventory entry.
    return toResult(handler(args as ToolArguments<T>, context));
  } catch (error) {
    logCallFailure("ferramenta", name, error);
    return toResult({ text: "Falha interna ao montar a resposta; tente de novo. Nenhum dado do pedido foi guardado.", isError: true });
  }
}

export function registerTools(server: McpServer, context: DocsRequestContext): void {
  for (const name of TOOL_NAMES) {
    const definition: ToolDefinition = TOOL_DEFINITIONS[name];
    server.registerTool(
      name,
      { title: definition.title, description: definition.description, inputSchema: inputShapeOf(definition), annotations: READ_ONLY },
      (args) => runTool(name, args, context),
    );
  }
}
