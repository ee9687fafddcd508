import { handleMcpPost, mcpMethodNotAllowed } from "@/lib/docs-server/http";

// Every request builds its own server and transport (stateless Streamable HTTP): never cached.
export const dynamic = "force-dynamic";

/** MCP JSON-RPC over Streamable HTTP (lib/docs-server). */
export function POST(request: Request) {
  return handleMcpPost(request);
}

/** No SSE stream and no session: GET (e.g. a browser) and DELETE answer 405 with `Allow: POST`. */
export function GET() {
  return mcpMethodNotAllowed();
}

export function DELETE() {
  return mcpMethodNotAllowed();
}
