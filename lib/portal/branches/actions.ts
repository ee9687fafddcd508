"use server";

import { revalidatePath } from "next/cache";
import { operatorAction } from "../actions/operator-action";
import { branchCredentialSchema } from "./branch-credential-schema";
import { changeBranchCredential } from "./change-branch-credential";

/** The manager replaces the branch's credit API credential (tried against the API before it is stored); the page is refreshed. */
export const changeBranchCredentialAction = operatorAction({ capability: "manageBranchCredentials", input: branchCredentialSchema }, async (input, { operator, meta }) => {
  await changeBranchCredential(operator, input, meta);
  revalidatePath(`/branches/${input.branchId}`);
  return null;
});
