import Link from "next/link";
import type { StepView } from "@/lib/portal/origination/load-step-view";
import { STEP_LABELS, type DraftProduct } from "@/lib/portal/origination/steps";
import { Callout } from "@/components/ui/callout";
import { DiscardDraftButton } from "./discard-draft-button";
import { AuthorizationStep } from "./steps/authorization-step";
import { BorrowerStep } from "./steps/borrower-step";
import { ConsentStep } from "./steps/consent-step";
import { CreationStep } from "./steps/creation-step";
import { DocumentsStep } from "./steps/documents-step";
import { FgtsSimulationStep } from "./steps/fgts-simulation-step";
import { MarginStep } from "./steps/margin-step";
import { PayrollSimulationStep } from "./steps/payroll-simulation-step";
import { ProposalStep } from "./steps/proposal-step";
import { ReviewStep } from "./steps/review-step";
import { SignaturesStep } from "./steps/signatures-step";
import { WizardStepper, type StepperItem } from "./wizard-stepper";

/** The frame of every step: where the operator is, the step itself, and the ways out (later, or discard). */
export function WizardScreen({
  product,
  productLabel,
  draftId,
  creditNoteNo,
  canDiscard,
  steps,
  view,
  locked,
}: {
  product: DraftProduct;
  productLabel: string;
  draftId: string;
  creditNoteNo: string | null;
  canDiscard: boolean;
  steps: readonly StepperItem[];
  view: StepView;
  locked: boolean;
}) {
  const base = { product, draftId, locked };
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">
            {productLabel}
            {creditNoteNo && <span className="text-slate-500"> · operação {creditNoteNo}</span>}
          </p>
          <h1 className="text-2xl font-semibold text-brand-900">{STEP_LABELS[view.step]}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Link href={`/originate/${product}`} className="rounded-md px-3 py-2 font-medium text-brand-700 hover:bg-brand-50">
            Continuar depois
          </Link>
          {canDiscard && <DiscardDraftButton draftId={draftId} product={product} />}
        </div>
      </header>
      <WizardStepper items={steps} />
      {locked && view.step !== "assinaturas" && (
        <Callout tone="info" title="Etapa concluída">
          A operação já foi {view.step === "documentos" || view.step === "revisao" ? "enviada" : "criada"}: estes dados não mudam mais por aqui. Siga pelas etapas seguintes.
        </Callout>
      )}
      <StepBody view={view} {...base} />
    </div>
  );
}

function StepBody({ view, ...base }: { view: StepView; product: DraftProduct; draftId: string; locked: boolean }) {
  switch (view.step) {
    case "tomador":
      return <BorrowerStep {...base} borrower={view.borrower ?? null} />;
    case "autorizacao":
      return <AuthorizationStep {...base} borrower={view.borrower} authorizations={view.authorizations} />;
    case "consentimento":
      return <ConsentStep {...base} borrower={view.borrower} consentTerms={view.consentTerms} recordedUploadId={view.recordedUploadId} />;
    case "margem":
      return <MarginStep {...base} queries={view.queries} live={view.live} selectedLink={view.selectedLink} />;
    case "simulacao":
      return base.product === "payroll" ? (
        <PayrollSimulationStep {...base} products={view.products} margin={view.margin} liveMargin={view.liveMargin} recorded={view.recorded} />
      ) : (
        <FgtsSimulationStep {...base} products={view.products} suggestedMonth={view.suggestedWithdrawalMonth} birthDate={view.borrower.birthDate} recorded={view.recorded} />
      );
    case "proposta":
      return <ProposalStep {...base} person={view.person} today={view.today} recorded={view.recorded} />;
    case "operacao":
      return <CreationStep {...base} view={view} />;
    case "documentos":
      return <DocumentsStep {...base} operation={view.operation} />;
    case "revisao":
      return <ReviewStep {...base} operation={view.operation} borrower={view.borrower} productName={view.productName} marginShortfall={view.marginShortfall} />;
    case "assinaturas":
      return <SignaturesStep {...base} initial={view.progress} />;
  }
}
