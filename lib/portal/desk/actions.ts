"use server";

import { operatorAction } from "../actions/operator-action";
import { decideOperations } from "./decide-operations";
import { deskDecisionInputSchema } from "./desk-decisions";

/** A desk decision, with its required reason, on one or several operations: one outcome per operation. */
export const decideOperationsAction = operatorAction({ capability: "deskDecisions", input: deskDecisionInputSchema }, (input, context) => decideOperations(context, input));
