/**
 * Registers the 13 tools on an McpServer: input and output schemas from the inventory, and every call
 * screened, answered with the data marker first (text and structured content), cut into parts when long, and
 * never allowed to throw past the SDK.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { logCallFailure, screenCall } from "../guard";
import { type ArgumentDefinition, TOOL_DEFINITIONS, TOOL_NAMES, type ToolArguments, type ToolDefinition, type ToolName } from "../inventory";
import { withMarker } from "../marker";
import { ARGUMENT_LIMITS } from "../safety";
import { byteLength, pageOf, PART_BUDGET_BYTES, partNumber, REPLY_LIMIT_BYTES } from "../paging";
import { TOOL_HANDLERS } from "./index";
import { TOOL_OUTPUT_SHAPES } from "./output-schemas";
import type { AnyToolAnswer, DocsRequestContext, ToolHandler } from "./tool-answer";

const MAX_TEXT = 500;
/** Marker, footer, JSON escaping of the text and the JSON-RPC envelope. */
const REPLY_OVERHEAD_BYTES = 2_500;
const MIN_PART_BYTES = 4_000;
/** The declared `maxLength` of a payload given as text is the bound the screening enforces. */
const MAX_PAYLOAD_TEXT = ARGUMENT_LIMITS.maxPayloadChars;

/** Read-only, closed-world tools: hints for clients that ask before calling. */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

function argumentSchema(name: string, argument: ArgumentDefinition): z.ZodType {
  const schema =
    argument.kind === "json"
      ? z.union(
          [z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string().max(MAX_PAYLOAD_TEXT, { error: `${name}: no máximo ${MAX_PAYLOAD_TEXT} caracteres` })],
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

/** Tools whose `parte` is a page number (docs_contexto_modulo's `parte` names a part of the context). */
function pagesByNumber(name: ToolName): boolean {
  return "parte" in TOOL_DEFINITIONS[name].arguments && name !== "docs_contexto_modulo";
}

/** How to ask for part `n` of this very call: the same arguments, with `parte`. */
function askFor(name: ToolName, args: Readonly<Record<string, unknown>>, part: number): string {
  const shown = Object.entries({ ...args, parte: String(part) })
    .filter(([key, value]) => value !== undefined && key !== "dados")
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return `${name} ${shown.join(" ")}${"dados" in args && args.dados !== undefined ? " (com os mesmos dados)" : ""}`;
}

function toResult(toolAnswer: AnyToolAnswer): CallToolResult {
  return {
    content: [{ type: "text", text: withMarker(toolAnswer.text) }],
    ...(toolAnswer.structured !== undefined && toolAnswer.isError !== true && { structuredContent: { ...toolAnswer.structured } }),
    ...(toolAnswer.isError === true && { isError: true }),
  };
}

/** A long answer becomes the part the caller asked for, with the list of parts; its structure says which. */
function paged(name: ToolName, args: Readonly<Record<string, unknown>>, toolAnswer: AnyToolAnswer): AnyToolAnswer {
  // A handler that cut its own answer in parts (docs_montar_requisicao's issues) says so in its structure.
  if (toolAnswer.isError === true || !pagesByNumber(name) || toolAnswer.structured?.parte !== undefined) return toolAnswer;
  const requested = partNumber(typeof args.parte === "string" ? args.parte : undefined);
  if (requested === undefined) return { text: "`parte` deve ser um número inteiro a partir de 1 (ex.: parte=\"2\").", isError: true };
  // The parts leave room for the structured content, which every part carries whole.
  const structuredBytes = toolAnswer.structured === undefined ? 0 : byteLength(JSON.stringify(toolAnswer.structured));
  const budget = Math.max(MIN_PART_BYTES, Math.min(PART_BUDGET_BYTES, REPLY_LIMIT_BYTES - structuredBytes - REPLY_OVERHEAD_BYTES));
  const page = pageOf(toolAnswer.text, requested, (part) => askFor(name, args, part), budget);
  if ("error" in page) return { text: page.error, isError: true };
  if (page.total === 1) return toolAnswer;
  const part = { atual: page.part, total: page.total, ...(page.next !== undefined && { proxima: page.next }) };
  return { text: page.text, ...(toolAnswer.structured !== undefined && { structured: { ...toolAnswer.structured, parte: part } }) };
}

function runTool<T extends ToolName>(name: T, args: Readonly<Record<string, unknown>>, context: DocsRequestContext): CallToolResult {
  const refusal = screenCall("ferramenta", name, args);
  if (refusal !== undefined) return toResult({ text: refusal.message, isError: true });
  try {
    const handler: ToolHandler<T> = TOOL_HANDLERS[name];
    // The SDK validated `args` against the schema built from the same inventory entry.
    return toResult(paged(name, args, handler(args as ToolArguments<T>, context) as AnyToolAnswer));
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
      {
        title: definition.title,
        description: definition.description,
        inputSchema: inputShapeOf(definition),
        outputSchema: TOOL_OUTPUT_SHAPES[name],
        annotations: READ_ONLY,
      },
      (args) => runTool(name, args, context),
    );
  }
}
