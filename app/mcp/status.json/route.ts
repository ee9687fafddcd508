import { mcpStatusResponse } from "@/lib/docs-server/http";

// The endpoint field names the address the caller used, so the answer depends on the request.
export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return mcpStatusResponse(request);
}
