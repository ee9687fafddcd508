import { applyDeskDecision } from "@/lib/credit/desk/desk-decision";
import { withProblemHandling } from "@/lib/http";

type Context = { params: Promise<{ id: string }> };

export const POST = withProblemHandling(async (request: Request, context: Context) => applyDeskDecision(request, (await context.params).id, "force-error"));
