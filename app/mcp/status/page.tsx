import { PublicMain } from "@/components/shell/public-main";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { DocsServerStatus } from "@/components/docs-server/docs-server-status";
import { docsStatusPageModel } from "@/lib/docs-server/status-page-model";
import { publicOriginFrom } from "@/lib/docs-server/status";

export const metadata: Metadata = { title: "Servidor de documentação (MCP)" };

// The configuration shows the address the visitor used, read from the request.
export const dynamic = "force-dynamic";

export default async function McpStatusPage() {
  const requestHeaders = await headers();
  const origin = publicOriginFrom((name) => requestHeaders.get(name), `http://localhost:${process.env.PORT ?? "3000"}`);
  return (
    <PublicMain>
      <DocsServerStatus model={docsStatusPageModel(origin)} />
    </PublicMain>
  );
}
