/** The questions each sentence of the endpoints (their summary and description) answers, in partners' words (written blind to the search's evaluation sets). */
import type { QuestionForms } from "./forms";

export const ENDPOINT_FORMS: QuestionForms = {
  "issueToken": [
    ["Emitir token de acesso: OAuth 2.0 client", ["qual rota gera o token de acesso?", "how to get an access token", "como autenticar na API de crédito", "token expirou, como pego outro"]],
  ],
  "listNaturalPersons": [
    ["Buscar tomadores: Lista as pessoas vinculadas", ["como buscar um tomador pelo CPF?", "rota pra listar clientes cadastrados", "search borrower by CPF", "o CPF no filtro vai com pontuação?"]],
  ],
  "createNaturalPerson": [
    ["Cadastrar tomador: Cadastra a pessoa física", ["como cadastrar o cliente?", "qual rota cria o tomador", "how do I register a borrower", "formato da data de nascimento no cadastro"]],
  ],
  "getNaturalPerson": [
    ["Consultar tomador: Mostra a pessoa e lista", ["como consultar os dados do tomador?", "como ver os documentos do cliente", "get borrower by id", "como conferir se o termo FGTS foi anexado"]],
  ],
  "attachNaturalPersonUploads": [
    ["Anexar documentos ao tomador: Anexa documentos", ["como anexar o termo de consentimento FGTS no cliente?", "anexar documento à pessoa fora da operação", "deu 409 ao reenviar documento do tomador", "attach documents to a borrower"]],
  ],
  "listBankAccounts": [
    ["Listar contas do tomador: As contas de liquidação", ["como listar as contas do cliente?", "rota de contas bancárias do tomador", "list bank accounts for a person", "precisa do personId pra listar contas?"]],
  ],
  "createBankAccount": [
    ["Cadastrar conta de liquidação: Cadastra a", ["como cadastrar a conta onde o dinheiro cai?", "create settlement bank account", "conta em nome de outra pessoa dá problema?", "qual rota cadastra conta bancária"]],
  ],
  "getBankAccount": [
    ["Consultar conta de liquidação: Mostra a conta,", ["como consultar uma conta cadastrada?", "get bank account by id", "como ver o CPF do titular da conta"]],
  ],
  "listProducts": [
    ["Listar produtos contratados: Os produtos", ["como listar os produtos contratados?", "onde vejo a faixa de taxa e prazo do produto", "list my enabled products and rate ranges", "onde ficam os limites do FGTS por saque"]],
  ],
  "getProduct": [
    ["Consultar produto: Um produto habilitado,", ["como consultar um produto pelo id?", "get product rate range", "qual a taxa máxima do meu produto"]],
  ],
  "listMarginAuthorizations": [
    ["Listar autorizações de margem: Lista autorizações", ["como acompanhar a autorização de margem?", "como sei se o cliente aprovou a autorização", "list margin authorizations by CPF", "filtrar autorizações por status Pending"]],
  ],
  "createMarginAuthorization": [
    ["Registrar autorização de consulta de margem:", ["como registrar a autorização de consulta de margem?", "a autorização de margem expira?", "how to create a margin authorization", "o que acontece depois que o cliente confirma no canal"]],
  ],
  "listFreeMarginQueries": [
    ["Histórico de consultas de margem: Consultas", ["histórico de consultas de margem do cliente", "preciso consultar a margem de novo? validUntil", "list past margin queries", "como evitar repetir a consulta de margem"]],
  ],
  "queryFreeMargin": [
    ["Consultar margem livre: Passo 1 do consignado", ["como consultar a margem livre do trabalhador?", "qual o primeiro passo do consignado privado", "how to query a worker's free margin", "margem vem em reais ou centavos?"]],
  ],
  "simulateOffers": [
    ["Simular por ofertas (caminho A): Ofertas", ["como simular ofertas pela margem do cliente?", "qual taxa a oferta usa se não mandar interestRate", "por que a última parcela é diferente das outras?", "simulate offers for a worker"]],
  ],
  "getFirstPaymentDate": [
    ["Obter data da primeira parcela: O dia de", ["como calcular a data da primeira parcela?", "qual rota dá o firstPaymentDate", "first payment date endpoint", "posso calcular o vencimento eu mesmo?"]],
  ],
  "sendOfferProposal": [
    ["Enviar proposta ao empregador: Passo 3 do", ["como enviar a proposta ao empregador?", "send proposal, path A step 3", "proposta sem reforço FGTS, qual rota"]],
  ],
  "sendOfferProposalsWithWarranty": [
    ["Enviar propostas com reforço FGTS: Lista", ["como enviar proposta com reforço de garantia FGTS?", "o fgtsBalanceInCents é obrigatório na proposta?", "send proposals with FGTS warranty"]],
  ],
  "revalidateAuctionProposal": [
    ["Revalidar proposta do leilão CTPS: Quando", ["o que acontece quando o empregador abre o link?", "como revalidar a proposta do leilão CTPS", "a margem caiu depois da proposta, onde aparece", "how to revalidate an auction proposal"]],
  ],
  "simulateAmortization": [
    ["Simular por amortização (caminho B): Plano", ["como simular o plano de pagamento?", "qual rota calcula CET e IOF", "how to simulate an amortization schedule", "no FGTS as parcelas são anuais?"]],
  ],
  "getAmortization": [
    ["Consultar simulação: Uma simulação já gerada,", ["como consultar uma simulação já feita?", "get simulation by id", "preciso simular de novo pra ver o plano?"]],
  ],
  "simulateAmortizationBatch": [
    ["Simular em lote: Até 100 pedidos de simulação", ["dá pra simular várias de uma vez?", "quantas simulações cabem no lote", "is there a batch simulation endpoint", "um item inválido derruba o lote?"]],
  ],
  "uploadFile": [
    ["Enviar arquivo de documento: Guarda o conteúdo", ["como enviar um documento PDF?", "qual o tamanho máximo do arquivo", "how to upload a file with multipart", "enviei o mesmo arquivo duas vezes, duplica?"]],
  ],
  "downloadFile": [
    ["Baixar arquivo de documento: Devolve o conteúdo", ["como baixar um documento enviado?", "how to download an uploaded file", "o ETag do arquivo é o quê?"]],
  ],
  "listCreditNotes": [
    ["Varrer operações: Varredura por status e", ["como listar as operações por status?", "de quanto em quanto tempo fazer polling", "list credit notes by date range", "o filtro de data é sobre a criação?"]],
  ],
  "createCreditNote": [
    ["Criar operação: Cria a nota de crédito (Draft", ["como criar a operação?", "requestedAmount em centavos e totalValue em reais?", "how do I create a credit note", "no FGTS mando warranty?"]],
  ],
  "getCreditNote": [
    ["Consultar operação: A operação atual; o campo", ["como consultar o status da operação?", "tem webhook pra acompanhar?", "get credit note by id", "como acompanhar a operação"]],
  ],
  "updateCreditNote": [
    ["Atualizar operação: Atualização parcial dos", ["como editar a operação?", "como trocar a conta em PaymentRevision", "deu 409 ao atualizar em PaymentRevision", "update credit note, which statuses allow it"]],
  ],
  "deleteCreditNote": [
    ["Excluir operação (lógica): Exclusão lógica", ["como excluir uma operação?", "em que status posso apagar", "how do I delete a credit note", "a exclusão é definitiva?"]],
  ],
  "updateCreditNoteWarranty": [
    ["Atualizar garantia: Consignado privado: substitui", ["como atualizar a garantia?", "em que status posso mudar a garantia", "update warranty on payroll loan", "dá pra alterar garantia no FGTS?"]],
  ],
  "updateCreditNoteUploads": [
    ["Anexar documentos: Anexa documentos ({ uploads:", ["como anexar documentos na operação?", "deu 409 ao anexar documento", "attach uploads to a credit note", "como vincular o fileId na operação"]],
  ],
  "submitCreditNoteForApproval": [
    ["Enviar para aprovação: Entra na esteira (ComplianceApproval", ["como enviar a operação pra aprovação?", "depois de enviar posso editar?", "how to submit the operation for approval", "updateStartDate serve pra quê"]],
  ],
  "getCreditNoteSignUrl": [
    ["Obter URLs de assinatura: Endereços de assinatura", ["como pegar o link de assinatura?", "quando o link de assinatura fica disponível", "how to get the signing URL", "cliente recusou assinar, o que acontece"]],
  ],
  "doneCreditNoteWarrantyRevision": [
    ["Concluir revisão de garantia: Depois de corrigir", ["como concluir a revisão de garantia?", "corrigi a garantia, e agora?", "done warranty revision endpoint", "a operação recomeça do zero?"]],
  ],
  "cancelCreditNote": [
    ["Cancelar operação: Ação única, sem parâmetros", ["como cancelar uma operação?", "o cancelamento é imediato?", "how do I cancel a credit note", "cancelar libera a margem?"]],
  ],
  "restoreCreditNote": [
    ["Restaurar operação excluída: Desfaz a exclusão", ["como desfazer a exclusão de uma operação?", "restore deleted credit note", "apaguei sem querer, dá pra recuperar?"]],
  ],
  "getCreditNoteCetWorksheet": [
    ["Baixar a planilha de cálculo do CET (PDF):", ["como baixar a planilha do CET?", "where is the CET worksheet PDF", "onde vejo o cálculo do CET da operação"]],
  ],
  "getCreditNoteCcb": [
    ["Baixar a Cédula de Crédito Bancário (PDF):", ["como baixar a CCB?", "how to download the CCB PDF", "a CCB antes da assinatura vem como minuta?", "como verificar a autenticidade da CCB"]],
  ],
  "getOpenApiDocument": [
    ["Documento OpenAPI: Este contrato em OpenAPI", ["onde baixo o OpenAPI da API?", "where is the openapi spec URL", "tem swagger da API?"]],
  ],
  "getHealth": [
    ["Saúde do servidor: Vivacidade e prontidão:", ["tem endpoint de health check?", "health endpoint returns 503", "como saber se a API está no ar"]],
  ],
};
