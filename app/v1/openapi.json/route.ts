import { buildOpenApiDocument } from "@/lib/contract/openapi";

// The document depends only on lib/contract: built once at build time and served as a static file.
export const dynamic = "force-static";

export function GET() {
  return Response.json(buildOpenApiDocument());
}
