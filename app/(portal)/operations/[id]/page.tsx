import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OperationView } from "@/components/operations/operation-view";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { loadOperationView } from "@/lib/portal/operations/load-operation-view";

export const metadata: Metadata = { title: "Operação" };

/**
 * One operation: where it is and why, what it holds (plan, collateral, documents, signature links), its timeline,
 * and only the actions its status allows, read with the credential of the branch that holds it.
 */
export default async function OperationPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireCapability("viewOperations");
  const { id } = await params;
  const view = await loadOperationView(operator, id);
  if (!view) notFound();
  return <OperationView view={view} canSeeBorrower={operator.role === "correspondent" || operator.role === "officer"} />;
}
