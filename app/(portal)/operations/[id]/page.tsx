import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { DegradedOperationView } from "@/components/operations/degraded-operation-view";
import { OperationView } from "@/components/operations/operation-view";
import { PageSkeleton } from "@/components/shell/page-skeleton";
import type { SessionOperator } from "@/lib/portal/auth/load-session-operator";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { loadOperationPage } from "@/lib/portal/operations/load-operation-page";
import { operationPageInScope } from "@/lib/portal/operations/operation-page-scope";

export const metadata: Metadata = { title: "Operação" };

/**
 * One operation: where it is and why, what it holds (plan, collateral, documents, signature links), its timeline,
 * and only the actions its status allows, read with the credential of the branch that holds it. The scope is
 * checked before anything streams (404 outside it); the part that waits on the API streams behind a skeleton.
 */
export default async function OperationPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireCapability("viewOperations");
  const { id } = await params;
  if (!(await operationPageInScope(operator, id))) notFound();
  return (
    <Suspense fallback={<PageSkeleton label="Carregando a operação…" blocks={3} />}>
      <OperationContent operator={operator} id={id} />
    </Suspense>
  );
}

async function OperationContent({ operator, id }: { operator: SessionOperator; id: string }) {
  const page = await loadOperationPage(operator, id);
  if (!page) notFound();
  // The credit API did not answer: the tracker's last reading, under a banner, retrying by itself.
  if (page.kind === "degraded") return <DegradedOperationView page={page} />;
  return <OperationView view={page.view} canSeeBorrower={operator.role === "correspondent" || operator.role === "officer"} />;
}
