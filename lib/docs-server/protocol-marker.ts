/**
 * The data marker on protocol-level answers too: JSON-RPC errors (unknown resource, prompt or method,
 * invalid parameters, refusals) and the error results the SDK builds itself for tool calls (unknown tool,
 * arguments that fail the input schema). Applied to every message the server sends, so an answer the SDK
 * writes on its own also opens with the marker. The SDK's "MCP error -32602: " prefix gives way to it.
 */
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { DATA_MARKER } from "./marker";

const SDK_PREFIX = /^(?:MCP error -?\d+: )+/;

export function markedText(text: string): string {
  if (text.startsWith(DATA_MARKER)) return text;
  const bare = text.replace(SDK_PREFIX, "");
  return bare.startsWith(DATA_MARKER) ? bare : `${DATA_MARKER} ${bare}`;
}

type Json = Record<string, unknown>;

function record(value: unknown): Json | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/** The message with the marker on its error, or on the text of an error tool result; anything else as is. */
export function markJsonRpcMessage<M extends JSONRPCMessage>(message: M): M {
  const error = record((message as Json).error);
  if (error !== undefined && typeof error.message === "string") {
    return { ...message, error: { ...error, message: markedText(error.message) } };
  }
  const result = record((message as Json).result);
  if (result?.isError === true && Array.isArray(result.content)) {
    const content = result.content.map((block) => {
      const item = record(block);
      return item?.type === "text" && typeof item.text === "string" ? { ...item, text: markedText(item.text) } : block;
    });
    return { ...message, result: { ...result, content } };
  }
  return message;
}
