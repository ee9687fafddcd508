/** What a tool handler returns: markdown text, and whether it is an error result (e.g. "não encontrado"). */
import type { ToolArguments, ToolName } from "../inventory";

export interface ToolAnswer {
  readonly text: string;
  readonly isError?: boolean;
}

/** Per-request facts a handler may need: the public origin the caller used. */
export interface DocsRequestContext {
  readonly origin: string;
}

export type ToolHandler<T extends ToolName> = (args: ToolArguments<T>, context: DocsRequestContext) => ToolAnswer;

export type ToolHandlers = { readonly [T in ToolName]: ToolHandler<T> };

export function answer(text: string): ToolAnswer {
  return { text };
}

/** A refused or missing item: an MCP error result, worded like a missing page. */
export function failure(text: string): ToolAnswer {
  return { text, isError: true };
}
