import Link from "next/link";
import type { DraftData } from "@/lib/portal/origination/draft-data";
import type { StepView } from "@/lib/portal/origination/load-step-view";
import { STEP_LABELS, type DraftProduct, type StepId } from "@/lib/portal/origination/steps";
import { Callout } from "@/components/ui/callout";
import { DiscardDraftButton } from "./discard-draft-button";
import { PassedStepsNote } from "./passed-steps-note";
import { StepHeading } from "./step-heading";
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
import { buttonClass } from "@/components/ui/button";

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
  passed,
  data,
  typed,
}: {
  product: DraftProduct;
  productLabel: string;
  draftId: string;
  creditNoteNo: string | null;
  canDiscard: boolean;
  steps: readonly StepperItem[];
  view: StepView;
  locked: boolean;
  /** Steps the wizard just passed by itself, for their one-line notes. */
  passed: readonly StepId[];
  data: DraftData;
  /** What this step's forms had typed when the operator left, by form id. */
  typed: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}) {
  const base = { product, draftId, locked, typed };
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-sm font-medium text-brand-700">
            {productLabel}
            {creditNoteNo && <span className="text-slate-500"> · operação {creditNoteNo}</span>}
          </h1>
          <StepHeading step={view.step}>{STEP_LABELS[view.step]}</StepHeading>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Link href={`/originate/${product}`} className={buttonClass("ghost")}>
            Continuar depois
          </Link>
          {canDiscard && <DiscardDraftButton draftId={draftId} product={product} />}
        </div>
      </header>
      <WizardStepper items={steps} />
      <PassedStepsNote product={product} draftId={draftId} steps={passed} data={data} />
      {locked && view.step !== "assinaturas" && (
        <Callout tone="info" title="Etapa concluída">
          A operação já foi {view.step === "documentos" || view.step === "revisao" ? "enviada" : "criada"}: estes dados não mudam mais por aqui. Siga pelas etapas seguintes.
        </Callout>
      )}
      <StepBody view={view} {...base} />
    </div>
  );
}

type Typed = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

function StepBody({ view, typed, ...base }: { view: StepView; product: DraftProduct; draftId: string; locked: boolean; typed: Typed }) {
  switch (view.step) {
    case "tomador":
      return <BorrowerStep {...base} borrower={view.borrower ?? null} candidate={view.candidate ?? null} />;
    case "autorizacao":
      return <AuthorizationStep {...base} borrower={view.borrower} authorizations={view.authorizations} staleAuthorizationId={view.staleAuthorizationId} />;
    case "consentimento":
      return <ConsentStep {...base} borrower={view.borrower} consentTerms={view.consentTerms} recordedUploadId={view.recordedUploadId} />;
    case "margem":
      return <MarginStep {...base} queries={view.queries} live={view.live} selectedLink={view.selectedLink} />;
    case "simulacao":
      return base.product === "payroll" ? (
        <PayrollSimulationStep {...base} products={view.products} margin={view.margin} liveMargin={view.liveMargin} recorded={view.recorded} typed={typed} />
      ) : (
        <FgtsSimulationStep {...base} products={view.products} suggestedMonth={view.suggestedWithdrawalMonth} birthDate={view.borrower.birthDate} recorded={view.recorded} typed={typed} />
      );
    case "proposta":
      return <ProposalStep {...base} person={view.person} today={view.today} recorded={view.recorded} typed={typed} />;
    case "operacao":
      return <CreationStep {...base} view={view} typed={typed} />;
    case "documentos":
      return <DocumentsStep {...base} operation={view.operation} />;
    case "revisao":
      return <ReviewStep {...base} operation={view.operation} borrower={view.borrower} productName={view.productName} marginShortfall={view.marginShortfall} />;
    case "assinaturas":
      return <SignaturesStep {...base} initial={view.progress} />;
  }
}
