/**
 * The evaluation set of the documentation search (issue 26): questions written from the specification
 * (/work/shared/spec/credit-operations-service.md), section by section, before the search was tuned on them,
 * phrased as partners and assistants ask (symptoms, colloquial pt-BR, English, typos, field and enum names).
 * Each names the entries that answer it (`guia#secao` or an endpoint's operationId) and the fact the first
 * hit's snippet must carry (any one of the alternatives; compared without accents, case or markdown).
 *
 * The set is split once (evaluation-split.ts): the held-out part is only measured, never tuned on.
 *
 * The labels were audited blind on 2026-11-26 (no search run, same standard for both parts): every entry whose own
 * text answers the question is expected, including the endpoints that repeat a guide's field descriptions, and each
 * fact alternative is a phrase by which an expected entry states the answer, not a word of the question.
 *
 * E199–E258 were written on 2026-11-26 from the specification, labelled by the same standard, by a session that
 * never ran or saw the search; they joined the held-out part when written. E259–E398 were written the same way by two
 * more such sessions (payroll side and FGTS/states/errors side) and are development questions: a fresh sample of how
 * partners ask, to tune on (the first 118 development questions had been read too often to show generalisation;
 * the search answered 67.1% of these 140 first-hit when they were added). E199–E398 were then audited blind by the
 * same standard as the first audit, both parts alike (11 questions changed: 20 anchors and 14 facts added).
 * E399–E468 (development) and E469–E503 (held-out, added to the split when written) were written the same way later
 * that session, after the search had been tuned on E259–E398; then E504–E573 (development) and E574–E598 (held-out).
 * E599–E658 (held-out) were written the same way on 2026-11-26, after the session that added the question forms, and
 * audited blind by the same standard (one question changed: E620 gained the six entries that state its unit rule).
 * On 2026-11-27 the guides gained the contract's facts a blind coverage audit found missing (required and optional
 * fields, `creditNoteNo`'s type, JSON bodies, the push envelope, `Warranty` → `MarginReserveApproval`, the documentation
 * server's tools, resources and prompts); two blind auditors labelled all 778 questions against those sentences by the
 * same standard (27 questions gained an entry or a fact, both parts alike: label-audit-7). Later that day the guides said
 * that a 400 lists every invalid field and that `statusSince` tells the time in status; a blind auditor read all 1158
 * questions against those two sentences (4 questions gained `acompanhamento#padrao-de-varredura`, one of them held out:
 * label-audit-13). The signature refusal rule then joined the flow guides (one wording, SIGNATURE_REFUSAL_RULE), and a
 * blind auditor read all 1158 questions against it (8 questions gained a flow guide, two of them held out: label-audit-14).
 * Then the product sections said what the product routes return (10 development questions gained them: label-audit-15),
 * and the FGTS consent term section that a term attached to the holder serves all their operations (3 questions, one
 * held out: label-audit-16), and the creation sections that a field outside their lists is refused (1 question:
 * label-audit-17). A blind consistency audit then compared questions asking the same fact across batches and made their
 * labels agree where the corpus text supports it (17 questions changed, both parts alike: label-audit-19). A blind
 * coverage audit of the guides against the specification (coverage-audit-2) then had the FGTS guide state the rules common
 * to both products (creation query and result, signed contract, submission lock, Pix/TED settlement, cancel and delete,
 * the statuses asking for action), and a blind auditor read all 1158 questions against those sentences (47 questions
 * gained an entry or a fact, both parts alike: label-audit-20). Four blind auditors then re-checked every label of the set
 * for completeness against the whole corpus (18 questions changed: label-audit-21-A to -D). E1159–E1200 (development,
 * long-tail) were written the same way by two more blind writers after that audit; the search answered 76.2% of them
 * first-hit (95.2% top-3) when they were added. Then `autenticacao#productid` said how to list the products through the
 * API and `convencoes#nao-publicado` what the contract leaves unpublished; a blind auditor read all 1200 questions against
 * both (16 questions gained an entry, both parts alike: label-audit-22). Then the payroll guide said that offers carry their
 * own first due date and that `GET /v1/Amortization/{id}` re-reads a simulation without redoing it (4 questions gained an
 * entry: label-audit-23). Then the FGTS guide named the product's `fgtsLimits` fields with their unit and said that the
 * anticipable balance uses the plan's day count; a blind auditor read all 1200 questions against both (5 questions gained
 * an entry, both parts alike: label-audit-24), and another gave a fact phrase of those sentences to the questions they
 * answer (3 questions: label-audit-25). On 2026-11-27 (eleventh session) the identifiers convention said that `creditNoteNo`
 * does not go in a route's path, the creation sections where the product's initial status is read, the FGTS flow that
 * the settlement is a Pix or TED transfer, and `doneWarrantyRevision` that the operation returns to `Warranty`; a blind
 * auditor read all 1200 questions against those sentences (5 questions: label-audit-26). The payroll guide's margin
 * authorization section then said how to register one and which of its fields are required (11 questions:
 * label-audit-27). Four blind auditors, a quarter of the set each, then re-checked every label for completeness against
 * the whole corpus, both parts alike and without knowing which questions are held out (42 questions gained an entry whose
 * own text answers them or a fact phrase of an expected entry: label-audit-28). Twelfth session: each response-only field an
 * endpoint states became a line of its own with its meaning (145 lines: `cancelRequestedAt`, `history[].actor`, the
 * plan's `principalInCents`…), and the SignUrl response said when its list is empty; four blind auditors, a quarter of
 * the set and the probe questions each, read every question against those lines (106 changes kept of 126 proposed: the
 * batch route's per-item error lines given to questions about error responses in general, and five calls the auditors
 * themselves doubted, were left out: label-audit-29). Then the transitions said that `doneWarrantyRevision` returns the
 * operation to `Warranty`, and `GET /v1/CreditNote/{id}`'s `id` that the `creditNoteNo` does not go in the path (13
 * questions of the set and the probes gained an entry: label-audit-30). Then the cancel sections said what an operation
 * shows while its cancel is processed (`cancelRequestedAt`, the status unchanged), the FGTS collateral section that the
 * anticipable balance is not exposed by any query, and `POST /v1/File`'s file part which status each refusal answers;
 * two blind auditors read every question of the set and the probes against those sentences (20 questions gained an
 * entry or a fact: label-audit-31). The status tables' `WarrantyRevision` row then said that `doneWarrantyRevision` returns
 * the operation to `Warranty` (11 questions of the set and the probes gained the tables: label-audit-32).
 * Thirteenth session, each audit blind to the split (both parts and the probes alike, applied by script): the cancel and
 * submit routes said where they are allowed (29 questions gained the route: label-audit-33). Then a pooled audit: for
 * every question whose first hit is not an expected entry, the entries ranked above the labelled ones, and for every
 * first hit whose snippet carries no fact, that snippet, were judged by one writer and each proposal confirmed or
 * rejected by a second (47 additions and 5 removals of entries that only listed a name kept, 10 proposals rejected:
 * label-audit-34). This one is read from the search's own results, so it can only add what the search already ranks;
 * its held-out changes were never looked at. Then the 404 row and the 403 section's credentials (30 questions:
 * label-audit-35), the body sizes the documentation had called unpublished (38: label-audit-36) and the cancel sections'
 * refusal sentence (57: label-audit-37). Fourteenth session: eight blind auditors, 150 questions each (both parts
 * shuffled together), re-checked every label for completeness against the whole corpus, reading the documentation and
 * not the search's results; a second strict reader confirmed or rejected each proposal (41 entries, 3 facts and 2
 * removals kept of 70 proposed, on 40 questions: label-audit-38). Then the cancel sections said what restore gives back
 * and the offers step that each offer names its product (25 questions of the set and the probes gained an entry or a fact:
 * label-audit-39). Then the authentication guide said when the token route answers 429 (10 questions of the set and the
 * probes gained `autenticacao#token`: label-audit-40).
 */
export interface EvaluationQuestion {
  readonly id: string;
  /** The section of the specification the question was written from. */
  readonly specSection: string;
  readonly question: string;
  readonly expected: readonly string[];
  readonly fact: readonly string[];
}

const CP = (slug: string) => `consignado-privado#${slug}`;
const F = (slug: string) => `fgts#${slug}`;
const CV = (slug: string) => `convencoes#${slug}`;
const AC = (slug: string) => `acompanhamento#${slug}`;
const ER = (slug: string) => `erros#${slug}`;
const AU = (slug: string) => `autenticacao#${slug}`;
const SB = (slug: string) => `sandbox#${slug}`;

function q(id: string, specSection: string, question: string, expected: readonly string[], fact: string | readonly string[]): EvaluationQuestion {
  return { id, specSection, question, expected, fact: typeof fact === "string" ? [fact] : fact };
}

