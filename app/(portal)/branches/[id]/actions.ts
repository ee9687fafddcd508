"use server";

import { revalidatePath } from "next/cache";
import { operatorAction } from "@/lib/portal/actions/operator-action";
import { branchCredentialSchema } from "@/lib/portal/branches/branch-credential-schema";
import { changeBranchCredential } from "@/lib/portal/branches/change-branch-credential";

export const changeBranchCredentialAction = operatorAction(
  { capability: "manageBranchCredentials", input: branchCredentialSchema },
  async (input, { operator, meta }) => {
    await changeBranchCredential(operator, input, meta);
    revalidatePath(`/branches/${input.branchId}`);
    return null;
  },
);
