import { z } from "zod";
import { createDeskClient, isCreditApiError } from "@/lib/credit-client";
import { currentOperator } from "@/lib/portal/auth/current-operator";
import { can } from "@/lib/portal/auth/permissions";
import { documentResponse } from "@/lib/portal/documents/download-document";

const paramsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

/** A document of a dossier, for the desk: read through the desk API, which serves only files linked to the operation. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; fileId: string }> }) {
  const operator = await currentOperator();
  if (!operator) return new Response("Sessão encerrada.", { status: 401 });
  if (!can(operator.role, "deskDecisions")) return new Response("Sem permissão.", { status: 403 });
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return new Response("Documento não encontrado.", { status: 404 });
  try {
    return documentResponse(await createDeskClient().downloadFile(parsed.data.id, parsed.data.fileId));
  } catch (error) {
    if (isCreditApiError(error) && (error.kind === "not-found" || error.kind === "validation")) return new Response("Documento não encontrado.", { status: 404 });
    if (isCreditApiError(error)) return new Response(error.userMessage, { status: 502 });
    throw error;
  }
}
