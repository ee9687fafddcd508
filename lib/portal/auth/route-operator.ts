import "server-only";
import { problemResponse } from "@/lib/http/problem";
import { currentOperator } from "./current-operator";
import type { SessionOperator } from "./load-session-operator";
import { can, type Capability } from "./permissions";

/** For route handlers answering JSON: the operator, or the 401/403 problem to return. */
export async function operatorForRoute(capability: Capability): Promise<{ operator: SessionOperator } | { refusal: Response }> {
  const operator = await currentOperator();
  if (!operator) return { refusal: problemResponse({ status: 401, title: "Sessão necessária", detail: "Entre no portal novamente." }) };
  if (!can(operator.role, capability)) {
    return { refusal: problemResponse({ status: 403, title: "Acesso não permitido", detail: "Seu perfil não dá acesso a estes dados." }) };
  }
  return { operator };
}
