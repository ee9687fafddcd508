import "server-only";
import type { CreditNote, FreeMargin, NaturalPerson, UploadRecord, WarrantyItemInput } from "@/lib/contract";
import { summarizeAuthorization, type AuthorizationSummary } from "./draft-authorizations-summary";
import type { AmortizationInput } from "@/lib/contract/amortization";
import { listMarginAuthorizations } from "../borrowers/request-margin-authorization";
import { findBorrowerById, type BorrowerWithAccounts } from "../borrowers/find-borrowers";
import { creditClientForOperator } from "../credit/branch-credit-client";
import { brasiliaToday, currentCompetence } from "../format/dates";
import { readOperationProgress } from "../operations/operation-progress";
import { toDraftProgress, type DraftProgress } from "./draft-progress";
import { branchProducts } from "./branch-products";
import { discountCompetence, offerAmortization, warrantyFromMargin, withdrawalMonthOf } from "./build-requests";
import type { DraftBorrower, DraftSimulation } from "./draft-data";
import { linkKey, validMarginQueries } from "./draft-margin";
import { borrowerLiveMargin } from "./borrower-live-margin";
import { payrollShortfall } from "./draft-margin-check";
import { draftLiveMargin, simulationProducts, type SimulationProduct } from "./draft-simulation";
import type { LiveMargin } from "./live-margin";
import type { LoadedDraft } from "./load-draft";
import type { OriginationContext } from "./origination-actor";
import type { StepId } from "./steps";
import { cents } from "@/lib/money";

export type StepView =
  | {
      readonly step: "tomador";
      readonly borrower: DraftBorrower | undefined;
      /** The borrower the wizard was started from, when it has no single account to choose by itself. */
      readonly candidate?: BorrowerWithAccounts | null;
    }
  | {
      readonly step: "autorizacao";
      readonly borrower: DraftBorrower;
      readonly authorizations: readonly AuthorizationSummary[];
      /** The approved authorization the margin query refused as no longer valid: the worker must authorize again. */
      readonly staleAuthorizationId: string | null;
    }
  | { readonly step: "consentimento"; readonly borrower: DraftBorrower; readonly consentTerms: readonly UploadRecord[]; readonly recordedUploadId: string | null }
  | {
      readonly step: "margem";
      readonly borrower: DraftBorrower;
      readonly queries: readonly FreeMargin[];
      /** Per link (linkKey): the query's margin less the reserves made since it. */
      readonly live: Readonly<Record<string, LiveMargin>>;
      readonly selectedLink: string | null;
    }
  | {
      readonly step: "simulacao";
      readonly borrower: DraftBorrower;
      readonly products: readonly SimulationProduct[];
      /** The draft's query with its live free margin (reserves since the query taken). */
      readonly margin: FreeMargin | null;
      readonly liveMargin: LiveMargin | null;
      readonly suggestedWithdrawalMonth: string;
      readonly recorded: DraftSimulation | null;
    }
  | { readonly step: "proposta"; readonly borrower: DraftBorrower; readonly person: NaturalPerson; readonly today: string; readonly recorded: NonNullable<LoadedDraft["data"]["proposal"]> | null }
  | {
      readonly step: "operacao";
      readonly borrower: DraftBorrower;
      readonly amortization: AmortizationInput;
      readonly productName: string;
      readonly collateral: WarrantyItemInput | null;
      readonly defaultCompetence: string | null;
      readonly currentCompetence: string;
      readonly recorded: NonNullable<LoadedDraft["data"]["operation"]> | null;
    }
  | { readonly step: "documentos"; readonly operation: CreditNote }
  | {
      readonly step: "revisao";
      readonly operation: CreditNote;
      readonly borrower: DraftBorrower;
      readonly productName: string;
      /** Payroll: the live margin when the operation's largest installment no longer fits it (submitting is refused). */
      readonly marginShortfall: { readonly live: LiveMargin; readonly largestInstallmentInCents: number } | null;
    }
  | { readonly step: "assinaturas"; readonly progress: DraftProgress };

