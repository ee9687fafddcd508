/**
 * Size refusals of POST /mcp answer as JSON-RPC errors opening with the data marker, with the call's id (an
 * MCP client shows them as the call's error, not as a transport failure); `dados` is bounded by the
 * `maxLength` its schema declares.
 */
import { describe, expect, it } from "vitest";
import { BODY_LIMITS } from "@/lib/http";
import { handleMcpPost } from "./http";
import { DATA_MARKER } from "./marker";
import { ARGUMENT_LIMITS } from "./safety";

const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };

async function post(body: string): Promise<{ status: number; message: Record<string, unknown> }> {
  const response = await handleMcpPost(new Request("http://localhost/mcp", { method: "POST", headers, body }));
  return { status: response.status, message: (await response.json()) as Record<string, unknown> };
}

const call = (args: Record<string, unknown>, id = 7) =>
  JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "docs_montar_requisicao", arguments: { api: "creditapi", opId: "createCreditNote", ...args } } });

function deep(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
}

describe("POST /mcp size refusals", () => {
  it.each([
    ["a text above 40,000 characters", call({ dados: { observations: "a".repeat(40_001) } }), "40.000 caracteres"],
    ["a message above 64 KiB", call({ dados: { observations: "ab ".repeat(8_000), extra: "cd ".repeat(8_000), more: "ef ".repeat(8_000) } }), "64 KiB"],
    ["a message nested deeper than 32 levels", call({ dados: deep(40) }), "32 níveis"],
  ])("%s is a JSON-RPC error with the marker and the call's id", async (_label, body, limit) => {
    if (limit === "64 KiB") expect(new TextEncoder().encode(body).byteLength).toBeGreaterThan(BODY_LIMITS.mcp);
    const { status, message } = await post(body);
    expect(status).toBe(200);
    expect(message.id).toBe(7);
    const error = message.error as { code: number; message: string };
    expect(error.message.startsWith(DATA_MARKER)).toBe(true);
    expect(error.message).toContain(limit);
  });

  it(`bounds dados given as text by its declared maxLength (${ARGUMENT_LIMITS.maxPayloadChars})`, async () => {
    const list = await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
    const tools = (list.message.result as { tools: { name: string; inputSchema: { properties: Record<string, { anyOf?: { type?: string; maxLength?: number }[] }> } }[] }).tools;
    const dados = tools.find((tool) => tool.name === "docs_montar_requisicao")?.inputSchema.properties.dados;
    expect(dados?.anyOf?.find((variant) => variant.type === "string")?.maxLength).toBe(ARGUMENT_LIMITS.maxPayloadChars);

    const fits = await post(call({ dados: `{"observations":"${"a b ".repeat((ARGUMENT_LIMITS.maxPayloadChars - 40) / 4)}"}` }));
    expect(JSON.stringify(fits.message)).not.toContain(`${ARGUMENT_LIMITS.maxPayloadChars} caracteres`);
    const over = await post(call({ dados: `{"observations":"${"a b ".repeat(ARGUMENT_LIMITS.maxPayloadChars / 4)}"}` }));
    const text = JSON.stringify(over.message);
    expect(text).toContain(`${ARGUMENT_LIMITS.maxPayloadChars} caracteres`);
    expect(text).toContain(DATA_MARKER);
  });
});
