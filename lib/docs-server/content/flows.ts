/**
 * The flow of each module as ordered steps of operationIds (spec, "Private payroll loan flow" and "FGTS
 * flow"). The module context prints it and the request collections follow it.
 */
import type { ProductModule } from "@/lib/contract/enums";
import type { OperationId } from "@/lib/contract/routes";

export interface FlowStep {
  readonly title: string;
  readonly operationIds: readonly OperationId[];
  readonly note: string;
}

export const MODULE_FLOWS: Readonly<Record<ProductModule, readonly FlowStep[]>> = {
  "consignado-privado": [
    { title: "Token", operationIds: ["issueToken"], note: "client credentials; renove ao receber 401." },
    { title: "Cadastros", operationIds: ["createNaturalPerson", "createBankAccount"], note: "guarde personId e bankAccountId; o titular da conta é o tomador." },
    {
      title: "Autorização de margem",
      operationIds: ["createMarginAuthorization", "listMarginAuthorizations"],
      note: "nasce Pending; só Approved habilita a consulta de margem; não há status de expiração.",
    },
    {
      title: "Passo 1: consulta de margem",
      operationIds: ["queryFreeMargin", "listFreeMarginQueries"],
      note: "personId (ou registrationNumber) e creditProductId; a resposta alimenta a garantia.",
    },
    {
      title: "Passo 2: simulação (A: ofertas; B: amortização)",
      operationIds: ["simulateOffers", "simulateAmortization", "getAmortization", "simulateAmortizationBatch"],
      note: "caminho A devolve offerRequestId; lista vazia = valor acima da margem.",
    },
    {
      title: "Passo 3: proposta ao empregador (caminho A)",
      operationIds: ["sendOfferProposal", "sendOfferProposalsWithWarranty", "revalidateAuctionProposal"],
      note: "OfferProposals: uma proposta; OfferProposalsWarranty: lista com reforço FGTS; leilão CTPS revalida.",
    },
    {
      title: "Passo 4: data da primeira parcela e criação",
      operationIds: ["getFirstPaymentDate", "createCreditNote"],
      note: "use o firstPaymentDate devolvido; requestedAmount em centavos, totalValue em reais.",
    },
    {
      title: "Passo 5: garantia e documentos",
      operationIds: ["updateCreditNoteWarranty", "updateCreditNoteUploads"],
      note: "ao menos um item de garantia antes do envio; não reenvie documentos.",
    },
    { title: "Passo 6: envio para aprovação", operationIds: ["submitCreditNoteForApproval"], note: "recusado sem garantia; depois, nada muda até o fim da análise." },
    {
      title: "Passo 7: acompanhamento e assinaturas",
      operationIds: ["getCreditNote", "listCreditNotes", "getCreditNoteSignUrl"],
      note: "sem webhook: varra por status; SignUrl a partir de Signatures.",
    },
    {
      title: "Passo 8: averbação (esteira) e correções",
      operationIds: ["doneCreditNoteWarrantyRevision", "updateCreditNote"],
      note: "WarrantyRevision: corrija e chame doneWarrantyRevision; Revision: PUT e reenvie.",
    },
    {
      title: "Passo 9: cancelar, excluir, restaurar",
      operationIds: ["cancelCreditNote", "deleteCreditNote", "restoreCreditNote"],
      note: "cancelamento não é instantâneo; recontrate só depois de Canceled.",
    },
  ],
  fgts: [
    { title: "Token", operationIds: ["issueToken"], note: "client credentials; renove ao receber 401." },
    { title: "Cadastros", operationIds: ["createNaturalPerson", "createBankAccount"], note: "guarde personId e bankAccountId; o titular da conta é o tomador." },
    {
      title: "Simulação (só amortização)",
      operationIds: ["simulateAmortization", "getAmortization", "simulateAmortizationBatch"],
      note: "amortizationType fgts; parcelas anuais no mês do saque-aniversário.",
    },
    { title: "Criação", operationIds: ["createCreditNote"], note: "sem warranty; termo de consentimento em uploads (Authorization)." },
    { title: "Documentos", operationIds: ["updateCreditNoteUploads", "getNaturalPerson"], note: "anexe o que faltar antes do envio; GET da pessoa lista os documentos." },
    { title: "Envio para aprovação", operationIds: ["submitCreditNoteForApproval"], note: "bloqueado acima do limite anual de contratação." },
    {
      title: "Acompanhamento e assinaturas",
      operationIds: ["getCreditNote", "listCreditNotes", "getCreditNoteSignUrl"],
      note: "sem webhook; Warranty pode demorar (janela de manutenção do órgão do FGTS).",
    },
    {
      title: "Averbação (esteira) e correções",
      operationIds: ["doneCreditNoteWarrantyRevision", "updateCreditNote"],
      note: "WarrantyRevision: saldo abaixo do pedido ou termo ausente.",
    },
    {
      title: "Cancelar, excluir, restaurar",
      operationIds: ["cancelCreditNote", "deleteCreditNote", "restoreCreditNote"],
      note: "cancelar desfaz o registro no órgão do FGTS; não é instantâneo.",
    },
  ],
};
