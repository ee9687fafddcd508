import { currentOperator } from "@/lib/portal/auth/current-operator";
import { can } from "@/lib/portal/auth/permissions";
import { documentResponse, downloadPersonDocument } from "@/lib/portal/documents/download-document";

/** A borrower's document, downloaded by an operator of the branch that holds it. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; fileId: string }> }) {
  const operator = await currentOperator();
  if (!operator) return new Response("Sessão encerrada.", { status: 401 });
  if (!can(operator.role, "originate")) return new Response("Sem permissão.", { status: 403 });
  const { id, fileId } = await params;
  const content = await downloadPersonDocument(operator, id, fileId);
  return content ? documentResponse(content) : new Response("Documento não encontrado.", { status: 404 });
}
