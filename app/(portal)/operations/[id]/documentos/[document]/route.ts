import { currentOperator } from "@/lib/portal/auth/current-operator";
import { can } from "@/lib/portal/auth/permissions";
import { documentResponse } from "@/lib/portal/documents/download-document";
import { downloadContractDocument } from "@/lib/portal/documents/download-contract-document";

const DOCUMENTS = { "planilha-cet": "getCreditNoteCetWorksheet", ccb: "getCreditNoteCcb" } as const;

/** The operation's CET worksheet or CCB as a PDF, through the credit API, for whoever may see the operation. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; document: string }> }) {
  const operator = await currentOperator();
  if (!operator) return new Response("Sessão encerrada.", { status: 401 });
  if (!can(operator.role, "viewOperations")) return new Response("Sem permissão.", { status: 403 });
  const { id, document } = await params;
  const operationId = DOCUMENTS[document as keyof typeof DOCUMENTS];
  if (!operationId) return new Response("Documento não encontrado.", { status: 404 });
  const content = await downloadContractDocument(operator, id, operationId);
  return content ? documentResponse(content) : new Response("Documento não encontrado.", { status: 404 });
}
