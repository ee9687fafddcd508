/**
 * The domain's synonym table, in one place: how partners ask (pt-BR, any accents or case) and the terms the
 * documentation uses for it (field names, routes, statuses, methods). A query that contains a phrase of
 * `when` also searches the terms of `add`; with `both`, a query naming one of the `add` terms also searches
 * the `when` phrases (true equivalents, e.g. garantia and warranty). With `strong`, the added terms weigh as
 * much as the typed words: the partner's word and the documentation's are the same thing said two ways.
 *
 * Entries are matched on analyzed terms (tokenize.ts), so "Link de assinatura", "link da assinatura" and
 * "links de assinaturas" are one phrase; a phrase of several words must keep two terms once stopwords are dropped
 * ("de uma vez" is only "vez", which every "duas vezes" holds), or be written as the one word it is. Keep entries
 * about meaning, not about a particular page.
 */
export interface SynonymEntry {
  readonly when: readonly string[];
  readonly add: readonly string[];
  readonly both?: boolean;
  readonly strong?: boolean;
  /** Words that, in the same query, give the phrase another meaning: the entry then adds nothing. */
  readonly unless?: readonly string[];
}

/** The HTTP statuses the API answers with: "voltou 413" is the answer's status, not the operation's. */
const HTTP_STATUSES = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "429", "500", "502", "503"];

