import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { WizardScreen } from "@/components/origination/wizard-screen";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { requestMetaFrom } from "@/lib/portal/auth/request-meta";
import { loadOwnDraft } from "@/lib/portal/origination/load-draft";
import { loadStepView } from "@/lib/portal/origination/load-step-view";
import { applicableSteps, isDraftProduct, isStepDone, isStepLocked, PRODUCT_LABELS, resolveStep, STEP_LABELS } from "@/lib/portal/origination/steps";

export const metadata: Metadata = { title: "Originação" };

type Params = Promise<{ product: string; draftId: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * One step of a wizard. `?step=` is guarded on the server: a step whose prerequisites are missing redirects to the
 * furthest step the draft allows, so the address never skips one.
 */
export default async function DraftPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { product, draftId } = await params;
  if (!isDraftProduct(product)) notFound();
  const operator = await requireCapability("originate");
  const draft = await loadOwnDraft(operator, draftId);
  if (!draft || draft.product !== product) notFound();

  const requested = (await searchParams).step;
  const step = resolveStep(product, draft.data, typeof requested === "string" ? requested : undefined);
  if (requested !== step) redirect(`/originate/${product}/${draft.id}?step=${step}`);

  const view = await loadStepView({ operator, meta: requestMetaFrom(await headers()) }, draft, step);
  const steps = applicableSteps(product, draft.data).map((id) => ({
    id,
    label: STEP_LABELS[id],
    state: id === step ? ("current" as const) : isStepDone(id, draft.data) ? ("done" as const) : ("upcoming" as const),
    ...(resolveStep(product, draft.data, id) === id && { href: `/originate/${product}/${draft.id}?step=${id}` }),
  }));

  return (
    <WizardScreen
      product={product}
      productLabel={PRODUCT_LABELS[product]}
      draftId={draft.id}
      creditNoteNo={draft.data.operation?.creditNoteNo ?? null}
      canDiscard={!draft.data.operation}
      steps={steps}
      view={view}
      locked={isStepLocked(step, product, draft.data)}
    />
  );
}
