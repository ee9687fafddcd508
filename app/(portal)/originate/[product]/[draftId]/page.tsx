import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { WizardScreen } from "@/components/origination/wizard-screen";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { requestMetaFrom } from "@/lib/portal/auth/request-meta";
import { advanceDraft } from "@/lib/portal/origination/advance-draft";
import { loadOwnDraft } from "@/lib/portal/origination/load-draft";
import { loadStepView } from "@/lib/portal/origination/load-step-view";
import { typedValuesOfStep } from "@/lib/portal/origination/typed-values-read";
import { applicableSteps, isDraftProduct, isStepDone, isStepLocked, passedStepsParam, PRODUCT_LABELS, resolveStep, STEP_LABELS } from "@/lib/portal/origination/steps";

export const metadata: Metadata = { title: "Originação" };

type Params = Promise<{ product: string; draftId: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * One step of a wizard. `?step=` is guarded on the server: a step whose prerequisites are missing redirects to the
 * furthest step the draft allows, so the address never skips one. Without `?step=` (a step just done, a draft
 * resumed) the wizard first passes the steps that decide nothing, and `?passed=` names them for their notes; a
 * step asked for by name (the notes' way back) always opens as it is.
 */
export default async function DraftPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { product, draftId } = await params;
  if (!isDraftProduct(product)) notFound();
  const operator = await requireCapability("originate");
  const loaded = await loadOwnDraft(operator, draftId);
  if (!loaded || loaded.product !== product) notFound();
  const context = { operator, meta: requestMetaFrom(await headers()) };

  const query = await searchParams;
  const requested = typeof query.step === "string" ? query.step : undefined;
  const earlier = passedStepsParam(query.passed);
  const { draft, passed } = requested === undefined ? await advanceDraft(context, loaded) : { draft: loaded, passed: [] };
  const step = resolveStep(product, draft.data, requested);
  const passedNow = [...earlier, ...passed].filter((id) => isStepDone(id, draft.data) && resolveStep(product, draft.data, id) === id);
  if (requested !== step) redirect(`/originate/${product}/${draft.id}?step=${step}${passedNow.length > 0 ? `&passed=${passedNow.join(",")}` : ""}`);

  const view = await loadStepView(context, draft, step, typeof query.borrower === "string" ? { borrowerId: query.borrower } : {});
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
      passed={passedNow.filter((id) => id !== step)}
      data={draft.data}
      typed={typedValuesOfStep(draft.typed, step)}
    />
  );
}
