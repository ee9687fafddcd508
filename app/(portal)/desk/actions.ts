"use server";

import type { z } from "zod";
import { operatorAction } from "@/lib/portal/actions/operator-action";
import { decideOperations } from "@/lib/portal/desk/decide-operations";
import { deskDecisionInputSchema } from "@/lib/portal/desk/desk-decisions";

const decide = operatorAction({ capability: "deskDecisions", input: deskDecisionInputSchema }, (input, context) => decideOperations(context, input));

/** A desk decision, with its required reason, on one or several operations: one outcome per operation. */
export async function decideOperationsAction(input: z.input<typeof deskDecisionInputSchema>) {
  return decide(input);
}
