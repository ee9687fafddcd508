/** The questions each sentence of the endpoints (their summary and description) answers, in partners' words (written blind to the search's evaluation sets). */
import type { QuestionForms } from "./forms";

export const ENDPOINT_FORMS: QuestionForms = {
  "issueToken": [
    ["Emitir token de acesso: OAuth 2.0 client", ["qual rota gera o token de acesso?", "how to get an access token", "como autenticar na API de crédito", "token expirou, como pego outro", "recebi as credenciais do onboarding, e agora", "POST oauth token corpo", "token endpoint form-urlencoded or JSON"]],
  ],
  "listNaturalPersons": [
    ["Buscar tomadores: Lista as pessoas vinculadas", ["como buscar um tomador pelo CPF?", "rota pra listar clientes cadastrados", "search borrower by CPF", "o CPF no filtro vai com pontuação?", "o cliente já está cadastrado? como confiro", "buscar tomador registrationNumber", "list borrowers paginated with CPF filter"]],
  ],
  "createNaturalPerson": [
    ["Cadastrar tomador: Cadastra a pessoa física", ["como cadastrar o cliente?", "qual rota cria o tomador", "how do I register a borrower", "formato da data de nascimento no cadastro", "mandei o CPF com pontos e deu 400 no cadastro", "cadastrar pessoa física CPF sem máscara", "which correspondent is a new borrower linked to"]],
  ],
  "getNaturalPerson": [
    ["Consultar tomador: Mostra a pessoa e lista", ["como consultar os dados do tomador?", "como ver os documentos do cliente", "get borrower by id", "como conferir se o termo FGTS foi anexado", "anexei o termo FGTS e quero ter certeza que foi", "ver documentos anexados pessoa", "GET NaturalPerson with documents list"]],
  ],
  "attachNaturalPersonUploads": [
    ["Anexar documentos ao tomador: Anexa documentos", ["como anexar o termo de consentimento FGTS no cliente?", "anexar documento à pessoa fora da operação", "deu 409 ao reenviar documento do tomador", "attach documents to a borrower", "o cliente vai fazer outra antecipação, preciso anexar o termo de novo?", "termo FGTS vale para todas operações", "PUT NaturalPerson upload 409 duplicate file"]],
  ],
  "listBankAccounts": [
    ["Listar contas do tomador: As contas de liquidação", ["como listar as contas do cliente?", "rota de contas bancárias do tomador", "list bank accounts for a person", "precisa do personId pra listar contas?", "o cliente tem várias contas, qual aparece primeiro", "contas tomador mais recentes primeiro", "bank accounts endpoint requires personId"]],
  ],
  "createBankAccount": [
    ["Cadastrar conta de liquidação: Cadastra a", ["como cadastrar a conta onde o dinheiro cai?", "create settlement bank account", "conta em nome de outra pessoa dá problema?", "qual rota cadastra conta bancária", "o cliente quer receber na conta do filho", "cadastrar conta titular CPF", "settlement account holder CPF mismatch"]],
  ],
  "getBankAccount": [
    ["Consultar conta de liquidação: Mostra a conta,", ["como consultar uma conta cadastrada?", "get bank account by id", "como ver o CPF do titular da conta", "quero conferir se a conta é mesmo do cliente", "consultar conta bancária id", "does GET BankAccount show the holder's CPF"]],
  ],
  "listProducts": [
    ["Listar produtos contratados: Os produtos", ["como listar os produtos contratados?", "onde vejo a faixa de taxa e prazo do produto", "list my enabled products and rate ranges", "onde ficam os limites do FGTS por saque", "qual modelo de cálculo meu produto usa", "produtos habilitados productId", "what ranges does GET Product return"]],
  ],
  "getProduct": [
    ["Consultar produto: Um produto habilitado,", ["como consultar um produto pelo id?", "get product rate range", "qual a taxa máxima do meu produto", "quero saber o prazo máximo que posso oferecer", "produto por id faixa prazo", "GET Product by id fields"]],
  ],
  "listMarginAuthorizations": [
    ["Listar autorizações de margem: Lista autorizações", ["como acompanhar a autorização de margem?", "como sei se o cliente aprovou a autorização", "list margin authorizations by CPF", "filtrar autorizações por status Pending", "mandei a autorização e não sei se o cliente confirmou", "autorizações Approved Refused listar", "how do I poll margin authorization status"]],
  ],
  "createMarginAuthorization": [
    ["Registrar autorização de consulta de margem:", ["como registrar a autorização de consulta de margem?", "a autorização de margem expira?", "how to create a margin authorization", "o que acontece depois que o cliente confirma no canal", "o cliente não confirmou faz uma semana, a autorização venceu?", "autorização margem Pending Approved", "margin authorization consent flow"]],
  ],
  "listFreeMarginQueries": [
    ["Histórico de consultas de margem: Consultas", ["histórico de consultas de margem do cliente", "preciso consultar a margem de novo? validUntil", "list past margin queries", "como evitar repetir a consulta de margem", "consultei a margem ontem, posso usar o resultado?", "validUntil consulta margem cache", "GET FreeMarginQuery history"]],
  ],
  "queryFreeMargin": [
    ["Consultar margem livre: Passo 1 do consignado", ["como consultar a margem livre do trabalhador?", "qual o primeiro passo do consignado privado", "how to query a worker's free margin", "margem vem em reais ou centavos?", "consultei a margem e voltou erro de autorização", "FreeMarginQuery personId registrationNumber", "does free margin query need an approved authorization"]],
  ],
  "simulateOffers": [
    ["Simular por ofertas (caminho A): Ofertas", ["como simular ofertas pela margem do cliente?", "qual taxa a oferta usa se não mandar interestRate", "por que a última parcela é diferente das outras?", "simulate offers for a worker", "a última parcela veio 3 centavos a mais", "lastInstallmentAmountInCents resíduo", "offers with calculateByValue Gross or Liquid requestedValue"]],
  ],
  "getFirstPaymentDate": [
    ["Obter data da primeira parcela: O dia de", ["como calcular a data da primeira parcela?", "qual rota dá o firstPaymentDate", "first payment date endpoint", "posso calcular o vencimento eu mesmo?", "meu cálculo de vencimento deu diferente do da API", "data primeiro vencimento dia de repasse", "first payment date query params productId startDate"]],
  ],
  "sendOfferProposal": [
    ["Enviar proposta ao empregador: Passo 3 do", ["como enviar a proposta ao empregador?", "send proposal, path A step 3", "proposta sem reforço FGTS, qual rota", "o cliente escolheu uma oferta, como mando pro empregador", "OfferProposals offerRequestId", "is the proposal body an object or an array"]],
  ],
  "sendOfferProposalsWithWarranty": [
    ["Enviar propostas com reforço FGTS: Lista", ["como enviar proposta com reforço de garantia FGTS?", "o fgtsBalanceInCents é obrigatório na proposta?", "send proposals with FGTS warranty", "quero usar o FGTS do cliente como garantia extra do consignado", "OfferProposalsWarranty hasWarranty", "proposal payload with FGTS collateral"]],
  ],
  "revalidateAuctionProposal": [
    ["Revalidar proposta do leilão CTPS: Quando", ["o que acontece quando o empregador abre o link?", "como revalidar a proposta do leilão CTPS", "a margem caiu depois da proposta, onde aparece", "how to revalidate an auction proposal", "o empregador abriu o link e a parcela não cabe mais", "leilão CTPS simulation revalidar", "auction proposal validity check endpoint"]],
  ],
  "simulateAmortization": [
    ["Simular por amortização (caminho B): Plano", ["como simular o plano de pagamento?", "qual rota calcula CET e IOF", "how to simulate an amortization schedule", "no FGTS as parcelas são anuais?", "o cliente quer ver o valor de cada parcela antes de contratar", "POST Amortization legalPerson false", "amortization request body productId legalPerson"]],
  ],
  "getAmortization": [
    ["Consultar simulação: Uma simulação já gerada,", ["como consultar uma simulação já feita?", "get simulation by id", "preciso simular de novo pra ver o plano?", "perdi o resultado da simulação, consigo recuperar?", "GET Amortization id", "retrieve a previous simulation"]],
  ],
  "simulateAmortizationBatch": [
    ["Simular em lote: Até 100 pedidos de simulação", ["dá pra simular várias de uma vez?", "quantas simulações cabem no lote", "is there a batch simulation endpoint", "um item inválido derruba o lote?", "o app quer mostrar vários prazos de uma vez", "Amortization Batch 100 itens", "batch simulation response index plan error"]],
  ],
  "uploadFile": [
    ["Enviar arquivo de documento: Guarda o conteúdo", ["como enviar um documento PDF?", "qual o tamanho máximo do arquivo", "how to upload a file with multipart", "enviei o mesmo arquivo duas vezes, duplica?", "mandei um arquivo .docx e deu erro", "POST File multipart", "which file types can I upload"]],
  ],
  "downloadFile": [
    ["Baixar arquivo de documento: Devolve o conteúdo", ["como baixar um documento enviado?", "how to download an uploaded file", "o ETag do arquivo é o quê?", "preciso pegar de volta o PDF que enviei", "GET File id bytes", "file download content-disposition attachment"]],
  ],
  "listCreditNotes": [
    ["Varrer operações: Varredura por status e", ["como listar as operações por status?", "de quanto em quanto tempo fazer polling", "list credit notes by date range", "o filtro de data é sobre a criação?", "não tem webhook, como sei quais operações mudaram", "varredura operações status", "credit notes polling interval"]],
  ],
  "createCreditNote": [
    ["Criar operação: Cria a nota de crédito (Draft", ["como criar a operação?", "requestedAmount em centavos e totalValue em reais?", "how do I create a credit note", "no FGTS mando warranty?", "criei a operação e só voltou o id", "POST CreditNote returnValue", "newPersonAndAccount instead of personId"]],
  ],
  "getCreditNote": [
    ["Consultar operação: A operação atual; o campo", ["como consultar o status da operação?", "tem webhook pra acompanhar?", "get credit note by id", "como acompanhar a operação", "o app quer avisar o cliente quando mudar de etapa", "GET CreditNote status", "how do I know when the operation status changes"]],
  ],
  "updateCreditNote": [
    ["Atualizar operação: Atualização parcial dos", ["como editar a operação?", "como trocar a conta em PaymentRevision", "deu 409 ao atualizar em PaymentRevision", "update credit note, which statuses allow it", "o cliente errou a conta e o pagamento falhou, como troco", "PUT CreditNote status permitidos", "can I update an operation after submitting it"]],
  ],
  "deleteCreditNote": [
    ["Excluir operação (lógica): Exclusão lógica", ["como excluir uma operação?", "em que status posso apagar", "how do I delete a credit note", "a exclusão é definitiva?", "tentei apagar uma operação em análise e deu erro", "DELETE CreditNote status", "is delete a soft delete"]],
  ],
  "updateCreditNoteWarranty": [
    ["Atualizar garantia: Consignado privado: substitui", ["como atualizar a garantia?", "em que status posso mudar a garantia", "update warranty on payroll loan", "dá pra alterar garantia no FGTS?", "a averbação devolveu, preciso mudar a garantia", "PUT warranty totalValue reais", "replace the warranty list on a payroll loan"]],
  ],
  "updateCreditNoteUploads": [
    ["Anexar documentos: Anexa documentos ({ uploads:", ["como anexar documentos na operação?", "deu 409 ao anexar documento", "attach uploads to a credit note", "como vincular o fileId na operação", "o app mandou o mesmo documento duas vezes e deu 409", "PUT upload fileId operação", "can I attach documents after submitting for approval"]],
  ],
  "submitCreditNoteForApproval": [
    ["Enviar para aprovação: Entra na esteira (ComplianceApproval", ["como enviar a operação pra aprovação?", "depois de enviar posso editar?", "how to submit the operation for approval", "updateStartDate serve pra quê", "terminei o rascunho, como mando pra análise", "submitapproval updateStartDate", "is the operation editable after submitapproval"]],
  ],
  "getCreditNoteSignUrl": [
    ["Obter URLs de assinatura: Endereços de assinatura", ["como pegar o link de assinatura?", "quando o link de assinatura fica disponível", "how to get the signing URL", "cliente recusou assinar, o que acontece", "cliente diz que não recebeu o link de assinatura", "SignUrl signatário nome mascarado", "signing URLs per signer"]],
  ],
  "doneCreditNoteWarrantyRevision": [
    ["Concluir revisão de garantia: Depois de corrigir", ["como concluir a revisão de garantia?", "corrigi a garantia, e agora?", "done warranty revision endpoint", "a operação recomeça do zero?", "ajustei a garantia mas a operação continua parada", "doneWarrantyRevision corrigir garantia", "resume the pipeline after warranty revision"]],
  ],
  "cancelCreditNote": [
    ["Cancelar operação: Ação única, sem parâmetros", ["como cancelar uma operação?", "o cancelamento é imediato?", "how do I cancel a credit note", "cancelar libera a margem?", "cliente desistiu do empréstimo", "cancel message motivo", "cancel endpoint request body"]],
  ],
  "restoreCreditNote": [
    ["Restaurar operação excluída: Desfaz a exclusão", ["como desfazer a exclusão de uma operação?", "restore deleted credit note", "apaguei sem querer, dá pra recuperar?", "a operação excluída volta em que status?", "restore operação excluída", "undo soft delete of a credit note"]],
  ],
  "getCreditNoteCetWorksheet": [
    ["Baixar a planilha de cálculo do CET (PDF):", ["como baixar a planilha do CET?", "where is the CET worksheet PDF", "onde vejo o cálculo do CET da operação", "o cliente pediu a memória de cálculo do CET", "CetWorksheet PDF", "CET calculation worksheet Res CMN 4881"]],
  ],
  "getCreditNoteCcb": [
    ["Baixar a Cédula de Crédito Bancário (PDF):", ["como baixar a CCB?", "how to download the CCB PDF", "a CCB antes da assinatura vem como minuta?", "como verificar a autenticidade da CCB", "o cliente quer uma cópia do contrato assinado", "CCB PDF assinada", "X-Document-Kind draft vs signed"]],
  ],
  "getOpenApiDocument": [
    ["Documento OpenAPI: Este contrato em OpenAPI", ["onde baixo o OpenAPI da API?", "where is the openapi spec URL", "tem swagger da API?", "quero gerar o client da API automaticamente", "openapi.json contrato", "OpenAPI 3.1 contract, is it public"]],
  ],
  "getHealth": [
    ["Saúde do servidor: Vivacidade e prontidão:", ["tem endpoint de health check?", "health endpoint returns 503", "como saber se a API está no ar", "o monitoramento pegou 503 no health", "health 200 503 degraded", "readiness and liveness endpoint"]],
  ],
};
