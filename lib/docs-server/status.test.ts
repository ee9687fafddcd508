import { describe, expect, it } from "vitest";
import { clientConfigurations, docsEndpointOf, docsServerStatus, publicOriginFrom } from "./status";
import { docsStatusPageModel } from "./status-page-model";

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("publicOriginFrom", () => {
  it("uses the host the caller reached, or the forwarded public side", () => {
    expect(publicOriginFrom(headers({ host: "docs.exemplo.com:8080" }), "http://localhost:3000")).toBe("http://docs.exemplo.com:8080");
    expect(publicOriginFrom(headers({ host: "internal:3000", "x-forwarded-host": "api.exemplo.com, proxy", "x-forwarded-proto": "https" }), "http://localhost:3000")).toBe(
      "https://api.exemplo.com",
    );
  });

  it("ignores a host header that is not a host", () => {
    expect(publicOriginFrom(headers({ host: "evil.com/<script>" }), "http://localhost:3000")).toBe("http://localhost:3000");
  });
});

describe("status and client configuration", () => {
  it("has the spec's fields", () => {
    expect(docsServerStatus("http://x/mcp")).toEqual({
      servidor: "credito-parceiros-docs",
      versao: "1.0.0",
      endpoint: "http://x/mcp",
      transporte: "streamable-http",
      somenteLeitura: true,
    });
  });

  it("offers mcpServers and the servers variant, each with type http and the url", () => {
    const { mcpServers, servers } = clientConfigurations(docsEndpointOf("http://x"));
    expect(mcpServers).toEqual({ mcpServers: { "credito-parceiros-docs": { type: "http", url: "http://x/mcp" } } });
    expect(servers).toEqual({ servers: { "credito-parceiros-docs": { type: "http", url: "http://x/mcp" } } });
  });

  it("gives the status page the inventory counts", () => {
    const model = docsStatusPageModel("http://x");
    expect([model.tools.length, model.resources.length, model.prompts.length]).toEqual([13, 5, 3]);
    expect(model.tools.find((tool) => tool.name === "docs_montar_requisicao")?.signature).toBe("docs_montar_requisicao(api, opId, dados?, parte?)");
  });
});