/** What the step's screen needs, read from the draft and, with the branch's credential, from the credit API. */
export async function loadStepView(context: OriginationContext, draft: LoadedDraft, step: StepId, options: { borrowerId?: string } = {}): Promise<StepView> {
  const { data } = draft;
  const borrower = data.borrower;
  if (step === "tomador" || !borrower) {
    const candidate = options.borrowerId && !borrower ? await findBorrowerById(context.operator, options.borrowerId) : null;
    return { step: "tomador", borrower, candidate };
  }
  const client = await creditClientForOperator(context.operator);
  const productName = async (productId: string) => (await branchProducts(client, draft.branchId, draft.product)).find((item) => item.id === productId)?.name ?? "";

  switch (step) {
    case "autorizacao":
      return {
        step,
        borrower,
        authorizations: (await listMarginAuthorizations(context, borrower.registrationNumber)).map(summarizeAuthorization),
        staleAuthorizationId: data.authorization?.refusedByMarginQueryAt ? data.authorization.id : null,
      };
    case "consentimento": {
      const person = await client.call("getNaturalPerson", { params: { id: borrower.personId } });
      return { step, borrower, consentTerms: person.uploads.filter((upload) => upload.fileType === "Authorization"), recordedUploadId: data.consent?.uploadId ?? null };
    }
    case "margem": {
      const queries = await validMarginQueries(context, draft);
      const live: Record<string, LiveMargin> = {};
      for (const query of queries) live[linkKey(query)] = await borrowerLiveMargin(client, query, { branchId: draft.branchId, personId: borrower.personId });
      return { step, borrower, queries, live, selectedLink: data.margin ? linkKey(data.margin.query) : null };
    }
    case "simulacao": {
      const margin = await draftLiveMargin(client, draft);
      return {
        step,
        borrower,
        products: await simulationProducts(context, draft),
        margin: margin?.query ?? null,
        liveMargin: margin?.live ?? null,
        suggestedWithdrawalMonth: withdrawalMonthOf(borrower.birthDate),
        recorded: data.simulation ?? null,
      };
    }
    case "proposta":
      return { step, borrower, person: await client.call("getNaturalPerson", { params: { id: borrower.personId } }), today: brasiliaToday(), recorded: data.proposal ?? null };
    case "operacao":
      return operationView(draft, borrower, await productName(data.simulation?.productId ?? ""), client);
    case "documentos":
    case "revisao": {
      const operationId = data.operation?.id;
      if (!operationId) return { step: "tomador", borrower };
      const operation = await client.call("getCreditNote", { params: { id: operationId } });
      if (step === "documentos") return { step, operation };
      return { step, operation, borrower, productName: await productName(operation.productId), marginShortfall: await payrollShortfall(client, draft, operation) };
    }
    case "assinaturas":
      return { step, progress: toDraftProgress(await readOperationProgress(context.operator, data.operation?.id ?? "")) };
  }
}

async function operationView(draft: LoadedDraft, borrower: DraftBorrower, productName: string, client: Awaited<ReturnType<typeof creditClientForOperator>>): Promise<StepView> {
  const { simulation, margin, proposal, operation } = draft.data;
  const today = brasiliaToday();
  const competence = currentCompetence(today);
  if (!simulation) return { step: "tomador", borrower };
  let amortization: AmortizationInput;
  if (simulation.path === "offers") {
    const product = (await branchProducts(client, draft.branchId, "payroll")).find((item) => item.id === simulation.productId);
    if (!product) return { step: "tomador", borrower };
    amortization = offerAmortization(product, simulation.offer, simulation.firstPaymentDate, today);
  } else {
    amortization = simulation.amortization;
  }
  const firstPayment = "firstPaymentDate" in amortization && typeof amortization.firstPaymentDate === "string" ? amortization.firstPaymentDate : null;
  const defaultCompetence = firstPayment ? discountCompetence(firstPayment) : null;
  const collateral =
    margin && defaultCompetence
      ? warrantyFromMargin(margin.query, cents(amortization.requestedAmount), {
          warrantyType: "RegistryEmployee",
          discountStartPeriod: defaultCompetence,
          ...(proposal?.proposalNumber !== undefined && { proposalNumber: proposal.proposalNumber }),
        })
      : null;
  return { step: "operacao", borrower, amortization, productName, collateral, defaultCompetence, currentCompetence: competence, recorded: operation ?? null };
}