export const EVALUATION_SET: readonly EvaluationQuestion[] = [
  // What the service does; rules common to both products
  q("E001", "service", "existe algum canal push pra avisar mudança de status?", [AC("nao-ha-webhook"), CP("status-e-o-que-fazer"), "getCreditNote", CV("nao-publicado")], ["nenhum evento e enviado", "nao ha webhook", "Não implementado nem a implementar contra"]),
  q("E002", "service", "quais etapas a esteira percorre depois do envio", [CP("passos-7-e-8"), F("envio-averbacao-e-liquidacao"), AC("transicoes-principais")], "InstrumentApproval"),
  q("E003", "service", "how is the money paid out to the borrower, pix or ted?", [CP("fluxo"), CP("passo-4-criar-a-operacao"), F("criar-a-operacao"), "createCreditNote", "updateCreditNote", CP("passos-7-e-8"), F("envio-averbacao-e-liquidacao"), F("fluxo")], ["transferencia", "EletronicTransfer", "liquidação por transferência (Pix ou TED)"]),
  q("E004", "service", "o servidor de documentação chama a API de crédito?", [AU("este-servidor-de-documentacao")], "nunca chama a API de credito"),
  q("E005", "service", "tem como receber notificação quando a operação muda de etapa?", [AC("nao-ha-webhook"), CP("status-e-o-que-fazer"), "getCreditNote", CV("nao-publicado")], ["nenhum evento", "consultando", "nao ha webhook", "Não implementado nem a implementar contra"]),
  // Private payroll loan flow
  q("E006", "payroll-flow", "pré-requisitos pra operar consignado privado", [CP("pre-requisitos")], "Approved"),
  q("E007", "payroll-flow", "posso pular a consulta de margem e ir direto pra simulação?", [CP("fluxo")], "averbacao recusa"),
  q("E008", "payroll-flow", "dá pra usar os dois caminhos de simulação, ofertas e amortização?", [CP("fluxo")], "podem ser usados os dois"),
  q("E009", "payroll-flow", "a proposta ao empregador é obrigatória se eu simular por amortização?", [CP("fluxo"), CP("passo-3-proposta"), "sendOfferProposal"], "caminho A"),
  q("E010", "payroll-flow", "preciso chamar alguma rota pra averbar a margem?", [CP("fluxo"), CP("passos-7-e-8")], ["sem chamada do parceiro", "esteira anda sozinha"]),
  // FGTS flow
  q("E011", "fgts-flow", "FGTS tem consulta de margem?", [F("pre-requisitos")], "nao ha consulta de margem"),
  q("E012", "fgts-flow", "fgts simula por ofertas tambem?", [F("fluxo"), F("simulacao"), CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["caminho de amortizacao", "/v1/Amortization", "so produtos com modelo Price", "So produtos Price"]),
  q("E013", "fgts-flow", "preciso chamar a API todo ano pra debitar o saque-aniversario?", [F("introducao")], "sem nenhuma chamada do parceiro"),
  q("E014", "fgts-flow", "tem endpoint pra consultar o saldo antecipável do titular?", [F("simulacao"), "fgts#garantia-o-saldo-do-fgts"], ["nao e exposto por consulta", "esse saldo não é exposto por consulta, nem antes da criação"]),
  q("E015", "fgts-flow", "pedi mais do que o saldo do FGTS permite, o que acontece", [F("simulacao"), F("envio-averbacao-e-liquidacao"), F("sandbox"), SB("cpfs-de-teste"), AC("transicoes-principais"), AC("warrantyrevision"), F("erros-e-diagnostico")], "WarrantyRevision"),
  q("E016", "fgts-flow", "por que a averbação do FGTS demora tanto?", [F("envio-averbacao-e-liquidacao"), F("status-e-o-que-fazer"), AC("padrao-de-varredura"), F("fluxo"), AC("status-da-operacao"), CP("status-e-o-que-fazer")], "janela de manutencao"),
  // Conventions
  q("E017", "conventions", "o requestedAmount nao tem InCents no nome, entao é em reais?", [CV("valores-em-dinheiro"), CP("objeto-de-calculo-price-sac"), F("objeto-de-calculo-fgts"), CP("passo-4-criar-a-operacao"), CP("valor-de-partida"), ER("ordem-de-diagnostico"), F("erros-e-diagnostico"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getAmortization", "getCreditNote"], ["centavos", "requestedAmount: Valor contratado em centavos"]),
  q("E018", "conventions", "totalValue da garantia vai em centavos?", [CV("valores-em-dinheiro"), CP("passo-5-garantia-e-documentos"), CP("passo-4-criar-a-operacao"), CP("erros-comuns"), AC("warrantyrevision"), "createCreditNote", "updateCreditNoteWarranty"], "reais"),
  q("E019", "conventions", "registry_OriginalMargin unidade", [CV("valores-em-dinheiro"), CP("passo-5-garantia-e-documentos"), CP("passo-1-consulta-de-margem"), "createCreditNote", "updateCreditNoteWarranty"], "reais"),
  q("E020", "conventions", "is apr a monthly or yearly rate?", [CV("taxas"), CP("objeto-de-calculo-price-sac"), F("objeto-de-calculo-fgts"), ER("ordem-de-diagnostico"), F("erros-e-diagnostico"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getAmortization", "getCreditNote", "getProduct"], ["mensal", "apr em % ao mes", "apr: Taxa de juros mensal em %", "Faixa da taxa mensal (apr, interestRate), em %"]),
  q("E021", "conventions", "apr pode ser zero?", [CV("taxas"), CP("objeto-de-calculo-price-sac"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "maior que zero"),
  q("E022", "conventions", "qual o formato de data e hora aceito pela API", [CV("datas")], "YYYY-MM-DDTHH:MM:SSZ"),
  q("E023", "conventions", "posso mandar milissegundos na data?", [CV("datas")], "sem milissegundos"),
  q("E024", "conventions", "o startDate do FirstPaymentDate leva hora?", [CV("datas"), CP("data-da-primeira-parcela"), "getFirstPaymentDate"], "YYYY-MM-DD"),
  q("E025", "conventions", "competencia 2026-07 foi recusada", [CV("datas"), CP("passo-5-garantia-e-documentos"), CP("erros-comuns"), "createCreditNote", "updateCreditNoteWarranty"], "YYYY-MM-01"),
  q("E026", "conventions", "offerRequestId é uuid?", [CV("identificadores-e-documentos"), CP("passo-2-caminho-a-ofertas"), CP("passo-3-proposta"), "revalidateAuctionProposal"], ["inteiros", "offerRequestId (inteiro)", "inteiro (identificador)", "Identificador inteiro da oferta; referenciado pela proposta"]),
  q("E027", "conventions", "registrationNumber aceita CPF com pontos e traço?", [CV("identificadores-e-documentos"), CP("passo-1-consulta-de-margem"), CP("passo-2-caminho-a-ofertas"), "createNaturalPerson", "listNaturalPersons", "createMarginAuthorization", "queryFreeMargin", "listFreeMarginQueries", "simulateOffers", "createCreditNote"], ["so numeros", "CPF, so digitos", "CPF do tomador, so digitos", "CPF do trabalhador, so digitos", "registrationNumber, so digitos"]),
  q("E028", "conventions", "CNPJ com letras é aceito?", [CV("identificadores-e-documentos"), CP("passo-2-caminho-a-ofertas"), CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", CV("regras-alem-da-especificacao")], ["alfanumerico"]),
  q("E029", "conventions", "valores aceitos de documentType", [CV("identificadores-e-documentos"), "createNaturalPerson", "createCreditNote"], ["CNH"]),
  q("E030", "conventions", "por que aparece Registry nos nomes dos campos e rotas", [CV("identificadores-e-documentos")], "palavra neutra"),
  q("E031", "conventions", "mandei um campo a mais no corpo e deu 400", [CV("corpos-e-campos")], "campo desconhecido e recusado"),
  q("E032", "conventions", "converter reais pra centavos multiplicando por 100 dá problema?", [CV("valores-em-dinheiro")], "aritmetica exata"),
  // Margin authorization
  q("E033", "margin-authorization", "autorização de margem expira?", [CP("autorizacao-de-margem"), "createMarginAuthorization"], ["nao existe status de expiracao", "nao ha status de expiracao"]),
  q("E034", "margin-authorization", "autorizacao vencida continua Approved?", [CP("autorizacao-de-margem")], "continua Approved"),
  q("E035", "margin-authorization", "margin authorization statuses", [CP("autorizacao-de-margem"), AC("autorizacao-de-margem"), "listMarginAuthorizations", "createMarginAuthorization", CP("fluxo")], "Pending"),
  q("E036", "margin-authorization", "o trabalhador recusou a autorização, que status fica", [CP("autorizacao-de-margem"), SB("cpfs-de-teste"), CP("sandbox")], "Refused"),
  q("E037", "margin-authorization", "onde vejo se a autorização foi confirmada pelo trabalhador", [AC("autorizacao-de-margem"), CP("fluxo"), "listMarginAuthorizations"], ["MarginAuthorization", "Lista autorizações por CPF e status"]),
  // Borrower and account
  q("E038", "borrower", "o tomador precisa estar vinculado ao meu correspondente?", [CP("pre-requisitos"), AU("401-e-403"), F("pre-requisitos"), ER("status-http"), "createCreditNote"], "vinculado"),
  q("E039", "borrower", "dá pra criar pessoa e conta junto com a operação?", [F("fluxo"), "createCreditNote", CP("passo-4-criar-a-operacao"), F("criar-a-operacao")], ["newPersonAndAccount", "ou, no lugar dos dois, newPersonAndAccount"]),
  q("E040", "borrower", "a conta de liquidação pode ser de outra pessoa?", [CP("pre-requisitos"), F("pre-requisitos"), AC("paymentrevision"), "createBankAccount", "createCreditNote", "updateCreditNote", AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("transicoes-principais"), CP("sandbox"), F("sandbox"), SB("cpfs-de-teste"), CP("passos-7-e-8"), F("envio-averbacao-e-liquidacao")], ["titular"]),
  // Credit note creation
  q("E041", "credit-note", "liquidationType qual valor usar", [CP("passo-4-criar-a-operacao"), F("criar-a-operacao"), "createCreditNote", "updateCreditNote"], "EletronicTransfer"),
  q("E042", "credit-note", "liquidationType Invoice funciona?", [CP("passo-4-criar-a-operacao"), "createCreditNote", "updateCreditNote"], "Invoice nao se aplica"),
  q("E043", "credit-note", "registryOfferCTPSRequestId quando mandar", [CP("passo-3-proposta"), F("criar-a-operacao"), "createCreditNote", "updateCreditNote"], ["offerRequestId", "leilao CTPS"]),
  q("E044", "credit-note", "returnValue=true devolve o quê", [CP("passo-4-criar-a-operacao"), F("criar-a-operacao"), "createCreditNote"], "operacao inteira"),
  q("E045", "credit-note", "updateStartDate na criação muda o quê", [CP("passo-4-criar-a-operacao"), "createCreditNote", F("criar-a-operacao")], ["reposiciona"]),
  q("E046", "credit-note", "creditNoteNo serve pra quê", [CP("passo-4-criar-a-operacao"), CV("identificadores-e-documentos"), F("criar-a-operacao"), "getCreditNote"], ["mesa e o suporte", "para a mesa de crédito e o suporte", "Número usado pela mesa de crédito e pelo suporte", "o creditNoteNo (número para a mesa e o suporte)"]),
  q("E047", "credit-note", "warranty veio vazio no retorno da operação FGTS, é normal?", [F("criar-a-operacao"), AC("nao-ha-webhook")], "vazio"),
  q("E048", "credit-note", "submitapproval recusou o consignado, o que falta", [CP("passo-6-envio-para-aprovacao"), ER("recusas-de-negocio"), CP("erros-comuns"), "createCreditNote", CP("passo-4-criar-a-operacao")], ["garantia"]),
  q("E049", "credit-note", "o que é o id devolvido na criação", [CP("passo-4-criar-a-operacao"), F("criar-a-operacao"), "getCreditNote"], ["todos os passos seguintes", "Identificador (UUID) da operação, devolvido na criação"]),
  q("E050", "credit-note", "repetir o POST da operação cria duplicada?", [CP("passo-4-criar-a-operacao"), CV("idempotencia")], "Idempotency-Key"),
  // Calculation object: Price/SAC
  q("E051", "price-sac", "amortizationType PRICE em maiúsculo funciona?", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "sem diferenciar maiusculas"),
  q("E052", "price-sac", "amortizationType consignado é aceito?", [CP("objeto-de-calculo-price-sac")], "legado"),
  q("E053", "price-sac", "numberOfPayments faixa do produto price", [CP("produtos")], "6 a 96"),
  q("E054", "price-sac", "prazo máximo do consignado SAC", [CP("produtos")], "84"),
  q("E055", "price-sac", "taxa minima do consignado price", [CP("produtos")], "1,60%"),
  q("E056", "price-sac", "posso calcular a firstPaymentDate eu mesmo?", [CP("data-da-primeira-parcela"), CP("objeto-de-calculo-price-sac"), "getFirstPaymentDate", "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "nao calcule"),
  q("E057", "price-sac", "calculationType do produto price", [CP("produtos"), CP("contagem-de-dias")], "V360Meses"),
  q("E058", "price-sac", "diferença entre calculationType e amortizationType", [CP("contagem-de-dias"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "diferente de amortizationType"),
  q("E059", "price-sac", "paymentPeriodicity every 2 pode?", [CP("objeto-de-calculo-price-sac"), CP("erros-comuns"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", ER("status-http")], ["Monthly", "periodicidade diferente de mensal"]),
  q("E060", "price-sac", "startDate é obrigatório no price?", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "opcional, mas envie"),
  q("E061", "price-sac", "calculateByValueType Payment significa o que", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "valor da parcela"),
  q("E062", "price-sac", "financeTaxExempted true faz o quê", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "IOF nao e financiado"),
  q("E063", "price-sac", "numberOfInterestPayments", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "so de juros"),
  q("E064", "price-sac", "dueDateOnBusinessDays", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "dia nao util"),
  q("E065", "price-sac", "includePaymentFixedCosts o que é", [CP("objeto-de-calculo-price-sac"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "custos fixos"),
  q("E066", "price-sac", "mandei termInMonths no price e deu 400", [CP("erros-comuns"), CP("objeto-de-calculo-price-sac"), ER("corpo-de-erro"), CV("corpos-e-campos"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["numberOfPayments", "termInMonths pertence ao modelo FGTS", "campos de outro modelo"]),
  q("E067", "price-sac", "paymentDay pode mandar no consignado?", [CP("objeto-de-calculo-price-sac")], "nao envie"),
  q("E068", "price-sac", "primeira parcela em 50 dias cobra quantos meses de juros no V360Meses", [CP("contagem-de-dias"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["a 50 dias, 2", "de 45 a 74 dias, 2 meses"]),
  // Calculation object: FGTS
  q("E069", "fgts-object", "amortizationType do fgts qual é", [F("objeto-de-calculo-fgts"), F("produto"), F("fluxo"), F("criar-a-operacao"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["modelo de calculo: fgts", "amortizationType = fgts", "modelo fgts"]),
  q("E070", "fgts-object", "termInMonths do fgts é em meses ou em anos", [F("produto"), F("objeto-de-calculo-fgts"), F("erros-e-diagnostico"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getProduct", "fgts#limites"], ["meses", "termInMonths (FGTS, meses, múltiplo de 12)", "antecipa no máximo 3 saques (36 meses)"]),
  q("E071", "fgts-object", "paymentMonth é obrigatório?", [F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "opcional, mas envie"),
  q("E072", "fgts-object", "valores de paymentMonth", [F("objeto-de-calculo-fgts")], "NotSet"),
  q("E073", "fgts-object", "sem paymentMonth o que acontece", [F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "fgts#contagem-de-dias"], ["nao se ancora no mes certo", "sem mês (`NotSet`), nos aniversários de `startDate`"]),
  q("E074", "fgts-object", "numberOfPayments no fgts dá erro?", [F("objeto-de-calculo-fgts"), F("erros-e-diagnostico"), CV("corpos-e-campos"), ER("status-http"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["Price", "campos de outro modelo"]),
  q("E075", "fgts-object", "calculationType vai no objeto FGTS?", [F("produto"), F("contagem-de-dias"), F("objeto-de-calculo-fgts"), F("erros-e-diagnostico")], ["nao envie calculationType", "nao leva calculationType", "nao envie", "campo do modelo Price/SAC num objeto FGTS", "erro mais comum é mandar `numberOfPayments`, `firstPaymentDate` ou `calculationType` copiados de um corpo Price"]),
  q("E076", "fgts-object", "faixa de taxa do fgts", [F("produto")], "1,29%"),
  q("E077", "fgts-object", "prazo do fgts mínimo e máximo", [F("produto"), F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["36"]),
  q("E078", "fgts-object", "parcelas do fgts são mensais?", [F("simulacao"), F("contagem-de-dias"), F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "fgts#introducao"], ["anuais", "parcela anual", "a cada ano o saque-aniversário é debitado na fonte e amortiza"]),
  // Collateral item
  q("E079", "warranty", "warrantyType para refinanciamento", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], "RegistryEmployeeRefinance"),
  q("E080", "warranty", "de onde tiro o registry_EmployeeCode", [CP("passo-5-garantia-e-documentos"), CP("passo-1-consulta-de-margem"), "createCreditNote", "updateCreditNoteWarranty"], ["consulta de margem", "Esses valores alimentam a garantia"]),
  q("E081", "warranty", "registry_EmployerRegistrationCode é string ou número", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], "inteiro"),
  q("E082", "warranty", "registry_EmployerRegistrationNumber vai com máscara?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", CV("identificadores-e-documentos")], ["so digitos", "sem mascara"]),
  q("E083", "warranty", "registry_EmployeeAdmissionDate serve pra quê", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], "vinculo"),
  q("E084", "warranty", "registry_HasWarranty true exige o quê", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], "registry_WarrantyFgtsBalanceInCents"),
  q("E085", "warranty", "registry_WarrantyRescissionBenefitPercentage vai de quanto a quanto", [CP("passo-5-garantia-e-documentos"), CV("taxas"), "createCreditNote", "updateCreditNoteWarranty"], "0 a 100"),
  q("E086", "warranty", "admissionDate e employeeCode genéricos precisam ser iguais aos registry_?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], "igua"),
  q("E087", "warranty", "posso mandar warranty numa operação FGTS", [F("garantia-o-saldo-do-fgts"), F("criar-a-operacao"), F("erros-e-diagnostico"), F("pre-requisitos"), F("fluxo"), "createCreditNote", "updateCreditNoteWarranty"], ["nao envie", "nem garantia", "sem warranty", "Não se aplica ao FGTS"]),
  q("E088", "warranty", "PUT warranty serve pro FGTS?", [F("garantia-o-saldo-do-fgts"), "updateCreditNoteWarranty"], "nao se aplica"),
  q("E089", "warranty", "registry_ProposalNumber de onde vem", [CP("passo-5-garantia-e-documentos"), CP("passo-3-proposta"), "createCreditNote", "updateCreditNoteWarranty", "sendOfferProposal", "sendOfferProposalsWithWarranty"], "proposalNumber"),
  q("E090", "warranty", "registry_DiscountStartPeriod qual mês colocar", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["firstPaymentDate", "competencia do primeiro desconto em folha"]),
  q("E091", "warranty", "totalValue 150000 ou 1500.00?", [CV("valores-em-dinheiro"), CP("passo-5-garantia-e-documentos"), CP("erros-comuns"), CP("passo-4-criar-a-operacao"), AC("warrantyrevision"), "createCreditNote", "updateCreditNoteWarranty"], "reais"),
  // Upload item
  q("E092", "uploads", "já tenho o contrato assinado, como mando", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteUploads", F("criar-a-operacao")], ["reaproveitado", "SignedContract: instrumento ja assinado"]),
  q("E093", "uploads", "SignedContract em uploads com a operação em Draft", [CP("passo-5-garantia-e-documentos"), F("criar-a-operacao"), "getCreditNoteSignUrl"], ["reaproveitado", "direto a PartnerSignaturesValidation, sem coleta de assinaturas", "a operação passa de InstrumentApproval direto a PartnerSignaturesValidation"]),
  q("E094", "uploads", "uploads: [] reserva o documento pra depois?", [CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento"), "createCreditNote"], "nao reserva nada"),
  q("E095", "uploads", "reenviei o mesmo documento e deu 409", [CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento"), "updateCreditNoteUploads", "attachNaturalPersonUploads", "createCreditNote", "createNaturalPerson", CV("regras-alem-da-especificacao")], ["mesmo tipo e nome", "O mesmo conteúdo duas vezes na mesma operação é recusado (409)", "Documento reenviado: 409"]),
  q("E096", "uploads", "fileType valores", [CP("passo-5-garantia-e-documentos"), "createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], "Others"),
  q("E097", "uploads", "displayName é obrigatório?", [CP("passo-5-garantia-e-documentos"), "createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["opcional, mas envie", "opcionais: displayName, documentDate e fileId"]),
  q("E098", "uploads", "anexar documento depois de criar a operação", ["updateCreditNoteUploads", CP("fluxo"), F("fluxo"), F("termo-de-consentimento")], ["/v1/CreditNote/{id}/upload", "Anexa documentos"]),
  q("E099", "uploads", "tamanho máximo do arquivo do termo", [F("termo-de-consentimento"), CP("passo-5-garantia-e-documentos"), "uploadFile", "convencoes#nao-publicado"], ["10 MiB", "10 MiB (10485760 bytes) por arquivo (POST /v1/File)"]),
  // Margin query and offers
  q("E100", "margin-query", "consulta de margem por CPF ou por personId?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin", CP("fluxo"), "listFreeMarginQueries"], ["nunca os dois", "personId (preferido) ou registrationNumber", "Informe personId ou registrationNumber"]),
  q("E101", "margin-query", "creditProductId pra que serve na consulta de margem", [CP("passo-1-consulta-de-margem"), "queryFreeMargin", "listFreeMarginQueries"], "recorte do produto"),
  q("E102", "margin-query", "freeMarginInCents vem em reais?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin", CV("valores-em-dinheiro"), "revalidateAuctionProposal"], ["centavos", "freeMarginInCents: Margem livre atual, em centavos."]),
  q("E103", "margin-query", "como evitar repetir consulta de margem", [CP("passo-1-consulta-de-margem"), "listFreeMarginQueries"], "janela de cache"),
  q("E104", "margin-query", "o que vem em cada oferta", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["offerRequestId", "Cada oferta traz o produto (`productId`)"]),
  q("E105", "margin-query", "simular um valor abaixo da margem maxima nas ofertas", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], "requestedValue"),
  q("E106", "margin-query", "rangePaymentAmounts formato", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], "[minimo, maximo]"),
  q("E107", "margin-query", "rateMode e interestRate juntos pode?", [CP("taxa-das-ofertas"), CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["nunca os dois", "nao combine"]),
  q("E108", "margin-query", "which rate do offers use by default", [CP("taxa-das-ofertas"), CP("passo-2-caminho-a-ofertas"), "simulateOffers", CP("parcela-das-ofertas")], "MaximumRate"),
  q("E109", "margin-query", "produto SAC aparece nas ofertas?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["so produtos com modelo Price", "So produtos Price"]),
  q("E110", "margin-query", "a simulação por ofertas veio vazia", [CP("passo-2-caminho-a-ofertas"), ER("recusas-de-negocio"), CP("erros-comuns"), CP("sandbox"), "simulateOffers", SB("cpfs-de-teste")], ["acima d", "excede a margem"]),
  q("E111", "margin-query", "requestedValue é obrigatório quando", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], "Gross ou Liquid"),
  q("E112", "margin-query", "a margem vem com a parcela já reservada descontada?", [CP("passos-7-e-8")], "descontada"),
  // States and transitions
  q("E113", "states", "quais status pedem ação minha", [AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer")], "PaymentRevision"),
  q("E114", "states", "operação parada em ManualWarranty, faço o quê", [AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["aguarde contato", "Aguarde o contato da mesa"]),
  q("E115", "states", "status Error o que fazer", [AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer")], "suporte"),
  q("E116", "states", "a operação voltou pra Revision, e agora?", [AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("transicoes-principais")], "PUT"),
  q("E117", "states", "operação Disapproved, onde vejo o motivo", [AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), F("limites"), "getCreditNote", "acompanhamento#nao-ha-webhook"], ["motivo", "reason: Motivo (revisão, reprovação, cancelamento, erro)", "`history` (transições com autor, momento e motivo)"]),
  q("E118", "states", "MarginReserveApproval acontece no fgts?", [F("status-e-o-que-fazer"), AC("transicoes-principais")], ["so do consignado privado", "consignado: ou MarginReserveApproval"]),
  q("E119", "states", "depois de Canceled posso contratar de novo?", [AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), F("cancelar-excluir-restaurar"), CP("cancelar-excluir-restaurar"), ER("recusas-de-negocio")], ["nova contratacao", "so depois de Canceled", "nao chegar a Canceled"]),
  q("E120", "states", "WaitLiquidation significa o quê", [AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer")], "fila de pagamento"),
  q("E121", "states", "em que status posso editar a operação com PUT", [AC("acoes-permitidas-por-status"), "updateCreditNote"], "Draft, Revision, Disapproved, Error"),
  q("E122", "states", "DELETE da operação é permitido em quais status", [AC("acoes-permitidas-por-status"), CP("cancelar-excluir-restaurar"), "deleteCreditNote", F("cancelar-excluir-restaurar")], ["Canceled"]),
  q("E123", "states", "a partir de quando o SignUrl funciona", [AC("acoes-permitidas-por-status"), CP("passos-7-e-8"), "getCreditNoteSignUrl", SB("assinaturas"), CP("fluxo"), F("fluxo"), AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer")], "Signatures"),
  q("E124", "states", "posso alterar a operação depois do submitapproval?", [AC("acoes-permitidas-por-status"), CP("passo-6-envio-para-aprovacao"), "submitCreditNoteForApproval", F("envio-averbacao-e-liquidacao")], ["nenhuma alteracao", "deixa de ser editavel"]),
  q("E125", "states", "deu 409 ao tentar editar a operação", [AC("acoes-permitidas-por-status"), ER("status-http"), CP("erros-comuns"), CP("cancelar-excluir-restaurar"), "updateCreditNote", ER("corpo-de-erro"), F("cancelar-excluir-restaurar")], ["status atual", "Draft, Revision, Disapproved, Error"]),
  q("E126", "states", "excluir no fgts em status errado dá 400?", [F("cancelar-excluir-restaurar"), AC("acoes-permitidas-por-status"), ER("status-http")], "400"),
  q("E127", "states", "depois do doneWarrantyRevision a operação recomeça do zero?", [AC("warrantyrevision"), AC("transicoes-principais"), CP("passos-7-e-8"), "doneCreditNoteWarrantyRevision", "acompanhamento#status-da-operacao", "consignado-privado#status-e-o-que-fazer", "fgts#status-e-o-que-fazer"], ["volta a Warranty", "nao recomeca", "sem recomecar", "segue sem recomecar", "a operação retorna a Warranty e a averbação roda de novo"]),
  q("E128", "states", "o signatário recusou assinar, o que acontece com a operação", [AC("transicoes-principais"), SB("assinaturas"), "getCreditNoteSignUrl", CP("passos-7-e-8"), F("fluxo")], ["Canceled", "a esteira cancela a operação, com o motivo dado, na etapa seguinte"]),
  q("E129", "states", "transferência falhou, conta inválida", [AC("paymentrevision"), CP("sandbox"), SB("cpfs-de-teste"), F("sandbox"), AC("transicoes-principais"), CP("passos-7-e-8"), F("envio-averbacao-e-liquidacao")], ["PaymentRevision"]),
  q("E130", "states", "em PaymentRevision posso mudar outro campo além da conta?", [AC("paymentrevision"), AC("acoes-permitidas-por-status"), "updateCreditNote"], ["409", "so com bankAccountId", "aceita so"]),
  q("E131", "states", "recontratar logo depois de cancelar", [CP("cancelar-excluir-restaurar"), F("cancelar-excluir-restaurar"), ER("recusas-de-negocio"), "fgts#status-e-o-que-fazer", "acompanhamento#status-da-operacao"], ["Canceled", "Operação cancelada; nova contratação já é possível", "Operação cancelada; nova contratação já é possível"]),
  q("E132", "states", "o cancelamento é imediato?", [CP("cancelar-excluir-restaurar"), F("cancelar-excluir-restaurar"), AC("transicoes-principais"), "cancelCreditNote", "getCreditNote"], ["nao e instantaneo", "nao e instantanea", "o status passa a Canceled quando o processamento termina"]),
  q("E133", "states", "cancel tem flag pra pedir estorno da margem?", [CP("cancelar-excluir-restaurar"), "cancelCreditNote"], "sem parametros de controle"),
  q("E134", "states", "o message do cancel é obrigatório?", [CP("cancelar-excluir-restaurar"), "cancelCreditNote", F("cancelar-excluir-restaurar")], ["opcional, mas envie"]),
  q("E135", "states", "o consentimento do FGTS tem status?", [F("termo-de-consentimento"), AC("autorizacao-de-margem")], "nao tem status"),
  q("E136", "states", "a operação nasce em que status", [AC("transicoes-principais"), CP("passo-4-criar-a-operacao"), "createCreditNote", F("criar-a-operacao"), CP("produtos"), F("produto"), "listProducts", "getProduct"], ["Draft"]),
  q("E137", "states", "doneWarrantyRevision em outro status", [AC("warrantyrevision"), AC("acoes-permitidas-por-status"), ER("status-http"), "doneCreditNoteWarrantyRevision"], ["409", "Só em WarrantyRevision"]),
  // Endpoints
  q("E138", "endpoints", "parâmetros do FirstPaymentDate", [CP("data-da-primeira-parcela"), "getFirstPaymentDate"], ["startDate", "productId e startDate; sem um deles, 400"]),
  q("E139", "endpoints", "legalPerson true ou false na simulação", [CP("passo-2-caminho-b-amortizacao"), F("simulacao"), "simulateAmortization", "simulateAmortizationBatch"], "false"),
  q("E140", "endpoints", "quantos pedidos cabem no Amortization/Batch", [CP("passo-2-caminho-b-amortizacao"), "simulateAmortizationBatch"], "100"),
  q("E141", "endpoints", "consultar de novo uma simulação sem simular", ["getAmortization", CP("passo-2-caminho-b-amortizacao"), F("simulacao"), "getCreditNote"], ["Amortization/{id}", "sem simular", "consulte de novo por GET /v1/Amortization/{id}"]),
  q("E142", "endpoints", "OfferProposals aceita uma lista de propostas?", [CP("passo-3-proposta"), "sendOfferProposal"], ["uma proposta", "lista"]),
  q("E143", "endpoints", "expirationDate da proposta", [CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty"], "empregador nao pode aceitar"),
  q("E144", "endpoints", "contacts type valores aceitos", [CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty"], "WhatsApp"),
  q("E145", "endpoints", "leilão CTPS: a margem caiu desde a proposta", [CP("passo-3-proposta"), "revalidateAuctionProposal"], "InsufficientMargin"),
  q("E146", "endpoints", "installmentAmountInCents precisa caber em quê", [CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty", CP("parcela-das-ofertas"), "simulateOffers", CP("erros-comuns"), "revalidateAuctionProposal"], ["margem livre", "A maior das duas é a que precisa caber na margem livre"]),
  q("E147", "endpoints", "filtros do GET /v1/CreditNote", ["listCreditNotes", AC("padrao-de-varredura")], "initialDate"),
  q("E148", "endpoints", "diferença do envelope da simulação e da criação", [CP("passo-2-caminho-b-amortizacao"), F("simulacao")], ["legalPerson"]),
  q("E149", "endpoints", "restore desfaz o quê", ["restoreCreditNote", CP("cancelar-excluir-restaurar"), F("cancelar-excluir-restaurar"), "deleteCreditNote", "getCreditNote"], ["exclusao", "deleted: true quando excluída logicamente (restore desfaz)"]),
  // Documentation server
  q("E150", "docs-server", "preciso de chave pra usar o MCP de documentação?", [AU("este-servidor-de-documentacao")], "nao pede chave"),
  q("E151", "docs-server", "posso passar meu token nas ferramentas de docs", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["recusados", "nunca"]),
  // Authentication
  q("E152", "auth", "token expirou, deu 401", [AU("401-e-403"), AU("token"), ER("status-http"), "issueToken"], ["renove", "peca outro ao receber 401"]),
  q("E153", "auth", "403 com tomador que cadastrei", [AU("401-e-403"), ER("status-http")], "vinculad"),
  q("E154", "auth", "quanto tempo dura o access token", [AU("token"), "issueToken"], ["1 hora", "padrao 1 h", "expires_in: Validade em segundos (padrão: 3600)"]),
  q("E155", "auth", "grant_type do oauth", [AU("token"), "issueToken"], "client_credentials"),
  q("E156", "auth", "onde consigo o productId", [AU("productid"), CP("pre-requisitos"), "listProducts", "simulateAmortization", "simulateAmortizationBatch", AU("este-servidor-de-documentacao"), CP("produtos"), F("produto")], ["onboarding", "produtos (productId, modelo, faixas de taxa e prazo)", "GET /v1/Product e GET /v1/Product/{id}"]),
  q("E157", "auth", "formato do header Authorization", [AU("token"), "issueToken"], ["Bearer", "envie como Authorization: Bearer <token>"]),
  // Events
  q("E158", "events", "de quanto em quanto tempo fazer polling", [AC("padrao-de-varredura"), "listCreditNotes"], "15 a 30 minutos"),
  q("E159", "events", "li Signatures duas vezes seguidas, é bug?", [AC("padrao-de-varredura")], "normal"),
  q("E160", "events", "como ter o histórico das transições", [AC("padrao-de-varredura"), AC("nao-ha-webhook"), "getCreditNote"], ["history", "history: Transições em ordem cronológica"]),
  q("E161", "events", "alertar por status ou por tempo parado", [AC("padrao-de-varredura"), F("status-e-o-que-fazer")], "tempo em status"),
  q("E162", "events", "o push anunciado já pode ser usado?", [AC("nao-ha-webhook"), CV("nao-publicado")], ["nao implemente", "Não implementado nem a implementar contra"]),
  q("E163", "events", "o que guardar por operação pra acompanhar", [AC("padrao-de-varredura")], "creditNoteNo"),
  q("E164", "events", "the event payload, what fields tell me the state", [AC("nao-ha-webhook"), "getCreditNote"], "status"),
  // Errors
  q("E165", "errors", "deu 404 na operação", [ER("status-http")], "inexistente"),
  q("E166", "errors", "formato do corpo de erro com errors field", [ER("corpo-de-erro"), CP("erros-comuns"), "simulateAmortizationBatch"], ["problem+json", "Corpo de erro RFC 9457 (application/problem+json)"]),
  q("E167", "errors", "o que é o traceId do erro", [ER("corpo-de-erro"), "simulateAmortizationBatch"], ["x-request-id", "Identificador de correlação, também no cabeçalho x-request-id"]),
  q("E168", "errors", "consulta de margem recusada, diz que não tem autorização", [ER("recusas-de-negocio"), CP("erros-comuns"), CP("autorizacao-de-margem"), "queryFreeMargin", CP("sandbox"), SB("cpfs-de-teste")], "autoriza"),
  q("E169", "errors", "envio do fgts bloqueado, limite anual", [F("envio-averbacao-e-liquidacao"), F("limites"), ER("recusas-de-negocio"), F("erros-e-diagnostico"), ER("status-http")], ["uma vez", "limite anual"]),
  q("E170", "errors", "operação fgts sem termo de consentimento", [ER("recusas-de-negocio"), F("termo-de-consentimento"), F("envio-averbacao-e-liquidacao"), AC("transicoes-principais"), AC("warrantyrevision"), F("erros-e-diagnostico")], "WarrantyRevision"),
  q("E171", "errors", "ordem de diagnóstico no fgts", [F("erros-e-diagnostico"), ER("ordem-de-diagnostico")], "leia a mensagem"),
  q("E172", "errors", "quando chamar o suporte", [ER("ordem-de-diagnostico"), F("erros-e-diagnostico")], "por ultimo"),
  q("E173", "errors", "o que mandar pro suporte quando der erro", [ER("ordem-de-diagnostico"), F("erros-e-diagnostico"), "erros#corpo-de-erro"], ["hora da chamada", "`traceId` repete o cabeçalho `x-request-id`: informe-o ao suporte"]),
  q("E174", "errors", "deu 400 com taxa fora da faixa", [ER("status-http"), CP("produtos"), F("produto")], "400"),
  q("E175", "errors", "erro 429", [ER("corpo-de-erro"), "convencoes#nao-publicado", "autenticacao#token", "issueToken"], ["Muitas requisi", "POST /oauth/token recusa com 429 (e Retry-After) tentativas com credenciais erradas demais", "429 no token (credenciais erradas repetidas)", "429 (credenciais erradas repetidas): Tentativas recusadas demais deste endereço"]),
  // Limits
  q("E176", "limits", "máximo de anos que dá pra antecipar no fgts", [F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", F("produto")], ["3 saques", "12 a 36 meses"]),
  q("E177", "limits", "valor mínimo da parcela anual do fgts", [F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "R$ 100,00"),
  q("E178", "limits", "termInMonths 18 pode?", [F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getProduct"], ["multiplo de 12", "termInMonths (FGTS, meses, múltiplo de 12)"]),
  q("E179", "limits", "saldo de 3 mil no fgts, qual a alíquota do saque", [F("limites")], "30%"),
  q("E180", "limits", "o valor da parcela tem que caber na margem?", [CP("passo-2-caminho-b-amortizacao"), CP("passos-7-e-8"), CP("passo-3-proposta"), CP("parcela-das-ofertas"), "simulateOffers", "sendOfferProposal", "sendOfferProposalsWithWarranty", ER("status-http"), CP("sandbox"), SB("cpfs-de-teste"), AC("warrantyrevision"), CP("erros-comuns"), "revalidateAuctionProposal"], ["caber na margem", "parcela acima da margem", "conferida contra a maior", "parcela da oferta acima da margem livre atual", "valida a parcela contra a margem atual"]),
  q("E181", "limits", "qual o tamanho máximo de página na listagem", [CV("paginacao"), "listNaturalPersons", "listBankAccounts", "listProducts", "listMarginAuthorizations", "listFreeMarginQueries", "listCreditNotes"], "1 a 100"),
  // Sandbox
  q("E182", "sandbox", "sandbox cpf for settlement failure", [SB("cpfs-de-teste"), CP("sandbox"), F("sandbox")], "90000006610"),
  q("E183", "sandbox", "cpf de teste sem vinculo empregaticio", [SB("cpfs-de-teste"), CP("sandbox")], "90000002208"),
  q("E184", "sandbox", "na página de assinatura do sandbox o que digitar", [SB("assinaturas"), "getCreditNoteSignUrl"], "3 primeiros digitos"),
  q("E185", "sandbox", "como exercitar Revision e Disapproved no sandbox", [SB("mesa-de-credito")], "mesa"),
  // Idempotency, paging, personal data
  q("E186", "conventions", "idempotency key mesma chave com outro corpo", [CV("idempotencia"), ER("status-http"), ER("corpo-de-erro")], "409"),
  q("E187", "conventions", "os contatos do trabalhador aparecem nos logs?", [CP("passo-3-proposta"), CV("dados-pessoais")], ["nunca aparecem em logs", "contatos são mascarados em logs"]),
  q("E188", "conventions", "dados pessoais em exemplos", [CV("dados-pessoais")], "mascarados"),
  // Typos and colloquial
  q("E189", "typos", "como pega o link de asinatura pro cliente", ["getCreditNoteSignUrl", CP("passos-7-e-8"), SB("assinaturas"), CP("fluxo"), F("fluxo"), AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer")], ["SignUrl", "Endereços de assinatura por signatário"]),
  q("E190", "typos", "how do I cancel a credit note", ["cancelCreditNote", CP("cancelar-excluir-restaurar"), F("cancelar-excluir-restaurar")], "cancel"),
  q("E191", "typos", "simulaçao fgts parcela anual minima", [F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "R$ 100,00"),
  q("E192", "typos", "termo de consetimento onde anexa", [F("termo-de-consentimento"), "updateCreditNoteUploads", F("pre-requisitos"), F("fluxo"), F("criar-a-operacao"), F("garantia-o-saldo-do-fgts"), "attachNaturalPersonUploads", "createCreditNote", AC("warrantyrevision"), "createNaturalPerson"], ["Authorization", "termo de consentimento em uploads"]),
  q("E193", "typos", "garnatia voltou da averbacao, o q fazer", [AC("warrantyrevision"), AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), CP("passos-7-e-8"), F("envio-averbacao-e-liquidacao"), AC("transicoes-principais"), "doneCreditNoteWarrantyRevision", ER("ordem-de-diagnostico")], ["doneWarrantyRevision", "Depois de corrigir a garantia em WarrantyRevision"]),
  q("E194", "typos", "competensia do primeiro desconto formato", [CP("passo-5-garantia-e-documentos"), CV("datas"), "createCreditNote", "updateCreditNoteWarranty", CP("erros-comuns")], "YYYY-MM-01"),
  q("E195", "typos", "paginacao padrão quantos itens", [CV("paginacao"), "listNaturalPersons", "listBankAccounts", "listProducts", "listMarginAuthorizations", "listFreeMarginQueries", "listCreditNotes"], "padrao 20"),
  q("E196", "typos", "deu ruim na liquidaçao, conta errada", [AC("paymentrevision"), CP("sandbox"), SB("cpfs-de-teste"), F("sandbox"), AC("transicoes-principais"), CP("passos-7-e-8"), F("envio-averbacao-e-liquidacao"), "updateCreditNote", "acompanhamento#acoes-permitidas-por-status", "consignado-privado#status-e-o-que-fazer", "fgts#status-e-o-que-fazer", "acompanhamento#status-da-operacao"], ["PaymentRevision", "uma conta cujo titular é o tomador: a operação volta a WaitLiquidation", "só com `bankAccountId` (conta de liquidação corrigida; a liquidação é refeita)", "Corrija a conta de liquidação (titular deve ser o tomador)", "Corrija a conta de liquidação (titular deve ser o tomador)", "Corrija a conta de liquidação (titular deve ser o tomador)"]),
  q("E197", "typos", "quantas vezes posso antecipar o mesmo saque aniversario", [F("limites"), F("envio-averbacao-e-liquidacao"), ER("recusas-de-negocio")], "uma vez"),
  q("E198", "typos", "qual o minimo de parcelas do consignado price", [CP("produtos")], "6 a 96"),
  // Held out from the start (2026-11-26): written from the specification by a session that never ran or saw the search
  // What the service does
  q("E199", "service", "vi umas rotas /v1/Webhook no contrato, dá pra cadastrar minha URL de callback nelas?", [AC("nao-ha-webhook"), CP("status-e-o-que-fazer"), "getCreditNote", CV("nao-publicado")], ["nao tem rota para registrar URL de retorno", "nao ha webhook", "não são para o parceiro", "esta API não as publica", "Não implementado nem a implementar contra"]),
  q("E200", "service", "consignado liquidado: tenho que fazer alguma coisa pra cobrar as parcelas do trabalhador?", [CP("passos-7-e-8"), AC("status-da-operacao"), CP("status-e-o-que-fazer")], ["descontadas em folha", "Contrato ativo; nada a fazer"]),
  q("E201", "service", "consignado privado serve pra servidor público também?", [CP("introducao")], "setor privado (CLT)"),
  // Private payroll loan flow
  // Margin authorization
  q("E202", "margin-authorization", "who confirms the margin authorization, and where does that happen?", [CP("fluxo"), CP("autorizacao-de-margem"), "createMarginAuthorization", "consignado-privado#sandbox", "sandbox#cpfs-de-teste"], ["o trabalhador confirma no canal", "aguardando confirmacao no canal", "o trabalhador confirma a autorizacao", "a confirmação ocorre no aplicativo oficial", "peça ao trabalhador que confirme no canal", "peça ao trabalhador que confirme no canal"]),
  q("E203", "margin-authorization", "a autorização de margem ficou Refused, onde eu vejo o motivo?", [CP("sandbox"), SB("cpfs-de-teste"), "listMarginAuthorizations", "createMarginAuthorization"], ["refusalReason", "refusalReason: Motivo, quando Refused"]),
  // FGTS flow
  q("E204", "fgts-flow", "no FGTS eu tenho que mandar proposta pro empregador igual no consignado?", [F("pre-requisitos")], "nem proposta ao empregador"),
  q("E205", "fgts-flow", "averbaçao do fgts quem faz, eu ou a esteira?", [F("fluxo"), F("envio-averbacao-e-liquidacao"), F("garantia-o-saldo-do-fgts")], ["Averbacao no orgao do FGTS (etapa da esteira", "Depois do envio, a esteira", "na averbacao, a esteira calcula"]),
  q("E206", "fgts-flow", "FGTS: is the anticipable balance checked when I simulate or only later?", [F("simulacao"), F("garantia-o-saldo-do-fgts"), F("envio-averbacao-e-liquidacao"), F("sandbox"), SB("cpfs-de-teste"), AC("warrantyrevision"), F("contagem-de-dias"), "fgts#erros-e-diagnostico"], ["calculado na averbacao", "a esteira calcula o saldo antecipavel", "saldo antecipavel abaixo do pedido", "na averbacao, o saldo antecipavel fica abaixo", "ao calcular o saldo antecipável na averbação", "depois do envio: saldo abaixo do pedido ou termo ausente"]),
  q("E207", "fgts-flow", "o titular não aderiu ao saque-aniversário, o que acontece com a operação?", [F("envio-averbacao-e-liquidacao"), F("sandbox"), SB("cpfs-de-teste"), AC("warrantyrevision")], ["adesao ao saque-aniversario nao confirmada", "nao confirma a adesao e a operacao vai para WarrantyRevision", "nao se confirma: a operacao vai para WarrantyRevision"]),
  // Conventions: units, formats, bodies
  q("E208", "conventions", "totalValue com 3 casas decimais deu 400, pq?", [CV("valores-em-dinheiro"), CP("erros-comuns")], ["no maximo 2 casas", "mais de 2 casas decimais"]),
  q("E209", "conventions", "mandei a data 2026-05-01T00:00:00-03:00 e recusou", [CV("datas")], "sem fuso"),
  q("E210", "conventions", "Are unknown query parameters rejected the same way as unknown body fields?", [CV("corpos-e-campos")], "query desconhecidos sao ignorados"),
  q("E211", "conventions", "interestRate das ofertas é taxa ao mês ou ao ano?", [CV("taxas"), CP("taxa-das-ofertas"), CP("passo-2-caminho-a-ofertas"), "simulateOffers", "getProduct"], ["interestRate tambem e mensal", "interestRate (taxa mensal em %", "Taxa mensal especifica em %", "Faixa da taxa mensal (apr, interestRate), em %"]),
  q("E212", "conventions", "does registrationNumber need valid check digits or just 11 numbers?", [CV("identificadores-e-documentos")], "11 digitos, so numeros, digitos verificadores validos"),
  q("E213", "conventions", "a consulta de margem deu freeMarginInCents 82035, o que mando em registry_OriginalMargin?", [CP("passo-1-consulta-de-margem"), CV("valores-em-dinheiro"), CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["freeMarginInCents / 100", "Decimais em reais: so totalValue e registry_OriginalMargin", "Margem livre encontrada na consulta, em REAIS decimais"]),
  // Borrower and account
  q("E214", "borrower", "birthDate do tomador vai em que formato?", [CV("datas"), "createNaturalPerson", "createCreditNote"], ["Data civil: YYYY-MM-DD", "Data de nascimento, YYYY-MM-DD"]),
  // Credit note
  q("E215", "credit-note", "emissionDate é obrigatório? e se eu não mandar?", ["createCreditNote", "updateCreditNote", CP("passo-4-criar-a-operacao"), F("criar-a-operacao")], ["omitida = data da criacao", "Opcionais: warranty, uploads, emissionDate", "Opcionais: emissionDate e observations"]),
  q("E216", "credit-note", "what is insurance: true for in the credit note body?", ["createCreditNote", "updateCreditNote"], "seguro prestamista"),
  q("E217", "credit-note", "criei a operação e ela já nasceu em ComplianceApproval em vez de Draft, por quê?", [AC("transicoes-principais"), CP("passo-4-criar-a-operacao"), "createCreditNote", F("criar-a-operacao"), CP("produtos"), F("produto"), "listProducts", "getProduct"], ["ComplianceApproval, conforme o produto", "ComplianceApproval, conforme o initialStatus do produto", "o status em que a operação nasce (Draft ou ComplianceApproval)"]),
  // Calculation object: Price/SAC
  q("E218", "price-sac", "If I leave startDate out of a price simulation, what base date does it use?", [CP("objeto-de-calculo-price-sac"), CP("parcela-das-ofertas"), "simulateOffers", "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getCreditNote"], ["dia da simulacao em Brasilia", "a que a API assumiu (o dia da simulação em Brasília, à meia-noite UTC)"]),
  q("E219", "price-sac", "calculateByValueType Liquid: o requestedAmount vira o valor que cai na conta do tomador?", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "Liquid, o valor a liberar ao tomador"),
  q("E220", "price-sac", "produto SAC com calculationType V360Meses deu 400", [CP("produtos"), CP("contagem-de-dias")], ["V365DiasCorridos", "outro valor: 400"]),
  // Calculation object: FGTS
  q("E221", "fgts-object", "paymentMonth NotSet: quando caem as parcelas do fgts?", [F("contagem-de-dias")], "nos aniversarios de startDate"),
  q("E222", "fgts-object", "parcela do fgts cai em q dia do mes?", [F("contagem-de-dias")], "dia 1 do mes do saque"),
  q("E223", "fgts-object", "mandei financeTaxExempted no objeto fgts e voltou 400", [F("objeto-de-calculo-fgts"), CV("corpos-e-campos"), ER("status-http"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["nao envie no FGTS", "campos de outro modelo"]),
  // Collateral item
  q("E224", "warranty", "registry_DiscountStartPeriod com competencia no mes pasado dá erro na hora ou só depois?", [CP("passo-5-garantia-e-documentos"), AC("warrantyrevision"), CP("passos-7-e-8")], ["competencia anterior ao mes corrente", "competencia de desconto no passado", "competencia errada"]),
  q("E225", "warranty", "registry_EmployeePositionCBOCode é o quê, texto ou número?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], "Codigo CBO da ocupacao (inteiro)"),
  q("E226", "warranty", "a averbação devolveu dizendo que o empregador da garantia não bate com o vínculo ativo, como resolvo?", [CP("passos-7-e-8"), AC("warrantyrevision"), AC("status-da-operacao"), CP("status-e-o-que-fazer"), AC("transicoes-principais"), "doneCreditNoteWarrantyRevision"], ["corrija a garantia e chame", "Corrija a garantia com PUT", "Corrija e chame doneWarrantyRevision", "Depois de corrigir a garantia em WarrantyRevision"]),
  q("E227", "warranty", "registry_CtpsDigitalAuthorizationNumber é obrigatorio?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], "CTPS digital. Opcional, mas envie"),
  // Upload item and files
  q("E228", "uploads", "subi um PNG com nome .pdf no POST /v1/File e foi recusado", ["uploadFile"], "se divergirem do conteudo"),
  q("E229", "uploads", "item de uploads sem fileId é aceito?", ["createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads", CP("passo-5-garantia-e-documentos")], ["registra so os metadados", "opcionais: displayName, documentDate e fileId"]),
  q("E230", "uploads", "If I attach the FGTS consent term to the person instead of the operation, does it count?", ["attachNaturalPersonUploads", F("termo-de-consentimento")], ["vale para as operacoes FGTS do titular", "vale para todas as operações FGTS dele"]),
  // Margin query and offers
  q("E231", "margin-query", "validUntil da consuta de margem significa o quê?", [CP("passo-1-consulta-de-margem"), "listFreeMarginQueries", CV("nao-publicado"), "queryFreeMargin"], ["fim da janela de cache", "ver validUntil", "A janela de cache vem em validUntil", "validUntil: Fim da janela de cache da consulta"]),
  q("E232", "margin-query", "a oferta veio com a última parcela uns centavos diferente das outras, é erro?", [CP("parcela-das-ofertas"), "simulateOffers", "revalidateAuctionProposal"], ["absorve o residuo do arredondamento", "absorve o resíduo do arredondamento e pode diferir de installmentAmountInCents por alguns centavos"]),
  q("E233", "margin-query", "offers: I didn't send employerRegistrationNumber, is that a problem?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], "vinculo a usar e desconhecido"),
  q("E234", "margin-query", "leilão CTPS: o empregador abriu o link depois da validade, o que a revalidação responde?", [CP("passo-3-proposta"), "revalidateAuctionProposal"], "Expired"),
  // States and transitions
  q("E235", "states", "a operação já tá Finished, o SignUrl ainda responde?", [AC("acoes-permitidas-por-status"), "getCreditNoteSignUrl"], ["ManualLiquidation, PaymentRevision, Finished", "de Signatures em diante"]),
  q("E236", "states", "Can I still cancel an operation that is in WaitLiquidation?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["WaitLiquidation, PaymentRevision", "aceito em qualquer outro status", "aceito em qualquer outro status", "aceito em qualquer outro status"]),
  q("E237", "states", "chamei doneWarrantyRevision, pra qual status a operação vai?", [AC("warrantyrevision"), "doneCreditNoteWarrantyRevision", "acompanhamento#transicoes-principais", "acompanhamento#status-da-operacao", "consignado-privado#status-e-o-que-fazer", "fgts#status-e-o-que-fazer"], ["volta a Warranty", "segue para a proxima etapa da esteira", "a operação volta a `Warranty` e a averbação roda de novo", "a operação retorna a Warranty e a averbação roda de novo"]),
  q("E238", "states", "troquei a conta em PaymentRevison, e depois? pra onde vai a operação", [AC("paymentrevision"), "updateCreditNote"], "volta a WaitLiquidation"),
  q("E239", "states", "MarginReserveApproval quer dizer o quê?", [CP("status-e-o-que-fazer"), AC("status-da-operacao"), CP("passos-7-e-8"), AC("transicoes-principais")], ["reserva de margem retornada", "reserva de margem no empregador"]),
  q("E240", "states", "operação em ManualLiquidation faz 2 dias, troco a conta pra ver se anda?", [AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["nao altere a conta", "transferencia manual em andamento"]),
  // Endpoints
  q("E241", "endpoints", "no Amortization/Batch um item inválido derruba o lote inteiro?", [CP("passo-2-caminho-b-amortizacao"), "simulateAmortizationBatch"], ["sem derrubar os outros", "nao derruba os outros"]),
  q("E242", "endpoints", "initialDate e finalDate do GET /v1/CreditNote filtram pela criação ou pela última mudança?", [AC("padrao-de-varredura"), "listCreditNotes"], ["sobre a criacao", "sobre o momento de criacao"]),
  // Authentication
  q("E243", "auth", "o scope que eu mando no /oauth/token muda alguma coisa?", ["issueToken"], "escopo vem do cliente da API"),
  q("E244", "auth", "token request: JSON body or form-urlencoded?", [AU("token"), "issueToken"], ["corpo JSON ou formulario", "Corpo em JSON ou formulario"]),
  // Events
  q("E245", "events", "a operação que tá aberta na tela do operador posso consultar toda hora?", [AC("padrao-de-varredura")], "consultada com mais frequencia"),
  q("E246", "events", "should my scanner query every status on each run?", [AC("padrao-de-varredura"), "listCreditNotes"], ["so nos status em que voce tem operacoes abertas", "Varra so os status com operacoes abertas"]),
  q("E247", "events", "o push que foi anunciado vai reentregar evento? como deduplicar?", [AC("nao-ha-webhook")], ["reentrega com o mesmo id de evento", "que o parceiro deduplica"]),
  // Errors
  q("E248", "errors", "deu 415 no envio do arquivo", [ER("corpo-de-erro"), "uploadFile"], ["Tipo de conteudo nao suportado", "415 para o Content-Type (e para um conteúdo que não é PDF, JPEG nem PNG)"]),
  q("E249", "errors", "em errors[].field vem o nome solto do campo ou o caminho?", [ER("corpo-de-erro"), "simulateAmortizationBatch"], ["caminho JSON de cada campo", "Caminho JSON do campo (ex.: amortization.apr, warranty[0].totalValue)"]),
  // Limits
  q("E250", "limits", "qual a taxa máxima do consignado SAC?", [CP("produtos")], "3,20%"),
  q("E251", "limits", "fgts: uma parcela anual de R$ 600 passa?", [F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "R$ 100,00 e R$ 500,00"),
  // Sandbox
  q("E252", "sandbox", "no sandbox qto tempo demora cada etapa da esteira depois do envio?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], "poucos segundos"),
  q("E253", "sandbox", "sandbox CPF to test an FGTS balance that is too small", [F("sandbox"), SB("cpfs-de-teste")], "90000004405"),
  q("E254", "sandbox", "qual cpf do sandbox tem a maior margem livre pro caminho feliz?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], "10000003549"),
  // Documentation server
  q("E255", "docs-server", "tem como validar o corpo antes de chamar a API, pra ver se mandei campo do FGTS num objeto price?", [CP("objeto-de-calculo-price-sac"), AU("este-servidor-de-documentacao")], ["aponta esses campos antes", "aponta campos de outro modelo de cálculo"]),
  q("E256", "docs-server", "onde pego no MCP um corpo de exemplo pra cada passo do consignado?", [CP("fluxo"), AU("este-servidor-de-documentacao")], ["corpo de exemplo de cada um", "Coleção Postman v2.1 do fluxo de um módulo"]),
  // Personal data
  q("E257", "personal-data", "o CPF do tomador aparece inteiro nas mensagens de erro da API?", [CV("dados-pessoais")], "mascarados em logs, mensagens de erro"),
  q("E258", "personal-data", "na assinatura, o parceiro recebe o IP e o navegador do signatário?", [SB("assinaturas"), "getCreditNoteSignUrl"], "nunca o endereco IP"),
  // E259–E328: written blind to the search (2026-11-26, fourth session), development part
  // What the service does
  q("E259", "service", "what secures a private payroll loan here, what's the collateral?", [CP("introducao")], ["margem consignavel", "reservada no empregador"]),
  q("E260", "service", "o dinheiro liberado cai em qual conta?", [CP("fluxo"), F("fluxo"), "createBankAccount", "createCreditNote", "updateCreditNote", CP("passos-7-e-8"), F("envio-averbacao-e-liquidacao")], ["conta cadastrada", "conta de destino do valor liberado", "conta que recebe o valor liberado"]),
  q("E261", "service", "consignado e fgts usam a mesma rota pra criar a operação ou é endpoint separado?", [CP("fluxo"), F("fluxo"), CP("passo-4-criar-a-operacao"), F("criar-a-operacao"), "createCreditNote"], ["POST /v1/CreditNote", "ou fgts, escolhido por amortizationType"]),
  // Private payroll loan flow
  q("E262", "payroll-flow", "chamo o FirstPaymentDate antes ou depois de criar a operação?", [CP("fluxo"), CP("data-da-primeira-parcela"), "getFirstPaymentDate", CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["data da primeira parcela (POST /v1/RegistryEmployee/FirstPaymentDate) e criacao", "devolvido em amortization.firstPaymentDate", "Use o resultado em amortization.firstPaymentDate", "use o resultado de FirstPaymentDate"]),
  q("E263", "payroll-flow", "no consignado a garantia vai junto no POST da operação ou da pra mandar depois?", [CP("fluxo"), CP("passo-4-criar-a-operacao"), "updateCreditNoteWarranty", "createCreditNote"], ["na criacao, ou por PUT", "amortization, warranty, uploads", "substitui a lista de garantias", "necessaria para enviar a aprovacao", "garantia é exigida só no envio"]),
  q("E264", "payroll-flow", "simulei pelas ofertas, qual o proximo passo?", [CP("fluxo"), CP("passo-3-proposta"), "sendOfferProposal"], ["proposta ao empregador", "Passo 3 do caminho A", "OfferProposals recebe uma proposta"]),
  // Conventions
  q("E265", "conventions", "apr: mando 0.018 ou 1.8 pra 1,8% ao mes?", [CV("taxas"), CP("objeto-de-calculo-price-sac"), F("objeto-de-calculo-fgts"), ER("ordem-de-diagnostico"), F("erros-e-diagnostico"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getAmortization", "getCreditNote"], ["1.8 = 1,8% a.m.", "mensal em %", "apr em % ao mes", "apr: Taxa de juros mensal em %"]),
  q("E266", "conventions", "is yearlyCet a fraction like 0.25 or a percentage?", [CV("taxas"), CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty", "revalidateAuctionProposal"], ["tambem sao percentuais", "CET anual em %", "yearlyCet: CET anual em %"]),
  q("E267", "conventions", "returnValue=1 na query funciona ou tem que ser true?", [CV("corpos-e-campos")], "texto true ou false"),
  q("E268", "conventions", "o excel comeu o zero do cpf e ficou com 10 digitos, a api aceita assim?", [CV("identificadores-e-documentos"), CP("passo-2-caminho-a-ofertas")], ["CPF do trabalhador, 11 digitos", "CPF (11 digitos"]),
  q("E269", "conventions", "quais POST aceitam Idempotency-Key? só o da operação?", [CV("idempotencia"), CP("passo-4-criar-a-operacao")], ["pessoa, conta, autorizacao, propostas, operacao", "Aceita o cabecalho Idempotency-Key"]),
  q("E270", "conventions", "a paginação começa no page 0 ou 1?", [CV("paginacao"), "listNaturalPersons", "listBankAccounts", "listProducts", "listMarginAuthorizations", "listFreeMarginQueries", "listCreditNotes"], "a partir de 1"),
  q("E271", "conventions", "requestedValue das ofertas vai em reais?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["requestedValue (centavos)", "Valor pedido em centavos"]),
  // Margin authorization
  q("E272", "margin-authorization", "what has to be in place before I can call FreeMarginQuery?", [CP("pre-requisitos"), CP("autorizacao-de-margem"), "createMarginAuthorization", "queryFreeMargin", ER("recusas-de-negocio"), CP("erros-comuns"), CP("sandbox"), SB("cpfs-de-teste")], ["com status Approved", "habilita a consulta de margem", "Exige autorizacao Approved", "sem autorizacao valida", "autorizacao nao Approved"]),
  q("E273", "margin-authorization", "a autorização tá Pending faz horas, ta faltando o q?", [CP("autorizacao-de-margem"), CP("fluxo"), "createMarginAuthorization"], ["confirmacao no canal", "confirma no canal"]),
  q("E274", "margin-authorization", "se eu nao informar contact na autorizaçao, onde o trabalhador confirma?", ["createMarginAuthorization", CP("autorizacao-de-margem")], "aplicativo oficial"),
  q("E275", "margin-authorization", "how do I list a worker's margin authorizations filtered by status?", ["listMarginAuthorizations", CP("fluxo"), AC("autorizacao-de-margem")], ["por CPF e status", "registrationNumber=...&status=", "lidos na listagem"]),
  q("E276", "margin-authorization", "autorização aparece Approved mas a FreeMarginQuery voltou 400 dizendo que não tem autorização válida", [CP("autorizacao-de-margem"), CP("erros-comuns"), "createMarginAuthorization"], ["mesmo que voce acredite", "vencida continua Approved", "autorizacao nao Approved (ou vencida)", "Nao ha status de expiracao"]),
  // Borrower (person) and settlement account
  q("E277", "borrower", "how do I find the personId of a borrower I registered earlier, by CPF?", ["listNaturalPersons"], "filtrando por CPF"),
  q("E278", "borrower", "conta poupança serve como conta de liquidação?", ["createBankAccount", "createCreditNote"], "Savings (poupanca)"),
  q("E279", "borrower", "bankCode da conta: mando o ISPB de 8 digitos?", ["createBankAccount", "createCreditNote"], "Codigo COMPE do banco"),
  q("E280", "borrower", "agencia vai com o digito junto no campo agency ou separado?", ["createBankAccount", "createCreditNote"], ["Agencia, sem digito", "Digito da agencia"]),
  q("E281", "borrower", "If I send newPersonAndAccount, do I still have to send bankAccountId?", ["createCreditNote", "updateCreditNote", F("fluxo"), CP("passo-4-criar-a-operacao"), F("criar-a-operacao")], ["Obrigatoria, salvo quando newPersonAndAccount", "alternativa a personId + bankAccountId", "ou newPersonAndAccount na criacao", "ou, no lugar dos dois, newPersonAndAccount"]),
  q("E282", "borrower", "which endpoints register the borrower and the payout account?", [CP("fluxo"), F("fluxo"), AC("paymentrevision"), "createNaturalPerson", "createBankAccount", "createCreditNote"], ["POST /v1/BankAccount", "Cadastra a pessoa fisica", "Cadastra a conta que recebe", "Cria tomador e conta na criacao da operacao"]),
  // Credit note (operation)
  q("E283", "credit-note", "o campo observations da operação serve pra quê, quem lê?", ["createCreditNote", "updateCreditNote"], "Nota livre para a mesa"),
  q("E284", "credit-note", "criei a operação e a resposta veio só com o id, cadê o resto?", [CP("passo-4-criar-a-operacao"), F("criar-a-operacao"), "createCreditNote"], ["so { id }", "sem ela, { id }", "returnValue=true devolve a operacao inteira"]),
  q("E285", "credit-note", "Should an FGTS credit note carry registryOfferCTPSRequestId?", [F("criar-a-operacao"), "createCreditNote", "updateCreditNote"], ["nem registryOfferCTPSRequestId", "so quando a operacao vem do leilao CTPS"]),
  q("E286", "credit-note", "PUT na operação é parcial ou tenho q mandar o corpo inteiro de novo?", ["updateCreditNote"], "atualizacao parcial"),
  q("E287", "credit-note", "criar a operação do consignado sem warranty já dá erro na criação?", ["createCreditNote", CP("passo-6-envio-para-aprovacao"), ER("recusas-de-negocio"), CP("erros-comuns"), CP("passo-4-criar-a-operacao")], ["necessaria para enviar a aprovacao", "Sem pelo menos um item de garantia", "sem item de garantia", "garantia é exigida só no envio"]),
  q("E288", "credit-note", "dá pra baixar a CCB antes de todo mundo assinar?", ["getCreditNoteCcb"], ["minuta", "X-Document-Kind: draft"]),
  q("E289", "credit-note", "where can I download the CET calculation worksheet for an operation?", ["getCreditNoteCetWorksheet"], ["Baixar a planilha de calculo do CET", "planilha de calculo do CET da operacao"]),
  // Calculation object: Price/SAC model
  q("E290", "price-sac", "a operação guarda o requestedAmount que eu mandei ou o valor calculado?", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "como foi enviado"),
  q("E291", "price-sac", "If I leave out calculateByValueType, what does requestedAmount stand for?", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "Gross (padrao), o valor contratado"),
  q("E292", "price-sac", "calculationType Irregular faz o q?", [CP("contagem-de-dias")], "primeiro periodo pro rata"),
  q("E293", "price-sac", "V252DiasUteis conta feriado de qual calendario?", [CP("contagem-de-dias")], "calendario nacional"),
  q("E294", "price-sac", "com dueDateOnBusinessDays o vencimento pula pro dia util; os juros do 1º periodo contam ate a data ajustada?", [CP("contagem-de-dias"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "antes de qualquer ajuste a dia util"),
  q("E295", "price-sac", "qual calculationType mando no produto SAC?", [CP("produtos"), CP("contagem-de-dias")], "V365DiasCorridos"),
  q("E296", "price-sac", "mandei amortizationType price no produto do SAC e voltou 400", [CP("produtos"), ER("status-http"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getProduct"], ["sac no produto SAC", "modelo de calculo diferente do produto", "Modelo de calculo do produto: price ou sac", "Modelo de cálculo que amortization.amortizationType deve repetir"]),
  // Collateral item (warranty[])
  q("E297", "warranty", "registry_EmployerName é o nome fantasia ou o nome oficial da empresa?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], "Razao social do empregador"),
  q("E298", "warranty", "What value goes in registry_OriginalMargin, the margin before or after this loan?", [CP("passo-5-garantia-e-documentos"), CP("passo-1-consulta-de-margem"), "createCreditNote", "updateCreditNoteWarranty"], ["margem livre encontrada na consulta", "freeMarginInCents / 100"]),
  q("E299", "warranty", "totalValue da garantia é o valor do emprestimo ou da parcela?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], "valor total garantido pela margem"),
  q("E300", "warranty", "registry_WarrantyFgtsRecissionPenaltyInCents posso mandar sem o HasWarranty?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], "So com registry_HasWarranty true"),
  q("E301", "warranty", "Does PUT /warranty append to the collateral items already there or replace them?", ["updateCreditNoteWarranty"], "substitui a lista de garantias"),
  q("E302", "warranty", "esse reforço de garantia FGTS do consignado é a mesma coisa que a antecipação FGTS?", [F("garantia-o-saldo-do-fgts")], ["e outra coisa: pertence ao consignado privado", "pertence ao consignado privado"]),
  // Upload item (uploads[])
  q("E303", "uploads", "o PUT de upload apaga os documentos que ja estavam na operação?", ["updateCreditNoteUploads"], "somados aos existentes"),
  q("E304", "uploads", "tentei anexar documento com a operação em Signatures e deu 409", ["updateCreditNoteUploads", AC("acoes-permitidas-por-status"), AC("warrantyrevision"), ER("status-http"), CP("erros-comuns"), CP("cancelar-excluir-restaurar"), ER("corpo-de-erro"), F("cancelar-excluir-restaurar")], ["Disapproved, Error, WarrantyRevision", "status atual"]),
  q("E305", "uploads", "If I upload the same PDF twice to /v1/File, do I get two different ids?", ["uploadFile"], ["devolve o mesmo arquivo", "idempotente pelo conteudo"]),
  q("E306", "uploads", "qual o nome da parte no multipart quando subo o arquivo?", ["uploadFile", F("termo-de-consentimento")], "parte file"),
  q("E307", "uploads", "da pra mandar .docx no POST /v1/File? quais formatos aceita", ["uploadFile", CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento")], ["PDF/JPEG/PNG", "PDF, JPEG ou PNG", "PDF (.pdf), JPEG"]),
  q("E308", "uploads", "se eu nao mandar displayName o que a mesa vê?", ["createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], "aparece so o nome do arquivo"),
  // Margin query and offers
  q("E309", "margin-query", "how do I get offers only for 24 and 36 installments?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], "Prazos a simular"),
  q("E310", "margin-query", "se eu nao mandar prodcutIds nas ofertas, quais produtos entram?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], "omitido = todos os produtos habilitados"),
  q("E311", "margin-query", "Which installment is checked against the free margin, the regular one or the last one?", [CP("parcela-das-ofertas"), "simulateOffers", CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty", "revalidateAuctionProposal"], ["contra a maior das duas", "a maior parcela da oferta", "A maior das duas é a que precisa caber na margem livre"]),
  q("E312", "margin-query", "a consulta de margem traz o salario bruto do trabalhador?", ["queryFreeMargin", "listFreeMarginQueries"], "grossSalaryInCents"),
  q("E313", "margin-query", "a FreeMarginQuery deu 400 porque o trabalhador não tem vínculo ativo, e agora?", [CP("sandbox"), SB("cpfs-de-teste"), CP("erros-comuns")], ["nao e elegivel", "sem vinculo ativo; volte ao passo de autorizacao"]),
  q("E314", "margin-query", "I want to reproduce an offer exactly with POST /v1/Amortization, what values do I plug in?", [CP("parcela-das-ofertas"), "simulateOffers"], ["requestedAmount = loanAmountInCents", "centavo a centavo"]),
  // Endpoints: first payment date, simulation path B, offer proposal, credit note
  q("E315", "endpoints", "o que define o dia de vencimento que o FirstPaymentDate devolve?", [CP("data-da-primeira-parcela"), "getFirstPaymentDate"], "dia de repasse"),
  q("E316", "endpoints", "How do I match Amortization/Batch results back to the items I sent?", ["simulateAmortizationBatch", CP("passo-2-caminho-b-amortizacao")], ["na ordem do pedido", "{ index, plan }", "no seu indice"]),
  q("E317", "endpoints", "updateStartDate=true no submitapproval faz o quê?", ["submitCreditNoteForApproval", CP("passo-6-envio-para-aprovacao"), F("envio-averbacao-e-liquidacao")], ["para o dia do envio", "reposiciona a data-base no envio"]),
  q("E318", "endpoints", "no contacts da proposta o numero de WhatsApp vai com +55?", [CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty"], "DDD + celular com 11 digitos"),
  q("E319", "endpoints", "hasWarrranty true na proposta, o que mais fica obrigatório?", [CP("passo-3-proposta"), "sendOfferProposalsWithWarranty"], ["fgtsBalanceInCents obrigatorio quando", "Obrigatorio quando hasWarranty e true"]),
  q("E320", "endpoints", "qual rota revalida a proposta quando o empregador abre o link do leilão?", [CP("passo-3-proposta"), "revalidateAuctionProposal"], ["/v1/AuctionCTPS/OfferProposals/{id}/simulation", "re-simula"]),
  // Authentication
  q("E321", "auth", "which endpoint issues the access token?", [AU("token"), CP("pre-requisitos"), F("pre-requisitos"), "issueToken"], ["POST /oauth/token", "OAuth 2.0 client credentials"]),
  q("E322", "auth", "o expire_in do token vem em minutos?", ["issueToken", AU("token")], ["validade em segundos", "expira em expires_in segundos"]),
  q("E323", "auth", "tenho que pedir um token novo a cada chamada?", [AU("token"), "issueToken"], ["guarde o token em cache", "peca outro ao receber 401"]),
  q("E324", "auth", "Fresh token, yet 403 when I read a borrower that another partner registered", [AU("401-e-403"), ER("status-http")], ["nao esta vinculado ao seu correspondente", "nao vinculado ao chamador"]),
  // Others (states, errors, personal data, typos)
  q("E325", "states", "da pra cancelar com a operação em Liquidaton?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["WaitLiquidation, PaymentRevision, Revision", "com a transferência em andamento (Liquidation, ManualLiquidation)", "com a transferência em andamento (Liquidation, ManualLiquidation)", "com a transferência em andamento (Liquidation, ManualLiquidation)"]),
  q("E326", "typos", "mandei indexer no obejto price e voltou 400, pq?", [CP("objeto-de-calculo-price-sac")], ["Nao envie neste modelo", "a API responde 400 nomeando o campo"]),
  q("E327", "errors", "upload de 12 MB voltou 413", [ER("corpo-de-erro"), "uploadFile", CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento"), "convencoes#nao-publicado"], ["Corpo grande demais", "ate 10 MiB", "10 MiB (10485760 bytes) por arquivo (POST /v1/File); acima, 413"]),
  q("E328", "personal-data", "na CCB em PDF o CPF do tomador aparece inteiro?", ["getCreditNoteCcb"], "CPF e conta mascarados"),
  // E329–E398: written blind to the search (2026-11-26, fourth session), development part
  // FGTS flow
  q("E329", "fgts-flow", "pra antecipar fgts tb preciso daquela autorização de margem do consignado?", [F("pre-requisitos")], ["nem autorizacao de margem"]),
  q("E330", "fgts-flow", "o termo de consentimento do fgts vence? tenho q reenviar todo ano?", [F("termo-de-consentimento")], ["nao vence por tempo"]),
  q("E331", "fgts-flow", "titular sem adesão ao saque-aniversário: o que ele mesmo tem que fazer pra operação andar?", [F("sandbox"), SB("cpfs-de-teste"), AC("warrantyrevision")], ["aderir ao saque-aniversario no aplicativo do FGTS", "adere no aplicativo do FGTS"]),
  q("E332", "fgts-flow", "como a esteira calcula o saldo antecipavel do titular?", [F("garantia-o-saldo-do-fgts"), F("contagem-de-dias")], ["valor presente dos saques", "desconta os saques pela mesma contagem"]),
  q("E333", "fgts-flow", "In which status does the registration at the FGTS body happen?", [F("envio-averbacao-e-liquidacao"), AC("transicoes-principais"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["Warranty (registro no orgao do FGTS", "FGTS: registro no orgao do FGTS", "averbacao da garantia (FGTS"]),
  q("E334", "fgts-flow", "cancelei a antecipação fgts, qdo posso recontratar pro mesmo titular?", [F("cancelar-excluir-restaurar"), ER("recusas-de-negocio"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["so depois de Canceled", "nao chegar a Canceled", "nova contratacao ja e possivel"]),
  // Calculation object: FGTS model
  q("E335", "fgts-object", "termInMonths 24 no fgts = quantos saques antecipados?", [F("produto"), F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["12 meses = um saque", "multiplo de 12 (um saque por ano)"]),
  q("E336", "fgts-object", "preciso chamar o FirstPaymentDate pra montar o objeto do fgts?", [F("objeto-de-calculo-fgts"), F("erros-e-diagnostico"), F("contagem-de-dias")], ["nao envie no FGTS", "campo do modelo Price/SAC num objeto FGTS", "primeiro mes do saque depois de startDate"]),
  q("E337", "fgts-object", "amortizationType FGTS em maisculo é aceito ou tem q ser minusculo?", [F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["fgts (comparado sem diferenciar maiusculas)"]),
  q("E338", "fgts-object", "FGTS plan: when does the first annual installment fall due?", [F("contagem-de-dias"), F("simulacao")], ["primeiro mes do saque depois de startDate", "no mes do saque-aniversario"]),
  q("E339", "fgts-object", "juros do fgts contam dias uteis ou corridos?", [F("contagem-de-dias"), F("simulacao"), F("produto")], ["dias corridos", "V360DiasCorridos"]),
  q("E340", "fgts-object", "no fgts dá pra simular pelo valor líquido, com calculateByValueType Liquid?", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["FGTS parte sempre do valor contratado", "nao envie no FGTS"]),
  // States and transitions
  q("E341", "states", "Can an operation sitting in ManualWarranty still be cancelled?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["MarginReserveApproval, ManualWarranty, WarrantyRevision", "aceito em qualquer outro status", "aceito em qualquer outro status", "aceito em qualquer outro status"]),
  q("E342", "states", "em quais status o submitapproval é aceito? dá pra reenviar uma Disapproved?", [AC("acoes-permitidas-por-status"), "submitCreditNoteForApproval"], ["submitapproval | Draft, Revision", "Só em Draft, Revision."]),
  q("E343", "states", "criei a operação fgts e ela ficou em Draft, não anda sozinha?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), AC("transicoes-principais")], ["envie para aprovacao (FGTS: confira o termo de consentimento)", "Draft → submitapproval"]),
  q("E344", "states", "qual a diferença entre SignaturesValidation e PartnerSignaturesValidation", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["assinaturas do parceiro em conferencia"]),
  q("E345", "states", "What does InstrumentApproval mean, do I have to do anything there?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["instrumento gerado e em conferencia"]),
  q("E346", "states", "restaurei uma operação excluída, ela volta pra Draft ou pro status de antes?", ["restoreCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["volta ao status que tinha", "desfaz: a operação volta ao status que tinha", "desfaz: a operação volta ao status que tinha"]),
  q("E347", "states", "operação ta parada em CreditAproval faz horas, tenho q fazer algo?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["Aguarde: analise de credito"]),
  q("E348", "states", "fgts voltou em WarrantyRevision por saldo insuficiente, posso só dar PUT baixando o requestedAmount?", [AC("warrantyrevision"), F("envio-averbacao-e-liquidacao"), F("sandbox"), SB("cpfs-de-teste"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), AC("acoes-permitidas-por-status"), "updateCreditNote"], ["cancele e recrie com um valor compativel", "cancele e recrie com valor compativel", "put /v1/creditnote/{id} | draft, revision, disapproved, error", "So em Draft, Revision, Disapproved, Error"]),
  q("E349", "states", "o cliente assinou, a operação já vai direto pra liquidação?", [AC("transicoes-principais"), CP("passos-7-e-8"), F("envio-averbacao-e-liquidacao"), SB("assinaturas")], ["SignaturesValidation ou PartnerSignaturesValidation", "Signatures → validacao", "segue para a validacao"]),
  q("E350", "states", "a operação tava em Signatures e foi pra Canceled sem eu cancelar nada", [AC("transicoes-principais"), SB("assinaturas"), "getCreditNoteSignUrl", CP("passos-7-e-8"), F("fluxo")], ["recusa a assinatura na pagina de assinatura", "a esteira cancela a operacao"]),
  q("E351", "states", "Is cancel allowed while the operation is still in Draft, or can I only delete it?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["cancel | Draft, ComplianceApproval", "aceito em qualquer outro status", "aceito em qualquer outro status", "aceito em qualquer outro status"]),
  q("E352", "states", "operaçao devolvida pra Revision, a reserva de margem fica presa?", [CP("passos-7-e-8")], ["liberam a reserva"]),
  // Routes, gaps in the endpoint description, versioning
  q("E353", "endpoints", "a listagem GET /v1/CreditNote volta em que envelope? tem total de paginas?", [CV("paginacao"), "listCreditNotes"], ["totalItems, totalPages"]),
  q("E354", "endpoints", "o que o POST cancel devolve no corpo?", ["cancelCreditNote"], ["a devolve, depois da acao"]),
  q("E355", "endpoints", "o DELETE da operação retorna o quê?", ["deleteCreditNote"], ["com deleted = true"]),
  q("E356", "endpoints", "What does the SignUrl response contain for each signer?", ["getCreditNoteSignUrl", SB("assinaturas")], ["signers, name, role, url", "signedAt e documentSha256"]),
  q("E357", "endpoints", "qual rota mostra os documentos que o titular já tem anexados?", ["getNaturalPerson", F("termo-de-consentimento"), "attachNaturalPersonUploads"], ["lista seus documentos", "lista os documentos da pessoa", "aparece em GET /v1/NaturalPerson/{id}"]),
  q("E358", "endpoints", "Is there an OpenAPI document for the credit API, and where?", [CV("regras-alem-da-especificacao"), "getOpenApiDocument", AU("este-servidor-de-documentacao")], ["/v1/openapi.json", "OpenAPI 3.1", "o OpenAPI inteiro em #openapi"]),
  q("E359", "endpoints", "tem rota de health check? o que ela responde se o banco cair?", ["getHealth"], ["503 com o mesmo corpo"]),
  q("E360", "service", "as rotas da api de credito tem prefixo de versão? qual?", [CP("introducao"), F("introducao"), CV("nao-publicado")], ["API de credito (/v1)", "As rotas levam o prefixo /v1"]),
  q("E361", "endpoints", "como baixo de volta o pdf do termo que subi pelo /v1/File?", [F("termo-de-consentimento"), "downloadFile"], ["GET /v1/File/{id} devolve o conteudo", "Devolve o conteudo (bytes)"]),
  // Documentation server
  q("E362", "docs-server", "qual ferramenta do mcp de docs lista os produtos publicados?", [AU("productid"), AU("este-servidor-de-documentacao")], ["docs_listar_modulos", "docs_listar_modulos (sem argumentos): Os módulos publicados"]),
  q("E363", "docs-server", "no MCP onde acho os opIds de cada passo do consignado?", [CP("fluxo"), AU("este-servidor-de-documentacao")], ["docs_contexto_modulo (parte fluxo)", "docs_contexto_modulo (modulo; opcionais: parte)"]),
  q("E364", "docs-server", "I put a real CPF in a docs tool argument and it got rejected, why?", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["sao recusados", "Nunca envie dados pessoais"]),
  q("E365", "docs-server", "o docs_montar_requisicao acusa campo de price num objeto fgts tb?", [F("objeto-de-calculo-fgts"), AU("este-servidor-de-documentacao")], ["aponta esses campos antes", "aponta campos de outro modelo de cálculo"]),
  // Personal data
  q("E366", "personal-data", "como mando exemplo pro servidor de docs sem colocar o cpf real do cliente?", [CV("dados-pessoais"), AU("este-servidor-de-documentacao")], ["marcadores como"]),
  q("E367", "personal-data", "cpf mascarado nos logs fica em que formato?", [CV("dados-pessoais")], [".456.789-"]),
  q("E368", "personal-data", "Does the SignUrl response expose the signer's full name?", ["getCreditNoteSignUrl"], ["nome mascarado", "Nome do signatário, mascarado"]),
  q("E369", "personal-data", "Can another partner download a document file I uploaded if they know its id?", ["downloadFile"], ["ao correspondente que o enviou"]),
  q("E370", "personal-data", "um erro 500 pode vazar stack trace ou dado pessoal?", [ER("corpo-de-erro"), CV("dados-pessoais")], ["nunca traz rastro de pilha", "mascarados em logs, mensagens de erro"]),
  // Events
  q("E371", "events", "o que vem no campo history da operação?", [AC("nao-ha-webhook"), "getCreditNote"], ["transicoes com autor, momento e motivo", "history: Transições em ordem cronológica"]),
  q("E372", "events", "Where can I read why the operation was sent back to WarrantyRevision?", [AC("warrantyrevision"), AC("nao-ha-webhook"), "getCreditNote"], ["ultimo item de history", "transicoes com autor, momento e motivo", "history[].reason: Motivo (revisão, reprovação, cancelamento, erro)"]),
  q("E373", "events", "o finalDate do filtro de operações é inclusivo?", ["listCreditNotes"], ["Fim da janela (UTC, inclusive)"]),
  q("E374", "events", "Will the announced push notifications carry personal data?", [AC("nao-ha-webhook"), CV("nao-publicado")], ["envelope sem dados pessoais"]),
  q("E375", "events", "minha varredura roda a cada minuto na carteira toda, tem problema?", [AC("padrao-de-varredura"), "listCreditNotes"], ["consomem limites sem ganho", "15 a 30 minutos"]),
  q("E376", "events", "no polling do fgts, qual campo confirma que o termo de consentimento tá na operação?", [AC("nao-ha-webhook"), F("termo-de-consentimento")], ["no FGTS confirma o termo de consentimento", "pelo uploads da operacao"]),
  // Errors
  q("E377", "errors", "voltou 409 com type already-exists", [ER("corpo-de-erro")], ["Registro ja existente"]),
  q("E378", "errors", "erro 502 upstream significa o quê?", [ER("corpo-de-erro")], ["Falha em servico externo"]),
  q("E379", "errors", "voltou 400 com type /problems/malformed-body, o que é isso?", [ER("corpo-de-erro")], ["Corpo da requisicao invalido"]),
  q("E380", "errors", "qual o type do problema qdo a ação não é permitida no status atual?", [ER("corpo-de-erro")], ["/problems/conflict-status"]),
  q("E381", "errors", "What content type do the API error responses use?", [ER("corpo-de-erro"), CP("erros-comuns")], ["application/problem+json"]),
  q("E382", "errors", "a mensagem do 400 fala qual era o valor esperado?", [ER("corpo-de-erro")], ["dizem o que era esperado"]),
  // Conventions
  q("E383", "conventions", "repeti a criação da proposta com a mesma Idempotency-Key e o mesmo body, o que volta?", [CV("idempotencia")], ["devolve a primeira resposta"]),
  // Limits
  q("E384", "limits", "saldo fgts acima de 20 mil, qual o percentual e a parcela adicional do saque?", [F("limites")], ["5% | R$ 2.900,00"]),
  q("E385", "limits", "no cálculo dos saques do fgts, o saldo do 2º ano é o mesmo do 1º?", [F("limites")], ["ja desconta o saque do ano anterior"]),
  q("E386", "limits", "onde consulto pela API os limites por saque do produto fgts?", ["listProducts", "getProduct", F("produto"), CP("produtos")], ["fgtsLimits, maxPledgedWithdrawals", "os limites por saque antecipado (centavos)", "o produto traz em fgtsLimits os limites", "fgtsLimits: FGTS: limites do Conselho Curador por saque antecipado"]),
  q("E387", "limits", "fgts com termInMonths 48 voltou 400", [F("produto"), F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["no maximo 3 saques (36 meses)", "12 a 36 meses"]),
  q("E388", "limits", "posso ter duas antecipações fgts do mesmo cpf ao mesmo tempo?", [F("limites"), F("envio-averbacao-e-liquidacao"), ER("recusas-de-negocio")], ["ja antecipa um dos mesmos anos", "so pode ser antecipado uma vez"]),
  // Sandbox
  q("E389", "sandbox", "cpf de teste pra simular averbação manual", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["90000007773"]),
  q("E390", "sandbox", "tem cpf no sandbox pra titular sem adesao ao saque aniverssario?", [F("sandbox"), SB("cpfs-de-teste")], ["90000005568"]),
  q("E391", "sandbox", "Which sandbox test worker has the birthday withdrawal in August?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["10000002739"]),
  q("E392", "sandbox", "o cpf 90000003352 do sandbox serve pra testar o quê?", [CP("sandbox"), SB("cpfs-de-teste")], ["margem livre de R$ 25,00", "Margem abaixo do pedido"]),
  q("E393", "sandbox", "os cpfs do sandbox sao de pessoas reais?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["nao sao de ninguem"]),
  q("E394", "sandbox", "no sandbox a autorizaçao do cpf 90000008826 ficou Refused, pq?", [CP("sandbox"), SB("cpfs-de-teste")], ["o registrador nao conhece o trabalhador", "CPF fora do registro de trabalhadores"]),
  q("E395", "sandbox", "o sandbox é outra api, com rotas diferentes?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["a mesma API"]),
  q("E396", "sandbox", "Sandbox CPF that sends the payout to manual liquidation?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["90000009121"]),
  // Typos
  q("E397", "typos", "digitei paymentMonht errado no objeto do fgts, a api ignora ou recusa?", [CV("corpos-e-campos")], ["campo desconhecido e recusado"]),
  q("E398", "typos", "pra onde vai a operaçao depois da averbaçao do fgts qdo da tudo certo?", [F("envio-averbacao-e-liquidacao"), AC("transicoes-principais")], ["InstrumentApproval", "Garantia confirmada → InstrumentApproval"]),
  // E399–E468: written blind to the search (2026-11-26, fourth session), development part: symptoms and situations across all sections
  // payroll-flow
q("E399", "payroll-flow", "how do I check the worker actually has an active job before I bother simulating the payroll loan?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin"], ["vinculo ativo e a margem livre", "Vinculo ativo e margem livre"]),
q("E400", "payroll-flow", "cadastrei tomador e conta, qual a proxima chamada do consignado antes da consulta de margem?", [CP("fluxo"), CP("autorizacao-de-margem"), "createMarginAuthorization"], ["/v1/RegistryEmployee/MarginAuthorization", "Approved habilita a consulta de margem"]),
q("E401", "payroll-flow", "no consignado a reserva da margem no empregador acontece antes ou depois das assinaturas?", [CP("passos-7-e-8"), AC("transicoes-principais")], ["reserva de margem no empregador"]),
q("E402", "payroll-flow", "qual a diferença entre o caminho A e o caminho B da simulação do consignado?", [CP("fluxo")], ["A, ofertas", "B, amortizacao"]),
q("E403", "payroll-flow", "cancelei o consignado mas a margem do trabalhador continua ocupada na consulta, é normal?", [CP("cancelar-excluir-restaurar"), "cancelCreditNote"], ["liberacao da margem faz parte do processamento", "Nao e instantaneo: libera a margem"]),
  // credit-note
q("E404", "credit-note", "a operação tá sendo criada pelo nosso app de parceiro, tem algum campo pra sinalizar isso?", ["createCreditNote", "updateCreditNote"], "criacao vem do canal do parceiro"),
  // fgts-flow
q("E405", "fgts-flow", "what's the productId for the FGTS anticipation product?", [F("produto"), F("criar-a-operacao")], "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d03"),
q("E406", "fgts-flow", "cancelaemnto da antecipação fgts não foi direto pra Canceled, ficou processando, pq?", [F("cancelar-excluir-restaurar"), "cancelCreditNote"], ["desfazer o registro no orgao do FGTS", "desfaz o registro no orgao do FGTS"]),
q("E407", "fgts-flow", "qual fileType eu uso pro termo de consentimento do fgts?", [F("pre-requisitos"), F("garantia-o-saldo-do-fgts"), F("termo-de-consentimento"), F("criar-a-operacao"), AC("warrantyrevision"), "createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["fileType = Authorization", "documento Authorization", "fileType Authorization", "\"fileType\": \"Authorization\"", "anexe um Authorization", "termo de consentimento (Authorization)", "Authorization: termo de autorizacao de margem ou termo de consentimento FGTS"]),
q("E408", "fgts-flow", "o cliente mandou foto do RG no lugar do termo de consentimento do fgts, o que acontece na averbação?", [F("envio-averbacao-e-liquidacao")], "termo ausente ou inadequado"),
  // states
q("E409", "states", "cliente diz que não recebeu o dinheiro e a operação tá em Liquidation desde ontem, faço algo?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], "transferencia em andamento"),
q("E410", "states", "op voltou em WarrantyRevision, o PUT /v1/CreditNote/{id}/warranty é aceito nesse status?", [AC("acoes-permitidas-por-status"), AC("warrantyrevision"), "updateCreditNoteWarranty"], "Draft, Revision, Disapproved, Error, WarrantyRevision"),
q("E411", "states", "o cliente desistiu depois que o dinheiro caiu e a operação tá Finished, consigo cancelar pela API?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["WaitLiquidation, PaymentRevision, Revision", "Recusado (409) numa operação encerrada (Finished, Canceled)", "O cancelamento é recusado (409) numa operação encerrada (Finished, Canceled)", "O cancelamento é recusado (409) numa operação encerrada (Finished, Canceled)"]),
q("E412", "typos", "qual a diferensa entre Revison e WarrantyRevison?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), AC("transicoes-principais")], ["Corrija os atributos por PUT e reenvie", "corrija por PUT e reenvie"]),
q("E413", "states", "qual a diferença entre cancelar e excluir uma operação?", [CP("cancelar-excluir-restaurar"), F("cancelar-excluir-restaurar"), "deleteCreditNote"], "exclusao logica"),
q("E414", "states", "ManualWarranty vs WarrantyRevision: which one needs me to do something?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["Corrija a garantia e chame doneWarrantyRevision", "a mesa trata a averbacao manualmente"]),
q("E415", "states", "a operação tá em Signatures faz 3 dias e o cliente não assinou, o que eu tenho que fazer?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), CP("passos-7-e-8"), "getCreditNoteSignUrl"], ["Obtenha as URLs em SignUrl", "busque as URLs em GET /v1/CreditNote/{id}/SignUrl e entregue a cada signatário", "Endereço de assinatura no provedor; entregue ao signatário"]),
  // errors
q("E416", "errors", "voltou 409 com type /problems/document-changed, o que quer dizer?", [ER("corpo-de-erro")], "Documento alterado"),
q("E417", "errors", "qual a diferença entre 400 e 409 nessa api?", [ER("status-http"), ER("corpo-de-erro"), CP("erros-comuns")], ["Acao invalida para o status atual", "Validacao do contrato ou regra de negocio", "Acao nao permitida no status atual"]),
q("E418", "errors", "mandei um productId que copiei errado e voltou 404, é isso mesmo?", [ER("status-http")], "produto inexistente"),
q("E419", "errors", "deu 409 ao anexar de novo o termo na pessoa pelo NaturalPerson uploads", ["attachNaturalPersonUploads", F("termo-de-consentimento")], ["mesmo tipo e nome de arquivo", "mesmo tipo e nome, ou mesmo conteudo"]),
q("E420", "errors", "erro 400 com type /problems/business-rule significa o q?", [ER("corpo-de-erro")], "Regra de negocio nao atendida"),
  // limits
q("E421", "limits", "o iofAmountInCents da oferta veio 4523, isso é R$ 45,23 ou 4.523 reais?", [CV("valores-em-dinheiro"), "revalidateAuctionProposal"], ["todo campo terminado em InCents", "offer.iofAmountInCents: IOF em centavos"]),
q("E422", "limits", "saldo do fgts de 8 mil, de quanto fica o saque-aniversário?", [F("limites")], "20% | R$ 650,00"),
q("E423", "limits", "fgts 24 meses com requestedAmount 300000 voltou 400 em amortization.requestedAmount, qual a regra?", [F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], "parcela anual entre R$ 100,00 e R$ 500,00"),
q("E424", "limits", "onde eu vejo pela api a faixa de taxa e de prazo do meu produto?", ["listProducts", "getProduct", CP("produtos"), F("produto"), CV("nao-publicado")], ["faixas de taxa mensal", "publicadas por produto em GET /v1/Product"]),
q("E425", "price-sac", "calculaton type V365DiasCorridos usa taxa anual ou mensal pra contar os dias?", [CP("contagem-de-dias")], "(1 + taxa anual)^(dc/365)"),
  // borrower
q("E426", "borrower", "CEP do tomador vai com traço ou só numero?", ["createNaturalPerson", "createCreditNote"], "CEP, 8 digitos"),
q("E427", "borrower", "listei as contas do tomador, em que ordem elas vem?", ["listBankAccounts"], "mais recentes primeiro"),
  // sandbox
q("E428", "sandbox", "no sandbox com o cpf 90000001147 a consulta de margem deu 400, era pra acontecer isso?", [CP("sandbox"), SB("cpfs-de-teste")], ["o trabalhador recusa no canal de confirmacao", "Autorizacao de margem recusada"]),
q("E429", "sandbox", "qual o saldo de fgts do trabalhador de teste 10000003549?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], "saldo FGTS R$ 45.000,00"),
q("E430", "sandbox", "sandbox CPF 90000004405, how much FGTS balance does it have?", [F("sandbox"), SB("cpfs-de-teste")], "saldo de R$ 50,00"),
q("E431", "sandbox", "quanto de margem livre tem o cpf de teste 10000002739?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], "margem livre R$ 960,00"),
  // auth
q("E432", "auth", "qual a diferença entre 401 e 403 aqui?", [AU("401-e-403"), ER("status-http")], ["Token ausente, expirado ou invalido", "nao esta vinculado ao seu correspondente", "tomador/titular nao vinculado"]),
q("E433", "auth", "are the borrowers I register tied to my API client or to the correspondent?", [AU("401-e-403"), "createNaturalPerson", "createCreditNote"], ["Cada cliente da API pertence a um correspondente", "vincula ao correspondente do cliente da API", "vinculado ao correspondente do cliente da API"]),
q("E434", "auth", "preciso de token pra baixar o openapi.json?", ["getOpenApiDocument"], "Publico"),
q("E435", "auth", "does the token endpoint give me a refresh_token?", [AU("token"), "issueToken"], "peca outro ao receber 401"),
  // events
q("E436", "events", "como filtro no GET /v1/CreditNote só as operações de um tomador?", ["listCreditNotes"], "Filtra pelas operacoes de um tomador"),
q("E437", "events", "qual status me diz que o dinheiro caiu e o contrato tá valendo?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], "Contrato ativo; nada a fazer"),
q("E438", "events", "my scanner saw an op go from CreditApproval straight to Signatures, did I lose events?", [AC("padrao-de-varredura")], "devolve o estado atual, nao o caminho"),
q("E439", "events", "can I pass several statuses at once to GET /v1/CreditNote?", ["listCreditNotes"], "Filtra por um status"),
q("E440", "events", "no polling do fgts, onde confirmo o mês do saque que a operação usou?", [AC("nao-ha-webhook")], "no FGTS tambem o mes do saque"),
  // uploads
q("E441", "uploads", "subi o pdf no /v1/File e recebi um id, como ligo esse arquivo na operação?", [CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento"), "uploadFile", "createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["o id devolvido por POST /v1/File", "com fileId", "informe o id devolvido como fileId"]),
q("E442", "typos", "dcoumentDate do upload é obrigatorio? vai em que formato?", ["createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads", CP("passo-5-garantia-e-documentos")], ["Data do documento (UTC)", "opcionais: displayName, documentDate e fileId"]),
q("E443", "uploads", "comprovante de residência entra em qual fileType?", [CP("passo-5-garantia-e-documentos"), "createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["instrumento ja assinado; Others", "ou Others"]),
q("E444", "uploads", "no upload do arquivo não mandei a parte fileName, qual nome fica?", ["uploadFile"], "sem ele vale o nome da parte file"),
q("E445", "uploads", "how can I verify the file I uploaded wasn't corrupted, is there a hash somewhere?", ["uploadFile", "downloadFile"], ["tamanho e SHA-256", "ETag = SHA-256", "sha256: SHA-256 do conteúdo, 64 dígitos hexadecimais minúsculos"]),
  // warranty
q("E446", "typos", "registry_WarrantyFgtsBalanceInCets vai em reais ou centavos?", [CP("passo-5-garantia-e-documentos"), CV("valores-em-dinheiro"), "createCreditNote", "updateCreditNoteWarranty"], ["Saldo FGTS oferecido como reforco, em centavos", "todo campo terminado em InCents"]),
q("E447", "warranty", "registry_EmployeeAdmissionDate vai só a data ou com hora?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", "queryFreeMargin"], ["Data de admissao (UTC)", "Data de admissão (UTC); vai para registry_EmployeeAdmissionDate", "data-hora UTC (YYYY-MM-DDTHH:MM:SSZ) | sim | Data de admissão"]),
q("E448", "warranty", "registry_EmployerRegistrationCode vs registry_EmployerRegistrationNumber, what's the difference?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["Codigo do empregador no registro", "CNPJ do empregador, sem mascara"]),
q("E449", "warranty", "endorsement bounced the payroll loan because the installment is above the margin, how do I fix the collateral?", [AC("warrantyrevision"), CP("passos-7-e-8"), CP("sandbox"), SB("cpfs-de-teste"), AC("status-da-operacao"), CP("status-e-o-que-fazer")], ["valores da consulta de margem atual", "Simule um valor menor", "corrija a garantia e chame"]),
  // margin
q("E450", "margin-authorization", "na autorização de margem tenho que mandar o CNPJ do empregador?", ["createMarginAuthorization", CP("autorizacao-de-margem")], ["CNPJ do empregador, quando conhecido", "O CNPJ do empregador (`employerRegistrationNumber`) vai quando conhecido"]),
q("E451", "margin-query", "posso mandar personId e registrationNumber juntos na consulta de margem?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin"], ["nunca os dois", "Informe personId ou registrationNumber"]),
q("E452", "margin-query", "POST vs GET on FreeMarginQuery, what's the difference?", [CP("passo-1-consulta-de-margem"), "listFreeMarginQueries"], ["lista as consultas ja feitas", "Consultas ja feitas para o tomador"]),
q("E453", "margin-authorization", "autorizaçao de margem ficou recuzada, da pra fazer outra pro mesmo cpf?", [CP("sandbox"), SB("cpfs-de-teste")], "registre uma nova autorizacao"),
  // offers and proposals
q("E454", "typos", "como simulo as oferats com a menor taxa do produto?", [CP("passo-2-caminho-a-ofertas"), CP("taxa-das-ofertas"), "simulateOffers"], ["MinimumRate", "Extremo da faixa de taxa do produto"]),
q("E455", "margin-query", "a oferta veio 23x 528,71 e 1x 528,74, o que eu mostro pro cliente no app?", [CP("parcela-das-ofertas")], ["Mostre ao tomador as duas", "nunca a maior como parcela"]),
q("E456", "margin-query", "nas ofertas eu preciso mandar a data do primeiro vencimento?", [CP("parcela-das-ofertas"), "simulateOffers", CP("data-da-primeira-parcela")], ["O que a oferta escolhe por voce", "cada oferta já traz startDate e firstPaymentDate"]),
q("E457", "endpoints", "qual a diferença entre OfferProposals e OfferProposalsWarranty?", [CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty"], ["sem reforco de garantia FGTS", "aceita o bloco warranty"]),
q("E458", "endpoints", "loanAmountInCents vs releasedAmountInCents in the proposal, which is which?", [CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty"], ["Valor bruto em centavos", "Valor liquido liberado em centavos"]),
q("E459", "endpoints", "os valores da proposta pro empregador vão em reais ou centavos?", [CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty"], ["Valores em centavos, taxas em %", "Valor bruto em centavos"]),
  // docs-server
q("E460", "docs-server", "the docs MCP tool refused my call because I put our client_secret in the arguments, why?", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["client_secret, senhas", "eles sao recusados", "tokens ou chaves a este servidor"]),
q("E461", "docs-server", "vou colar um exemplo no servidor de docs, o que ponho no lugar do access token?", [AU("este-servidor-de-documentacao"), "convencoes#dados-pessoais"], ["{{accessToken}}", "tokens ou chaves a este servidor de documentação: use marcadores"]),
  // personal-data
q("E462", "personal-data", "posso gravar nos logs da minha aplicação a conta bancária inteira do cliente?", [CV("dados-pessoais")], "mascarados em logs"),
q("E463", "personal-data", "o GET da conta de liquidação devolve o CPF do titular?", ["getBankAccount"], "com o CPF do titular"),
q("E464", "personal-data", "vou mandar pro suporte o body que deu erro, tiro o cpf do cliente antes?", [F("erros-e-diagnostico"), ER("ordem-de-diagnostico")], "dados pessoais mascarados"),
q("E465", "personal-data", "a página de certificado da CCB assinada mostra o IP do signatário?", ["getCreditNoteCcb"], "rede de origem"),
  // endpoints
q("E466", "endpoints", "a planilha do CET mostra as taxas com quantas casas decimais?", ["getCreditNoteCetWorksheet"], "com duas casas"),
q("E467", "endpoints", "como o cliente confere se a CCB que recebeu é autêntica?", ["getCreditNoteCcb"], "pagina publica /verificar"),
q("E468", "endpoints", "if I download the signed CCB twice, can the bytes differ?", ["getCreditNoteCcb"], ["seus bytes nao mudam mais", "ETag estavel"]),
  // E469–E503: written blind to the search (2026-11-26, fourth session) for the held-out part
  // service
q("E469", "service", "quem coleta as assinaturas do contrato, é a propria API?", [CP("passos-7-e-8"), SB("assinaturas"), "getCreditNoteSignUrl"], ["a coleta acontece no provedor de assinatura", "coleta ocorre no provedor", "URLs do provedor de assinatura"]),
  // payroll-flow
q("E470", "payroll-flow", "acabei de registrar a autorização de margem do trabalhador, ela ja sai aprovada?", [CP("fluxo"), CP("autorizacao-de-margem"), "createMarginAuthorization"], ["Nasce Pending", "status Pending", "aguardando confirmação no canal"]),
  // fgts-flow
q("E471", "fgts-flow", "qual fileType uso pro termo de consentimento do fgts? Others?", [F("pre-requisitos"), F("garantia-o-saldo-do-fgts"), F("termo-de-consentimento"), F("criar-a-operacao"), AC("warrantyrevision"), "createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["fileType = Authorization", "documento Authorization", "\"fileType\": \"Authorization\"", "anexe um Authorization", "termo de consentimento FGTS; SignedContract", "termo de consentimento FGTS (fileType Authorization)"]),
  // conventions
q("E472", "conventions", "mandei requestedAmount 1500 achando q era R$ 1.500 e a simulação saiu com um valor minusculo", [CV("valores-em-dinheiro"), CP("objeto-de-calculo-price-sac"), CP("valor-de-partida"), CP("passo-4-criar-a-operacao"), F("objeto-de-calculo-fgts"), F("erros-e-diagnostico"), ER("ordem-de-diagnostico"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getAmortization", "getCreditNote"], ["150000 = R$ 1.500,00", "requestedAmount (centavos)", "requestedAmount em centavos", "requestedAmount: Valor contratado em centavos"]),
q("E473", "conventions", "since when does the API take the new alphanumeric CNPJ for the employer?", [CV("identificadores-e-documentos")], ["emitido desde julho de 2026", "IN RFB 2.229/2024"]),
  // margin-authorization
q("E474", "margin-authorization", "autorização de margem ficou Refused, da pra reaproveitar ou tenho que registrar outra?", [SB("cpfs-de-teste"), CP("sandbox"), "createMarginAuthorization"], ["registre uma nova autorização", "Refused encerra"]),
  // borrower
q("E475", "borrower", "what format does the borrower's phone number take when registering the person?", ["createNaturalPerson", "createCreditNote"], ["DDD + 11 dígitos, só números"]),
q("E476", "borrower", "conta de pagamento (tipo carteira digital) serve como conta de liquidação? qual accountType?", ["createBankAccount", "createCreditNote"], ["Payment (pagamento)"]),
  // credit-note
q("E477", "credit-note", "isPartnerChannelCreation quando eu marco true?", ["createCreditNote", "updateCreditNote"], ["true quando a criação vem do canal do parceiro"]),
  // price-sac
q("E478", "price-sac", "simulei com Liquid, onde vejo no plano o valor que de fato cai pro tomador?", [CP("valor-de-partida"), "getAmortization", "getCreditNote"], ["em liquidAmountInCents os 150000 liberados", "liquidAmountInCents", "liquidAmountInCents: Valor liberado ao tomador, em centavos"]),
q("E479", "price-sac", "Does V252DiasUteis compound the annual rate or the monthly one?", [CP("contagem-de-dias")], ["(1 + taxa anual)^(du/252)"]),
  // fgts-object
q("E480", "fgts-object", "includePaymentFixedCosts vale no objeto do fgts ou é só do price?", [F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["true embute os custos fixos na parcela"]),
  // warranty
q("E481", "warranty", "consignado novo, sem refin: qual warrantyType vai na garantia?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["RegistryEmployee para empréstimo novo"]),
  // uploads
q("E482", "uploads", "o fileId do item de uploads é o quê, de onde eu tiro?", [CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento"), "uploadFile", "createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["o id devolvido por POST /v1/File", "id (o fileId dos uploads)", "informe o id devolvido como fileId"]),
q("E483", "uploads", "What does POST /v1/File give back after I upload a document?", ["uploadFile"], ["id (o fileId dos uploads), nome, tipo reconhecido, tamanho e SHA-256"]),
q("E484", "uploads", "subi o arquivo sem a parte fileName no multipart, com que nome ele fica?", ["uploadFile"], ["vale o nome da parte file"]),
q("E485", "uploads", "anexei o termo fgts no tomador de novo (mesmo arquivo) e voltou 409", [F("termo-de-consentimento"), "attachNaturalPersonUploads"], ["recusado com 409"]),
  // margin-query
q("E486", "margin-query", "posso mandar personId e registrationNumber juntos na FreeMarginQuerry?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin"], ["nunca os dois", "Informe personId ou registrationNumber"]),
q("E487", "margin-query", "Do the offers tell me which start date and first due date they were calculated with?", [CP("passo-2-caminho-a-ofertas"), CP("parcela-das-ofertas"), "simulateOffers", CP("data-da-primeira-parcela")], ["as datas do cálculo (startDate e firstPaymentDate)", "startDate e firstPaymentDate da própria oferta", "cada oferta já traz startDate e firstPaymentDate"]),
  // states
q("E488", "states", "dá pra fazer PUT na garantia com a operação em WarantyRevision?", [AC("acoes-permitidas-por-status"), AC("warrantyrevision"), "updateCreditNoteWarranty"], ["Draft, Revision, Disapproved, Error, WarrantyRevision"]),
q("E489", "states", "operação Cancelled pode ser excluida?", [CP("cancelar-excluir-restaurar"), AC("acoes-permitidas-por-status"), "deleteCreditNote", F("cancelar-excluir-restaurar")], ["Draft, Revision, Disapproved, Canceled"]),
q("E490", "states", "ta parada em ComplianceApproval faz um tempao, tenho q fazer alguma coisa?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["Aguarde: análise de compliance"]),
  // endpoints
q("E491", "endpoints", "GET /v1/CreditNote da pra filtrar só as operações de um tomador?", ["listCreditNotes"], ["Filtra pelas operações de um tomador"]),
q("E492", "endpoints", "Does the amortization simulation response include the issuance cost?", [CP("passo-2-caminho-b-amortizacao"), "simulateAmortization"], ["CET, IOF e custo de emissão", "issuanceCostInCents"]),
q("E493", "endpoints", "what outcomes can the CTPS auction revalidation return?", [CP("passo-3-proposta"), "revalidateAuctionProposal"], ["Valid, Expired ou InsufficientMargin", "outcome: Resultado da revalidação: Valid, Expired (passou de expirationDate) ou InsufficientMargin"]),
  // auth
q("E494", "auth", "preciso de token pra baixar o documento openapi da api?", ["getOpenApiDocument"], ["gerado de lib/contract. Público"]),
  // events
q("E495", "events", "in the FGTS polling, which field confirms the borrower's birthday-withdrawal month?", [AC("nao-ha-webhook")], ["no FGTS também o mês do saque"]),
q("E496", "events", "a janela initialDate/finalDate da varredura é no horario de brasilia ou utc?", [AC("padrao-de-varredura"), "listCreditNotes"], ["(UTC, sobre a criação)", "(UTC, inclusive)"]),
  // errors
q("E497", "errors", "voltou 400 com type /problems/business-rule, qual a diferença pro /problems/validation?", [ER("corpo-de-erro")], ["Regra de negócio não atendida"]),
  // limits
q("E498", "limits", "titular com saldo de R$ 800 no fgts, quanto ele pode sacar por ano?", [F("limites")], ["de R$ 500,01 a R$ 1.000,00"]),
q("E499", "limits", "o produto SAC do consignado aceita 96 parcelas?", [CP("produtos")], ["12 a 84 parcelas"]),
  // sandbox
q("E500", "sandbox", "qual cpf de teste faz a operação cair em ManualLiquidation?", [SB("cpfs-de-teste"), CP("sandbox"), F("sandbox")], ["90000009121"]),
  // docs-server
q("E501", "docs-server", "How should I put the access token in a request example I send to the docs server?", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["{{accessToken}}", "use marcadores como"]),
  // personal-data
q("E502", "personal-data", "os cpfs do sandbox sao de gente de verdade? posso usar em print?", [SB("cpfs-de-teste"), CP("sandbox"), F("sandbox")], ["não são de ninguém"]),
  // typos
q("E503", "typos", "numberOfIntrestPayments aceita valor negativo?", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["inteiro ≥ 0"]),
  // E504–E573: written blind to the search (2026-11-26, fourth session), development part: situations and symptoms
  // payroll-flow
q("E504", "payroll-flow", "o contrato do consignado ficou Finished, a partir de quando o desconto começa a sair no contracheque do cliente?", [CP("passos-7-e-8"), "consignado-privado#passo-5-garantia-e-documentos"], ["descontadas em folha", "mês do primeiro desconto em folha, isto é, o mês de `firstPaymentDate`"]),
q("E505", "payroll-flow", "averbou a operação de ontem e hoje a consulta de margem do mesmo cliente veio bem menor, é bug?", [CP("passos-7-e-8")], ["vem com ela descontada"]),
q("E506", "payroll-flow", "simulei pelo caminho B uma parcela maior que a margem do cliente e a API devolveu o plano normal, vai passar na averbação?", [CP("passo-2-caminho-b-amortizacao"), CP("passos-7-e-8"), AC("warrantyrevision"), CP("sandbox"), SB("cpfs-de-teste")], ["ainda precisa caber na margem", "parcela acima da margem"]),
q("E507", "payroll-flow", "a proposta passou da data de validade, o empregador ainda consegue aceitar?", [CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty"], ["o empregador nao pode aceitar"]),
  // fgts-flow
q("E508", "fgts-flow", "titular tem R$ 12.000 de saldo no FGTS, quanto sai de saque-aniversário pra ele?", [F("limites")], ["15% | R$ 1.150,00"]),
q("E509", "fgts-flow", "operação fgts voltou em WarrantyRevision porque o saldo não cobre o valor, o que eu faço?", [AC("warrantyrevision"), F("envio-averbacao-e-liquidacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), F("sandbox"), SB("cpfs-de-teste")], ["recrie com um valor compativel", "recrie com valor compativel"]),
q("E510", "fgts-flow", "termInMonths 18 no fgts passa?", [F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getProduct"], ["multiplo de 12", "termInMonths (FGTS, meses, múltiplo de 12)"]),
q("E511", "fgts-flow", "The FGTS consent term is already attached to the borrower. Do I have to attach it again to every FGTS credit note?", ["attachNaturalPersonUploads", F("termo-de-consentimento")], ["vale para as operacoes FGTS do titular", "sem anexar de novo em cada uma"]),
q("E512", "fgts-flow", "FGTS: where can I check that the consent term really made it into the dossier before submitting?", [F("termo-de-consentimento"), "getNaturalPerson", AC("nao-ha-webhook"), "attachNaturalPersonUploads"], ["GET /v1/NaturalPerson/{id}", "conferir o termo de consentimento", "confirma o termo de consentimento"]),
q("E513", "fgts-flow", "o cliente tem duas antecipações fgts e o envio da segunda deu 400, pq?", [F("limites"), F("envio-averbacao-e-liquidacao"), ER("recusas-de-negocio"), F("erros-e-diagnostico"), ER("status-http")], ["ja antecipa um dos mesmos anos", "limite anual"]),
  // states
q("E514", "states", "a operação tá parada em PartnerSignaturesValidation desde ontem, tenho que fazer algo?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["assinaturas do parceiro em conferencia"]),
q("E515", "states", "posso apagar da lista uma operação que já está cancelda?", [AC("acoes-permitidas-por-status"), CP("cancelar-excluir-restaurar"), "deleteCreditNote", F("cancelar-excluir-restaurar")], ["Draft, Revision, Disapproved, Canceled"]),
q("E516", "states", "mandei pra aprovação e percebi que errei o prazo, ainda consigo mudar?", [CP("passo-6-envio-para-aprovacao"), AC("acoes-permitidas-por-status"), "submitCreditNoteForApproval", F("envio-averbacao-e-liquidacao")], ["deixa de ser editavel", "nenhuma alteracao ate o fim da analise"]),
q("E517", "states", "I restored a credit note I had deleted by mistake. Which status does it come back in?", ["restoreCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["volta ao status que tinha", "desfaz: a operação volta ao status que tinha", "desfaz: a operação volta ao status que tinha"]),
q("E518", "states", "chamei doneWarrantyRevison com a operação ainda em Draft e deu 409", [AC("warrantyrevision"), AC("acoes-permitidas-por-status"), ER("status-http"), "consignado-privado#erros-comuns"], ["409 nos demais", "doneWarrantyRevision | WarrantyRevision", "acao invalida para o status atual", "409: ação não permitida no status atual"]),
q("E519", "states", "o cliente recusou assinar na página de assinatura, o que acontece com a operação?", [AC("transicoes-principais"), SB("assinaturas"), "getCreditNoteSignUrl", CP("passos-7-e-8"), F("fluxo")], ["Canceled na etapa seguinte", "a esteira cancela a operacao"]),
q("E520", "states", "a operação tá em ManualLiquidation e o cliente desistiu, consigo cancelar?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["WaitLiquidation, PaymentRevision, Revision", "com a transferência em andamento (Liquidation, ManualLiquidation)", "com a transferência em andamento (Liquidation, ManualLiquidation)", "com a transferência em andamento (Liquidation, ManualLiquidation)"]),
q("E521", "states", "ta em WaitLiquidaton faz 1h, é normal?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["na fila de pagamento"]),
  // events
q("E522", "events", "Our polling job scans every status, including Finished and Canceled. Is that necessary?", [AC("padrao-de-varredura"), "listCreditNotes"], ["so nos status em que voce tem operacoes abertas", "so os status com operacoes abertas"]),
q("E523", "events", "operação FGTS está há 2 dias em Warranty, abro chamado?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), AC("padrao-de-varredura"), F("envio-averbacao-e-liquidacao"), F("fluxo")], ["janela de manutencao do orgao"]),
q("E524", "events", "Our monitoring fires an alert whenever an operation is in Warranty. Is that the right approach?", [AC("padrao-de-varredura"), F("status-e-o-que-fazer")], ["por tempo em status"]),
q("E525", "events", "o parceiro quer cadastrar uma url de callback pra ser avisado quando liquidar, onde faz isso?", [AC("nao-ha-webhook"), CP("status-e-o-que-fazer"), "getCreditNote", CV("nao-publicado")], ["nao tem rota para registrar URL de retorno", "acompanhe por consulta", "nao ha webhook"]),
q("E526", "events", "a operação tá aberta na tela do operador, posso consultar ela mais vezes que a varredura normal?", [AC("padrao-de-varredura")], ["pode ser consultada com mais frequencia"]),
q("E527", "events", "como eu fico sabendo que o trabalhador confirmou a autorização de margem? tem evento?", [AC("autorizacao-de-margem"), "listMarginAuthorizations", CP("fluxo")], ["lidos na listagem", "assim que se acompanham seus eventos", "Acompanhe por GET /v1/RegistryEmployee/MarginAuthorization"]),
  // errors
q("E528", "errors", "What does a 415 response from this API mean?", [ER("corpo-de-erro")], ["tipo de conteudo nao suportado"]),
q("E529", "errors", "veio 400 com type business-rule, é diferente do validation?", [ER("corpo-de-erro"), ER("status-http")], ["regra de negocio nao atendida", "validacao do contrato ou regra de negocio"]),
q("E530", "errors", "deu 400 mas não sei qual campo, onde vem isso na resposta?", [ER("corpo-de-erro")], ["errors: [{ field, message }]", "caminho JSON de cada campo"]),
q("E531", "errors", "vou abrir chamado com o suporte, o que eu preciso mandar junto?", [ER("ordem-de-diagnostico"), F("erros-e-diagnostico")], ["a hora da chamada e o corpo enviado"]),
q("E532", "errors", "deu 400 no submitaproval do consignado mas a operaçao tava completa", [CP("passo-6-envio-para-aprovacao"), CP("erros-comuns"), ER("recusas-de-negocio"), "createCreditNote", CP("passo-4-criar-a-operacao")], ["sem item de garantia", "sem pelo menos um item de garantia", "necessaria para enviar a aprovacao", "garantia é exigida só no envio"]),
q("E533", "errors", "a mensagem do 400 diz que termInMonths pertence ao modelo FGTS, mas eu to fazendo consignado", [CP("erros-comuns"), CP("objeto-de-calculo-price-sac"), ER("corpo-de-erro")], ["Use numberOfPayments", "em vez de numberOfPayments", "nao envie no modelo price/sac"]),
  // auth
q("E534", "auth", "Can I send client_id and client_secret as form data instead of JSON when requesting a token?", [AU("token"), "issueToken"], ["corpo JSON ou formulario", "Corpo em JSON ou formulario"]),
q("E535", "auth", "grant_type é obrigatório no /oauth/token?", [AU("token"), "issueToken"], ["client_credentials, opcional", "pode ser omitido"]),
q("E536", "auth", "o assistente do servidor de docs pediu meu client_secret pra montar o exemplo, eu mando?", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["nao recebe credenciais", "nunca envie dados pessoais, tokens ou chaves"]),
  // sandbox
q("E537", "sandbox", "Which sandbox CPF makes the payout transfer fail?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["90000006610"]),
q("E538", "sandbox", "testei com o cpf 90000007773 e a operação ficou em ManualWarranty, e agora?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["aguarde o contato da mesa", "aguarde a mesa de credito", "a mesa trata a averbacao manualmente"]),
q("E539", "sandbox", "como eu faço uma operação do sandbox ir pra Revision pra testar?", [SB("mesa-de-credito")], ["operador com papel de mesa"]),
q("E540", "sandbox", "Which sandbox CPF has a tiny free margin so I can test the margin-exceeded path?", [CP("sandbox"), SB("cpfs-de-teste")], ["90000003352"]),
q("E541", "sandbox", "no sandbox eu tenho que empurrar a esteira na mão depois do submitapproval?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["anda sozinha depois do envio"]),
  // uploads
q("E542", "uploads", "o parceiro tentou subir o termo em .docx e foi recusado", ["uploadFile", CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento")], ["PDF (.pdf), JPEG", "PDF/JPEG/PNG", "PDF, JPEG ou PNG"]),
q("E543", "uploads", "renomearam um PNG pra .pdf e o POST /v1/File recusou, pq?", ["uploadFile"], ["se divergirem do conteudo"]),
q("E544", "uploads", "How do I link a file I uploaded through /v1/File to a credit note?", [CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento"), "uploadFile", "updateCreditNoteUploads", "createCreditNote", "createNaturalPerson", "attachNaturalPersonUploads"], ["com fileId", "como fileId no item", "o id devolvido por POST /v1/File"]),
q("E545", "uploads", "qual fileType uso pro contrato que o cliente já assinou por fora?", [CP("passo-5-garantia-e-documentos"), "attachNaturalPersonUploads", "updateCreditNoteUploads", "createNaturalPerson", "createCreditNote"], ["SignedContract (instrumento ja assinado)", "SignedContract: instrumento ja assinado"]),
q("E546", "uploads", "mandei o SignedContract com a operação ainda em Draft, ele é usado na hora das assinaturas?", [CP("passo-5-garantia-e-documentos"), F("criar-a-operacao"), "getCreditNoteSignUrl"], ["reaproveitado na etapa de assinaturas", "direto a PartnerSignaturesValidation, sem coleta de assinaturas", "Lista vazia quando um SignedContract enviado em Draft dispensou a coleta"]),
q("E547", "uploads", "o PUT /upload aceita com a operaçao em WarrantyRevison?", [AC("acoes-permitidas-por-status"), AC("warrantyrevision"), "updateCreditNoteUploads"], ["Draft, Revision, Disapproved, Error, WarrantyRevision"]),
  // warranty
q("E548", "warranty", "o totalValue pode ir com 3 casas decimais tipo 1500.555?", [CV("valores-em-dinheiro"), CP("erros-comuns")], ["no maximo 2 casas", "mais de 2 casas decimais"]),
q("E549", "warranty", "The endorsement sent the operation back saying the employer doesn't match the active employment. What do I fix?", [CP("passos-7-e-8"), AC("warrantyrevision"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), "acompanhamento#transicoes-principais"], ["valores da consulta de margem atual", "corrija a garantia", "Corrija e chame `doneWarrantyRevision`: a operação volta a `Warranty`"]),
q("E550", "warranty", "Which value goes into registry_OriginalMargin, the freeMarginInCents from the margin query as is?", [CP("passo-1-consulta-de-margem"), CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", CV("valores-em-dinheiro")], ["freeMarginInCents / 100", "margem livre encontrada na consulta, em REAIS", "Decimais em reais: só totalValue e registry_OriginalMargin"]),
q("E551", "warranty", "registry_HasWarrenty true na garantia, qual campo vira obrigatorio?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["Obrigatorio quando registry_HasWarranty e true"]),
q("E552", "warranty", "colocamos a competência do primeiro desconto no mês passado e a operação voltou da averbação, pq?", [CP("passo-5-garantia-e-documentos"), AC("warrantyrevision"), CP("passos-7-e-8")], ["competencia anterior ao mes corrente", "competencia de desconto no passado", "competencia errada"]),
q("E553", "warranty", "fgts: tentei corrigir pelo PUT /warranty e deu erro, como corrijo a garantia?", [F("garantia-o-saldo-do-fgts"), "updateCreditNoteWarranty", F("erros-e-diagnostico")], ["warranty nao se aplica", "Nao se aplica ao FGTS", "nao envie garantia no FGTS"]),
  // margin
q("E554", "margin-query", "consulta de margem: mando o personId e o cpf juntos pra garantir?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin"], ["nunca os dois", "Informe personId ou registrationNumber"]),
q("E555", "margin-query", "o cliente ainda não foi cadastrado, dá pra consultar a margem só com o cpf?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin", "listFreeMarginQueries"], ["quando o tomador ainda nao esta cadastrado"]),
q("E556", "margin-authorization", "The worker says he approved the margin consent but our authorization is still Pending. What is it waiting for?", [CP("autorizacao-de-margem"), "createMarginAuthorization", CP("fluxo")], ["aguardando confirmacao no canal", "ate a confirmacao no canal", "confirma no canal"]),
q("E557", "margin-authorization", "o cpf do cliente não existe no registrador, o que acontece com a autorização?", [CP("sandbox"), SB("cpfs-de-teste")], ["o registrador nao conhece o trabalhador", "recusada (Refused)"]),
q("E558", "margin-query", "cliente só consegue pagar entre R$ 300 e R$ 400 por mês, como peço as ofertas?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers", CP("sandbox"), SB("cpfs-de-teste")], ["Payment com rangePaymentAmounts", "[minimo, maximo]"]),
q("E559", "margin-query", "offerRequestID é uuid ou numero?", [CV("identificadores-e-documentos"), CP("passo-2-caminho-a-ofertas"), CP("passo-3-proposta"), "revalidateAuctionProposal"], ["que sao inteiros", "offerRequestId (inteiro)", "inteiro (identificador)", "offer.offerRequestId: Identificador inteiro da oferta"]),
  // price-sac / credit-note
q("E560", "price-sac", "no Price o primeiro vencimento ficou a 80 dias da data-base, cobra quantos meses de juros?", [CP("contagem-de-dias"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["de 75 a 104 dias, 3 meses"]),
q("E561", "price-sac", "Client wants exactly R$ 2,000 to land in their account; which calculateByValueType should I use?", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["Liquid, o valor a liberar ao tomador"]),
q("E562", "credit-note", "pra que serve o updateStartDate=true na hora de enviar pra aprovação?", ["submitCreditNoteForApproval", CP("passo-6-envio-para-aprovacao"), F("envio-averbacao-e-liquidacao")], ["reposiciona a data-base do calculo para o dia do envio", "reposiciona a data-base para o dia do envio"]),
  // conventions
q("E563", "conventions", "booleano na query eu mando 1 ou true?", [CV("corpos-e-campos")], ["o texto true ou false"]),
q("E564", "conventions", "Does the page parameter on the list endpoints start at 0 or 1?", [CV("paginacao"), "listCreditNotes", "listNaturalPersons", "listBankAccounts", "listProducts", "listMarginAuthorizations", "listFreeMarginQueries"], ["a partir de 1"]),
q("E565", "conventions", "o cliente só tem passaporte, dá pra cadastrar ele com esse documento?", [CV("identificadores-e-documentos"), "createNaturalPerson", "createCreditNote"], ["RG, CPF, CNH, CTPS", "RG, CPF, CNH ou CTPS"]),
  // personal-data
q("E566", "personal-data", "o parceiro reclamou que o cpf do cliente vem com asterisco na mensagem de erro, dá pra ver inteiro?", [CV("dados-pessoais")], ["mascarados em logs, mensagens de erro"]),
q("E567", "personal-data", "a gente recebe o IP e o navegador de quem assinou o contrato?", [SB("assinaturas"), "getCreditNoteSignUrl"], ["nunca o endereco IP nem o navegador"]),
q("E568", "personal-data", "os contatos do trabalhador que vão na proposta ficam em log?", [CP("passo-3-proposta"), CV("dados-pessoais")], ["nunca aparecem em logs", "contas e contatos são mascarados em logs"]),
  // docs-server
q("E569", "docs-server", "o docs_montar_requisicao serve pra que?", [CP("objeto-de-calculo-price-sac"), F("objeto-de-calculo-fgts"), CP("fluxo"), AU("este-servidor-de-documentacao")], ["aponta esses campos antes", "o corpo de exemplo de cada um", "Sem dados: modelo de requisição do endpoint"]),
q("E570", "docs-server", "onde vejo na documentação quais produtos estão publicados?", [AU("productid"), AU("este-servidor-de-documentacao")], ["docs_listar_modulos lista os produtos publicados", "docs_listar_modulos (sem argumentos): Os módulos publicados"]),
  // limits
q("E571", "limits", "cliente quer consignado Price em 120 parcleas, rola?", [CP("produtos")], ["6 a 96 parcelas"]),
q("E572", "limits", "fgts a 2% ao mês passa?", [F("produto")], ["1,29% a 1,80% a.m."]),
q("E573", "limits", "Can I send 150 simulations in one batch call?", [CP("passo-2-caminho-b-amortizacao"), "simulateAmortizationBatch"], ["ate 100 pedidos"]),
  // E574–E598: written blind to the search (2026-11-26, fourth session) for the held-out part
  // service
q("E574", "service", "Is the FGTS anticipation secured by anything, or is it unsecured credit?", [F("introducao"), F("garantia-o-saldo-do-fgts")], ["A garantia e o saldo da conta FGTS", "alienados ao credor"]),
  // margin-authorization
q("E575", "margin-authorization", "o trabalhador ainda nao confirmou a autorizaçao, ta Pending. a consulta de margem ja funciona?", [CP("autorizacao-de-margem"), "createMarginAuthorization", "queryFreeMargin", CP("pre-requisitos"), CP("erros-comuns")], ["o unico que habilita a consulta de margem", "Approved habilita a consulta de margem", "Exige autorizacao Approved para o CPF", "autorizacao de consulta de margem do trabalhador com status Approved", "autorizacao nao Approved"]),
  // borrower
q("E576", "borrower", "cadastrei a conta de liquidação no nome da esposa do cliente, o que acontece na hora de pagar?", ["createBankAccount", "createCreditNote", AC("paymentrevision"), AC("transicoes-principais"), CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["se diferir do CPF do tomador, a liquidacao vai para PaymentRevision", "senao a liquidacao falha", "titular da conta diferente do tomador", "titular diferente do tomador", "titular diferente do CPF do tomador"]),
  // conventions
q("E577", "conventions", "o cliente pediu R$ 3.200,50 de empréstimo, que número eu coloco no requestedAmount?", [CV("valores-em-dinheiro"), CP("objeto-de-calculo-price-sac"), CP("passo-4-criar-a-operacao"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", CP("valor-de-partida"), ER("ordem-de-diagnostico"), F("erros-e-diagnostico"), "getAmortization", "getCreditNote"], ["150000 = R$ 1.500,00", "requestedAmount (centavos)", "requestedAmount em centavos", "requestedAmount: Valor contratado em centavos"]),
  // credit-note
q("E578", "credit-note", "a operação veio do leilão da CTPS, tenho que informar algum número da oferta quando crio?", [CP("passo-3-proposta"), "createCreditNote", "updateCreditNote"], ["offerRequestId da oferta de origem"]),
  // price-sac
q("E579", "price-sac", "If an installment due date falls on a Sunday or holiday, can the API move it to a business day?", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["desloca vencimentos que caem em dia nao util"]),
q("E580", "price-sac", "tem como dar carência no consignado, uns meses pagando só juros antes de amortizar?", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["Parcelas so de juros antes da amortizacao"]),
  // fgts-object
q("E581", "fgts-object", "no paymentMoth do fgts vai o mes de nascimento do cliente ou o mes do saque?", [F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", F("simulacao"), F("contagem-de-dias")], ["Mes do saque-aniversario do titular", "no mes do saque-aniversario (paymentMonth)", "no dia 1 do mes do saque (paymentMonth)"]),
q("E582", "fgts-object", "o startDate do objeto fgts posso mandar só 2026-05-01 sem a hora?", [F("objeto-de-calculo-fgts"), CV("datas")], ["YYYY-MM-DDTHH:MM:SSZ"]),
  // warranty
q("E583", "warranty", "o reforço com a multa rescisória do FGTS no consignado vai em reais ou em centavos?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", "sendOfferProposalsWithWarranty"], ["Multa rescisoria do FGTS oferecida como reforco, em centavos", "Multa rescisoria oferecida, em centavos"]),
  // uploads
q("E584", "uploads", "I stored a file with POST /v1/File; can I attach it to the borrower instead of to a credit note?", ["uploadFile", "attachNaturalPersonUploads"], ["a operacao ou a pessoa com fileId", "Anexa documentos a pessoa"]),
  // margin-query
q("E585", "margin-query", "o trabalhador tem dois empregos, como digo nas ofertas qual vínculo usar?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["sem ele o vinculo a usar e desconhecido"]),
  // states
q("E586", "states", "a operação do cliente tá em PartnerSignaturesValidation desde ontem, preciso fazer alguma coisa?", [CP("status-e-o-que-fazer"), AC("status-da-operacao"), F("status-e-o-que-fazer")], ["assinaturas do parceiro em conferencia"]),
q("E587", "states", "a operação ficou em Error, posso só excluir ela e criar outra?", [AC("acoes-permitidas-por-status"), CP("cancelar-excluir-restaurar"), "deleteCreditNote", F("cancelar-excluir-restaurar")], ["Draft, Revision, Disapproved, Canceled"]),
q("E588", "states", "operação em PaymentRevision, mandei o PUT com bankAccountId e observations e voltou 409", [AC("paymentrevision"), "updateCreditNote", AC("acoes-permitidas-por-status")], ["Qualquer outro campo nesse status responde 409", "PUT /v1/CreditNote/{id} só com bankAccountId"]),
  // endpoints
q("E589", "endpoints", "Can I download the CET worksheet PDF before the borrower signs, or only after?", ["getCreditNoteCetWorksheet"], ["Disponivel enquanto a operacao tem plano"]),
q("E590", "endpoints", "quando baixo o arquivo que subi pelo /v1/File, vem algum ETag pra eu conferir?", ["downloadFile"], ["ETag = SHA-256"]),
  // auth
q("E591", "auth", "o que vem na resposta do /oauth/token além do access_token?", [AU("token"), "issueToken"], ["token_type", "expires_in"]),
  // events
q("E592", "events", "How can I tell since when an operation has been sitting in its current status?", [AC("nao-ha-webhook"), "getCreditNote", AC("padrao-de-varredura"), "listCreditNotes"], ["statusSince"]),
q("E593", "events", "a antecipação fgts tá em Warranty faz 2 dias, abro chamado?", [AC("padrao-de-varredura"), CP("status-e-o-que-fazer"), AC("status-da-operacao"), F("status-e-o-que-fazer"), F("envio-averbacao-e-liquidacao"), F("fluxo")], ["janela de manutencao do orgao"]),
  // errors
q("E594", "errors", "Which problem types can come back with HTTP 409?", [ER("corpo-de-erro")], ["/problems/conflict-status", "/problems/already-exists", "/problems/idempotency-mismatch"]),
  // limits
q("E595", "limits", "titular com uns 12 mil de saldo no fgts, quanto sai o saque aniversario dele?", [F("limites")], ["de R$ 10.000,01 a R$ 15.000,00"]),
  // sandbox
q("E596", "sandbox", "no sandbox a operação do cpf 90000007773 travou em ManualWarranty, o que eu faço?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste"), CP("status-e-o-que-fazer"), AC("status-da-operacao"), F("status-e-o-que-fazer"), SB("mesa-de-credito")], ["Aguarde o contato da mesa", "aguarde a mesa de credito", "Aguarde contato", "concluir uma etapa manual"]),
  // personal-data
q("E597", "personal-data", "Are borrower names masked in the API's error messages too, or only the CPF?", [CV("dados-pessoais")], ["CPF, nomes, contas e contatos sao mascarados"]),
  // typos
q("E598", "typos", "da pra cancelar operaçao que ta em MarginReserveAprooval?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar"], ["Warranty, MarginReserveApproval, ManualWarranty", "aceito em qualquer outro status", "aceito em qualquer outro status"]),
  // payroll-flow
q("E599", "payroll-flow", "fui direto pra simulação sem fazer a consulta de margem antes, isso vai dar problema mais pra frente?", [CP("fluxo")], ["gera uma operação que a averbação recusa"]),
q("E600", "payroll-flow", "o contrato ja tinha sido averbado e o cliente desistiu, cancelamos. a margem dele fica travada?", [CP("passos-7-e-8"), CP("cancelar-excluir-restaurar"), "cancelCreditNote"], ["liberam a reserva", "a liberação da margem faz parte do processamento", "libera a margem (consignado)"]),
q("E601", "payroll-flow", "After a payroll loan reaches Finished, how are the installments collected from the worker?", [CP("passos-7-e-8"), "consignado-privado#introducao"], ["as parcelas são descontadas em folha", "Empréstimo com desconto em folha para trabalhadores do setor privado"]),
  // margin-authorization
q("E602", "margin-authorization", "por quais canais o trabalhador pode confirmar a autorização de margem? rola whatsapp?", ["createMarginAuthorization"], ["Cellphone (celular) ou WhatsApp"]),
q("E603", "margin-authorization", "acabei de criar a autorizaçao de margem, ela ja nasce Aproved?", [CP("fluxo"), CP("autorizacao-de-margem"), "createMarginAuthorization"], ["nasce Pending", "consentimento registrado, aguardando confirmação", "consentimento do trabalhador (status Pending)"]),
q("E604", "margin-authorization", "For the margin authorization contact, does the worker's mobile number go with the +55 country code?", ["createMarginAuthorization"], ["DDD + celular com 11 dígitos só números"]),
  // margin-query
q("E605", "margin-query", "de onde eu tiro o registry_EmployerRegistrationCode que a garantia pede?", [CP("passo-1-consulta-de-margem"), CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", "queryFreeMargin"], ["retornado pela consulta de margem", "Esses valores alimentam a garantia", "Código do empregador no registro; vai para registry_EmployerRegistrationCode"]),
q("E606", "margin-query", "mandei o personId no body json da FreeMarginQuery e não funcionou, onde vai?", [CP("passo-1-consulta-de-margem")], ["parâmetros na query"]),
q("E607", "margin-query", "histórico de consultas de margem: quantas vem por pagina e qual o máximo que posso pedir?", ["listFreeMarginQueries", CV("paginacao")], ["de 1 a 100; padrão 20", "size (1 a 100, padrão 20)"]),
  // price-sac
q("E608", "price-sac", "se eu não mandar calculateByValueType, o requestedAmount é o valor liberado ou o contratado?", [CP("objeto-de-calculo-price-sac"), CP("valor-de-partida"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["Gross (padrão), o valor contratado"]),
q("E609", "price-sac", "financeTaxExempted=true quer dizer q o cliente fica isento de IOF?", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["o IOF não é financiado"]),
  // warranty
q("E610", "warranty", "registry_WarrantyRescissionBenefitPercentage: mando 0.4 ou 40 pra quarenta por cento?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", CV("taxas")], ["0 a 100"]),
q("E611", "warranty", "a gente mandou registry_DiscountStartPeriod de outubro mas o contrato só foi averbar em novembro, voltou pra revisão. foi isso?", [CP("passo-5-garantia-e-documentos"), CP("passos-7-e-8"), AC("warrantyrevision")], ["competência anterior ao mês corrente", "competência errada", "competência de desconto no passado"]),
q("E612", "warranty", "Does registry_EmployerRegistrationNumber accept the new alphanumeric CNPJ?", [CP("passo-5-garantia-e-documentos"), CV("identificadores-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", CV("regras-alem-da-especificacao")], ["alfanumérico com 2 dígitos verificadores", "CNPJ alfanumérico da IN RFB 2.229/2024", "14 digitos, ou alfanumerico", "CNPJ alfanumérico aceito"]),
  // uploads
q("E613", "uploads", "baixei o termo pelo GET /v1/File/{id} e o navegador só faz download, não abre na tela. é assim mesmo?", ["downloadFile"], ["Content-Disposition: attachment"]),
q("E614", "uploads", "no item de uploads o fileName pode ir só 'termo-autorizacao', sem o .pdf?", [CP("passo-5-garantia-e-documentos"), "createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["Nome do arquivo com extensão", "fileName com extensão"]),
q("E615", "uploads", "renomeei o mesmo pdf e mandei de novo no PUT upload da operação, voltou 409. pq se o nome é outro?", [CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento"), "createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["o mesmo conteúdo, é recusado com 409", "mesmo tipo e nome, ou mesmo conteúdo", "O mesmo conteúdo duas vezes na mesma operação é recusado"]),
  // conventions
q("E616", "conventions", "se eu mandar um campo a mais no json que a api nao conhece, ela só ignora?", [CV("corpos-e-campos")], ["um campo desconhecido é recusado"]),
q("E617", "conventions", "How should I convert reais to cents on my side so I don't get rounding errors?", [CV("valores-em-dinheiro")], ["aritmética exata", "nunca reais * 100 em ponto flutuante"]),
q("E618", "conventions", "emisionDate com fuso de brasilia tipo 2026-05-01T09:00:00-03:00 é aceito?", [CV("datas")], ["sem milissegundos, sem fuso"]),
  // errors
q("E619", "errors", "o suporte pediu o x-request-id da chamada que falhou, tem isso no corpo do erro?", [ER("corpo-de-erro"), "simulateAmortizationBatch"], ["traceId repete o cabeçalho x-request-id", "Identificador de correlação, também no cabeçalho x-request-id"]),
q("E620", "errors", "voltou 400 com errors[].field = warranty[0].totalValue, o que ta errado?", [CP("erros-comuns"), CV("valores-em-dinheiro"), CP("passo-4-criar-a-operacao"), CP("passo-5-garantia-e-documentos"), AC("warrantyrevision"), "createCreditNote", "updateCreditNoteWarranty"], ["valor em centavos onde se espera reais", "totalValue em reais", "em REAIS decimais (não centavos)"]),
q("E621", "errors", "passei um productId que não existe, que status HTTP eu recebo?", [ER("status-http")], ["Operação, tomador, conta ou produto inexistente"]),
  // personal-data
q("E622", "personal-data", "na pagina de assinatura o cliente tem que digitar o cpf inteiro pra confirmar?", [SB("assinaturas"), "getCreditNoteSignUrl"], ["confirma os 3 primeiros dígitos do CPF", "3 primeiros dígitos do CPF"]),
q("E623", "personal-data", "Our AI assistant wants to call the docs server tools with our real bearer token and a customer's CPF to build an example request. Is that ok?", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["eles são recusados", "Nunca envie dados pessoais, tokens ou chaves"]),
  // auth
q("E624", "auth", "o Authorisation: Bearer vai em todas as chamadas ou só na criação da operação?", [AU("token")], ["Envie em toda chamada de operação"]),
q("E625", "auth", "I'm adding the docs MCP server to my IDE config, which auth header does it need?", [AU("este-servidor-de-documentacao")], ["não pede chave, senha nem cabeçalho de autenticação"]),
  // borrower
q("E626", "borrower", "identityDocument.issuer do RG: escrevo só SSP ou SSP/SP?", ["createNaturalPerson", "createCreditNote"], ["Órgão emissor (ex.: SSP/SP)"]),
q("E627", "borrower", "no endereço do tomador, o state vai 'São Paulo' ou 'SP'?", ["createNaturalPerson", "createCreditNote"], ["Sigla da unidade federativa"]),
q("E628", "borrower", "if I search borrowers by CPF, can I get people that another partner registered?", ["listNaturalPersons"], ["Lista as pessoas vinculadas ao chamador"]),
  // fgts-flow
q("E629", "fgts-flow", "vou antecipar o fgts de um cliente q ainda nao tem cadastro, da pra criar a pessoa e a conta junto com a operação?", [F("fluxo"), "createCreditNote", F("criar-a-operacao")], ["ou newPersonAndAccount na criação", "Cria tomador e conta na criação da operação", "ou, no lugar dos dois, newPersonAndAccount"]),
q("E630", "fgts-flow", "fgts: criei a operação com uploads vazio pensando em mandar o termo depois, isso já garante o lugar do documento?", [F("termo-de-consentimento"), "createCreditNote", CP("passo-5-garantia-e-documentos")], ["não reserva nada"]),
q("E631", "fgts-flow", "Which file formats are accepted for the FGTS consent term?", [F("termo-de-consentimento"), "uploadFile", CP("passo-5-garantia-e-documentos")], ["PDF, JPEG ou PNG", "PDF/JPEG/PNG", "PDF (.pdf), JPEG (.jpg, .jpeg) ou PNG (.png)"]),
q("E632", "fgts-flow", "mandei warranty no corpo da antecipação fgts e voltou 400", [F("garantia-o-saldo-do-fgts"), F("erros-e-diagnostico"), F("criar-a-operacao"), "createCreditNote", F("fluxo"), F("pre-requisitos")], ["não envie garantia no FGTS", "**sem** `warranty`", "nem garantia (`warranty`)", "não envie `warranty` (a API responde 400)", "FGTS: não envie warranty", "Não envie `warranty`"]),
  // fgts-object
q("E633", "fgts-object", "no fgts o requestedAmount 60000 é 600 reais ou 60 mil?", [F("objeto-de-calculo-fgts"), CV("valores-em-dinheiro"), "createCreditNote", "updateCreditNote", "simulateAmortization", "simulateAmortizationBatch", F("erros-e-diagnostico"), ER("ordem-de-diagnostico"), "getAmortization", "getCreditNote"], ["60000 = R$ 600,00", "mas é centavos", "requestedAmount em centavos", "requestedAmount: Valor contratado em centavos"]),
q("E634", "fgts-object", "mandei paymentPeriodicity every 1 Monthly no objeto do fgts e tomei 400, pq?", [F("objeto-de-calculo-fgts"), F("erros-e-diagnostico"), CV("corpos-e-campos"), ER("status-http"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["campo do modelo Price/SAC num objeto FGTS", "pertencem a outros modelos", "campos de outro modelo"]),
q("E635", "fgts-object", "paymentMonht aceita o mes em portugues tipo \"Agosto\"?", [F("objeto-de-calculo-fgts")], ["January, February, March", "January a December"]),
  // credit-note
q("E636", "credit-note", "o fileId do item de uploads é obrigatório? se eu não mandar, o que fica registrado?", ["createCreditNote", "updateCreditNoteUploads", "createNaturalPerson", "attachNaturalPersonUploads", CP("passo-5-garantia-e-documentos")], ["sem ele o item registra só os metadados", "opcionais: displayName, documentDate e fileId"]),
q("E637", "credit-note", "newPersonAndAccount bank account: which accountType values are accepted?", ["createCreditNote", "createBankAccount"], ["Checking (corrente), Savings (poupança), Payment (pagamento)"]),
q("E638", "credit-note", "anexei o mesmo pdf duas vezes nos uploads da mesma operação e deu 409", ["createCreditNote", "updateCreditNoteUploads", CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento"), "createNaturalPerson", "attachNaturalPersonUploads"], ["O mesmo conteúdo duas vezes na mesma operação é recusado (409)", "o mesmo conteúdo, é recusado com 409", "ou mesmo conteúdo) é recusado com 409", "ou mesmo conteúdo) é recusado (409)"]),
  // states
q("E639", "states", "op do consignado em WarrantyRevision, da pra cancelar ou so corrigir?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar"], ["ManualWarranty, WarrantyRevision, InstrumentApproval", "aceito em qualquer outro status", "aceito em qualquer outro status"]),
q("E640", "states", "a operação tá em Warranty e o cliente mandou outro documento, consigo anexar agora pelo upload?", [AC("acoes-permitidas-por-status"), AC("warrantyrevision"), "updateCreditNoteUploads"], ["Draft, Revision, Disapproved, Error, WarrantyRevision"]),
q("E641", "states", "After submitapproval my credit note jumped from Draft straight to CreditApproval, skipping ComplianceApproval. Is that expected?", [AC("transicoes-principais"), "submitCreditNoteForApproval"], ["ComplianceApproval ou CreditApproval"]),
q("E642", "states", "dá pra excluir uma operação Finished pra limpar a lista?", [AC("acoes-permitidas-por-status"), "deleteCreditNote", CP("cancelar-excluir-restaurar"), F("cancelar-excluir-restaurar")], ["Draft, Revision, Disapproved, Canceled"]),
  // events
q("E643", "events", "na varredura das operações se eu não mandar size vem quantas por pagina?", ["listCreditNotes", CV("paginacao")], ["padrão 20"]),
q("E644", "events", "When paging through GET /v1/CreditNote, is the page number zero-based?", ["listCreditNotes", CV("paginacao")], ["a partir de 1"]),
q("E645", "events", "nosso job de polling ficou fora umas 3 horas ontem, como recupero as mudanças de status que perdi?", [AC("padrao-de-varredura"), AC("nao-ha-webhook"), "getCreditNote"], ["ou leia history", "transições com autor, momento e motivo", "history: Transições em ordem cronológica"]),
q("E646", "events", "a autorização de margem ficou Refused, onde vejo o motivo da recusa?", [SB("cpfs-de-teste"), CP("sandbox"), "listMarginAuthorizations", "createMarginAuthorization"], ["veja refusalReason na listagem", "status, refusalReason, createdAt", "refusalReason: Motivo, quando Refused"]),
  // limits
q("E647", "limits", "tomei 429 da api, o que significa?", [ER("corpo-de-erro"), "convencoes#nao-publicado", "autenticacao#token", "issueToken"], ["Muitas requisições", "rate-limited", "POST /oauth/token recusa com 429 (e Retry-After) tentativas com credenciais erradas demais", "429 no token (credenciais erradas repetidas)", "429 (credenciais erradas repetidas): Tentativas recusadas demais deste endereço"]),
q("E648", "limits", "rescisionBenefitPercentage vai como fração tipo 0.3 ou como percentual mesmo?", [CV("taxas"), "createCreditNote", "updateCreditNoteWarranty", CP("passo-5-garantia-e-documentos"), "sendOfferProposalsWithWarranty"], ["0 a 100"]),
q("E649", "limits", "qual o minimo de parcelas do consignado price?", [CP("produtos")], ["6 a 96 parcelas"]),
q("E650", "limits", "tentei subir um pdf de 15 MB pelo /v1/File e foi recusado", ["uploadFile", F("termo-de-consentimento"), CP("passo-5-garantia-e-documentos"), "convencoes#nao-publicado"], ["até 10 MiB", "10 MiB (10485760 bytes) por arquivo (POST /v1/File); acima, 413"]),
  // sandbox
q("E651", "sandbox", "usei o cpf 90000002208, a autorização foi aprovada mas a consulta de margem deu 400, pq?", [SB("cpfs-de-teste"), CP("sandbox"), CP("erros-comuns")], ["não encontrar vínculo ativo", "não há vínculo ativo para o CPF", "autorização não Approved (ou vencida) ou sem vínculo ativo"]),
q("E652", "sandbox", "o cpf 90000005568 serve pra testar o que no sanbox?", [SB("cpfs-de-teste"), F("sandbox")], ["Sem adesão ao saque-aniversário"]),
q("E653", "sandbox", "Does the partner get the signer's IP address from the signature page?", [SB("assinaturas"), "getCreditNoteSignUrl"], ["nunca o endereço IP nem o navegador"]),
  // docs-server
q("E654", "docs-server", "tem regra da api que não tá no texto da especificação? onde acho elas documentadas?", [CV("regras-alem-da-especificacao"), AU("este-servidor-de-documentacao")], ["na descrição do campo ou da rota no OpenAPI", "com o que a API embarcada decidiu"]),
q("E655", "docs-server", "What placeholder do I use for the borrower's CPF when I ask the docs tools for an example?", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["{{cpf}}"]),
  // endpoints
q("E656", "endpoints", "subi um arquivo com nome .pdf mas na real era png e o POST /v1/File recusou", ["uploadFile"], ["se divergirem do conteúdo, fazem o envio ser recusado", "reconhecido pelos bytes do conteúdo"]),
q("E657", "endpoints", "a planilha do CET calcula com base 360 ou 365 dias?", ["getCreditNoteCetWorksheet"], ["dias corridos/365"]),
  // service
q("E658", "service", "consignado: posso pular a consulta de margem e ir direto pra simulação e criação da operação?", [CP("fluxo")], ["Pular a consulta de margem gera uma operação que a averbação recusa"]),
  // E659–E718: written blind for the held-out part on 2026-11-27, after the fourth pass of question forms; labels audited blind (label-audit-4).
  // service
q("E659", "service", "dá pra fazer empréstimo pra empresa (PJ) nessa API ou é só pessoa física?", ["simulateAmortization", "simulateAmortizationBatch"], ["os dois produtos sao para pessoa fisica"]),
q("E660", "service", "quem faz a reserva da margem lá no empregador, a gente chama o empregador direto?", [CP("introducao"), CP("fluxo"), CP("passos-7-e-8")], ["por meio do registrador", "etapa da esteira (sem chamada do parceiro)", "A esteira anda sozinha"]),
  // payroll-flow
q("E661", "payroll-flow", "qual o productId do consignado privado SAC?", [CP("produtos")], ["0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d02"]),
q("E662", "payroll-flow", "vamos começar a integrar o consignado, que credenciais a gente precisa ter em mãos?", [CP("pre-requisitos"), AU("token"), "issueToken"], ["client_id e client_secret"]),
q("E663", "payroll-flow", "Which field of an offer do I carry into the employer proposal to tie the two together?", [CP("passo-2-caminho-a-ofertas"), CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty", "revalidateAuctionProposal"], ["que a proposta referencia", "liga a proposta a oferta", "offer.offerRequestId: Identificador inteiro da oferta; referenciado pela proposta"]),
q("E664", "payroll-flow", "The payroll loan flow mentions a step 9. What is that step for?", [CP("fluxo")], ["cancelar, excluir ou restaurar"]),
  // fgts-flow
q("E665", "fgts-flow", "dá pra simular o fgts em 12, 24 e 36 meses numa chamada só?", ["simulateAmortizationBatch", F("simulacao")], ["Simular em lote", "POST /v1/Amortization/Batch simula"]),
q("E666", "fgts-flow", "na antecipação fgts o titular recusou assinar, os saques-aniversário dele ficam presos?", [SB("assinaturas"), "getCreditNoteSignUrl", F("fluxo"), "consignado-privado#passos-7-e-8"], ["liberando a margem ou os saques-aniversario", "liberando a margem ou os saques-aniversário"]),
q("E667", "fgts-flow", "subi o termo do fgts no /v1/File e liguei pelo fileId, isso vale na averbação igual mandar o item normal?", [F("termo-de-consentimento")], ["vale para a averbacao como qualquer item Authorization"]),
q("E668", "fgts-flow", "o limite anual de contratação do fgts é a mesma coisa que o limite de R$ 500 por parcela?", [F("limites"), F("envio-averbacao-e-liquidacao"), ER("recusas-de-negocio")], ["O limite anual de contratacao e outra regra", "so pode ser antecipado uma vez"]),
q("E669", "fgts-flow", "no fgts não vai warranty, então o que eu entrego como garantia?", [F("garantia-o-saldo-do-fgts")], ["O que o parceiro entrega e o termo de consentimento"]),
  // conventions
q("E670", "conventions", "CNPJ alfanumérico do empregador pode ir com letra minúscula?", [CV("identificadores-e-documentos")], ["12 letras maiusculas ou digitos"]),
q("E671", "conventions", "When I GET the credit note back, is totalValue returned in cents or still in reais?", [CV("valores-em-dinheiro")], ["As respostas mantem as mesmas unidades"]),
  // margin-authorization
q("E672", "margin-authorization", "preciso ter cadastrado o tomador antes de registrar a autorizaçao de margen?", ["createMarginAuthorization", CP("autorizacao-de-margem")], ["Tomador ja cadastrado, quando houver", "Obrigatórios no corpo: `registrationNumber`; opcionais: `personId`"]),
  // borrower
q("E673", "borrower", "a agência do cliente não tem dígito, o que eu mando no agencyDigit?", ["createBankAccount", "createCreditNote"], ["Digito da agencia, quando houver"]),
q("E674", "borrower", "how do I list the payout accounts of a borrower, is the borrower id mandatory there?", ["listBankAccounts"], ["personId obrigatorio", "Tomador cujas contas listar (obrigatorio)"]),
  // credit-note
q("E675", "credit-note", "a planilha do CET segue qual resolução?", ["getCreditNoteCetWorksheet"], ["Res. CMN 4.881/2020"]),
q("E676", "credit-note", "no newPersonAndAcount, a conta bancária nova leva o personId dentro?", ["createCreditNote"], ["Conta de liquidacao do novo tomador (sem personId)"]),
q("E677", "credit-note", "In the credit note body, what does productId determine besides which product it is?", ["createCreditNote", CP("produtos")], ["define o modelo de calculo e as faixas de taxa e prazo", "objeto amortization precisa ser o do produto"]),
q("E678", "credit-note", "o código de verificação da CCB vem só na última página do pdf?", ["getCreditNoteCcb"], ["em todas as paginas"]),
  // warranty
q("E679", "warranty", "a garantia do consignado é onde eu mando o arquivo do contrato?", [CP("passo-5-garantia-e-documentos")], ["dados da averbacao da margem, nao arquivos"]),
q("E680", "warranty", "registry_EmployeeAdmissionDate eu pego de onde? o cliente tem que me informar?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin"], ["Esses valores alimentam a garantia", "Data de admissão (UTC); vai para registry_EmployeeAdmissionDate"]),
q("E681", "warranty", "In PUT /warranty, do I send the bare array as the body or wrap it in an object?", ["updateCreditNoteWarranty"], ["{ warranty: [...] }"]),
q("E682", "warranty", "registry_EmployeeCode é o CPF do trabalhador ou outra coisa?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["Matricula do trabalhador no empregador"]),
  // uploads
q("E683", "uploads", "no consignado, o termo de autorização de margem assinado pelo trabalhador vai com qual fileType?", [CP("passo-5-garantia-e-documentos"), CP("passo-4-criar-a-operacao"), "createCreditNote", "updateCreditNoteUploads", "createNaturalPerson", "attachNaturalPersonUploads"], ["Authorization (termo de autorizacao de margem)", "Authorization: termo de autorizacao de margem", "\"fileType\": \"Authorization\", \"fileName\": \"termo-autorizacao.pdf\""]),
q("E684", "uploads", "qual o formato do corpo do PUT /v1/CreditNote/{id}/upload?", ["updateCreditNoteUploads"], ["{ uploads: [...] }"]),
q("E685", "uploads", "anexei documento novo na pessoa pelo NaturalPerson uploads, os que ela já tinha somem?", ["attachNaturalPersonUploads"], ["somados aos existentes"]),
q("E686", "uploads", "dá pra mandar o termo do fgts já no cadastro do tomador, no POST /v1/NaturalPerson?", ["createNaturalPerson"], ["Documentos da pessoa (ex.: termo de consentimento FGTS)"]),
q("E687", "uploads", "FGTS: is the uploads list optional when creating the anticipation, or do I really need it?", [F("termo-de-consentimento"), F("criar-a-operacao"), F("fluxo"), F("pre-requisitos"), "createCreditNote", F("garantia-o-saldo-do-fgts")], ["obrigatorio na pratica", "O termo de consentimento do titular, anexado como documento", "uploads com o termo de consentimento", "com o termo de consentimento em uploads", "FGTS: envie o termo de consentimento (Authorization)", "entrega e o termo de consentimento"]),
  // margin-query
q("E688", "margin-query", "Can I restrict the offers simulation to one product category?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["Restringe pela categoria de produto"]),
q("E689", "margin-query", "se eu não mandar calculateByValue nas ofertas, ela simula com qual valor?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["Omitido = margem total", "Por padrao simula com a margem total", "por padrao a margem total"]),
  // states
q("E690", "states", "quem reprova ou devolve a operação pra revisão, é automático da esteira ou alguém decide?", [SB("mesa-de-credito"), AC("transicoes-principais")], ["decisoes humanas da esteira", "Decisao da mesa"]),
q("E691", "states", "a operação saiu de CreditApproval e foi pra MarginReserveApproval sem passar por Warranty, ta certo isso?", [AC("transicoes-principais"), CP("passos-7-e-8")], ["(consignado: ou MarginReserveApproval", "Warranty / MarginReserveApproval"]),
q("E692", "states", "a operaçao caiu em Error, da pra cancelar ela?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["PaymentRevision, Revision, Disapproved, Error", "aceito em qualquer outro status", "aceito em qualquer outro status", "aceito em qualquer outro status"]),
q("E693", "states", "the payout failed and the op is in PaymentRevision, but the client gave up. Can I still cancel it?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["WaitLiquidation, PaymentRevision, Revision", "aceito em qualquer outro status", "aceito em qualquer outro status", "aceito em qualquer outro status"]),
q("E694", "states", "cancelei uma operação por engano, o restore traz ela de volta?", ["restoreCreditNote", CP("cancelar-excluir-restaurar"), F("cancelar-excluir-restaurar"), "deleteCreditNote"], ["Desfaz a exclusao logica", "Exclusao logica (restore desfaz)", "restore` desfaz"]),
  // endpoints
q("E695", "endpoints", "o OfferProposalsWarranty devolve as propostas na mesma ordem que eu mandei?", ["sendOfferProposalsWithWarranty"], ["na ordem do pedido"]),
q("E696", "endpoints", "what does the CTPS auction revalidation route actually re-check before the operation exists?", ["revalidateAuctionProposal", CP("passo-3-proposta")], ["re-simula e valida a parcela contra a margem atual", "Expired (passou de expirationDate) ou InsufficientMargin (parcela acima da margem atual)"]),
  // auth
q("E697", "auth", "token novinho, tomador é meu, mesmo assim 403 numa rota que eu nunca usei. o que pode ser?", [AU("401-e-403"), ER("status-http"), ER("corpo-de-erro")], ["nao tem permissao para a acao", "403 | Sem permissao"]),
  // events
q("E698", "events", "o push que foi anunciado vai ter url por parceiro ou por ambiente?", [AC("nao-ha-webhook"), CV("nao-publicado")], ["URL por ambiente", "URL de retorno por ambiente"]),
q("E699", "events", "no polling, como confiro que o valor, a taxa e o prazo ficaram como eu mandei?", [AC("nao-ha-webhook")], ["confirma valor, taxa e prazo"]),
  // price-sac
q("E700", "price-sac", "V252MesesX21: each month counts as how many business days?", [CP("contagem-de-dias")], ["cada mes vale 21 dias uteis"]),
q("E701", "price-sac", "no V360DiasCorridos os juros usam a taxa mensal ou a anual?", [CP("contagem-de-dias"), F("contagem-de-dias")], ["(1 + taxa mensal)^(dc/30), dc = dias corridos"]),
  // fgts-object
q("E702", "fgts-object", "firstPaymentIntrest vai no objeto amortization do fgts?", [F("objeto-de-calculo-fgts")], ["Nao envie no FGTS"]),
q("E703", "fgts-object", "quais campos eu posso mandar no amortization do fgts? quero a lista completa", [F("objeto-de-calculo-fgts")], ["So estes campos se aplicam"]),
  // errors
q("E704", "errors", "o corpo de erro de vcs segue alguma RFC?", [ER("corpo-de-erro"), "simulateAmortizationBatch"], ["RFC 9457", "Corpo de erro RFC 9457 (application/problem+json)"]),
q("E705", "errors", "corrigi o rascunho que tinha dado erro, tenho que criar outra operação ou só reenviar?", [ER("ordem-de-diagnostico")], ["Depois de corrigir um rascunho, reenvie"]),
q("E706", "errors", "veio type /problems/unauthorized na resposta, o que eu faço?", [ER("status-http"), AU("401-e-403"), AU("token"), "issueToken"], ["Renove o token", "peca outro ao receber 401"]),
q("E707", "errors", "campo inválido no corpo volta 422 ou 400 nessa api?", [ER("corpo-de-erro"), ER("status-http"), CP("erros-comuns"), F("erros-e-diagnostico")], ["400 | Dados invalidos", "400 | Validacao do contrato", "400 com errors[].field"]),
  // limits
q("E708", "limits", "de onde vem essa regra de parcela anual do fgts entre 100 e 500 reais?", [F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", CV("regras-alem-da-especificacao"), F("produto"), "getProduct"], ["Res. CCFGTS 1.130/2025", "limites do Conselho Curador por saque antecipado"]),
q("E709", "limits", "titular com R$ 16 mil de saldo no fgts, quanto sai de saque por ano?", [F("limites")], ["10% | R$ 1.900,00"]),
q("E710", "limits", "se o saldo do fgts é só uns R$ 400, qual o percentual do saque-aniversário?", [F("limites")], ["ate R$ 500,00 | 50%"]),
q("E711", "limits", "consignado price a 4% ao mês passa?", [CP("produtos")], ["1,60% a 3,80% a.m."]),
q("E712", "limits", "primeiro vencimento a 20 dias da data-base no V360Meses cobra menos de um mês de juros?", [CP("objeto-de-calculo-price-sac"), CP("contagem-de-dias"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["no minimo 1", "ate 44 dias, 1 mes"]),
  // sandbox
q("E713", "sandbox", "na página de assinatura do sandbox o signatário tem que marcar alguma caixa?", [SB("assinaturas"), "getCreditNoteSignUrl"], ["Li e concordo", "marca a concordancia"]),
q("E714", "sandbox", "Which sandbox test worker has the FGTS birthday withdrawal in March?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["10000001929", "saque-aniversario em marco"]),
  // docs-server
q("E715", "docs-server", "em que rota fica o servidor de documentação MCP?", [AU("este-servidor-de-documentacao")], ["servidor de documentacao (/mcp)", "cada pedido é um POST /mcp"]),
  // personal-data
q("E716", "personal-data", "a página de assinatura registra o IP de quem assinou, pra ter prova depois?", [SB("assinaturas"), "getCreditNoteSignUrl"], ["guarda, com a decisao, a data e a hora, o endereco IP"]),
  // typos
q("E717", "typos", "calculatoinType V365Meses, o mes vale qtos dias?", [CP("contagem-de-dias")], ["mes de 365/12 dias"]),
q("E718", "typos", "qual lei define o valor do saque aniversairo em cima do saldo?", [F("limites")], ["Lei 8.036/1990"]),
  // E719–E778: written blind for the development part on 2026-11-27, the same long-tail brief as E659–E718; labels audited blind (label-audit-6).
  // payroll-flow
q("E719", "payroll-flow", "a api manda o link de assinatura direto pro trabalhador por sms ou sou eu que tenho que passar pra ele?", [CP("passos-7-e-8"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["entregue a cada signatario", "entregue aos signatarios"]),
q("E720", "payroll-flow", "em quais etapas do consignado a parcela é checada contra a margem livre do trabalhador?", [CP("parcela-das-ofertas"), "simulateOffers"], ["nas ofertas, na proposta, na revalidacao do leilao e na averbacao"]),
q("E721", "payroll-flow", "Payroll loan: the worker's margin authorization just turned Approved. What's the next call in the flow?", [CP("fluxo"), CP("autorizacao-de-margem"), "createMarginAuthorization", "queryFreeMargin"], ["Passo 1, consulta de margem", "habilita a consulta de margem", "Passo 1 do consignado privado"]),
q("E722", "payroll-flow", "I already sent the employer proposal on path A. Which call comes next?", [CP("fluxo")], ["Passo 4: data da primeira parcela"]),
q("E723", "payroll-flow", "o trabalhador recusou assinar o consignado, a margem que tinha ficado reservada volta pra ele?", ["getCreditNoteSignUrl", SB("assinaturas"), CP("passos-7-e-8")], ["liberando a margem"]),
  // fgts-flow
q("E724", "fgts-flow", "quais motivos fazem uma antecipação fgts voltar da averbação pra correção?", [F("envio-averbacao-e-liquidacao"), AC("warrantyrevision"), AC("transicoes-principais"), F("erros-e-diagnostico")], ["termo ausente ou inadequado", "adesao ao saque-aniversario nao confirmada", "saldo FGTS insuficiente, termo ausente", "saldo abaixo do pedido ou termo ausente"]),
q("E725", "fgts-flow", "What do I need in hand before creating an FGTS anticipation, ids and documents?", [F("pre-requisitos"), F("criar-a-operacao")], ["O termo de consentimento do titular, anexado como documento", "uploads com o termo de consentimento", "e personId com bankAccountId"]),
q("E726", "fgts-flow", "na antecipação fgts, por quais análises a operação passa antes de averbar no órgão?", [F("envio-averbacao-e-liquidacao"), AC("transicoes-principais")], ["CreditApproval → Warranty"]),
q("E727", "fgts-flow", "antecipação fgts tem assinatura do titular tb ou depois da averbação ja cai o dinheiro?", [F("fluxo"), F("envio-averbacao-e-liquidacao"), AC("transicoes-principais")], ["SignUrl a partir de Signatures", "InstrumentApproval → Signatures"]),
q("E728", "fgts-flow", "fgts: o titular nunca anexou termo nenhum, o envio pra aprovação já recusa na hora?", [ER("recusas-de-negocio"), F("termo-de-consentimento"), F("erros-e-diagnostico"), F("envio-averbacao-e-liquidacao"), AC("warrantyrevision"), AC("transicoes-principais")], ["volta na garantia como WarrantyRevision", "a falta dele so aparece como WarrantyRevision", "WarrantyRevision depois do envio: saldo abaixo do pedido ou termo ausente", "termo ausente ou inadequado", "termo de consentimento ausente", "saldo FGTS insuficiente, termo ausente"]),
  // credit-note
q("E729", "credit-note", "depois do PUT na operação preciso dar um GET pra ver como ficou ou o PUT ja devolve ela?", ["updateCreditNote"], ["A operacao como GET /v1/CreditNote/{id} a devolve"]),
q("E730", "credit-note", "criando a operação com newPersonAndAccount, da pra ja mandar o termo do fgts dentro do cadastro da pessoa ali?", ["createCreditNote"], ["Documentos da pessoa (ex.: termo de consentimento FGTS)"]),
q("E731", "credit-note", "Do the figures in the CET worksheet PDF match the operation's own plan, or are they recomputed?", ["getCreditNoteCetWorksheet"], ["Os valores sao os de GET /v1/CreditNote/{id} (plan)"]),
q("E732", "credit-note", "a pessoa que eu crio pelo newPersonAndAccount na criação da operação fica vinculada a quem?", ["createCreditNote", AU("401-e-403")], ["vinculado ao correspondente do cliente da API", "as pessoas que ele cadastra ficam vinculadas"]),
q("E733", "credit-note", "esqueci o registryOfferCTPSReqestId quando criei a operação do leilão, dá pra mandar depois no PUT?", ["updateCreditNote"], ["so quando a operacao vem do leilao CTPS"]),
  // warranty
q("E734", "warranty", "a operação caiu em Error por falha técnica, ainda consigo corrigir a garantia pelo PUT?", [AC("acoes-permitidas-por-status"), AC("warrantyrevision"), "updateCreditNoteWarranty"], ["Draft, Revision, Disapproved, Error, WarrantyRevision"]),
q("E735", "warranty", "registry_OrignalMargin eu preciso mandar ou é opcional?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["(nao centavos). Opcional, mas envie"]),
q("E736", "warranty", "vou corrigir a garantia que voltou da averbação, uso os dados daquela consulta de margem que fiz lá atrás?", [AC("warrantyrevision")], ["valores da consulta de margem atual"]),
q("E737", "warranty", "Which collateral fields come straight from the free margin query response?", [CP("passo-1-consulta-de-margem"), CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", "queryFreeMargin"], ["Esses valores alimentam a garantia", "como retornada pela consulta de margem", "Código do empregador no registro; vai para registry_EmployerRegistrationCode"]),
q("E738", "warranty", "quando a averbação aprova, o que fica reservado na margem do trabalhador, o valor todo do empréstimo ou a parcela?", [CP("passos-7-e-8")], ["reserva a parcela na margem"]),
  // uploads
q("E739", "uploads", "posso mandar o pdf em base64 dentro do json pro POST /v1/File?", ["uploadFile", F("termo-de-consentimento"), CP("passo-5-garantia-e-documentos"), CV("corpos-e-campos")], ["multipart/form-data", "POST /v1/File, multipart", "Salvo POST /v1/File (multipart)"]),
q("E740", "uploads", "When I download a stored file, is the content type the one I declared on upload?", ["downloadFile"], ["com o tipo reconhecido no envio"]),
q("E741", "uploads", "o PUT /v1/CreditNote/{id}/upload responde o quê? ja vem a lista de documentos atualizada?", ["updateCreditNoteUploads"], ["A operacao como GET /v1/CreditNote/{id} a devolve"]),
q("E742", "uploads", "posso usar no uploads um fileId de arquivo que outro parceiro subiu?", ["createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["arquivo do seu correspondente"]),
q("E743", "uploads", "documento que anexei na operação aparece também quando consulto a pessoa?", [F("termo-de-consentimento")], ["lista os documentos da pessoa e de suas operacoes"]),
  // states
q("E744", "states", "o cliente desistiu e a operação ta em InstrumentApproval, ainda dá pra cancelar?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["InstrumentApproval, Signatures, SignaturesValidation", "aceito em qualquer outro status", "aceito em qualquer outro status", "aceito em qualquer outro status"]),
q("E745", "states", "saiu de Warranty e foi pra InstrumentApproval, isso quer dizer que a averbação deu certo?", [AC("transicoes-principais")], ["Garantia confirmada → InstrumentApproval"]),
q("E746", "states", "operação em WarrantyRevison, quero apagar e começar do zero, o DELETE deixa?", [AC("acoes-permitidas-por-status"), CP("cancelar-excluir-restaurar"), "deleteCreditNote", F("cancelar-excluir-restaurar")], ["Draft, Revision, Disapproved, Canceled"]),
q("E747", "states", "I fixed an operation stuck in Error with a PUT. Will submitapproval accept it again now?", [AC("acoes-permitidas-por-status"), "submitCreditNoteForApproval"], ["submitapproval | Draft, Revision", "Só em Draft, Revision."]),
q("E748", "states", "cliente assinou e agora ta em SignaturesValidation, tenho que chamar alguma coisa?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["Aguarde: assinaturas em conferencia"]),
q("E759", "states", "Revision aparece como não na coluna de ação da tabela, então posso ignorar esse status?", [AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("transicoes-principais")], ["Revision e Disapproved tambem, se o seu processo trata devolucoes", "Corrija os atributos por PUT e reenvie", "Revision (corrija por PUT e reenvie)"]),
q("E760", "states", "What happens if I call cancel on an operation that is already Canceled?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["Acao proibida no status atual: 409", "Recusado (409) numa operação encerrada (Finished, Canceled)", "O cancelamento é recusado (409) numa operação encerrada (Finished, Canceled)", "O cancelamento é recusado (409) numa operação encerrada (Finished, Canceled)"]),
  // payroll-flow (continued)
q("E761", "payroll-flow", "quais motivos fazem a averbação do consignado devolver a operação pra gente corrigir?", [CP("passos-7-e-8"), AC("warrantyrevision")], ["competencia errada ou empregador da garantia diferente", "competencia de desconto no passado"]),
  // warranty (continued)
q("E778", "warranty", "posso simplesmente não mandar o admissionDate e o employeeCode genéricos no item de garantia?", [CP("passo-5-garantia-e-documentos")], ["registry_EmployeeCode, ou omitidas"]),
  // errors
q("E749", "errors", "tomei um 500 com type /problems/internal, o que é isso e o que passo pro suporte?", [ER("corpo-de-erro"), ER("ordem-de-diagnostico"), F("erros-e-diagnostico")], ["500 | Erro interno", "informe-o ao suporte", "a hora da chamada e o corpo enviado"]),
q("E750", "errors", "Which problem type comes back in the error body when the operation id does not exist?", [ER("corpo-de-erro")], ["/problems/not-found | 404"]),
q("E751", "errors", "voltou 400 em amortization.firstPaymentDate numa operação fgts, mas eu peguei a data certinha do FirstPaymentDate", [F("erros-e-diagnostico"), F("objeto-de-calculo-fgts")], ["campo do modelo Price/SAC num objeto FGTS", "copiados de um corpo Price"]),
q("E752", "errors", "num 409 de status vem aquela lista errors[] com os campos também?", [ER("corpo-de-erro")], ["em validacoes, errors"]),
q("E753", "errors", "esqueci uma vírgula no json do POST e voltou 400, que type de problema é esse?", [ER("corpo-de-erro")], ["Corpo da requisicao invalido"]),
  // limits
q("E754", "limits", "qual a menor taxa que o consignado SAC aceita?", [CP("produtos")], ["1,40% a 3,20% a.m."]),
q("E755", "limits", "V360Meses com o primeiro vencimento a 105 dias da data-base, conta quantos meses de juros?", [CP("objeto-de-calculo-price-sac"), CP("contagem-de-dias"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["arredondado ao inteiro mais proximo (meio para cima)"]),
q("E756", "limits", "What's the largest document file I can upload, exactly in bytes?", ["uploadFile", F("termo-de-consentimento"), CP("passo-5-garantia-e-documentos"), "convencoes#nao-publicado"], ["10485760 bytes", "ate 10 MiB", "10 MiB (10485760 bytes) por arquivo (POST /v1/File)"]),
q("E757", "limits", "fgts: cliente quer antecipar só R$ 150 em 36 meses, a simulação aceita?", [F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["entre R$ 100,00 e R$ 500,00"]),
q("E758", "limits", "With V365Meses, a first due date 60 days after the start date counts as how many months of interest?", [CP("objeto-de-calculo-price-sac"), CP("contagem-de-dias"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["de 45 a 74 dias, 2 meses"]),
  // service
q("E762", "service", "esses guias de consignado e fgts são pra quem, pro cliente final ou pro dev do parceiro?", [CP("introducao"), F("introducao")], ["para quem desenvolve a integracao do parceiro"]),
  // conventions
q("E763", "conventions", "o personId e o bankAccountId são uuid ou inteiro?", [CV("identificadores-e-documentos"), CP("passo-1-consulta-de-margem")], ["Identificadores sao UUID", "personId (UUID, preferido)"]),
  // margin-authorization
q("E764", "margin-authorization", "o trabalhador jura que não recusou nada mas a autorização veio Refused, como pode?", [CP("autorizacao-de-margem"), CP("sandbox"), SB("cpfs-de-teste")], ["falha de validacao do canal", "a confirmacao no canal nao pode ser validada"]),
  // borrower
q("E765", "borrower", "o cadastro do tomador pede nome da mae? (motherNam)", ["createNaturalPerson", "createCreditNote"], ["motherName: Nome da mae"]),
  // price-sac
q("E766", "price-sac", "no produto Price os juros de cada mês são calculados como, taxa mensal elevada aos meses?", [CP("contagem-de-dias")], ["(1 + taxa mensal)^m, m = meses inteiros"]),
  // fgts-object
q("E767", "fgts-object", "no objeto fgts posso omitir o startDate igual faço no price?", [F("objeto-de-calculo-fgts")], ["startDate (fgts) | data-hora UTC (YYYY-MM-DDTHH:MM:SSZ) | sim"]),
  // margin-query
q("E768", "margin-query", "pq as ofertas saem com a taxa mais alta do produto se eu não escolho nenhuma? faz sentido?", [CP("passo-2-caminho-a-ofertas"), CP("taxa-das-ofertas"), "simulateOffers"], ["cabe a qualquer taxa menor negociada depois"]),
q("E769", "margin-query", "Does the free margin query return the worker's CBO occupation code that the collateral asks for?", ["queryFreeMargin", "listFreeMarginQueries"], ["positionCBOCode, grossSalaryInCents", "positionCBOCode: Código CBO da ocupação"]),
  // endpoints
q("E770", "endpoints", "o que o POST OfferProposals devolve? vem algum status da proposta?", ["sendOfferProposal"], ["proposalNumber, expirationDate, status, hasWarranty"]),
q("E771", "endpoints", "as rotas de PDF da CCB e da planilha do CET fazem parte do contrato original da API?", ["getCreditNoteCetWorksheet", "getCreditNoteCcb"], ["Extensao deste servico (fora do contrato de origem)"]),
  // auth
q("E772", "auth", "tomei 401 no meio de um lote de chamadas, depois de renovar o token eu repito a mesma chamada?", [AU("401-e-403")], ["Renove o token e repita"]),
  // events
q("E773", "events", "nosso integrador quer um endpoint tipo /events pra puxar os eventos desde um cursor, existe isso?", [AC("nao-ha-webhook"), AC("padrao-de-varredura")], ["e a propria operacao, lida por", "A API devolve o estado atual, nao o caminho"]),
  // sandbox
q("E774", "sandbox", "os CNPJs das empresas que aparecem no sandbox existem de verdade?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["CPFs e CNPJs gerados"]),
  // docs-server
q("E775", "docs-server", "dá pra pedir pro MCP de docs executar minha chamada de criação direto no sandbox?", [AU("este-servidor-de-documentacao")], ["nunca chama a API de credito"]),
  // personal-data
q("E776", "personal-data", "o telefone e o e-mail do tomador aparecem abertos nos logs de vocês?", [CV("dados-pessoais"), "consignado-privado#passo-3-proposta"], ["contas e contatos sao mascarados", "a API os guarda, mas eles nunca aparecem em logs"]),
  // typos
q("E777", "typos", "lastInstalmentAmountInCents da oferta é o quê? é diferente do installmentAmountInCents?", [CP("parcela-das-ofertas"), "simulateOffers", CP("passo-2-caminho-a-ofertas"), CV("regras-alem-da-especificacao"), "revalidateAuctionProposal"], ["A ultima parcela absorve o residuo", "ultima parcela (lastInstallmentAmountInCents)", "Parcela das ofertas: regular e ultima", "absorve o resíduo do arredondamento e pode diferir de installmentAmountInCents por alguns centavos"]),
  // E779–E838: written blind for the development part on 2026-11-27, after the entry classifier, with a long-tail brief
  // (blind-writer-3.md); labels audited blind (label-audit-8).
// price-sac
q("E779", "price-sac", "se eu simular pelo valor da parcela (Payment), como vcs chegam no valor do contrato?", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["o maior principal cujas parcelas"]),
q("E780", "price-sac", "In Liquid mode, how do you work out the contract principal from the amount the borrower is supposed to receive?", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["o menor principal que"]),
q("E781", "price-sac", "simulei Liquid com requestedAmount 150000 e o plano voltou com um requestedAmount maior do que eu mandei, é bug?", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["O plano devolve em requestedAmount o valor contratado calculado", "o plano mostra em requestedAmount o valor contratado, maior"]),
q("E782", "typos", "calculateByValeuType Payment junto com includePaymentFixedCosts true: os custos fixos ficam dentro do valor de parcela que eu pedi?", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["com custos fixos embutidos, se pedidos"]),
// margin-query (offers, margin)
q("E784", "margin-query", "rangePaymentAmounts com dois valores: vai [max, min] ou o contrario?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["em ordem crescente", "[minimo, maximo]"]),
q("E785", "margin-query", "tem como pedir ofertas só de uma categoria de produto em vez de passar os ids um por um?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["Restringe pela categoria de produto"]),
q("E786", "margin-query", "as ofertas são calculadas a partir de que dia? hoje? em que fuso?", [CP("parcela-das-ofertas"), "simulateOffers", CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "revalidateAuctionProposal"], ["dia da simulacao em Brasilia", "o dia da simulação em Brasília, à meia-noite"]),
q("E787", "margin-query", "Where does the first due date of each offer come from? Do I have to compute it?", [CP("parcela-das-ofertas"), "simulateOffers", CP("data-da-primeira-parcela"), "revalidateAuctionProposal"], ["FirstPaymentDate para esse inicio", "o vencimento que esta rota daria", "o primeiro vencimento do produto para startDate"]),
q("E788", "margin-query", "fiz a consulta de margem sem informar o produto e a simulação veio com valores que o produto nem aceita, o que houve?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin"], ["a simulacao pode oferecer valores fora da faixa do produto", "sem ele a margem nao tem o recorte do produto"]),
// endpoints (plan, proposals, CTPS auction, first payment date)
q("E798", "endpoints", "copiei o corpo da criação da operação pra chamar o POST /v1/Amortization e voltou 400 reclamando do personId", [CP("passo-2-caminho-b-amortizacao"), "simulateAmortization", F("simulacao")], ["a simulacao tem productId e legalPerson na raiz", "{ productId, legalPerson: false, amortization }"]),
q("E783", "endpoints", "Does the amortization simulation return the installment amounts in reais or in cents?", [CP("passo-2-caminho-b-amortizacao"), "simulateAmortization", "getAmortization"], ["installments[] em centavos", "valores em centavos, taxas em %", "paymentInCents: Valor da parcela em centavos"]),
q("E789", "endpoints", "Besides the outcome, does the CTPS auction revalidation tell me the worker's current free margin?", ["revalidateAuctionProposal"], ["outcome, expirationDate, freeMarginInCents", "freeMarginInCents: Margem livre atual, em centavos"]),
q("E790", "endpoints", "installmentCount na proposta pro empregador é o quê? preciso mandar?", [CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty"], ["Parcelas da oferta escolhida"]),
q("E791", "typos", "na proposta com reforço posso mandar fgtsRescisionPenaltyInCents com hasWarranty false?", ["sendOfferProposalsWithWarranty"], ["So com hasWarranty true"]),
q("E794", "endpoints", "os parametros do FirstPaymentDate vão num corpo json ou na query string?", [CP("data-da-primeira-parcela"), "getFirstPaymentDate", CV("datas")], ["Parametros de query obrigatorios de FirstPaymentDate", "Query: productId (UUID) e startDate", "startDate da query de FirstPaymentDate"]),
q("E795", "endpoints", "What exactly does the FirstPaymentDate call give back?", ["getFirstPaymentDate", CP("data-da-primeira-parcela")], ["Resposta: firstPaymentDate (UTC)", "Use o firstPaymentDate devolvido"]),
q("E806", "endpoints", "o cliente quer que a parcela vença todo dia 10, tem como eu escolher o dia no FirstPaymentDate?", [CP("data-da-primeira-parcela"), "getFirstPaymentDate"], ["dia de repasse do produto define o vencimento", "seu dia de repasse define o vencimento"]),
// margin-query (offer installments)
q("E792", "margin-query", "a última parcela da oferta pode sair menor que as outras ou ela só pode ser maior?", [CP("parcela-das-ofertas"), "simulateOffers"], ["pode diferir por alguns centavos, para mais ou para menos"]),
// limits
q("E808", "limits", "nas ofertas posso mandar interestRate 0 pra simular sem juros?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers", CP("taxa-das-ofertas")], ["% ao mes (> 0)", "Taxa mensal especifica em %, dentro da faixa do produto", "taxa mensal em %, dentro da faixa do produto"]),
// margin-authorization
q("E793", "margin-authorization", "What do I get back in the response when I register a margin authorization?", ["createMarginAuthorization"], ["A autorizacao registrada", "status, refusalReason, createdAt"]),
// credit-note
q("E796", "credit-note", "no POST /v1/CreditNote do consignado, o que é obrigatorio mesmo e o que é opcional?", [CP("passo-4-criar-a-operacao"), "createCreditNote"], ["Obrigatorios no corpo da criacao: productId, amortization e liquidationType", "Obrigatorio, salvo quando newPersonAndAccount e enviado"]),
q("E797", "typos", "liquidationType ElectronicTransfer voltou 400 na criação, como escreve certo?", [CP("passo-4-criar-a-operacao"), F("criar-a-operacao"), "createCreditNote", "updateCreditNote"], ["EletronicTransfer"]),
// conventions
q("E799", "conventions", "If the API rejects an unknown body field, does the error say which fields it does accept?", [CV("corpos-e-campos")], ["lista os campos aceitos"]),
q("E800", "conventions", "quais headers de content type e accept eu mando nas chamadas json da api de credito?", [CV("corpos-e-campos")], ["envie Content-Type: application/json", "e Accept: application/json"]),
q("E801", "conventions", "posso usar o creditNoteNo na rota, tipo GET /v1/CreditNote/{creditNoteNo}?", [CV("identificadores-e-documentos"), CP("passo-4-criar-a-operacao"), F("criar-a-operacao"), "getCreditNote", "erros#status-http"], ["nas rotas, a operacao e o id (UUID)", "Guarde id (todos os passos seguintes)", "o creditNoteNo não serve no caminho", "nas rotas, a operação é sempre o id (UUID)", "o creditNoteNo (número para a mesa e o suporte) não serve no caminho", "nas rotas, a operação é o `id` (UUID)"]),
q("E802", "conventions", "campo de valor que não termina em InCents é em reais então?", [CV("valores-em-dinheiro"), CP("objeto-de-calculo-price-sac"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["nao tem o sufixo InCents, mas e centavos", "so totalValue e registry_OriginalMargin"]),
q("E807", "conventions", "aqui cada microserviço converte reais pra centavos de novo quando repassa o valor, isso é problema?", [CV("valores-em-dinheiro")], ["uma unica vez, na borda"]),
// personal-data
q("E803", "personal-data", "se a api der erro 500, pode vir dado do cliente ou stack trace no corpo da resposta?", [ER("corpo-de-erro"), CV("dados-pessoais")], ["nunca traz rastro de pilha nem dados pessoais", "mascarados em logs, mensagens de erro"]),
// errors
q("E804", "errors", "chamei o submitapproval duas vezes seguidas e a segunda voltou 409", [AC("acoes-permitidas-por-status"), ER("status-http"), CP("erros-comuns"), ER("corpo-de-erro"), "submitCreditNoteForApproval"], ["submitapproval | Draft, Revision", "Acao invalida para o status atual", "acao nao permitida no status atual", "Acao proibida no status atual: 409", "Só em Draft, Revision."]),
q("E805", "errors", "no errors[].field de um item da garantia vem warranty.0.totalValue ou com colchete?", [ER("corpo-de-erro"), CP("erros-comuns"), "simulateAmortizationBatch"], ["com o caminho JSON de cada campo", "400 em warranty[0].totalValue", "Caminho JSON do campo (ex.: amortization.apr, warranty[0].totalValue)"]),
// docs-server
q("E809", "docs-server", "abri o endereço /mcp do servidor de docs no navegador e deu 405, tá fora do ar?", [AU("este-servidor-de-documentacao")], ["respondem 405 com Allow: POST"]),
q("E810", "docs-server", "configurei o mcp de docs e toda chamada volta 406, oq falta no request?", [AU("este-servidor-de-documentacao")], ["Sem esse Accept, a resposta e 406", "Accept: application/json, text/event-stream"]),
q("E811", "docs-server", "Is there a plain JSON URL that tells me which version of the docs server is deployed?", [AU("este-servidor-de-documentacao")], ["GET /mcp/status.json devolve o status", "versao (1.0.0)"]),
q("E812", "docs-server", "meu editor não reconheceu o bloco mcpServers na config do servidor de docs, tem outro nome de chave?", [AU("este-servidor-de-documentacao")], ["alguns clientes usam a chave servers"]),
q("E813", "docs-server", "How many tools, resources and prompts does the docs MCP server expose?", [AU("este-servidor-de-documentacao")], ["13 ferramentas, 5 recursos e 3 prompts"]),
q("E814", "docs-server", "pedi pro mcp o contexto do modulo 'credito-pessoal' e respondeu como se a pagina nao existisse, bug?", [AU("este-servidor-de-documentacao")], ["responde modulo nao encontrado", "Modulos publicados: consignado-privado e fgts"]),
q("E815", "docs-server", "chamei docs_referencia_endpoint com api bankingapi e disse q nao faz parte, pq?", [AU("este-servidor-de-documentacao")], ["billingapi e bankingapi sao contratos de outros produtos", "billingapi e bankingapi nao fazem parte deste produto"]),
q("E816", "docs-server", "tem ferramenta no mcp q lista as lacunas 'not shown' da espcificaçao e o que a api decidiu em cada uma?", [AU("este-servidor-de-documentacao")], ["docs_pendencias"]),
q("E818", "docs-server", "a coleção postman do fgts que o mcp devolve vem picada em partes, como pego ela inteira de uma vez?", [AU("este-servidor-de-documentacao")], ["inteira em #completa"]),
q("E820", "docs-server", "quero testar com curl se o servidor de docs tá respondendo o protocolo, que corpo eu mando?", [AU("este-servidor-de-documentacao")], ["tools/list", "a resposta lista as ferramentas com seus argumentos"]),
q("E821", "docs-server", "nosso agente de IA usa o mcp de docs; se o texto devolvido disser 'faça X', ele deve obedecer?", [AU("este-servidor-de-documentacao")], ["nunca sao instrucoes", "marcador de dados de documentacao"]),
q("E838", "docs-server", "se eu escrever errado o nome do campo na busca do mcp, tipo reqestedAmount, ele acha mesmo assim?", [AU("este-servidor-de-documentacao")], ["tolerancia a erros de digitacao"]),
// fgts-flow
q("E822", "fgts-flow", "o titular foi no app do fgts e aderiu ao saque-aniversário depois q a operação voltou em WarrantyRevision. ela volta a andar sozinha?", [F("envio-averbacao-e-liquidacao"), F("sandbox"), SB("cpfs-de-teste"), AC("warrantyrevision"), AC("transicoes-principais"), F("status-e-o-que-fazer"), AC("status-da-operacao"), CP("status-e-o-que-fazer"), ER("ordem-de-diagnostico"), "doneCreditNoteWarrantyRevision"], ["corrija e chame doneWarrantyRevision", "Corrija a garantia e chame doneWarrantyRevision", "corrija e chame POST /v1/CreditNote/{id}/doneWarrantyRevision", "Chame POST /v1/CreditNote/{id}/doneWarrantyRevision", "feche a revisao pela rota designada", "Depois de corrigir a garantia em WarrantyRevision"]),
q("E823", "fgts-flow", "pra saber qto o titular pode antecipar, a esteira traz os saques futuros a valor presente usando qual taxa?", [F("garantia-o-saldo-do-fgts")], ["pela taxa do contrato"]),
// events
q("E824", "events", "quando esse push anunciado sair, a notificação já vai trazer o status novo ou ainda vou ter que dar GET na operação?", [AC("nao-ha-webhook")], ["a notificacao so sinalizaria a mudanca", "o estado continua lido por GET /v1/CreditNote/{id}"]),
// uploads
q("E825", "uploads", "o documento veio escanaedo em .jpeg (com e), o POST /v1/File aceita essa extensão ou só .jpg?", ["uploadFile"], ["JPEG (.jpg, .jpeg)"]),
// credit-note
q("E826", "credit-note", "baixei a ccb pela api, tem algum header que diz se é a minuta ou a versão assinada sem eu abrir o pdf?", ["getCreditNoteCcb"], ["X-Document-Kind: signed", "X-Document-Kind: draft"]),
q("E827", "credit-note", "o documentSha256 que vem no SignUrl bate com aquele código que aparece no rodapé da CCB?", [SB("assinaturas"), "getCreditNoteCcb", "getCreditNoteSignUrl"], ["documentSha256 (o codigo de verificacao do documento)", "codigo de verificacao (SHA-256 do documento canonico)", "o código de verificação exibido na página de assinatura"]),
q("E828", "credit-note", "What does the signature certificate page at the end of the signed CCB show?", ["getCreditNoteCcb"], ["decisao, data e hora UTC, rede de origem"]),
q("E829", "credit-note", "a planilha do cet em pdf mostra o iof e o custo de emissão separados ou só a taxa final?", ["getCreditNoteCetWorksheet"], ["valores contratado e liberado, IOF, custo de emissao"]),
// endpoints
q("E830", "endpoints", "o cliente perguntou se na página de assinatura ele vai conseguir ver o CET e o plano de parcelas antes de assinar", [SB("assinaturas"), "getCreditNoteSignUrl"], ["valores, plano, taxas, IOF, CET"]),
q("E831", "endpoints", "Does the SignUrl response tell me when a signer declined, not just that they did?", ["getCreditNoteSignUrl"], ["signedAt, refusedAt", "Quando o signatário recusou a assinatura (UTC)"]),
q("E835", "endpoints", "no plano que o POST /v1/Amortization devolve dá pra ver quanto de cada parcela é juros e quanto é amortização?", ["simulateAmortization", "getAmortization"], ["principalInCents, interestInCents"]),
q("E836", "endpoints", "dá pra ver o custo de emissão do meu produto antes de simular, direto no cadastro do produto?", ["listProducts", "getProduct", CP("produtos"), F("produto")], ["issuanceCostInCents, issuanceCostPercent", "custos de emissão e fixo por parcela", "Custo de emissão fixo, em centavos (entra no CET)"]),
q("E837", "endpoints", "como sei pela api se a operação do meu produto vai nascer em Draft ou já em ComplianceApproval?", ["listProducts", "getProduct", CP("produtos"), F("produto"), CP("passo-4-criar-a-operacao"), F("criar-a-operacao")], ["initialStatus", "o status em que a operação nasce"]),
// sandbox
q("E819", "sandbox", "Which sandbox test worker has the FGTS birthday withdrawal in November?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["10000003549"]),
q("E832", "sandbox", "In the sandbox, do the SignUrl links point to a real e-signature vendor?", [SB("assinaturas")], ["provedor de assinatura embarcado"]),
// states
q("E817", "states", "a operação caiu em Error e ainda falta um documento, o PUT de upload aceita nesse status ou dá 409?", [AC("acoes-permitidas-por-status"), AC("warrantyrevision"), "updateCreditNoteUploads"], ["Draft, Revision, Disapproved, Error, WarrantyRevision"]),
q("E833", "states", "cliente ligou desistindo, a operação tá em Signatures e ele ainda nem abriu o link, consigo cancelar pela api?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["InstrumentApproval, Signatures, SignaturesValidation", "aceito em qualquer outro status", "aceito em qualquer outro status", "aceito em qualquer outro status"]),
// auth
q("E834", "auth", "voltou 403 com type /problems/forbidden, adianta renovar o token?", [ER("corpo-de-erro"), ER("status-http"), AU("401-e-403")], ["Sem permissao", "nao tem permissao para a acao"]),
  // E839–E918: written blind for the development part on 2026-11-27, after the log-space fusion of the entry classifier
  // and before any tuning on them: E839–E878 from the specification section by section (blind-writer-2.md), E879–E918
  // with the long-tail brief (blind-writer-3.md); labels audited blind (label-audit-9: 2 questions narrowed).
// service
q("E839", "service", "o sandbox de vcs é uma api separada, com regra diferente da de verdade, ou é a mesma api?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["A API embarcada e o sandbox: a mesma API"]),
// payroll-flow
q("E840", "payroll-flow", "voltou WarrantyRevision pq a parcela passou da margem livre; além de arrumar a garantia eu tenho q simular de novo?", [AC("warrantyrevision"), CP("sandbox"), SB("cpfs-de-teste")], ["o valor ou o prazo numa nova simulacao", "Simule um valor menor"]),
q("E841", "payroll-flow", "In the payroll loan flow, does the FirstPaymentDate call come before or after creating the credit note?", [CP("fluxo"), "createCreditNote", CP("data-da-primeira-parcela"), "getFirstPaymentDate", CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "updateCreditNote"], ["data da primeira parcela (POST /v1/RegistryEmployee/FirstPaymentDate) e criacao da operacao", "use o resultado de FirstPaymentDate", "devolvido em amortization.firstPaymentDate", "Use o resultado em amortization.firstPaymentDate"]),
// fgts-flow
q("E842", "fgts-flow", "startDate em maio e o saque-aniversário do titular é em agosto: a 1ª parcela anual já cai em agosto desse ano?", [F("contagem-de-dias")], ["a primeira cai no primeiro mes do saque depois de startDate"]),
q("E843", "fgts-flow", "na antecipação fgts, se o titular recusar assinar o contrato, os saques-aniversário dele ficam presos?", [SB("assinaturas"), "getCreditNoteSignUrl", F("fluxo"), "consignado-privado#passos-7-e-8"], ["liberando a margem ou os saques-aniversario", "liberando a margem ou os saques-aniversário"]),
// conventions
q("E844", "conventions", "todo corpo de request da api é json ou tem endpoint que recebe multipart?", [CV("corpos-e-campos"), "uploadFile", F("termo-de-consentimento"), CP("passo-5-garantia-e-documentos")], ["Salvo POST /v1/File (multipart), os corpos sao JSON", "multipart/form-data", "POST /v1/File, multipart"]),
// margin-authorization
q("E845", "margin-authorization", "pra registrar a autorização de margem o trabalhador já precisa estar cadastrado como tomador?", ["createMarginAuthorization", CP("autorizacao-de-margem")], ["Tomador ja cadastrado, quando houver", "Obrigatórios no corpo: `registrationNumber`; opcionais: `personId`"]),
q("E846", "margin-authorization", "A margin authorization went Refused. Can it go back to Pending, or do I have to register a new one?", [CP("sandbox"), SB("cpfs-de-teste"), "createMarginAuthorization"], ["registre uma nova autorizacao", "Refused encerra"]),
// borrower
q("E847", "borrower", "quando listo as contas de liquidação do tomador, elas vêm em que ordem?", ["listBankAccounts"], ["mais recentes primeiro"]),
q("E848", "borrower", "chamei GET /v1/BankAccount sem filtro nenhum pra listar todas as contas e voltou 400", ["listBankAccounts"], ["personId obrigatorio", "Tomador cujas contas listar (obrigatorio)"]),
// credit-note
q("E849", "credit-note", "a planilha do cet da operação dá pra baixar em qualquer status?", ["getCreditNoteCetWorksheet"], ["Disponivel enquanto a operacao tem plano"]),
q("E850", "credit-note", "o tomador quer conferir se a ccb que recebeu é autêntica, tem algum lugar público pra checar?", ["getCreditNoteCcb"], ["pagina publica /verificar"]),
// price-sac
q("E851", "price-sac", "simulei no POST /v1/Amortization com calculateByValueType Liquid, em q campo do plano aparece o valor que realmente cai na conta do cliente?", [CP("valor-de-partida"), "simulateAmortization", "getAmortization"], ["em liquidAmountInCents os 150000 liberados", "liquidAmountInCents"]),
// fgts-object
q("E852", "fgts-object", "amortizatonType 'FGTS' em maiusculo passa ou tem q ser minusculo?", [F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["fgts (comparado sem diferenciar maiusculas)"]),
q("E853", "fgts-object", "For FGTS, can requestedAmount be the net amount the holder receives, like calculateByValueType Liquid?", [CP("objeto-de-calculo-price-sac"), CP("valor-de-partida"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["O FGTS parte sempre do valor contratado (Gross)", "Valor contratado. Centavos"]),
// warranty
q("E854", "warranty", "se eu der PUT no /warranty mandando um item só, ele soma com os que já tinha ou troca tudo?", ["updateCreditNoteWarranty"], ["substitui a lista de garantias"]),
q("E855", "warranty", "no item de warranty eu anexo o pdf do termo de averbação?", [CP("passo-5-garantia-e-documentos")], ["dados da averbacao da margem, nao arquivos"]),
// uploads
q("E856", "uploads", "documentDat do item de uploads é obrigatorio? vai com hora?", [CP("passo-5-garantia-e-documentos"), "createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["Data do documento (UTC)", "opcionais: displayName, documentDate e fileId"]),
q("E857", "uploads", "subi pelo /v1/File um pdf mas com o nome termo.png e foi recusado, pq?", ["uploadFile"], ["se divergirem do conteudo, fazem o envio ser recusado"]),
// margin-query
q("E858", "margin-query", "Can I restrict the offers simulation to specific terms, like only 24 and 36 installments?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["Prazos a simular, em numero de parcelas"]),
q("E859", "margin-query", "a consulta de margem devolve o salário bruto do trabalhador?", ["queryFreeMargin", "listFreeMarginQueries"], ["grossSalaryInCents"]),
// states
q("E860", "states", "After a logical DELETE, how can I tell from the returned operation that it was deleted?", ["deleteCreditNote", "getCreditNote"], ["com deleted = true", "deleted: true quando excluída logicamente (restore desfaz)"]),
q("E861", "states", "corrigi a conta em PaymentRevision pelo PUT, a operação volta pra qual status?", [AC("paymentrevision"), "updateCreditNote"], ["a operacao volta a WaitLiquidation"]),
// endpoints
q("E862", "endpoints", "chamei POST /v1/Webhook/teste pra ver se chegava callback e deu 404", [AC("nao-ha-webhook")], ["esta API nao as publica (respondem 404)"]),
q("E863", "endpoints", "o documento openapi de vcs é de qual versão do openapi?", ["getOpenApiDocument"], ["OpenAPI 3.1"]),
// auth
q("E864", "auth", "What exactly comes back in the /oauth/token response?", [AU("token"), "issueToken"], ["access_token, token_type"]),
// events
q("E865", "events", "In the announced push feature, would the notification envelope include the borrower's personal data?", [AC("nao-ha-webhook"), CV("nao-publicado")], ["envelope sem dados pessoais"]),
// errors
q("E866", "errors", "os erros de vcs vêm em que content-type? segue algum padrão?", [ER("corpo-de-erro"), CP("erros-comuns"), "simulateAmortizationBatch"], ["application/problem+json", "Corpo de erro RFC 9457 (application/problem+json)"]),
q("E867", "errors", "voltou 409 com type /problems/idempotency-mismatch na criação da operação", [ER("corpo-de-erro"), CV("idempotencia"), ER("status-http")], ["Chave de idempotencia reutilizada", "a mesma chave com outro corpo responde 409", "Idempotency-Key repetida com outro corpo"]),
// limits
q("E868", "limits", "pra calcular o saque-aniversário de cada ano vcs usam o saldo cheio do fgts ou o saldo depois do saque do ano passado?", [F("limites")], ["ja desconta o saque do ano anterior"]),
q("E869", "limits", "dá pra pedir 500 operações por página na varredura do GET /v1/CreditNote?", [CV("paginacao"), "listCreditNotes"], ["size (1 a 100, padrao 20)", "Itens por pagina, de 1 a 100"]),
// sandbox
q("E870", "sandbox", "na página de assinatura do sandbox pede os 3 primeiros dígitos do cpf, de qual cpf eu digito?", [SB("assinaturas")], ["os do CPF que voce cadastrou"]),
q("E871", "sandbox", "os cpfs de teste do sandbox passam na validação de dígito verificador ou são números qualquer?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["com digitos verificadores validos"]),
// docs-server
q("E872", "docs-server", "o mcp tem algum índice tipo llms.txt pra eu jogar no meu agente?", [AU("este-servidor-de-documentacao")], ["Indice da documentacao no formato llms.txt"]),
q("E873", "docs-server", "Can I paste a full URL with a real id and a query string into docs_endpoint_por_rota?", [AU("este-servidor-de-documentacao")], ["Aceita ids concretos na rota, URL completa e query string"]),
q("E874", "docs-server", "o servidor de docs guarda sessão entre as chamadas? qual transporte ele usa?", [AU("este-servidor-de-documentacao")], ["Streamable HTTP, sem sessao", "streamable-http"]),
q("E875", "docs-server", "qual ferramenta do mcp me diz o tipo, a unidade e se um campo é obrigatório?", [AU("este-servidor-de-documentacao")], ["Um campo do contrato pelo nome", "tipo e unidade, se e obrigatorio"]),
// personal-data
q("E876", "personal-data", "na CCB em pdf os dados da conta bancária do cliente aparecem completos?", ["getCreditNoteCcb"], ["CPF e conta mascarados"]),
// typos
q("E877", "typos", "no adress.state do tomadr eu escrevo 'Sao Paulo' por extenso ou a sigla?", ["createNaturalPerson", "createCreditNote"], ["Sigla da unidade federativa"]),
q("E878", "typos", "identityDocumnet.issueDate vai com hora ou só a data?", ["createNaturalPerson", "createCreditNote"], ["Data de emissao, YYYY-MM-DD"]),
// docs-server
q("E879", "docs-server", "o servidor de docs guarda sessão entre as chamadas? tenho que reaproveitar algum id de sessão no header?", [AU("este-servidor-de-documentacao")], ["Streamable HTTP, sem sessão", "cada pedido é um POST /mcp"]),
q("E880", "docs-server", "Is there an llms.txt style index of the docs that I can hand to my coding agent?", [AU("este-servidor-de-documentacao")], ["no formato llms.txt", "docs://llms.txt"]),
q("E881", "docs-server", "no docs_endpoint_por_rota posso colar a url inteira que deu erro, com o id de verdade e a query string?", [AU("este-servidor-de-documentacao")], ["Aceita ids concretos na rota, URL completa e query string"]),
q("E882", "docs-server", "se eu chamar o docs_buscar_endpoints sem passar o argumento api, ele procura em qual api?", [AU("este-servidor-de-documentacao")], ["omitido vale ela", "aceita creditapi, a API de crédito publicada aqui"]),
q("E883", "docs-server", "o docs_montar_requisicao só confere o json ou ele chega a calcular as parcelas do plano também?", [AU("este-servidor-de-documentacao")], ["calcula o plano com o motor da API"]),
q("E884", "docs-server", "What ranking does the docs search tool use? Plain keyword match or something smarter?", [AU("este-servidor-de-documentacao")], ["Orama, BM25 com radicais pt-BR", "tolerância a erros de digitação, sinônimos do domínio"]),
q("E885", "docs-server", "quais valores o docs_listar_endpoints aceita no argumento secao?", [AU("este-servidor-de-documentacao")], ["autenticacao, comum, consignado-privado, fgts, meta"]),
q("E886", "docs-server", "dá pra ler só uma seção de um guia pelo mcp em vez do guia inteiro?", [AU("este-servidor-de-documentacao")], ["inteiro ou uma seção (id#secao", "cada seção em #secao"]),
q("E887", "docs-server", "Which MCP prompt walks me through checking a request body against an endpoint's contract?", [AU("este-servidor-de-documentacao")], ["docs_validar_payload", "Roteiro para conferir um corpo de requisição"]),
q("E888", "docs-server", "tem alguma ferramenta no mcp que compare os tipos de operação (price, sac, refin, leilão, fgts) com os campos e a garantia de cada um?", [AU("este-servidor-de-documentacao")], ["docs_tipos_operacao"]),
// endpoints
q("E889", "endpoints", "Does the health endpoint report database latency or applied migrations, or only up/down?", ["getHealth"], ["ok, latencyMs, migrations"]),
q("E890", "endpoints", "como eu sei pela api se o meu produto já embute seguro prestamista?", ["listProducts", "getProduct", CP("produtos"), F("produto")], ["insuranceEmbedded", "seguro prestamista embutido"]),
q("E891", "endpoints", "a faixa de prazo que vem no GET do produto é em parcelas ou em meses? tem algum campo que diz?", ["listProducts", "getProduct", CP("produtos"), F("produto")], ["termUnit", "parcelas no consignado, meses no FGTS"]),
q("E892", "endpoints", "Where can I see the fixed cost per installment that includePaymentFixedCosts would embed for my product?", ["listProducts", "getProduct", CP("produtos"), F("produto")], ["fixedCostPerInstallmentInCents", "custos de emissão e fixo por parcela"]),
q("E893", "endpoints", "no plano que o POST /v1/Amortization devolve aparece o saldo devedor que sobra depois de cada parcela?", ["simulateAmortization", "getAmortization"], ["balanceInCents"]),
q("E894", "endpoints", "What does the request body of POST /v1/Amortization/Batch look like, a bare JSON array?", [CP("passo-2-caminho-b-amortizacao"), "simulateAmortizationBatch"], ["{ items: [...] }"]),
q("E895", "endpoints", "no lote de simulação, o item que falhou volta com o erro em que formato? vem o traceId junto?", ["simulateAmortizationBatch"], ["index, error, type, title, status, detail"]),
q("E896", "endpoints", "o documento openapi de vcs é 3.0 ou 3.1?", ["getOpenApiDocument"], ["OpenAPI 3.1"]),
// margin-query
q("E897", "margin-query", "a oferta simulada tem validade? até quando posso usar aquele offerRequestId?", ["simulateOffers", "revalidateAuctionProposal"], ["expiresAt"]),
q("E898", "margin-query", "no histórico de consultas de margem aparece a hora em que cada consulta foi feita?", ["listFreeMarginQueries"], ["queriedAt"]),
// credit-note
q("E899", "credit-note", "temos dois client_id de api no mesmo correspondente, a operação mostra qual deles criou?", ["listCreditNotes", "createCreditNote", "getCreditNote", "updateCreditNote", "deleteCreditNote", "updateCreditNoteWarranty", "updateCreditNoteUploads", "submitCreditNoteForApproval", "doneCreditNoteWarrantyRevision", "cancelCreditNote", "restoreCreditNote", "autenticacao#401-e-403"], ["createdByClientId", "`createdByClientId`, na operação (`GET /v1/CreditNote/{id}`), diz qual credencial a criou"]),
q("E900", "credit-note", "pedi o cancel faz uns minutos e ainda não virou Canceled; tem algum campo na operação que mostra que o pedido de cancelamento foi registrado?", ["listCreditNotes", "createCreditNote", "getCreditNote", "updateCreditNote", "deleteCreditNote", "updateCreditNoteWarranty", "updateCreditNoteUploads", "submitCreditNoteForApproval", "doneCreditNoteWarrantyRevision", "cancelCreditNote", "restoreCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["cancelRequestedAt", "com `cancelRequestedAt` (quando o cancelamento foi pedido) preenchido"]),
q("E901", "credit-note", "After a logical DELETE, which fields of the credit note tell me it was deleted and when?", ["listCreditNotes", "createCreditNote", "getCreditNote", "updateCreditNote", "deleteCreditNote", "updateCreditNoteWarranty", "updateCreditNoteUploads", "submitCreditNoteForApproval", "doneCreditNoteWarrantyRevision", "cancelCreditNote", "restoreCreditNote"], ["deleted, deletedAt", "com deleted = true", "deletedAt: Momento da exclusão lógica, quando deleted"]),
// borrower
q("E902", "borrower", "na lista de documentos do tomador dá pra saber de qual operação veio cada documento?", ["getNaturalPerson"], ["creditNoteId"]),
// typos
q("E903", "typos", "identityDocumet.issueDate do rg vai com hora ou só a data?", ["createNaturalPerson", "createCreditNote"], ["Data de emissão, YYYY-MM-DD"]),
q("E904", "typos", "acountNumber da conta de liquidação vai com o dígito junto?", ["createBankAccount", "createCreditNote"], ["Número da conta, sem dígito"]),
q("E905", "typos", "tem uma pagina do staus do mcp de docs que dá pra abrir no navegador, sem ser o json?", [AU("este-servidor-de-documentacao")], ["/mcp/status mostra o mesmo status"]),
// events
q("E906", "events", "chamei um POST /v1/Webhook/<provedor> pra ver se recebia callback e voltou 404", [AC("nao-ha-webhook")], ["respondem 404", "esta API não as publica"]),
q("E907", "events", "na varredura pelo GET /v1/CreditNote cada operação da página já vem com o history ou preciso abrir uma por uma?", ["listCreditNotes"], ["history, from, to, at, actor, reason"]),
// states
q("E908", "states", "a operação voltou em WarrantyRevison e no history o autor da transição não é ninguém da mesa, quem é?", [AC("warrantyrevision"), "getCreditNote"], ["autor Pipeline", "Partner (chamada do parceiro), Pipeline (esteira automática), Desk (mesa de crédito)"]),
q("E909", "states", "a antecipação fgts foi Disapproved depois do envio, isso pode ser por limite anual de contratação?", [AC("transicoes-principais"), F("limites")], ["também quando o limite anual de contratação é excedido", "O limite também pode aparecer depois do envio"]),
q("E910", "states", "cliente desistiu e a op tá em PaymentRevision, em vez de cancelar dá pra só excluir com DELETE?", [CP("cancelar-excluir-restaurar"), AC("acoes-permitidas-por-status"), "deleteCreditNote", F("cancelar-excluir-restaurar")], ["Draft, Revision, Disapproved, Canceled"]),
// uploads
q("E911", "uploads", "Sent the already-signed contract as SignedContract at creation and now SignUrl has no links at all. Bug?", [CP("passo-5-garantia-e-documentos"), F("criar-a-operacao"), "getCreditNoteSignUrl"], ["não há links em SignUrl", "direto a PartnerSignaturesValidation", "Lista vazia quando um SignedContract enviado em Draft dispensou a coleta"]),
// sandbox
q("E912", "sandbox", "qual o salário bruto do trabalhador de teste 10000001929?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["salário bruto R$ 6.500,00"]),
// personal-data
q("E913", "personal-data", "a CCB em pdf que a gente baixa mostra a conta bancária do cliente completa?", ["getCreditNoteCcb"], ["CPF e conta mascarados"]),
// price-sac
q("E914", "price-sac", "data-base 1º de maio, primeiro vencimento 15 de junho, 45 dias certinho; no V360Meses isso conta 1 ou 2 meses de juros?", [CP("objeto-de-calculo-price-sac"), CP("contagem-de-dias"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["de 45 a 74 dias, 2 meses"]),
// margin-authorization
q("E915", "margin-authorization", "a listagem de autorizações de margem mostra quando o status mudou pela última vez?", ["listMarginAuthorizations"], ["refusalReason, createdAt, updatedAt"]),
// errors
q("E916", "errors", "chamei o FirstPaymentDate só com o productId e tomei 400", [CP("data-da-primeira-parcela")], ["sem um deles, 400"]),
// auth
q("E917", "auth", "My token request with grant_type=password gets refused. Which grant types does the token endpoint support?", ["issueToken", AU("token")], ["Só client_credentials", "grant_type = client_credentials"]),
// conventions
q("E918", "conventions", "nosso front gera a data com toISOString() do javascript, tipo 2026-05-01T00:00:00.000Z, e a api devolve 400", [CV("datas")], ["sem milissegundos, sem fuso"]),
  // E919–E998: written blind for the development part on 2026-11-27 with the long-tail brief (blind-writer-3.md; E959–E998
  // asked to favour loan-ops stories, what a route returns and consequences), measured before any tuning on them;
  // labels audited blind (label-audit-10: 3 questions changed).
// docs-server
q("E919", "docs-server", "tem alguma tool no mcp de docs que me devolve o inventário inteiro dele, com os argumentos de cada ferramenta, recurso e prompt?", [AU("este-servidor-de-documentacao")], ["docs_catalogo_mcp (sem argumentos)", "O inventário deste servidor", "listados com seus argumentos na página /mcp/status"]),
q("E920", "docs-server", "Does docs_buscar_endpoints also look through the guides, or only through the endpoint reference?", [AU("este-servidor-de-documentacao")], ["Busca ranqueada só na referência de endpoints"]),
q("E921", "docs-server", "o docs_buscar_documentacao devolve o que em cada resultado? só o link da seção ou vem o trecho tb?", [AU("este-servidor-de-documentacao")], ["a frase que responde, a âncora da seção"]),
q("E922", "docs-server", "quais ids eu posso passar no recurso docs://guia/{id}? existe um guia só de erros?", [AU("este-servidor-de-documentacao")], ["consignado-privado, fgts, convencoes, acompanhamento, erros, autenticacao, sandbox"]),
q("E923", "docs-server", "qual tool do mcp me mostra tudo de um endpoint só (params, body, response e erros) a partir do operationId dele?", [AU("este-servidor-de-documentacao")], ["docs_referencia_endpoint", "Referência completa de um endpoint pelo opId"]),
// typos
q("E924", "typos", "o docs_montar_requisiçao se eu chamar sem o argumento dados me retorna oq?", [AU("este-servidor-de-documentacao")], ["modelo de requisição do endpoint (cabeçalhos, query, corpo de exemplo"]),
q("E925", "typos", "registry_WarrantyFgtsRescisionPenaltyInCents pode ir no item de garantia sem o registry_HasWarranty?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["Só com registry_HasWarranty true"]),
q("E926", "typos", "na confg do mcp de docs que vcs mandaram aparece https://<host-do-ambiente>/mcp, deixo assim msm?", [AU("este-servidor-de-documentacao")], ["Troque o host pelo do seu ambiente"]),
// conventions
q("E927", "conventions", "a api aplica alguma regra que não tá escrita na especificação? onde eu acho isso documentado?", [CV("regras-alem-da-especificacao"), AU("este-servidor-de-documentacao")], ["regras que o texto da especificação não traz", "na descrição do campo ou da rota no OpenAPI", "com o que a API embarcada decidiu"]),
q("E928", "conventions", "nosso sistema fez 19.99 * 100 no javascript e mandou 1998 no requestedAmount, o cliente pediu 19,99. como deveria converter?", [CV("valores-em-dinheiro")], ["com aritmética exata", "nunca reais * 100 em ponto flutuante sem arredondar"]),
// limits
q("E929", "limits", "simulei uma antecipação fgts com saque de R$ 650 por ano e voltou 400, em qual campo o erro vem apontado?", [F("limites"), F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["respondem 400 em amortization.requestedAmount ou amortization.termInMonths"]),
q("E930", "limits", "titular com uns R$ 800 de saldo no fgts, qual percentual e parcela adicional entram no saque aniversario dele?", [F("limites")], ["40% | R$ 50,00"]),
q("E931", "limits", "In the FGTS product record, are the per-withdrawal minimum and maximum given in reais or in cents?", ["listProducts", "getProduct", F("produto"), CP("produtos")], ["minWithdrawalPerYearInCents, maxWithdrawalPerYearInCents", "os limites por saque antecipado (centavos)", "valor mínimo por saque antecipado, em centavos"]),
// uploads
q("E932", "uploads", "subimos o contrato já assinado pelo POST /v1/File mas esquecemos de colocar ele no uploads da operação. mesmo assim a coleta de assinaturas vai ser pulada?", [CP("passo-5-garantia-e-documentos"), F("criar-a-operacao")], ["só conta o item que está de fato na lista"]),
// endpoints
q("E933", "endpoints", "a rota de revalidação do leilão ctps me devolve também a margem livre de agora e a hora em que checou?", ["revalidateAuctionProposal"], ["outcome, expirationDate, freeMarginInCents", "checkedAt"]),
q("E934", "endpoints", "Is the amortization object I send to POST /v1/Amortization the same one I later put in the credit note creation body?", [CP("passo-2-caminho-b-amortizacao"), F("simulacao")], ["O objeto amortization é o mesmo da criação da operação", "o objeto amortization é o mesmo da criação"]),
q("E935", "endpoints", "a rota de saúde da api serve tanto pra liveness quanto pra readiness do nosso kubernetes?", ["getHealth"], ["Vivacidade e prontidão"]),
// credit-note
q("E936", "credit-note", "na planilha do cet que baixo da operação aparece quantos dias cada parcela fica da data-base?", ["getCreditNoteCetWorksheet"], ["cada fluxo com data e dias desde a data-base"]),
q("E937", "credit-note", "no exemplo do guia de criação aparece \"{{personId}}\" no corpo, a api entende essa sintaxe ou eu troco?", [CP("passo-4-criar-a-operacao")], ["são marcadores para os valores das etapas anteriores"]),
// errors
q("E938", "errors", "deu 404 no POST /v1/CreditNote logo depois de cadastrar tomador e conta, o que eu confiro primeiro?", [ER("status-http")], ["Confira os identificadores das etapas anteriores", "Operação, tomador, conta ou produto inexistente"]),
// margin-authorization
q("E939", "margin-authorization", "consigo listar só as autorizações de margem de um cpf específico?", ["listMarginAuthorizations", CP("fluxo")], ["Filtra pelo CPF do trabalhador", "Lista autorizações por CPF e status", "MarginAuthorization?registrationNumber="]),
q("E940", "margin-authorization", "If I register a margin authorization without any contact channel, where is the worker supposed to confirm it?", ["createMarginAuthorization", CP("autorizacao-de-margem")], ["sem ele a confirmação ocorre no aplicativo oficial", "a confirmação ocorre no aplicativo oficial"]),
// sandbox
q("E941", "sandbox", "qual cpf de teste do sandbox tem mais margem livre pra eu simular um valor alto?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["margem livre R$ 4.200,00"]),
q("E942", "sandbox", "o trabalhador de teste 10000002739 tem quanto de saldo no fgts?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["saldo FGTS R$ 6.200,00"]),
// price-sac
q("E943", "price-sac", "primeiro vencimento 40 dias depois do startDate no produto price (V360Meses): os juros do 1º período saem proporcionais aos 40 dias?", [CP("objeto-de-calculo-price-sac"), CP("contagem-de-dias"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["a 40 dias cobra 1 mês de juros", "até 44 dias, 1 mês"]),
q("E944", "price-sac", "nos critérios por mes inteiro, depois do primeiro periodo cada parcela conta como quantos meses de juros?", [CP("objeto-de-calculo-price-sac"), CP("contagem-de-dias"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["cada parcela seguinte soma 1 mês"]),
// fgts-flow
q("E945", "fgts-flow", "na criação da antecipação fgts posso mandar insurance true ou isPartnerChannelCreation igual no consignado?", [F("criar-a-operacao"), "createCreditNote", "updateCreditNote"], ["Opcionais: emissionDate e observations", "seguro prestamista (consignado privado)", "canal do parceiro (consignado privado)"]),
q("E946", "fgts-flow", "The holder cancelled his FGTS anticipation this morning and wants a new one with a bigger amount right away. Is there any catch?", [F("cancelar-excluir-restaurar"), ER("recusas-de-negocio"), F("status-e-o-que-fazer"), AC("status-da-operacao"), CP("status-e-o-que-fazer")], ["só depois de Canceled", "enquanto a anterior não chegar a Canceled", "nova contratação já é possível"]),
// fgts-object
q("E947", "fgts-object", "The FGTS product lists V360DiasCorridos as its day count. Should I then send calculationType V360DiasCorridos inside the FGTS amortization object?", [F("produto"), F("contagem-de-dias"), F("objeto-de-calculo-fgts"), F("erros-e-diagnostico")], ["não envie calculationType", "não leva calculationType", "O erro mais comum é mandar numberOfPayments, firstPaymentDate ou calculationType", "campo do modelo Price/SAC num objeto FGTS"]),
// personal-data
q("E948", "personal-data", "os contatos do trabalhador que mando na proposta ao empregador ficam armazenados na api ou só passam?", [CP("passo-3-proposta")], ["a API os guarda"]),
q("E949", "personal-data", "o dev colou no docs_montar_requisicao o json real do cliente, com cpf e nome, pra validar e a ferramenta recusou. pq?", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["nos argumentos das ferramentas: eles são recusados", "Nunca envie dados pessoais, tokens ou chaves a este servidor"]),
// borrower
q("E950", "borrower", "quando listo as contas de um tomador vem o cpf do titular de cada conta?", ["listBankAccounts"], ["holderRegistrationNumber, holderName, createdAt, page"]),
// auth
q("E951", "auth", "nossa integração funciona liso por mais ou menos uma hora e depois tudo começa a voltar 401, o que pode ser?", [AU("token"), "issueToken", AU("401-e-403"), ER("status-http")], ["padrão: 3600, 1 hora", "O token expira (padrão 1 h)", "Token ausente, expirado ou inválido", "Validade em segundos (padrão: 3600)"]),
q("E952", "auth", "Do I have to request a specific OAuth scope, like credit:write, to be allowed to create credit notes?", ["issueToken"], ["Ignorado: o escopo vem do cliente da API"]),
// events
q("E953", "events", "nosso worker mandou o link de assinatura duas vezes pro cliente porque a varredura pegou Signatures de novo, como evito?", [AC("padrao-de-varredura")], ["mantenha os tratadores idempotentes", "Reaja só quando o status mudar"]),
q("E954", "events", "quero disparar alerta qdo a operação ficar mais de 2 dias parada no mesmo status, de onde tiro desde quando ela tá nele?", [AC("nao-ha-webhook"), "getCreditNote", "listCreditNotes", AC("padrao-de-varredura")], ["statusSince"]),
// states
q("E955", "states", "The borrower called: the money never arrived and the credit note now shows PaymentRevision. What exactly are we allowed to change on it?", [AC("paymentrevision"), "updateCreditNote", AC("acoes-permitidas-por-status"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["aceita só { \"bankAccountId\"", "só com bankAccountId", "Corrija a conta de liquidação"]),
// warranty
q("E956", "warranty", "The first due date came back as 2027-01-07. What exact value goes in registry_DiscountStartPeriod?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["envie 2027-01-01", "Competência do primeiro desconto em folha"]),
// payroll-flow
q("E957", "payroll-flow", "Once the endorsement has reserved the installment on the worker's margin, what releases that reservation again?", [CP("passos-7-e-8"), "cancelCreditNote", CP("cancelar-excluir-restaurar"), SB("assinaturas"), "getCreditNoteSignUrl"], ["liberam a reserva", "libera a margem (consignado)", "a liberação da margem faz parte do processamento", "liberando a margem ou os saques-aniversário"]),
// margin-query
q("E958", "margin-query", "mandei as ofertas sem productIds, a resposta diz de qual produto é cada oferta?", ["simulateOffers", "consignado-privado#passo-2-caminho-a-ofertas"], ["offerRequestId, productId, numberOfPayments", "Cada oferta traz o produto (`productId`)"]),
// service
q("E959", "service", "What actually secures an FGTS anticipation here? Is the holder's whole FGTS balance pledged to you?", [F("introducao"), F("garantia-o-saldo-do-fgts"), F("criar-a-operacao")], ["A garantia é o saldo da conta FGTS", "alienados ao credor", "a garantia é o saldo do FGTS"]),
// payroll-flow
q("E960", "payroll-flow", "o cliente ligou bravo: a oferta era 23x de R$ 528,71, a margem livre dele é R$ 528,72 e mesmo assim disseram que não coube. como assim?", [CP("parcela-das-ofertas"), "simulateOffers", CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty", "revalidateAuctionProposal"], ["conferida contra a maior das duas", "a maior parcela da oferta, esta ou a última", "A maior das duas é a que precisa caber na margem livre"]),
// margin-authorization
q("E961", "margin-authorization", "dá pra listar só as autorizações que ainda tão Pending de um CPF, pra ver quem não confirmou?", ["listMarginAuthorizations", CP("fluxo"), AC("autorizacao-de-margem")], ["Lista autorizações por CPF e status", "registrationNumber=...&status=...", "lidos na listagem GET /v1/RegistryEmployee/MarginAuthorization"]),
// margin-query
q("E962", "margin-query", "Can I limit the offers simulation to one specific product instead of getting offers for every product we have enabled?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["Restringe a estes produtos", "omitido = todos os produtos habilitados"]),
q("E963", "margin-query", "o cliente só quer ver opções em 12, 24 e 36 vezes; consigo pedir só esses prazos na simulação por ofertas?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["Prazos a simular, em número de parcelas"]),
q("E964", "margin-query", "no histórico de consultas de margem (GET FreeMarginQuery) aparece a data e hora em que cada consulta foi feita?", ["listFreeMarginQueries"], ["queriedAt"]),
// borrower
q("E965", "borrower", "o cliente passou a conta como 12345-6. no cadastro da conta de liquidação eu mando '12345-6' inteiro no accountNumber?", ["createBankAccount", "createCreditNote"], ["Número da conta, sem dígito", "Dígito verificador da conta"]),
q("E966", "borrower", "um tomador que outro correspondente cadastrou aparece pra gente quando busco pelo CPF no GET /v1/NaturalPerson?", ["listNaturalPersons", AU("401-e-403")], ["Lista as pessoas vinculadas ao chamador", "as pessoas que ele cadastra ficam vinculadas a ele"]),
// fgts-object
q("E967", "fgts-object", "firstPaymentInterest pode ir no objeto de cálculo do fgts?", [F("objeto-de-calculo-fgts")], ["Não envie no FGTS", "a API responde 400 nomeando o campo"]),
q("E968", "fgts-object", "o cliente ligou perguntando: o saque-aniversário dele é em outubro, em que dia do mês vai cair a parcela anual da antecipação?", [F("contagem-de-dias")], ["no dia 1 do mês do saque"]),
// fgts-flow
q("E969", "fgts-flow", "o cliente ligou dizendo que já antecipou com a gente o saque-aniversário de 2027 e agora quer outro contrato de 24 meses. o que acontece quando eu mandar pra aprovação?", [F("limites"), F("envio-averbacao-e-liquidacao"), ER("recusas-de-negocio"), F("erros-e-diagnostico"), AC("transicoes-principais"), ER("status-http")], ["o envio para aprovação é recusado (400)", "O envio é bloqueado quando o titular excede o limite anual", "só pode ser antecipado uma vez): bloqueado", "400 no envio: limite anual de contratação excedido", "quando o limite anual de contratação é excedido", "no FGTS também campos de outro modelo e limite anual"]),
q("E998", "fgts-flow", "o cliente do fgts ligou e ainda não tem cadastro nem conta com a gente; tenho que fazer o POST /v1/NaturalPerson e o /v1/BankAccount antes de criar a antecipação?", [F("fluxo"), F("criar-a-operacao"), "createCreditNote"], ["ou newPersonAndAccount na criação", "ou, no lugar dos dois, newPersonAndAccount", "alternativa a personId + bankAccountId"]),
// limits
q("E970", "limits", "testando com o cpf 10000001929 do sandbox (saldo fgts de 18 mil): qual alíquota e parcela adicional valem pro saque-aniversário dele?", [F("limites")], ["10% | R$ 1.900,00"]),
q("E971", "limits", "esse limite de R$ 100 a R$ 500 por saque antecipado no fgts é regra de vocês ou vem de alguma norma?", [F("limites"), F("objeto-de-calculo-fgts"), CV("regras-alem-da-especificacao"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", F("produto"), "getProduct"], ["Res. CCFGTS 1.130/2025", "limites do Conselho Curador por saque antecipado"]),
// warranty
q("E972", "warranty", "o cliente ligou dizendo que trocou de emprego mês passado, e a operação dele voltou da averbação. pode ter sido isso?", [CP("passos-7-e-8"), AC("warrantyrevision")], ["empregador da garantia diferente do vínculo ativo", "empregador diferente do vínculo ativo"]),
// uploads
q("E973", "uploads", "consigo baixar pelo GET /v1/File/{id} um documento que outro correspondente subiu, se eu tiver o id?", ["downloadFile"], ["ao correspondente que o enviou"]),
q("E974", "uploads", "we attached the already-signed contract (SignedContract) to the borrower's person record, not to the credit note. Will the operation still skip signature collection?", [CP("passo-5-garantia-e-documentos"), F("criar-a-operacao")], ["só conta o item que está de fato na lista"]),
// conventions
q("E975", "conventions", "In our JS code we convert the amount in reais to cents with value * 100. Is there any guidance on doing that conversion?", [CV("valores-em-dinheiro")], ["aritmética exata", "nunca reais * 100 em ponto flutuante"]),
q("E976", "conventions", "essas regras que a api aplica e não estão na spec (limites do fgts, taxa padrão das ofertas) aparecem em algum lugar do openapi?", [CV("regras-alem-da-especificacao")], ["na descrição do campo ou da rota no OpenAPI"]),
// typos
q("E977", "typos", "fiduciaryGuarante: false vai no objeto do price? nosso sistema antigo sempre mandava", [CP("objeto-de-calculo-price-sac")], ["Não envie neste modelo", "marcam um objeto errado"]),
q("E978", "typos", "o lastInstalmentAmountInCents da oferta é o quê? pq é diferente do installmentAmount?", [CP("parcela-das-ofertas"), "simulateOffers", CP("passo-2-caminho-a-ofertas"), CV("regras-alem-da-especificacao"), "revalidateAuctionProposal"], ["A última parcela absorve o resíduo", "e última parcela (lastInstallmentAmountInCents)", "Parcela das ofertas: regular e última", "absorve o resíduo do arredondamento e pode diferir de installmentAmountInCents por alguns centavos"]),
// sandbox
q("E979", "sandbox", "no sandbox, depois do submitapproval quanto tempo a esteira fica em cada etapa? tenho que esperar horas?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["cada etapa leva poucos segundos"]),
q("E980", "sandbox", "quanto de margem livre tem o cpf de teste 90000003352?", [CP("sandbox"), SB("cpfs-de-teste")], ["margem livre de R$ 25,00"]),
q("E981", "sandbox", "na página de assinatura do sandbox, além de digitar os dígitos do cpf, tem algum aceite pra marcar?", [SB("assinaturas"), "getCreditNoteSignUrl"], ["Li e concordo", "marca a concordância"]),
// docs-server
q("E982", "docs-server", "How do I fetch only the calculation part of the FGTS integration summary as an MCP resource, not the whole summary?", [AU("este-servidor-de-documentacao")], ["docs://contexto/fgts#calculo"]),
q("E983", "docs-server", "se eu chamar o docs_montar_requisicao sem passar dados, ele devolve o quê?", [AU("este-servidor-de-documentacao")], ["Sem dados: modelo de requisição do endpoint", "cabeçalhos, query, corpo de exemplo nas unidades certas"]),
q("E984", "docs-server", "tem coleção postman da api de crédito inteira ou só por módulo?", [AU("este-servidor-de-documentacao")], ["ou da API inteira (creditapi)"]),
// errors
q("E985", "errors", "tomei dois 409 hoje, um cadastrando tomador e outro no cancel. como eu sei pelo corpo qual é qual?", [ER("corpo-de-erro")], ["/problems/conflict-status", "/problems/already-exists"]),
q("E986", "errors", "When a request has several invalid fields, does the 400 list all of them or stop at the first one?", [ER("corpo-de-erro")], ["Um ou mais campos são inválidos; veja a lista em errors", "com o caminho JSON de cada campo", "todos na mesma resposta (até 50), não só o primeiro"]),
// states
q("E987", "states", "o cliente ligou dizendo que desistiu, mas a operação já tá em Liquidation. ainda consigo cancelar?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["WaitLiquidation, PaymentRevision, Revision, Disapproved, Error", "com a transferência em andamento (Liquidation, ManualLiquidation)", "com a transferência em andamento (Liquidation, ManualLiquidation)", "com a transferência em andamento (Liquidation, ManualLiquidation)"]),
// events
q("E988", "events", "pra alertar por tempo em status, a operação já diz desde quando está no status atual ou eu tenho que guardar a hora em que vi a mudança?", [AC("nao-ha-webhook"), "getCreditNote", "listCreditNotes", AC("padrao-de-varredura")], ["statusSince"]),
// credit-note
q("E989", "credit-note", "o cliente ligou pedindo o número do contrato pra falar com a central de vocês. passo aquele id uuid ou existe outro número?", [CV("identificadores-e-documentos"), CP("passo-4-criar-a-operacao"), F("criar-a-operacao"), "getCreditNote"], ["o número da operação para a mesa de crédito e o suporte", "número para a mesa e o suporte", "creditNoteNo: Número usado pela mesa de crédito e pelo suporte", "o creditNoteNo (número para a mesa e o suporte)"]),
q("E990", "credit-note", "com returnValue=true a criação já devolve o plano calculado, com as parcelas, ou só os campos que eu mandei?", ["createCreditNote"], ["emissionDate, plan, id, productId"]),
q("E991", "credit-note", "o cliente ligou dizendo que o pdf do contrato que baixamos pra ele tá escrito 'minuta — não assinada'. mandamos o arquivo errado?", ["getCreditNoteCcb"], ["Antes de todas as assinaturas: minuta marcada"]),
// endpoints
q("E992", "endpoints", "o GET do produto diz se a operação vai nascer em Draft ou já em ComplianceApproval?", ["listProducts", "getProduct", CP("produtos"), F("produto"), CP("passo-4-criar-a-operacao"), F("criar-a-operacao")], ["initialStatus", "o status em que a operação nasce"]),
q("E993", "endpoints", "Besides the installment schedule, does POST /v1/Amortization give back the annual rate and the total the borrower ends up paying, or do I compute those myself?", ["simulateAmortization"], ["totalPaymentInCents, apr, yearlyRate"]),
q("E994", "endpoints", "o empregador abriu o link do leilão e chamei a revalidação; a resposta traz a oferta re-simulada, com parcela e taxas, ou só o Valid/Expired?", ["revalidateAuctionProposal"], ["freeMarginInCents, offer, offerRequestId", "Oferta re-simulada; ausente quando a proposta expirou"]),
q("E995", "endpoints", "na resposta do OfferProposalsWarranty dá pra ver quais propostas ficaram com reforço FGTS e o status de cada uma?", ["sendOfferProposalsWithWarranty"], ["expirationDate, status, hasWarranty, createdAt"]),
q("E996", "endpoints", "Does the products listing say which module (payroll loan or FGTS) each product belongs to?", ["listProducts", "getProduct"], ["id, name, module, category", "Produto da especificação: consignado-privado ou fgts"]),
// personal-data
q("E997", "personal-data", "nos logs e nas mensagens de erro de vocês aparece o nome do cliente e o número da conta dele?", [CV("dados-pessoais")], ["mascarados em logs, mensagens de erro"]),
  // E999–E1078: written blind for the held-out part on 2026-11-27, after the unit conventions and the response-contents
  // question kind: E999–E1038 from the specification section by section (blind-writer-2.md), E1039–E1078 with the
  // long-tail brief (blind-writer-3.md); labels audited blind (label-audit-11: 4 questions changed). Measured only.
// service
q("E999", "service", "what does the holder actually pledge as collateral in the FGTS anticipation product?", [F("introducao"), F("garantia-o-saldo-do-fgts"), F("criar-a-operacao")], ["garantia e o saldo da conta FGTS", "alienados ao credor", "a garantia e o saldo do FGTS"]),
// payroll-flow
q("E1000", "payroll-flow", "tenho que chamar algum endpoint pra fazer a averbacao da margem no consignado ou é automatico?", [CP("fluxo"), CP("passos-7-e-8")], ["etapa da esteira (sem chamada do parceiro)", "a esteira anda sozinha"]),
// fgts-flow
q("E1001", "fgts-flow", "depois que o fgts liquida eu preciso cobrar o cliente todo ano ou chamar alguma api pra debitar o saque?", [F("introducao"), F("status-e-o-que-fazer"), AC("status-da-operacao"), CP("status-e-o-que-fazer")], ["debitado na fonte e amortiza o contrato", "sem nenhuma chamada do parceiro", "Contrato ativo; nada a fazer"]),
// conventions
q("E1002", "conventions", "a api aceita data tipo 2026-05-01T00:00:00.000Z com os milisegundos?", [CV("datas")], ["sem milissegundos, sem fuso"]),
q("E1003", "conventions", "Is offerRequestId a UUID like the other identifiers or something else?", [CV("identificadores-e-documentos"), CP("passo-2-caminho-a-ofertas"), CP("passo-3-proposta"), "revalidateAuctionProposal"], ["que sao inteiros", "offerRequestId (inteiro)", "inteiro (identificador)", "Identificador inteiro da oferta; referenciado pela proposta"]),
// margin-authorization
q("E1004", "margin-authorization", "a autorizacao do trabalhador ja venceu faz tempo mas na listagem continua Approved, é bug?", [CP("autorizacao-de-margem"), "createMarginAuthorization"], ["autorizacao vencida continua Approved", "nao existe status de expiracao", "nao ha status de expiracao"]),
q("E1005", "margin-authorization", "onde eu acompanho se o trabalhador ja confirmou a autorizacao de margem no canal?", [CP("fluxo"), AC("autorizacao-de-margem"), "listMarginAuthorizations"], ["acompanhe por GET /v1/RegistryEmployee/MarginAuthorization", "lidos na listagem GET /v1/RegistryEmployee/MarginAuthorization", "e assim que se acompanham seus eventos"]),
// borrower
q("E1006", "borrower", "deu 403 criando a operacao com o personId de um cliente que foi cadastrado por outro correspondente", [AU("401-e-403"), ER("status-http")], ["nao esta vinculado ao seu correspondente", "tomador/titular nao vinculado ao chamador"]),
q("E1007", "borrower", "can I register the borrower and the payout account in the same call that creates the credit note?", [CP("passo-4-criar-a-operacao"), F("fluxo"), F("criar-a-operacao"), "createCreditNote"], ["no lugar dos dois, newPersonAndAccount", "ou newPersonAndAccount na criacao", "cria tomador e conta na criacao da operacao"]),
// credit-note
q("E1008", "credit-note", "criei a operacao e a resposta veio so com o id, como faço pra vir o objeto inteiro?", [CP("passo-4-criar-a-operacao"), F("criar-a-operacao"), "createCreditNote"], ["returnValue=true devolve a operacao inteira", "true devolve a operacao inteira em vez de so { id }"]),
q("E1009", "credit-note", "What is the observations field on the credit note meant for?", ["createCreditNote", "updateCreditNote"], ["nota livre para a mesa"]),
// price-sac
q("E1010", "price-sac", "Is there a flag in the price calculation object to move a due date that lands on a weekend or holiday?", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["desloca vencimentos que caem em dia nao util"]),
q("E1011", "price-sac", "mandei amortizationType \"consignado\" igual no sistema antigo e a api recusou", [CP("objeto-de-calculo-price-sac")], ["o valor legado consignado e recusado"]),
// fgts-object
q("E1012", "fgts-object", "no objeto do fgts eu mando calculationType V360DiasCorridos igual o produto?", [F("objeto-de-calculo-fgts"), F("produto"), F("contagem-de-dias"), F("erros-e-diagnostico")], ["ou calculationType copiados de um corpo Price", "nao envie calculationType", "nao leva calculationType", "campo do modelo Price/SAC num objeto FGTS"]),
q("E1013", "fgts-object", "se eu deixar paymentMoth como NotSet, em que data caem as parcelas anuais?", [F("contagem-de-dias")], ["nos aniversarios de startDate"]),
// warranty
q("E1014", "warranty", "marquei registry_HasWaranty true na garantia, o que mais vira obrigatorio?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["obrigatorio quando registry_HasWarranty e true"]),
q("E1015", "warranty", "admissionDate e employeeCode da garantia precisam ter valor diferente dos campos registry_?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["copia no nivel generico", "copias no nivel generico"]),
// uploads
q("E1016", "uploads", "reanexei o mesmo pdf na operacao pelo PUT de upload e tomei 409", [CP("passo-5-garantia-e-documentos"), F("termo-de-consentimento"), "updateCreditNoteUploads", "createCreditNote", "createNaturalPerson", "attachNaturalPersonUploads", CV("regras-alem-da-especificacao")], ["recusado com 409", "e recusado (409)", "Documento reenviado: 409"]),
q("E1017", "uploads", "displayName é obrigatorio no item de upload? oq acontece se nao mandar", ["createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads", CP("passo-5-garantia-e-documentos")], ["sem ele aparece so o nome do arquivo", "displayName (opcional, mas envie)"]),
// margin-query
q("E1018", "margin-query", "faz diferença mandar ou nao o creditProductId na consulta de margem?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin", "listFreeMarginQueries"], ["sem o recorte do produto", "nao tem o recorte do produto"]),
q("E1019", "margin-query", "como eu sei ate quando o resultado da consulta de margem vale, pra nao ficar consultando de novo?", [CP("passo-1-consulta-de-margem"), "listFreeMarginQueries", CV("nao-publicado"), "queryFreeMargin"], ["validUntil (fim da janela de cache)", "janela de cache, ver validUntil", "A janela de cache vem em validUntil", "validUntil: Fim da janela de cache da consulta (UTC)"]),
// states
q("E1020", "states", "a operacao ja ta em Liquidation, ainda da pra cancelar?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["WaitLiquidation, PaymentRevision, Revision", "com a transferência em andamento (Liquidation, ManualLiquidation)", "com a transferência em andamento (Liquidation, ManualLiquidation)", "com a transferência em andamento (Liquidation, ManualLiquidation)"]),
q("E1021", "states", "em PaymentRevision consigo aproveitar e mudar o requestedAmount junto com a conta nova?", [AC("paymentrevision"), AC("acoes-permitidas-por-status"), "updateCreditNote"], ["qualquer outro campo nesse status responde 409", "PUT /v1/CreditNote/{id} so com bankAccountId"]),
q("E1022", "states", "operacao parada em ManualWarranty faz 3 dias, melhor recriar ela?", [CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["nao recrie a operacao"]),
// endpoints
q("E1023", "endpoints", "If one item in an amortization batch request is invalid, do the other simulations still come back?", [CP("passo-2-caminho-b-amortizacao"), "simulateAmortizationBatch"], ["sem derrubar os outros", "nao derruba os outros"]),
q("E1024", "endpoints", "revalidacao da proposta do leilao ctps devolve quais resultados?", [CP("passo-3-proposta"), "revalidateAuctionProposal"], ["Valid, Expired ou InsufficientMargin", "Resultado da revalidação: Valid, Expired (passou de expirationDate) ou InsufficientMargin"]),
// auth
q("E1025", "auth", "de qto em qto tempo tenho q pedir um access_token novo?", [AU("token"), "issueToken"], ["padrao: 3600, 1 hora", "expira (padrao 1 h)", "Validade em segundos (padrão: 3600)"]),
q("E1026", "auth", "Do I have to include grant_type when I call the token endpoint?", [AU("token"), "issueToken"], ["client_credentials, opcional", "pode ser omitido"]),
// events
q("E1027", "events", "With the announced push feature, will the notification itself carry the new operation state?", [AC("nao-ha-webhook")], ["so sinalizaria a mudanca"]),
q("E1028", "events", "na varredura li Signatures duas vezes seguidas na mesma operacao, isso é evento duplicado?", [AC("padrao-de-varredura")], ["a mesma leitura de Signatures duas vezes e normal"]),
// errors
q("E1029", "errors", "voltou 400 na criacao, onde eu vejo qual campo especifico ta errado?", [ER("corpo-de-erro"), F("erros-e-diagnostico"), CP("erros-comuns")], ["errors: [{ field, message }]", "detail e errors[]", "400 com errors[].field"]),
q("E1030", "errors", "qual identificador da chamada eu passo pro suporte pra eles acharem minha requisicao com erro?", [ER("corpo-de-erro")], ["traceId repete o cabecalho x-request-id"]),
// limits
q("E1031", "limits", "consignado SAC aceita de quantas a quantas parcelas?", [CP("produtos")], ["12 a 84 parcelas"]),
q("E1032", "limits", "qual a menor taxa q o produto fgts aceita no apr?", [F("produto")], ["1,29% a 1,80% a.m."]),
// sandbox
q("E1033", "sandbox", "tem algum cpf de teste pra simular falha na liquidacao?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["90000006610"]),
// docs-server
q("E1034", "docs-server", "quantas ferramentas, recursos e prompts o servidor de docs oferece?", [AU("este-servidor-de-documentacao")], ["13 ferramentas, 5 recursos e 3 prompts"]),
q("E1035", "docs-server", "Which MCP tool checks my request body against the contract before I call the API?", [AU("este-servidor-de-documentacao"), CP("objeto-de-calculo-price-sac"), F("objeto-de-calculo-fgts")], ["com dados: confere o corpo", "docs_montar_requisicao aponta esses campos"]),
// personal-data
q("E1036", "personal-data", "botei meu access token num argumento da ferramenta de docs pra ela testar a chamada e foi recusado", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["nunca passe tokens", "nunca envie dados pessoais, tokens ou chaves"]),
// typos
q("E1037", "typos", "liquidationType Invoyce serve ou so transferencia?", [CP("passo-4-criar-a-operacao"), "createCreditNote", "updateCreditNote", F("criar-a-operacao")], ["Invoice nao se aplica", "liquidationType = EletronicTransfer"]),
q("E1038", "typos", "chamei o cancel e a operacao nao virou Cancelled na hora, é normal?", [CP("cancelar-excluir-restaurar"), F("cancelar-excluir-restaurar"), AC("transicoes-principais"), "cancelCreditNote", "getCreditNote"], ["nao e instantane", "o status passa a Canceled quando o processamento termina"]),
// service
q("E1039", "service", "o cliente do consignado perguntou se vai chegar boleto todo mês depois que o dinheiro cair. como ele paga as parcelas?", [CP("introducao"), CP("passos-7-e-8")], ["parcelas sao descontadas em folha", "Emprestimo com desconto em folha"]),
q("E1040", "service", "Do I have to call some endpoint to make the margin endorsement (averbação) happen, or does the pipeline run it by itself?", [CP("fluxo"), CP("passos-7-e-8")], ["etapa da esteira (sem chamada do parceiro)", "A esteira anda sozinha"]),
// payroll-flow
q("E1041", "payroll-flow", "se eu for só pelo caminho B, de amortização, ainda tenho que mandar proposta pro empregador?", [CP("fluxo"), CP("passo-3-proposta"), "sendOfferProposal"], ["Passo 3 (so no caminho A)", "proposta ao empregador (caminho A)", "Passo 3 do caminho A"]),
q("E1042", "payroll-flow", "o atendente quis mandar o link de assinatura pro cliente logo depois do submitapproval e o SignUrl não trouxe nada. a partir de quando dá pra pegar esse link?", ["getCreditNoteSignUrl", CP("fluxo"), F("fluxo"), CP("passos-7-e-8"), SB("assinaturas"), AC("acoes-permitidas-por-status"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao")], ["Disponivel de Signatures em diante", "a partir de Signatures", "Em Signatures, busque as URLs", "Em Signatures, GET /v1/CreditNote/{id}/SignUrl devolve as URLs", "signurl | signatures, signaturesvalidation", "Obtenha as URLs em SignUrl"]),
// fgts-flow
q("E1043", "fgts-flow", "Our FGTS submitapproval came back 400 for a holder who already has another anticipation with us covering one of the same birthday withdrawals. Is that expected?", [F("limites"), F("envio-averbacao-e-liquidacao"), ER("recusas-de-negocio"), F("erros-e-diagnostico"), ER("status-http")], ["ja antecipa um dos mesmos anos", "so pode ser antecipado uma vez", "limite anual de contratacao excedido", "no FGTS tambem campos de outro modelo e limite anual"]),
q("E1044", "fgts-flow", "copiamos o corpo de uma operação do consignado que veio do leilão CTPS pra montar uma antecipação fgts e o registryOfferCTPSRequestId foi junto. tiro ou deixo?", [F("criar-a-operacao"), "createCreditNote", "updateCreditNote"], ["nem registryOfferCTPSRequestId", "so quando a operacao vem do leilao CTPS"]),
// conventions
q("E1045", "conventions", "Our employer master data stores the new alphanumeric CNPJs in lowercase. Do I have to uppercase them before sending?", [CV("identificadores-e-documentos")], ["12 letras maiusculas ou digitos"]),
q("E1046", "conventions", "mandei um parametro a mais na query (debug=true) e a API nem reclamou, mas um campo extra no corpo deu 400. é isso mesmo?", [CV("corpos-e-campos")], ["Parametros de query desconhecidos sao ignorados", "um campo desconhecido e recusado"]),
// margin-authorization
q("E1047", "margin-authorization", "o trabalhador não tem e-mail nem celular pra eu pôr no contact da autorização de margem. ele consegue confirmar mesmo assim?", ["createMarginAuthorization", CP("autorizacao-de-margem")], ["sem ele a confirmacao ocorre no aplicativo oficial", "a confirmação ocorre no aplicativo oficial"]),
q("E1048", "margin-authorization", "Our ops team wants to tell the worker why his margin consent was turned down. Does the authorization record carry a reason?", [CP("sandbox"), SB("cpfs-de-teste"), "listMarginAuthorizations", "createMarginAuthorization"], ["veja refusalReason na listagem", "status, refusalReason, createdAt", "refusalReason: Motivo, quando Refused."]),
// borrower
q("E1049", "borrower", "quero deixar o termo de consentimento fgts já no cadastro do titular. o POST /v1/NaturalPerson aceita documento junto ou só depois?", ["createNaturalPerson"], ["Documentos da pessoa (ex.: termo de consentimento FGTS)"]),
q("E1050", "borrower", "o sistema antigo perdeu o personId de uns clientes que já cadastramos, só sobrou o cpf. tem como recuperar sem cadastrar de novo?", ["listNaturalPersons"], ["filtrando por CPF", "Filtra pelo CPF, so digitos"]),
// credit-note
q("E1051", "credit-note", "o contrato saiu com data de emissão do dia em que criamos o rascunho, mas o cliente só assinou uma semana depois. de onde veio essa data?", ["createCreditNote", "updateCreditNote"], ["omitida = data da criacao"]),
q("E1052", "credit-note", "Where does the reason I send when cancelling a credit note end up, and does anyone actually read it?", [CP("cancelar-excluir-restaurar"), "cancelCreditNote", F("cancelar-excluir-restaurar")], ["vai para o historico e e lido pela mesa", "guardado no historico e lido pela mesa"]),
// price-sac
q("E1053", "price-sac", "What does numberOfInterestPayment do in the price object, and can it be zero?", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["Parcelas so de juros antes da amortizacao"]),
q("E1054", "price-sac", "no produto SAC os juros do 1º período também são arredondados pra meses inteiros igual no Price, ou contam dia corrido?", [CP("contagem-de-dias")], ["(1 + taxa anual)^(dc/365)"]),
// fgts-object
q("E1055", "fgts-object", "as parcelas do fgts são anuais, então o apr que mando no objeto fgts é taxa ao ano?", [F("objeto-de-calculo-fgts"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", CV("taxas"), F("contagem-de-dias"), F("produto"), F("erros-e-diagnostico"), ER("ordem-de-diagnostico"), "getProduct"], ["apr em % ao mes", "Taxa de juros mensal em %", "apr e a taxa de juros mensal", "juros pela taxa mensal", "1,29% a 1,80% a.m.", "Faixa da taxa mensal (apr, interestRate), em %"]),
// warranty
q("E1056", "warranty", "o FirstPaymentDate devolveu 2027-03-10. no registry_DiscountStarPeriod vai 2027-03-10, 2027-03-01 ou 2027-04-01?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["o mes de firstPaymentDate", "primeiro dia do mes, YYYY-MM-01"]),
q("E1057", "warranty", "registry_EmployeAdmissionDate é a data de admissão no emprego ou a data em que o emprestimo foi contratado?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", "queryFreeMargin"], ["Data de admissao (UTC); identifica o vinculo", "Data de admissão (UTC); vai para registry_EmployeeAdmissionDate"]),
// uploads
q("E1058", "uploads", "o analista anexou o RG por PUT /upload e depois mandou só o comprovante de residência em outro PUT; o RG sumiu do dossiê?", ["updateCreditNoteUploads", "attachNaturalPersonUploads"], ["somados aos existentes", "Documentos a anexar à pessoa (somados aos existentes)"]),
q("E1059", "uploads", "nosso sistema só manda fileName e displayName nos uploads, sem fileId. a mesa consegue abrir o documento ou fica só o registro?", ["createNaturalPerson", "attachNaturalPersonUploads", "createCreditNote", "updateCreditNoteUploads"], ["sem ele o item registra so os metadados"]),
// margin-query
q("E1060", "margin-query", "For a prospect who isn't registered as a borrower yet, how do I identify the worker in FreeMarginQuery?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin", "listFreeMarginQueries", CP("fluxo")], ["quando o tomador ainda nao esta cadastrado", "use quando o tomador ainda nao esta cadastrado", "personId (preferido) ou registrationNumber"]),
q("E1061", "margin-query", "até quando posso reaproveitar uma consulta de margem sem consultar de novo? vem alguma data na resposta?", [CP("passo-1-consulta-de-margem"), "listFreeMarginQueries", CV("nao-publicado"), "queryFreeMargin"], ["validUntil (fim da janela de cache)", "janela de cache, ver validUntil", "A janela de cache vem em validUntil", "validUntil: Fim da janela de cache da consulta (UTC)"]),
// states
q("E1062", "states", "a operação já tá em Signatures e o cliente quer trocar de 24 pra 36 parcelas. dá pra dar PUT nela?", [AC("acoes-permitidas-por-status"), "updateCreditNote"], ["put /v1/creditnote/{id} | draft, revision, disapproved, error", "So em Draft, Revision, Disapproved, Error"]),
q("E1063", "states", "If the borrower declines on the signature page, is the margin that was reserved for the loan released?", [SB("assinaturas"), "getCreditNoteSignUrl", CP("passos-7-e-8")], ["liberando a margem ou os saques-aniversario"]),
// endpoints
q("E1064", "endpoints", "o cliente pegou outro empréstimo entre a nossa proposta e o aceite do empregador no leilão. em que ponto eu descubro que a parcela não cabe mais, antes de criar a operação?", [CP("passo-3-proposta"), "revalidateAuctionProposal"], ["Uma margem que caiu aparece aqui", "valida a parcela contra a margem atual"]),
q("E1065", "endpoints", "o cliente ligou perguntando de todos os contratos dele com a gente; tenho o personId. como puxo a lista sem varrer status por status?", ["listCreditNotes"], ["Filtra pelas operacoes de um tomador"]),
// auth
q("E1066", "auth", "cadastramos o tomador com o client_id da filial; agora a matriz, com outro client_id, tenta criar a operação pra ele e toma 403. pq?", [AU("401-e-403"), ER("status-http")], ["as pessoas que ele cadastra ficam vinculadas a ele", "tomador/titular nao vinculado ao chamador"]),
q("E1067", "auth", "nosso dev procurou uma rota pra cadastrar o produto e gerar o productId e não achou. de onde sai esse id?", [AU("productid"), CP("pre-requisitos"), "listProducts", "simulateAmortization", "simulateAmortizationBatch"], ["entregue ao parceiro no onboarding", "recebido no onboarding"]),
// events
q("E1068", "events", "nossa varredura viu a operação em Signatures e na rodada seguinte já em WaitLiquidation, sem passar por SignaturesValidation. perdemos algum evento?", [AC("padrao-de-varredura"), AC("nao-ha-webhook")], ["A API devolve o estado atual, nao o caminho", "transicoes com autor, momento e motivo"]),
// errors
q("E1069", "errors", "tomei um 502 com type /problems/upstream na consulta de margem. é problema no meu request?", [ER("corpo-de-erro")], ["Falha em servico externo"]),
q("E1070", "errors", "A client posted the body as text/plain and got a 415. Which problem type is that and what Content-Type should be sent?", [ER("corpo-de-erro"), CV("corpos-e-campos")], ["/problems/unsupported-media-type", "envie Content-Type: application/json"]),
// limits
q("E1071", "limits", "titular com R$ 7.500 no fgts: o saque-aniversário dele é só um percentual do saldo ou tem parcela adicional?", [F("limites")], ["20% | R$ 650,00"]),
q("E1072", "limits", "consignado SAC a 3,5% ao mês passa ou volta erro?", [CP("produtos")], ["1,40% a 3,20% a.m."]),
// sandbox
q("E1073", "sandbox", "vou testar fgts no sandbox com o cpf 10000002739; qual paymentMoth bate com o saque-aniversário dele?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["saque-aniversario em agosto"]),
q("E1074", "sandbox", "Which sandbox CPF has the largest free margin, to test a big loan on the happy path?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["margem livre R$ 4.200,00"]),
// docs-server
q("E1075", "docs-server", "tem algum prompt no mcp de docs que revisa um guia contra o contrato (unidades, campos, status)?", [AU("este-servidor-de-documentacao")], ["docs_revisar_guia"]),
q("E1076", "docs-server", "Is there a human-readable page on the docs server where I can copy the client configuration snippets?", [AU("este-servidor-de-documentacao")], ["as duas configuracoes e o inventario"]),
// personal-data
q("E1077", "personal-data", "pra nossa trilha de auditoria, o que a api me entrega de prova da assinatura do cliente? vem o ip dele?", [SB("assinaturas"), "getCreditNoteSignUrl", "getCreditNoteCcb"], ["CCB assinada com a página de certificado", "o parceiro recebe a data e a hora e o SHA-256 do documento", "nunca o endereco IP nem o navegador"]),
q("E1078", "personal-data", "nossos logs de integração gravam o request do cadastro do tomador inteiro, com cpf e telefone. a documentação diz algo sobre isso?", [CV("dados-pessoais")], ["CPF, nomes, contas e contatos sao mascarados em logs"]),
  // E1079–E1158: written blind for the development part on 2026-11-27, after the held-out batch E999–E1078: E1079–E1118
  // from the specification section by section (blind-writer-2.md), E1119–E1158 with the long-tail brief
  // (blind-writer-3.md); labels audited blind (label-audit-12: 9 questions changed). Measured before any tuning on them.
// service
q("E1079", "service", "depois que o fgts liquida, a gente tem que chamar alguma rota todo ano pra debitar o saque?", [F("introducao"), F("status-e-o-que-fazer"), AC("status-da-operacao"), CP("status-e-o-que-fazer")], ["sem nenhuma chamada do parceiro", "debitado na fonte", "Contrato ativo; nada a fazer"]),
q("E1080", "service", "can the docs MCP server create or cancel an operation on my behalf?", [AU("este-servidor-de-documentacao")], ["nunca chama a API de credito"]),
// payroll-flow
q("E1081", "payroll-flow", "no consignado eu pego a data da primeira parcela antes ou depois de criar a operacao?", [CP("fluxo"), "createCreditNote", CP("data-da-primeira-parcela"), "getFirstPaymentDate", CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "updateCreditNote"], ["data da primeira parcela (POST /v1/RegistryEmployee/FirstPaymentDate) e criacao da operacao", "use o resultado de FirstPaymentDate", "devolvido em amortization.firstPaymentDate", "Use o resultado em amortization.firstPaymentDate"]),
q("E1082", "payroll-flow", "qual rota eu chamo pra registrar o consentimento do trabalhador antes da consulta de margem", [CP("fluxo"), "createMarginAuthorization", CP("sandbox"), SB("cpfs-de-teste"), CP("autorizacao-de-margem")], ["POST /v1/RegistryEmployee/MarginAuthorization", "Registra o consentimento do trabalhador"]),
// fgts-flow
q("E1083", "fgts-flow", "fgts tambem precisa mandar proposta pro empregador?", [F("pre-requisitos")], ["nem proposta ao empregador"]),
q("E1084", "fgts-flow", "how many simulation paths does the FGTS product have?", [F("fluxo")], ["so pelo caminho de amortizacao"]),
// conventions
q("E1085", "conventions", "booleano na query string eu mando True, 1 ou true?", [CV("corpos-e-campos")], ["Booleanos na query sao o texto true ou false"]),
q("E1087", "conventions", "voltou 400 em warranty[0].totalValue e eu mandei em reais mesmo, 2350.125", [CV("valores-em-dinheiro"), CP("erros-comuns")], ["no maximo 2 casas", "mais de 2 casas decimais"]),
q("E1095", "conventions", "posso mandar um campo nosso tipo externalId no corpo da criação da operação?", [CV("corpos-e-campos"), CP("passo-4-criar-a-operacao"), F("criar-a-operacao")], ["um campo desconhecido e recusado", "é recusado com 400, que o nomeia"]),
// margin-authorization
q("E1088", "margin-authorization", "se eu nao informar contato na autorizacao de margem, onde o trabalhador confirma?", ["createMarginAuthorization", CP("autorizacao-de-margem")], ["a confirmacao ocorre no aplicativo oficial"]),
q("E1089", "margin-authorization", "autorizaçao ficou Refused, onde eu vejo o motivo?", [CP("sandbox"), SB("cpfs-de-teste"), "listMarginAuthorizations", "createMarginAuthorization"], ["refusalReason", "refusalReason: Motivo, quando Refused."]),
// borrower
q("E1090", "borrower", "phone do tomador vai com ddd? quantos digitos?", ["createNaturalPerson", "createCreditNote"], ["DDD + 11 digitos, so numeros"]),
q("E1091", "borrower", "no cadastro da conta o cpf do titular (holderRegistrationNumber) pode ser de outra pessoa, tipo o conjuge?", ["createBankAccount", "createCreditNote", CP("pre-requisitos"), F("pre-requisitos"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), AC("paymentrevision"), AC("transicoes-principais"), CP("sandbox"), F("sandbox"), SB("cpfs-de-teste"), "updateCreditNote", CP("passos-7-e-8"), F("envio-averbacao-e-liquidacao")], ["deve ser o do tomador, senao a liquidacao falha", "se diferir do CPF do tomador, a liquidacao vai para PaymentRevision", "cujo titular e o proprio tomador", "titular deve ser o tomador", "titular da conta diferente do tomador", "titular diferente do", "uma conta cujo titular e o tomador", "cujo titular é o tomador"]),
// credit-note
q("E1093", "credit-note", "criei a operação sem returnValue e só voltou o id, é isso mesmo?", [CP("passo-4-criar-a-operacao"), "createCreditNote", F("criar-a-operacao")], ["sem ela, so { id }", "sem ela, { id }", "em vez de so { id }"]),
q("E1094", "credit-note", "If I leave emissionDate out of the credit note, which date does it get?", ["createCreditNote", "updateCreditNote"], ["omitida = data da criacao"]),
// price-sac
q("E1096", "price-sac", "dueDateOnBusinessDays true faz o que com o vencimento no feriado", [CP("objeto-de-calculo-price-sac"), "createCreditNote", "updateCreditNote", "simulateAmortization", "simulateAmortizationBatch"], ["desloca vencimentos que caem em dia nao util"]),
q("E1097", "price-sac", "Which day-count (calculationType) does the SAC payroll product use?", [CP("produtos"), CP("contagem-de-dias")], ["V365DiasCorridos"]),
q("E1098", "price-sac", "tem como dar carencia no price, cliente pagando so juros nas primeiras parcelas?", [CP("objeto-de-calculo-price-sac"), "createCreditNote", "updateCreditNote", "simulateAmortization", "simulateAmortizationBatch"], ["Parcelas so de juros antes da amortizacao"]),
// fgts-object
q("E1099", "fgts-object", "paymentMonth NotSet, as parcelas do fgts caem em que data entao?", [F("contagem-de-dias")], ["nos aniversarios de startDate"]),
// warranty
q("E1101", "warranty", "registry_EmployeePositionCBOCode vai como string ou numero?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["Codigo CBO da ocupacao (inteiro)"]),
q("E1102", "warranty", "primeira parcela em 2027-03-10, qual competencia vai no registry_DiscountStarPeriod?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["o mes de firstPaymentDate", "Competência do primeiro desconto em folha"]),
q("E1103", "warranty", "registry_WarrantyRescissionBenefitPercentage vai como fração tipo 0.4 ou em percentual?", [CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty", CV("taxas")], ["0 a 100"]),
// uploads
q("E1104", "uploads", "subi um pdf de 12 mega no /v1/File e recusou", ["uploadFile", F("termo-de-consentimento"), CP("passo-5-garantia-e-documentos"), "convencoes#nao-publicado"], ["10 MiB", "10 MiB (10485760 bytes) por arquivo (POST /v1/File); acima, 413"]),
q("E1105", "uploads", "mandei o arquivo no multipart com content-type image/jpeg mas ele é pdf e deu erro", ["uploadFile"], ["se divergirem do conteudo, fazem o envio ser recusado", "reconhecido pelos bytes do conteudo"]),
q("E1106", "uploads", "mandei SignedContract no Draft, ainda vai ter link no SignUrl?", [CP("passo-5-garantia-e-documentos"), F("criar-a-operacao"), "getCreditNoteSignUrl"], ["nao ha links em SignUrl", "direto a PartnerSignaturesValidation", "Lista vazia quando um SignedContract enviado em Draft dispensou a coleta"]),
// margin-query
q("E1107", "margin-query", "validUntil na resposta da consulta de margem significa o que", [CP("passo-1-consulta-de-margem"), "listFreeMarginQueries", CV("nao-publicado"), "queryFreeMargin"], ["fim da janela de cache", "janela de cache, ver validUntil", "A janela de cache vem em validUntil", "validUntil: Fim da janela de cache da consulta (UTC)"]),
q("E1108", "margin-query", "freeMarginInCent veio 82035, quanto mando no registry_OriginalMargin?", [CP("passo-1-consulta-de-margem"), CV("valores-em-dinheiro"), CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["freeMarginInCents / 100", "Decimais em reais: so totalValue e registry_OriginalMargin", "Margem livre encontrada na consulta, em reais decimais"]),
q("E1109", "margin-query", "posso mandar personId e registrationNumber juntos na FreeMarginQuery?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin", CP("fluxo")], ["nunca os dois", "Informe personId ou registrationNumber", "personId (preferido) ou registrationNumber"]),
// states
q("E1110", "states", "chamei doneWarrantyRevision, a operacao volta pra qual status?", [AC("warrantyrevision"), "doneCreditNoteWarrantyRevision", "acompanhamento#transicoes-principais", "acompanhamento#status-da-operacao", "consignado-privado#status-e-o-que-fazer", "fgts#status-e-o-que-fazer"], ["a operacao volta a Warranty", "segue para a proxima etapa da esteira", "a operação volta a `Warranty` e a averbação roda de novo", "a operação retorna a Warranty e a averbação roda de novo"]),
q("E1112", "states", "em PaymentRevision tentei mudar o valor pelo PUT e deu 409", [AC("paymentrevision"), "updateCreditNote", AC("acoes-permitidas-por-status")], ["Qualquer outro campo nesse status responde 409", "so com bankAccountId"]),
// endpoints
q("E1113", "endpoints", "no GET /v1/CreditNote da pra filtrar as operações de um tomador so?", ["listCreditNotes"], ["Filtra pelas operacoes de um tomador"]),
q("E1114", "endpoints", "What outcomes can the CTPS auction proposal revalidation return?", [CP("passo-3-proposta"), "revalidateAuctionProposal"], ["Valid, Expired ou InsufficientMargin", "Resultado da revalidação: Valid, Expired (passou de expirationDate) ou InsufficientMargin"]),
// auth
q("E1115", "auth", "preciso mandar grant_type no /oauth/token?", ["issueToken", AU("token")], ["pode ser omitido", "client_credentials, opcional"]),
// events
q("E1116", "events", "Does the operation itself say since when it has been in its current status, so I can alert on time-in-state?", [AC("nao-ha-webhook"), "getCreditNote", "listCreditNotes", AC("padrao-de-varredura")], ["statusSince"]),
// errors
q("E1117", "errors", "voltou 429 da api, o que significa?", [ER("corpo-de-erro"), "convencoes#nao-publicado", "autenticacao#token", "issueToken"], ["Muitas requisicoes", "/problems/rate-limited", "POST /oauth/token recusa com 429 (e Retry-After) tentativas com credenciais erradas demais", "429 no token (credenciais erradas repetidas)", "429 (credenciais erradas repetidas): Tentativas recusadas demais deste endereço"]),
// sandbox
q("E1118", "sandbox", "no sandbox cada etapa da esteira demora quanto pra andar?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["cada etapa leva poucos segundos"]),
// limits
q("E1092", "limits", "What's the max page size when scanning GET /v1/CreditNote?", [CV("paginacao"), "listCreditNotes"], ["1 a 100"]),
// docs-server
q("E1100", "docs-server", "what does the docs_campo tool tell me about a field like warranty[].totalValue?", [AU("este-servidor-de-documentacao")], ["tipo e unidade, se e obrigatorio, valores aceitos do enum"]),
// personal-data
q("E1086", "personal-data", "posso colar o cpf de verdade do cliente na busca do servidor de docs pra achar a regra dele?", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["dados pessoais nos argumentos das ferramentas", "Nunca envie dados pessoais"]),
// typos
q("E1111", "typos", "liquidationType Invoce funciona na criação?", [CP("passo-4-criar-a-operacao"), "createCreditNote", "updateCreditNote", F("criar-a-operacao")], ["Invoice nao se aplica", "liquidationType = EletronicTransfer"]),
// docs-server
q("E1119", "docs-server", "abri o /mcp/status.json pra conferir se apontei pro servidor de docs certo. que valor tem que vir no campo servidor?", [AU("este-servidor-de-documentacao")], ["credito-parceiros-docs"]),
q("E1120", "docs-server", "Which MCP tool gives me a single contract field by name, with its unit, whether it's required, the enum values and the endpoints that use it?", [AU("este-servidor-de-documentacao")], ["docs_campo"]),
q("E1121", "docs-server", "no docs_endpoint_por_rota posso colar a url inteira que ta no meu log, com o uuid de verdade e a query string junto?", [AU("este-servidor-de-documentacao")], ["ids concretos na rota, URL completa"]),
q("E1122", "docs-server", "quero listar pelo mcp só os endpoints da parte de autenticação, sem o resto da api de credito. da pra filtrar por seçao? quais seçoes tem?", [AU("este-servidor-de-documentacao")], ["autenticacao, comum, consignado-privado, fgts, meta"]),
// auth
q("E1123", "auth", "Is expires_in in the token response given in seconds or in minutes, and what is the default lifetime?", [AU("token"), "issueToken"], ["expira em expires_in segundos", "padrao: 3600, 1 hora", "validade em segundos", "padrao 1 h"]),
q("E1124", "auth", "nosso sistema pede um token novo no /oauth/token antes de cada chamada da api. tem problema? qual a recomendação?", [AU("token"), "issueToken"], ["Guarde o token em cache", "peca outro ao receber 401"]),
// borrower
q("E1125", "borrower", "temos dois client_id no mesmo correspondente. o tomador que o sistema A cadastrou vai dar 403 quando o sistema B criar a operação pra ele?", [AU("401-e-403"), "createNaturalPerson"], ["as pessoas que ele cadastra ficam vinculadas a ele", "Cada cliente da API pertence a um correspondente", "vincula ao correspondente do cliente da API"]),
q("E1126", "borrower", "o cliente quer receber numa conta de pagamento (carteira digital), nao é corrente nem poupança. qual accountType eu mando?", ["createBankAccount", "createCreditNote"], ["Payment (pagamento)"]),
// margin-authorization
q("E1127", "margin-authorization", "dá pra registrar a autorização de consulta de margem só com o cpf, antes de ter cadastrado o tomador?", ["createMarginAuthorization", CP("autorizacao-de-margem")], ["Tomador ja cadastrado, quando houver", "Obrigatórios no corpo: `registrationNumber`; opcionais: `personId`"]),
q("E1128", "margin-authorization", "How do I look up the margin authorizations of one worker filtered by status?", ["listMarginAuthorizations", CP("fluxo"), AC("autorizacao-de-margem")], ["Lista autorizacoes por CPF e status", "MarginAuthorization?registrationNumber=...&status=...", "lidos na listagem GET /v1/RegistryEmployee/MarginAuthorization"]),
// margin-query
q("E1129", "margin-query", "na consulta de margem livre eu mando personId E registrationNumber juntos pra garantir, ou é um ou outro?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin", CP("fluxo")], ["nunca os dois", "Informe personId ou registrationNumber", "personId (preferido) ou registrationNumber"]),
q("E1130", "margin-query", "de onde eu tiro a data de admissao do trabalhador pra por na garantia? a consulta de margem devolve isso?", [CP("passo-1-consulta-de-margem"), "queryFreeMargin", "listFreeMarginQueries"], ["employerName, admissionDate", "Data de admissão (UTC); vai para registry_EmployeeAdmissionDate"]),
// payroll-flow
q("E1131", "payroll-flow", "no caminho A consigo pedir oferta só pros prazos de 24, 36 e 48 parcelas em vez de todos?", [CP("passo-2-caminho-a-ofertas"), "simulateOffers"], ["Prazos a simular, em numero de parcelas"]),
q("E1132", "payroll-flow", "quero refazer no POST /v1/Amortization exatamente a oferta que o cliente escolheu. no reqestedAmount vai o valor liberado ou o bruto da oferta?", [CP("parcela-das-ofertas"), "simulateOffers"], ["requestedAmount = loanAmountInCents"]),
// price-sac
q("E1133", "price-sac", "simulei o price sem startDate as 23h de brasilia (ja é outro dia em UTC). a data-base fica o dia de hoje ou o de amanhã?", [CP("parcela-das-ofertas"), CP("objeto-de-calculo-price-sac"), "simulateOffers", "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getCreditNote"], ["dia da simulacao em Brasilia", "quando omitida, a que a API assumiu (o dia da simulação em Brasília"]),
q("E1134", "price-sac", "In the V365Meses day-count criterion, how long is one month for the interest calculation?", [CP("contagem-de-dias")], ["mes de 365/12 dias"]),
q("E1135", "price-sac", "o cliente quer uns 3 meses pagando só os juros antes de começar a amortizar o consignado. tem campo pra isso no objeto de calculo?", [CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["Parcelas so de juros antes da amortizacao"]),
// fgts-object
q("E1136", "fgts-object", "no exemplo do fgts o requestedAmount é 60000. isso dá 600 reais ou 60 mil?", [F("objeto-de-calculo-fgts"), CV("valores-em-dinheiro"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", F("erros-e-diagnostico"), ER("ordem-de-diagnostico")], ["60000 = R$ 600,00", "mas e centavos", "requestedAmount em centavos"]),
q("E1137", "fgts-object", "na antecipação fgts posso mandar financeTaxExempted true pra nao financiar o iof, igual faço no price?", [F("objeto-de-calculo-fgts")], ["Nao envie no FGTS"]),
// fgts-flow
q("E1138", "fgts-flow", "anexei o termo de consentimento direto no cadastro do titular, pelo upload do NaturalPerson. ele vale pras operações fgts dele ou tenho que anexar em cada uma?", ["attachNaturalPersonUploads", F("termo-de-consentimento")], ["vale para as operacoes FGTS do titular", "vale para todas as operações FGTS dele"]),
q("E1139", "fgts-flow", "o titular recusou assinar a antecipação na pagina de assinatura. os saques-aniversario dele ficam presos nessa operação?", [SB("assinaturas"), "getCreditNoteSignUrl", F("fluxo"), "consignado-privado#passos-7-e-8"], ["liberando a margem ou os saques-aniversario", "liberando a margem ou os saques-aniversário"]),
// states
q("E1140", "states", "mandamos o contrato ja assinado (SignedContract) junto na criação. mesmo assim vai ter link pra assinar no SignUrl?", [CP("passo-5-garantia-e-documentos"), F("criar-a-operacao"), "getCreditNoteSignUrl"], ["nao ha links em SignUrl", "direto a PartnerSignaturesValidation", "Lista vazia quando um SignedContract enviado em Draft dispensou a coleta"]),
q("E1141", "states", "a operação caiu em ManualLiquidation e o cliente quer trocar a conta pra receber mais rapido, posso dar PUT com outra conta?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste"), AC("acoes-permitidas-por-status"), "updateCreditNote", AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer")], ["nao altere a conta nem recrie", "so com bankAccountId", "So em Draft, Revision, Disapproved, Error", "Aguarde: transferência manual em andamento"]),
// events
q("E1142", "events", "a gente queria montar a linha do tempo da operação. a api devolve o caminho que ela fez ou só o status de agora?", [AC("padrao-de-varredura"), AC("nao-ha-webhook"), "getCreditNote"], ["devolve o estado atual, nao o caminho", "transicoes com autor, momento e motivo", "history: Transições em ordem cronológica"]),
q("E1143", "events", "For the announced push feature, would a redelivered notification come with a new event id or the same one?", [AC("nao-ha-webhook")], ["reentrega com o mesmo id de evento"]),
// errors
q("E1144", "errors", "chamei um POST em /v1/Webhook/<provedor> que ta no contrato original e voltou 404. a rota ta fora do ar?", [AC("nao-ha-webhook")], ["respondem 404"]),
q("E1145", "errors", "o 400 de validação aponta só o primeiro campo errado ou lista todos de uma vez?", [ER("corpo-de-erro")], ["Um ou mais campos sao invalidos", "o caminho JSON de cada campo", "todos na mesma resposta (até 50), não só o primeiro"]),
// limits
q("E1146", "limits", "o GET do produto fgts ja traz o valor minimo e maximo por saque antecipado, ou tenho que deixar isso fixo no meu codigo?", ["listProducts", "getProduct", F("produto"), CP("produtos")], ["limites por saque antecipado", "o produto traz em fgtsLimits os limites", "limites do Conselho Curador por saque antecipado", "Valor mínimo por saque antecipado, em centavos", "Valor máximo por saque antecipado, em centavos"]),
// endpoints
q("E1147", "endpoints", "a resposta do POST /v1/File me devolve o que além do id?", ["uploadFile"], ["nome, tipo reconhecido, tamanho e SHA-256"]),
// sandbox
q("E1148", "sandbox", "no sandbox quem devolve a operação pra Revision ou reprova? a esteira faz isso sozinha?", [SB("mesa-de-credito"), AC("transicoes-principais")], ["operador com papel de mesa", "Decisao da mesa"]),
q("E1149", "sandbox", "Are the employer CNPJs in the sandbox real companies, and will they pass check-digit validation?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste")], ["CPFs e CNPJs gerados, com digitos verificadores validos"]),
// personal-data
q("E1150", "personal-data", "o GET do SignUrl mostra o nome completo de cada signatario?", ["getCreditNoteSignUrl"], ["nome mascarado", "Nome do signatário, mascarado"]),
q("E1151", "personal-data", "o que a página de assinatura registra de quem assinou, junto com a decisão?", [SB("assinaturas"), "getCreditNoteSignUrl"], ["o endereco IP, o navegador"]),
// conventions
q("E1152", "conventions", "mandei um parametro de query inventado (?debug=true) e não deu erro nenhum. é normal?", [CV("corpos-e-campos")], ["desconhecidos sao ignorados"]),
q("E1153", "conventions", "The alphanumeric CNPJ: under which regulation, and since when is it being issued?", [CV("identificadores-e-documentos")], ["IN RFB 2.229/2024", "emitido desde julho de 2026"]),
// service
q("E1154", "service", "Is the private payroll loan meant for private-sector (CLT) employees?", [CP("introducao")], ["setor privado (CLT)"]),
// credit-note
q("E1155", "credit-note", "criei a operação sem mandar emissionDate. que data de emissao ficou nela?", ["createCreditNote", "updateCreditNote"], ["omitida = data da criacao"]),
// warranty
q("E1156", "warranty", "no PUT /v1/CreditNote/{id}/warranty eu mando só o item novo e ele soma com os que ja estavam?", ["updateCreditNoteWarranty"], ["substitui a lista de garantias"]),
// uploads
q("E1157", "uploads", "dei PUT /upload na operação com um documento novo. os anexos que ja tinham nela somem?", ["updateCreditNoteUploads"], ["somados aos existentes"]),
// typos
q("E1158", "typos", "o holderRegistationNumber da conta pode ser o cpf da esposa do tomador?", ["createBankAccount", "createCreditNote", CP("pre-requisitos"), F("pre-requisitos"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), AC("paymentrevision"), AC("transicoes-principais"), CP("sandbox"), F("sandbox"), SB("cpfs-de-teste"), "updateCreditNote", CP("passos-7-e-8"), F("envio-averbacao-e-liquidacao")], ["deve ser o do tomador", "se diferir do CPF do tomador", "cujo titular e o proprio tomador", "titular deve ser o tomador", "titular da conta diferente do tomador", "titular diferente do", "uma conta cujo titular e o tomador", "cujo titular é o tomador"]),
// service
q("E1159", "service", "Which version prefix do the credit API routes carry in their path?", [CP("introducao"), F("introducao"), CV("nao-publicado")], ["API de crédito (/v1)", "As rotas levam o prefixo /v1"]),
// payroll-flow
q("E1160", "payroll-flow", "fui direto pelo caminho B e simulei uma parcela maior que a margem livre da consulta; a simulação passou. vai dar problema mais pra frente?", [CP("passo-2-caminho-b-amortizacao"), CP("passos-7-e-8"), AC("warrantyrevision"), CP("sandbox"), SB("cpfs-de-teste"), ER("status-http")], ["a averbação valida do mesmo jeito", "parcela acima da margem livre", "parcela acima da margem (consignado)"]),
// fgts-flow
q("E1161", "fgts-flow", "o saldo antecipavel que a esteira calcula na averbação do fgts usa a mesma contagem de dias do plano?", [CV("regras-alem-da-especificacao"), F("contagem-de-dias")], ["(plano FGTS e saldo antecipável)", "desconta os saques pela mesma contagem"]),
// conventions
q("E1162", "conventions", "no startDate da query do FirstPaymentDate eu mando com hora tipo 2026-05-01T00:00:00Z igual no amortization?", [CV("datas"), CP("data-da-primeira-parcela"), "getFirstPaymentDate"], ["Data civil: YYYY-MM-DD", "startDate=YYYY-MM-DD", "startDate (YYYY-MM-DD)", "Data-base, YYYY-MM-DD"]),
// borrower
q("E1163", "borrower", "no POST /v1/BankAccount o personId que vai no corpo é o de quem?", ["createBankAccount"], ["Tomador dono da conta"]),
// credit-note
q("E1164", "credit-note", "o POST /v1/CreditNote deu timeout do nosso lado e não sabemos se a operação foi criada. se reenviar vai duplicar?", [CP("passo-4-criar-a-operacao"), CV("idempotencia")], ["mesmo corpo não cria outra operação", "devolve a primeira resposta e não cria nada novo"]),
// price-sac
q("E1165", "price-sac", "calculationType e amortizationType nao sao a mesma coisa? o que o calculationType define afinal", [CP("contagem-de-dias"), CP("produtos"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote", "getProduct"], ["como os juros contam o tempo até cada vencimento", "calculationType (contagem de dias)", "Critério de contagem de dias", "Contagem de dias que amortization.calculationType deve repetir"]),
// warranty
q("E1166", "warranty", "What happens if the registry_DiscountStartPeriod I send is a month that has already passed?", [CP("passo-5-garantia-e-documentos"), AC("warrantyrevision"), CP("passos-7-e-8")], ["competência anterior ao mês corrente devolve a operação em WarrantyRevision", "competência de desconto no passado", "competência errada"]),
// uploads
q("E1167", "uploads", "no item do uploads além do fileType tem mais algum campo obrigatório?", [CP("passo-5-garantia-e-documentos")], ["obrigatórios: fileType e fileName"]),
// margin-query
q("E1168", "margin-query", "cada oferta que volta da simulação já traz a data da primeira parcela ou tenho que chamar o FirstPaymentDate pra ela?", [CP("passo-2-caminho-a-ofertas"), CP("parcela-das-ofertas"), "simulateOffers", CP("data-da-primeira-parcela")], ["as datas do cálculo (startDate e firstPaymentDate)", "startDate e firstPaymentDate da própria oferta", "cada oferta já traz startDate e firstPaymentDate"]),
// states
q("E1169", "states", "operação já tá Finished, o cliente perdeu o link; o SignUrl ainda responde nesse status?", [AC("acoes-permitidas-por-status"), "getCreditNoteSignUrl", CP("fluxo"), F("fluxo")], ["PaymentRevision, Finished", "de Signatures em diante", "a partir de Signatures"]),
// events
q("E1170", "events", "quero pegar só as operações que mudaram de status na última hora; o initialDate/finalDate do GET /v1/CreditNote filtra por isso?", ["listCreditNotes", AC("padrao-de-varredura")], ["sobre o momento de criação", "(UTC, sobre a criação)"]),
// errors
q("E1171", "errors", "mandamos um lote gigante com uns 70 campos inválidos e o errors[] do 400 não trouxe todos, tem teto?", [ER("corpo-de-erro")], ["todos na mesma resposta (até 50)"]),
q("E1172", "errors", "We posted an oversized request body and got HTTP 413. Which problem type does the API use for that?", [ER("corpo-de-erro")], ["/problems/payload-too-large", "Corpo grande demais"]),
// limits
q("E1173", "limits", "A holder has R$ 3,500 in the FGTS account. Which rate and fixed add-on apply to the birthday withdrawal?", [F("limites")], ["30% | R$ 150,00"]),
// endpoints
q("E1174", "endpoints", "Our uptime monitor parses the health endpoint's JSON. What does its status field say when the database is unreachable?", ["getHealth"], ["(status degraded)"]),
// sandbox
q("E1175", "sandbox", "no sandbox usei o cpf 90000008826 e a autorização virou Refused na hora. o que esse cpf simula?", [CP("sandbox"), SB("cpfs-de-teste")], ["o registrador não conhece o trabalhador", "CPF fora do registro de trabalhadores"]),
// docs-server
q("E1176", "docs-server", "tem algum prompt no mcp de docs que monte um plano de integração do módulo fgts pra mim?", [AU("este-servidor-de-documentacao")], ["docs_integrar_modulo", "Plano de integração de um módulo"]),
q("E1177", "docs-server", "Which arguments does the docs tool that looks up an endpoint by HTTP method and path expect?", [AU("este-servidor-de-documentacao")], ["docs_endpoint_por_rota (metodo, rota"]),
// personal-data
q("E1178", "personal-data", "Our compliance team asks whether the worker's WhatsApp number we put in the offer proposal ends up in your API logs.", [CP("passo-3-proposta"), CV("dados-pessoais")], ["nunca aparecem em logs", "e contatos são mascarados em logs"]),
// typos
q("E1179", "typos", "voltou 409 com type /problems/idempotency-mismach, que que é isso?", [ER("corpo-de-erro"), CV("idempotencia"), ER("status-http")], ["Chave de idempotência reutilizada", "a mesma chave com outro corpo responde 409", "Idempotency-Key repetida com outro corpo"]),
// docs-server
q("E1180", "docs-server", "Is there an MCP prompt that drafts a step-by-step integration plan for the FGTS module from what's published?", [AU("este-servidor-de-documentacao")], ["docs_integrar_modulo", "Plano de integração de um módulo"]),
q("E1181", "docs-server", "o assistente mandou termInMonths num corpo price de novo. tem alguma tool do mcp que diga, campo a campo, em qual modelo de cálculo ele não pode ir?", [AU("este-servidor-de-documentacao")], ["em que modelo não se envia", "docs_campo"]),
// endpoints
q("E1182", "endpoints", "Our simulation call omits legalPerson since we only lend to individuals anyway. Is that field optional at the root of the amortization simulation?", [CP("passo-2-caminho-b-amortizacao")], ["todos obrigatórios: productId, legalPerson e amortization"]),
q("E1183", "endpoints", "o dev buscou pelo id uma simulação da semana passada esperando ver a taxa nova do produto e veio tudo igual. o GET da simulação não recalcula?", ["getAmortization", F("simulacao"), CP("passo-2-caminho-b-amortizacao")], ["sem simular de novo", "relê uma simulação sem refazê-la", "taxa e datas continuam as da simulação"]),
// uploads
q("E1184", "uploads", "mandei o item do uploads só com displayName e documentDate (o pdf ia depois) e voltou 400. o que é obrigatório em cada item?", [CP("passo-5-garantia-e-documentos")], ["obrigatórios: fileType e fileName"]),
// margin-query
q("E1185", "margin-query", "a consulta de margem volta 400 dizendo que o cpf não tem vínculo ativo. o comercial quer criar a operação assim mesmo pra ver se passa, pode?", [CP("sandbox"), SB("cpfs-de-teste"), CP("erros-comuns")], ["não é elegível ao consignado privado agora", "não crie a operação", "sem vínculo ativo; volte ao passo de autorização"]),
// price-sac
q("E1186", "price-sac", "simulamos pelo líquido (Liquid, 150000) e o plano mostrou um requestedAmount maior. depois criamos a operação com o mesmo objeto: o GET da operação vai mostrar o número que mandamos ou o calculado?", [CP("valor-de-partida"), CP("objeto-de-calculo-price-sac"), "simulateAmortization", "simulateAmortizationBatch", "createCreditNote", "updateCreditNote"], ["guarda o objeto de cálculo como foi enviado"]),
// states
q("E1187", "states", "a operação caiu em Error por falha técnica e o cliente desistiu. o cancelamento é aceito nesse status ou vai dar 409?", [AC("acoes-permitidas-por-status"), "cancelCreditNote", "consignado-privado#cancelar-excluir-restaurar", "fgts#cancelar-excluir-restaurar"], ["PaymentRevision, Revision, Disapproved, Error", "aceito em qualquer outro status", "aceito em qualquer outro status", "aceito em qualquer outro status"]),
q("E1188", "states", "The credit desk sent our operation back to Revision. After we fix the attributes, can we submit the same operation again or do we have to create a new one?", [AC("acoes-permitidas-por-status"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("status-da-operacao"), AC("transicoes-principais"), "submitCreditNoteForApproval"], ["submitapproval | Draft, Revision", "Corrija os atributos por PUT e reenvie", "corrija por PUT e reenvie", "Só em Draft, Revision."]),
// fgts-flow
q("E1189", "fgts-flow", "Once an FGTS anticipation is Finished, does our backend have to trigger anything every year when the holder's birthday withdrawal is taken?", [F("introducao"), F("status-e-o-que-fazer"), AC("status-da-operacao"), CP("status-e-o-que-fazer")], ["sem nenhuma chamada do parceiro", "Contrato ativo; nada a fazer"]),
// warranty
q("E1190", "warranty", "o número de controle que a gente põe na proposta pro empregador tem que ser repetido em algum campo quando monta a garantia da operação?", [CP("passo-3-proposta"), "sendOfferProposal", "sendOfferProposalsWithWarranty", CP("passo-5-garantia-e-documentos"), "createCreditNote", "updateCreditNoteWarranty"], ["reaparece em registry_ProposalNumber", "reaparece como registry_ProposalNumber", "proposalNumber enviado na proposta"]),
// credit-note
q("E1191", "credit-note", "o jurídico quer a ccb assinada com prova de quem assinou e quando. o pdf que a api devolve depois das assinaturas traz isso ou só o contrato?", ["getCreditNoteCcb"], ["página de certificado de assinaturas"]),
// conventions
q("E1192", "conventions", "Our gateway, the loan service and the ledger each turn reais into cents with a float multiply. Where and how should that conversion happen?", [CV("valores-em-dinheiro")], ["uma única vez, na borda", "com aritmética exata"]),
// errors
q("E1193", "errors", "o dev reaproveitou a mesma Idempotency-Key pra criar a operação de outro cliente e tomou 409, mas a operação nem tinha status ainda. o que houve?", [CV("idempotencia"), ER("corpo-de-erro"), ER("status-http")], ["a mesma chave com outro corpo responde 409", "Chave de idempotência reutilizada", "repetida com outro corpo"]),
// limits
q("E1194", "limits", "A holder has about R$ 3,000 in the FGTS account. Which bracket (rate and fixed add-on) sets the yearly birthday withdrawal?", [F("limites")], ["de R$ 1.000,01 a R$ 5.000,00", "| 30% | R$ 150,00"]),
// sandbox
q("E1195", "sandbox", "no sandbox o cpf 90000009121 ficou parado na liquidação manual e o dev quer trocar a conta ou criar outra operação pra destravar. faz sentido?", [CP("sandbox"), F("sandbox"), SB("cpfs-de-teste"), AC("status-da-operacao"), CP("status-e-o-que-fazer"), F("status-e-o-que-fazer"), AC("acoes-permitidas-por-status"), "updateCreditNote"], ["não altere a conta nem recrie a operação", "transferência manual em andamento", "só com bankAccountId", "Só em Draft, Revision, Disapproved, Error"]),
// personal-data
q("E1196", "personal-data", "o assistente de ia colou o cpf e o token do cliente nos argumentos da ferramenta do servidor de docs pra montar o exemplo, e ela não aceitou. por quê?", [AU("este-servidor-de-documentacao"), CV("dados-pessoais")], ["eles são recusados", "Nunca envie dados pessoais, tokens ou chaves"]),
// borrower
q("E1197", "borrower", "cadastro do tomador voltou 400 no birthDate. a gente mandou 1990-05-10T00:00:00Z, igual às outras datas da api", ["createNaturalPerson", "createCreditNote", CV("datas")], ["Data de nascimento, YYYY-MM-DD", "Data civil: YYYY-MM-DD"]),
// typos
q("E1198", "typos", "chamei o doneWarrantyRevison com a operação ainda em Warranty e voltou 409, pq?", [AC("warrantyrevision"), AC("acoes-permitidas-por-status"), ER("status-http")], ["só em WarrantyRevision (409 nos demais)", "doneWarrantyRevision | WarrantyRevision", "Ação inválida para o status atual da operação"]),
// auth
q("E1199", "auth", "perdemos o e-mail do onboarding com o productId. tem alguma rota da api que lista os produtos que a gente tem contratados?", ["listProducts", CP("produtos"), F("produto"), AU("productid")], ["Os produtos habilitados (o productId", "GET /v1/Product e GET /v1/Product/{id}", "GET /v1/Product lista os produtos habilitados"]),
// payroll-flow
q("E1200", "payroll-flow", "We POSTed a JSON array holding a single proposal to /v1/RegistryEmployee/OfferProposals and got a 400. What body shape does that route expect?", [CP("passo-3-proposta"), "sendOfferProposal"], ["recebe uma proposta (objeto)", "uma proposta (objeto único)"]),
];
