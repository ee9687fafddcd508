import { currentOperator } from "@/lib/portal/auth/current-operator";
import { can } from "@/lib/portal/auth/permissions";
import { documentResponse, downloadOperationDocument } from "@/lib/portal/documents/download-document";

/** A document of an operation's dossier, downloaded by whoever may see the operation. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; fileId: string }> }) {
  const operator = await currentOperator();
  if (!operator) return new Response("Sessão encerrada.", { status: 401 });
  if (!can(operator.role, "viewOperations")) return new Response("Sem permissão.", { status: 403 });
  const { id, fileId } = await params;
  const content = await downloadOperationDocument(operator, id, fileId);
  return content ? documentResponse(content) : new Response("Documento não encontrado.", { status: 404 });
}
