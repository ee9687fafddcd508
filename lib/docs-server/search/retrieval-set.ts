/**
 * The retrieval test set: questions a partner's developer asks in pt-BR, each with the entries that answer it
 * (`guia#secao` or an endpoint's operationId; the first is the best, the others also answer). The retrieval
 * test (retrieval.test.ts) measures top-1 and top-3 accuracy of the real search index over it.
 *
 * `fromIssue` marks the questions of issue 16, which must be answered first (top-1), each of them.
 */
export interface RetrievalQuestion {
  readonly question: string;
  readonly expected: readonly string[];
  readonly fromIssue?: boolean;
}

export const RETRIEVAL_SET: readonly RetrievalQuestion[] = [
  // The issue's questions
  { question: "como pegar o link de assinatura", expected: ["getCreditNoteSignUrl"], fromIssue: true },
  // The status tables' row says what to do there too ("Corrija a garantia e chame doneWarrantyRevision: a operação volta a Warranty…").
  { question: "o que fazer quando a operação volta em WarrantyRevision", expected: ["acompanhamento#warrantyrevision", "doneCreditNoteWarrantyRevision", "acompanhamento#status-da-operacao", "consignado-privado#status-e-o-que-fazer", "fgts#status-e-o-que-fazer"], fromIssue: true },
  { question: "como alterar uma operação já criada", expected: ["updateCreditNote"], fromIssue: true },
  { question: "editar a garantia da operação", expected: ["updateCreditNoteWarranty"], fromIssue: true },
  { question: "qual é a garantia no FGTS", expected: ["fgts#garantia-o-saldo-do-fgts"], fromIssue: true },
  { question: "colateral da antecipação do saque-aniversário", expected: ["fgts#garantia-o-saldo-do-fgts"], fromIssue: true },
  // Flow and endpoints
  { question: "consultar a margem consignável do trabalhador", expected: ["queryFreeMargin", "consignado-privado#passo-1-consulta-de-margem"] },
  { question: "como simular o empréstimo consignado por ofertas", expected: ["simulateOffers", "consignado-privado#passo-2-caminho-a-ofertas"] },
  { question: "data do primeiro vencimento da parcela", expected: ["getFirstPaymentDate", "consignado-privado#data-da-primeira-parcela"] },
  { question: "enviar a proposta ao empregador com reforço de FGTS", expected: ["sendOfferProposalsWithWarranty"] },
  { question: "revalidar a oferta do leilão CTPS", expected: ["revalidateAuctionProposal"] },
  { question: "como enviar a operação para aprovação", expected: ["submitCreditNoteForApproval", "consignado-privado#passo-6-envio-para-aprovacao"] },
  { question: "cancelar uma operação em andamento", expected: ["cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"] },
  { question: "excluir uma operação em rascunho", expected: ["deleteCreditNote"] },
  { question: "restaurar uma operação excluída", expected: ["restoreCreditNote"] },
  { question: "cadastrar a conta bancária do tomador", expected: ["createBankAccount"] },
  { question: "cadastrar um novo tomador", expected: ["createNaturalPerson"] },
  { question: "registrar a autorização de consulta de margem", expected: ["createMarginAuthorization", "consignado-privado#autorizacao-de-margem"] },
  { question: "anexar o termo de consentimento do FGTS", expected: ["fgts#termo-de-consentimento", "updateCreditNoteUploads"] },
  { question: "como obter o token de acesso", expected: ["issueToken", "autenticacao#token"] },
  // Conventions and units
  { question: "requestedAmount é em reais ou em centavos?", expected: ["convencoes#valores-em-dinheiro"] },
  { question: "totalValue vai em reais ou centavos", expected: ["convencoes#valores-em-dinheiro"] },
  { question: "qual o formato das datas", expected: ["convencoes#datas"] },
  { question: "competência do primeiro desconto em folha", expected: ["convencoes#datas", "consignado-privado#passo-5-garantia-e-documentos"] },
  { question: "como funciona a paginação das listagens", expected: ["convencoes#paginacao"] },
  { question: "repetir uma criação sem duplicar com idempotency key", expected: ["convencoes#idempotencia"] },
  // Rules beyond the spec
  { question: "quantos saques-aniversário posso antecipar", expected: ["fgts#limites"] },
  { question: "valor mínimo e máximo de cada parcela anual do FGTS", expected: ["fgts#limites"] },
  { question: "qual taxa as ofertas usam quando não mando rateMode", expected: ["consignado-privado#taxa-das-ofertas", "simulateOffers"] },
  { question: "o que significa requestedAmount com calculateByValueType Liquid", expected: ["consignado-privado#valor-de-partida"] },
  { question: "como o primeiro período é contado no V360Meses", expected: ["consignado-privado#contagem-de-dias"] },
  { question: "qual a contagem de dias do FGTS", expected: ["fgts#contagem-de-dias"] },
  { question: "corrigir a conta de liquidação em PaymentRevision", expected: ["acompanhamento#paymentrevision"] },
  // Tracking, errors, sandbox
  { question: "existe webhook para mudança de status?", expected: ["acompanhamento#nao-ha-webhook"] },
  { question: "de quanto em quanto tempo consultar o status das operações", expected: ["acompanhamento#padrao-de-varredura"] },
  { question: "formato do corpo de erro problem+json", expected: ["erros#corpo-de-erro"] },
  { question: "recebi 401 com token expirado", expected: ["autenticacao#401-e-403", "autenticacao#token"] },
  { question: "campos que não posso enviar no objeto de cálculo do FGTS", expected: ["fgts#objeto-de-calculo-fgts"] },
  { question: "CPF de teste para autorização de margem recusada", expected: ["sandbox#cpfs-de-teste", "consignado-privado#sandbox"] },
  // Written after the ranking was tuned, to check it generalizes
  { question: "como saber se a autorização de margem foi aprovada", expected: ["listMarginAuthorizations", "consignado-privado#autorizacao-de-margem", "acompanhamento#autorizacao-de-margem"] },
  { question: "posso mandar warranty numa operação FGTS?", expected: ["fgts#garantia-o-saldo-do-fgts", "fgts#criar-a-operacao"] },
  { question: "qual o productId do FGTS", expected: ["fgts#produto", "autenticacao#productid"] },
  { question: "o que acontece depois do submitapproval", expected: ["acompanhamento#transicoes-principais", "submitCreditNoteForApproval", "fgts#envio-averbacao-e-liquidacao", "consignado-privado#passo-6-envio-para-aprovacao"] },
  { question: "simular várias condições de uma vez", expected: ["simulateAmortizationBatch"] },
  { question: "consultar uma simulação já feita", expected: ["getAmortization"] },
  { question: "quais status pedem ação do parceiro", expected: ["acompanhamento#status-da-operacao", "consignado-privado#status-e-o-que-fazer", "fgts#status-e-o-que-fazer"] },
  { question: "erro 409 ação não permitida no status", expected: ["erros#status-http", "acompanhamento#acoes-permitidas-por-status"] },
  { question: "listar operações por status e data", expected: ["listCreditNotes"] },
  { question: "mês do saque-aniversário no objeto de cálculo", expected: ["fgts#objeto-de-calculo-fgts"] },
  // Typos
  { question: "cancelamentto da operacao", expected: ["cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"] },
  { question: "link de assinatrua", expected: ["getCreditNoteSignUrl", "sandbox#assinaturas"] },
];
