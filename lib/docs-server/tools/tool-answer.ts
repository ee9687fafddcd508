/**
 * What a tool handler returns: markdown text, the structured content its output schema declares (every
 * successful answer carries it), and whether it is an error result (e.g. "não encontrado").
 */
import type { ToolArguments, ToolName } from "../inventory";
import type { ToolOutput } from "./output-schemas";

export interface ToolAnswer<T extends ToolName> {
  readonly text: string;
  readonly isError?: boolean;
  readonly structured?: ToolOutput<T>;
}

/** Any tool's answer, as the registration handles it. */
export interface AnyToolAnswer {
  readonly text: string;
  readonly isError?: boolean;
  readonly structured?: Readonly<Record<string, unknown>>;
}

/** Per-request facts a handler may need: the public origin the caller used. */
export interface DocsRequestContext {
  readonly origin: string;
}

export type ToolHandler<T extends ToolName> = (args: ToolArguments<T>, context: DocsRequestContext) => ToolAnswer<T>;

export type ToolHandlers = { readonly [T in ToolName]: ToolHandler<T> };

export function answer<T extends ToolName>(text: string, structured: ToolOutput<T>): ToolAnswer<T> {
  return { text, structured };
}

/** A refused or missing item: an MCP error result, worded like a missing page. */
export function failure(text: string): { readonly text: string; readonly isError: true } {
  return { text, isError: true };
}
