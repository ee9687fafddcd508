import "server-only";
import { isActionAllowed, type BankAccount, type CreditNote, type Product, type Signer } from "@/lib/contract";
import { isCreditApiError } from "@/lib/credit-client";
import { getPrisma } from "@/lib/db/client";
import { maskCpf } from "@/lib/log/mask-values";
import type { SessionOperator } from "../auth/load-session-operator";
import { can } from "../auth/permissions";
import { getTrackedOperation, type TrackedOperation } from "../tracker";
import { allowedPageActions, type OperationPageAction } from "./operation-actions";
import { creditClientForOperation } from "./operation-client";

export interface OperationView {
  readonly operation: CreditNote;
  readonly product: Pick<Product, "id" | "name" | "amortizationType" | "monthlyRate" | "term" | "termUnit"> | null;
  readonly productKind: "payroll" | "fgts";
  /** Phone and e-mail as registered: to hand the signature link to the borrower (WhatsApp, e-mail). */
  readonly borrower: { readonly id: string; readonly name: string; readonly cpfMasked: string; readonly phone: string | null; readonly email: string | null };
  /** The portal's record: branch, operator, origin, what it observed and when. */
  readonly tracked: TrackedOperation | null;
  /** The borrower's accounts (to change or correct the settlement account), when such an action is offered. */
  readonly accounts: readonly BankAccount[];
  readonly signers: readonly Signer[] | null;
  /** What this operator may do now: the status's actions for operators who originate, nothing for the others. */
  readonly actions: readonly OperationPageAction[];
  /** The branches a "sem agência" operation may be given to by this operator (empty: not offered). */
  readonly assignBranches: readonly { readonly id: string; readonly name: string }[];
}

/**
 * Everything the operation page shows, read with the credential of the branch that holds the operation: the
 * operation as the credit API has it now (plan, collateral, documents, history with reasons), the borrower, the
 * signature links when the status has them, and the actions the permission table allows. Null when the operator
 * may not see it (the page answers 404 without telling whether it exists).
 */
export async function loadOperationView(operator: SessionOperator, operationId: string): Promise<OperationView | null> {
  const client = await creditClientForOperation(operator, operationId);
  if (!client) return null;
  let operation: CreditNote;
  try {
    operation = await client.call("getCreditNote", { params: { id: operationId } });
  } catch (error) {
    if (isCreditApiError(error) && (error.kind === "forbidden" || error.kind === "not-found" || error.kind === "validation")) return null;
    throw error;
  }
  const productKind = operation.plan.amortizationType === "fgts" ? "fgts" : "payroll";
  const actions = can(operator.role, "originate")
    ? allowedPageActions({ status: operation.status, deleted: operation.deleted, cancelRequested: operation.cancelRequestedAt !== undefined, productKind })
    : [];
  const [person, product, tracked, signers, accounts] = await Promise.all([
    client.call("getNaturalPerson", { params: { id: operation.personId } }),
    client.call("getProduct", { params: { id: operation.productId } }).catch(() => null),
    getTrackedOperation(operationId),
    !operation.deleted && isActionAllowed("signUrl", operation.status)
      ? client.call("getCreditNoteSignUrl", { params: { id: operationId } }).then((answer) => answer.signers, () => null)
      : Promise.resolve(null),
    actions.includes("edit") || actions.includes("correctAccount")
      ? client.call("listBankAccounts", { query: { personId: operation.personId, size: 100 } }).then((page) => page.data)
      : Promise.resolve([] as BankAccount[]),
  ]);
  return {
    operation,
    product: product && { id: product.id, name: product.name, amortizationType: product.amortizationType, monthlyRate: product.monthlyRate, term: product.term, termUnit: product.termUnit },
    productKind,
    borrower: { id: person.id, name: person.name, cpfMasked: maskCpf(person.registrationNumber), phone: person.phone ?? null, email: person.email ?? null },
    tracked,
    accounts,
    signers,
    actions,
    assignBranches: tracked && !tracked.branch && can(operator.role, "assignOperationBranch") ? await organizationBranches(tracked.organizationId) : [],
  };
}

async function organizationBranches(organizationId: string): Promise<{ id: string; name: string }[]> {
  return getPrisma().portalBranch.findMany({ where: { organizationId }, select: { id: true, name: true }, orderBy: { name: "asc" } });
}