export const DOMAIN_SYNONYMS: readonly SynonymEntry[] = [
  // Signatures
  { when: ["link de assinatura", "url de assinatura", "endereço de assinatura", "assinar", "coletar assinaturas", "assinatura eletrônica"], add: ["SignUrl", "signers"] },
  // Asking for something
  { when: ["pegar", "conseguir", "receber", "gerar"], add: ["obter"], strong: true },
  // Sending: "mandar" is how partners say what the guides write as "enviar" ("posso mandar warranty…", "como mando")
  { when: ["mandar", "mando", "manda", "mandei", "mandou", "colocar", "coloco", "preencher", "preencho"], add: ["enviar"], strong: true },
  // Uploading a file, as partners say it
  { when: ["subir", "subo", "subi", "subindo"], add: ["upload", "enviar"], strong: true },
  // Changing an operation: the PUT routes
  { when: ["editar", "alterar", "modificar", "mudar"], add: ["atualizar"], strong: true },
  { when: ["editar", "alterar", "atualizar", "modificar", "mudar", "corrigir", "trocar", "substituir"], add: ["PUT"] },
  { when: ["excluir", "apagar", "deletar", "remover"], add: ["DELETE", "exclusão"] },
  { when: ["restaurar", "recuperar", "desfazer exclusão"], add: ["restore"] },
  { when: ["cancelar", "cancelamento", "desistir", "desistência", "estornar"], add: ["cancel"] },
  { when: ["enviar para aprovação", "submeter", "mandar para análise", "enviar para análise"], add: ["submitapproval"] },
  // Loan officers call the operation "a proposta" once it exists ("a proposta ficou Disapproved", "a proposta do cliente
  // travou"); alone, "proposta" is the proposal to the employer (path A of the payroll loan).
  { when: ["proposta ficou", "proposta do cliente", "proposta reprovada", "proposta aprovada", "proposta cancelada", "proposta travada", "proposta parada", "proposta voltou", "proposta caiu"], add: ["operação"] },
  // Collateral
  { when: ["garantia", "colateral"], add: ["garantia", "warranty"], both: true },
  { when: ["averbação", "averbar", "endosso", "endossar"], add: ["averbação", "Warranty"] },
  { when: ["reserva de margem"], add: ["MarginReserveApproval"] },
  { when: ["margem consignável", "margem livre", "margem disponível", "consultar margem"], add: ["FreeMarginQuery", "freeMarginInCents", "margem"] },
  { when: ["reforço", "reforço de garantia"], add: ["OfferProposalsWarranty", "hasWarranty"] },
  // FGTS
  { when: ["saque-aniversário", "saque aniversário", "antecipação do saque"], add: ["fgts"], both: true },
  { when: ["mês do saque", "mês do aniversário", "mês de aniversário"], add: ["paymentMonth"] },
  { when: ["termo de consentimento", "consentimento"], add: ["Authorization", "consentimento"] },
  // Amounts, rates and terms
  { when: ["valor pedido", "valor solicitado", "valor do empréstimo", "valor contratado", "valor bruto"], add: ["requestedAmount"] },
  { when: ["valor liberado", "valor líquido", "líquido"], add: ["Liquid", "liquidAmountInCents"] },
  { when: ["valor da parcela", "prestação"], add: ["Payment", "parcela"] },
  { when: ["prazo", "número de parcelas", "quantidade de parcelas"], add: ["numberOfPayments", "termInMonths"], both: true },
  { when: ["taxa de juros", "juros"], add: ["apr", "taxa"] },
  { when: ["contagem de dias", "base de cálculo", "dias corridos", "meses inteiros"], add: ["calculationType"] },
  { when: ["primeiro vencimento", "primeira parcela", "data de vencimento"], add: ["firstPaymentDate"] },
  { when: ["data-base", "data base"], add: ["startDate"] },
  { when: ["competência", "primeiro desconto", "desconto em folha", "começa o desconto", "desconto começa", "início do desconto", "mês do desconto"], add: ["registry_DiscountStartPeriod", "competência"] },
  { when: ["dia útil", "dias úteis", "feriado", "fim de semana", "sábado", "domingo"], add: ["dueDateOnBusinessDays", "dia útil"] },
  // Who the payroll loan is for, as a branch says it: a private-sector employee (CLT).
  { when: ["carteira assinada", "celetista", "registro em carteira", "aposentado", "inss"], add: ["CLT", "setor privado"] },
  // Losing the job is losing the employment link the margin query needs
  { when: ["saiu da empresa", "demitido", "demitida", "desempregado", "desempregada", "perdeu o emprego", "mandado embora", "mandada embora", "desligado da empresa", "desligada da empresa"], add: ["vínculo empregatício ativo"] },
  { when: ["concordando", "concordou", "concordância", "concordar"], add: ["consentimento"] },
  { when: ["número do contrato", "número da operação", "número da proposta", "número da ccb"], add: ["creditNoteNo"] },
  // The documents a borrower takes home, as the officer asks for them
  { when: ["cópia do contrato", "segunda via do contrato", "baixar o contrato", "imprimir o contrato"], add: ["CCB", "Cédula de Crédito Bancário"] },
  { when: ["custo efetivo total", "custo efetivo"], add: ["CET"] },
  { when: ["memória de cálculo", "demonstrativo do cálculo", "conta do cet", "cálculo do cet"], add: ["planilha de cálculo do CET"] },
  // Parties and accounts
  { when: ["conta bancária", "conta de liquidação", "conta corrente", "conta do tomador"], add: ["bankAccountId", "BankAccount"] },
  { when: ["cliente", "mutuário"], add: ["tomador"] },
  // A borrower's phone and e-mail ("e-mail" is "mail" once "e" is dropped) are what the rules call contacts
  { when: ["telefone", "celular", "email", "mail", "whatsapp", "phone"], add: ["contatos", "contacts"] },
  { when: ["documento", "anexo", "arquivo", "anexar"], add: ["uploads", "upload"] },
  { when: ["tipo de documento", "tipo do documento", "tipo de arquivo", "tipo do arquivo", "tipo do anexo", "tipo de anexo"], add: ["fileType"], strong: true },
  // Tracking and errors
  { when: ["webhook", "callback", "notificação", "push", "evento", "avisar", "aviso"], add: ["webhook"], both: true },
  { when: ["acompanhar", "situação", "andamento", "consultar status"], add: ["status", "varredura"] },
  { when: ["histórico", "log de transições"], add: ["history"], both: true },
  { when: ["nasce", "nascer", "começa", "inicia", "criada", "criado"], add: ["criação"] },
  { when: ["listar", "filtrar", "pesquisar"], add: ["varrer", "varredura"] },
  // What a route answers: its reference's "Resposta"
  { when: ["retorna", "devolve", "responde", "retorno"], add: ["resposta"] },
  // Whether an action is accepted in a status: the permissions table says "permitida"
  { when: ["aceito", "aceita", "aceitos", "permitido", "permitidos", "permite"], add: ["permitida"] },
  { when: ["várias simulações", "várias condições", "vários cenários", "vários prazos", "massa", "lote", "mesma chamada"], add: ["Batch", "lote"] },
  { when: ["quanto tempo", "frequência", "intervalo", "periodicidade de consulta"], add: ["varredura", "intervalo"] },
  { when: ["liquidação", "transferência", "pix", "ted", "pagamento do empréstimo"], add: ["Liquidation", "liquidação"] },
  // A note for the credit desk, as partners call it.
  { when: ["recado", "comentário", "observação", "anotação", "bilhete"], add: ["observations"] },
  // The payout as the borrower tells it: the money reaching the account.
  { when: ["dinheiro", "cair na conta", "cai na conta", "caiu na conta", "chegar na conta", "chega na conta", "chegou na conta", "depósito", "pagar o cliente", "pagam o cliente"], add: ["liquidação"] },
  // An operation that does not move, as operators tell it: how long a status may last, and what to do in it.
  { when: ["empacou", "empacada", "empacado", "travou", "travada", "travado", "parada", "parado", "parou", "empacar", "travar"], add: ["tempo em status", "aguarde"] },
  { when: ["autenticar", "credenciais", "login", "access token"], add: ["token", "oauth"] },
  // What to have before starting, as a team plans it: the guides' "Pré-requisitos".
  { when: ["checklist", "requisitos", "requisito"], add: ["pré-requisitos"] },
  // The API's version is its path prefix
  { when: ["versão da api", "prefixo", "versionamento", "versão das rotas"], add: ["v1"] },
  { when: ["idempotência", "requisição repetida", "chamada repetida", "duplicada"], add: ["Idempotency-Key"] },
  { when: ["paginação", "página"], add: ["page", "size"] },
  { when: ["leilão", "carteira de trabalho digital"], add: ["AuctionCTPS", "CTPS"] },
  { when: ["sandbox", "homologação", "ambiente de testes", "cpf de teste"], add: ["sandbox"], both: true },
  // Symptoms → the vocabulary of the rules that explain them (refusals, returns, empty results, HTTP errors)
  { when: ["vazia", "vazio", "empty"], add: ["vazia", "sem resultado"] },
  { when: ["recusou", "recusada", "recusado", "rejeitou", "rejeitada", "negou", "negada", "barrou", "bloqueou", "refused", "rejected"], add: ["recusada", "recusado", "bloqueado"] },
  { when: ["voltou"], add: ["volta", "devolve", "Revision"], unless: HTTP_STATUSES },
  { when: ["ruim", "erro", "falhou", "parou de funcionar", "failed"], add: ["falha", "recusada"] },
  { when: ["403", "forbidden", "permissão"], add: ["403", "vínculo", "permissão"] },
  { when: ["409", "conflict", "conflito"], add: ["409", "status atual"] },
  { when: ["401", "unauthorized", "expirou"], add: ["401", "token", "expirado"] },
  // Losing validity is expiring: "perde a validade", "caduca" ask whether something expires by time ("não vence por tempo")
  { when: ["perde a validade", "perder a validade", "perdeu a validade", "caduca", "caducar"], add: ["vence", "expira", "validade"] },
];
