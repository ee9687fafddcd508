import { DEFAULT_RATE_RULE, OFFER_INSTALLMENT_RULE, OFFER_REPRODUCTION_RULE, REQUESTED_AMOUNT_RULE } from "@/lib/contract/api-rules";
import { SIGNATURE_REFUSAL_RULE } from "@/lib/contract/signatures";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { CALCULATION_TYPE_RULES, CALCULATION_TYPES, firstPeriodWholeMonthsRule } from "@/lib/finance/day-count";
import { DOCS_MODULES } from "../../modules";
import { SPECIAL_CPFS, sandboxSection } from "../sandbox";
import { calculationFieldTable, fieldRequirement, fieldTableOf, forbiddenCalculationFieldNames, PARTNER_ACTION_NOTE, PRODUCT_ROUTES_NOTE, productTable, UNLISTED_FIELD_RULE, statusGuidanceTable } from "../tables";
import type { Guide } from "./guide";
import { CANCEL_NOTE, CANCEL_PENDING_NOTE, CANCEL_REFUSED_NOTE, CREATION_QUERY_NOTE, CREATION_RESULT_NOTE, DELETE_NOTE, SETTLEMENT_NOTE, SIGNED_CONTRACT_NOTE, SUBMISSION_NOTE } from "./shared-sentences";

const products = DOCS_MODULES.find((module) => module.id === "consignado-privado")?.products ?? [];
const forbidden = forbiddenCalculationFieldNames("price/sac")
  .map((name) => `\`${name}\``)
  .join(", ");

const creationFields = fieldRequirement("createCreditNote", { body: "" }, ["personId", "bankAccountId", "newPersonAndAccount"]);
const uploadItemFields = fieldRequirement("updateCreditNoteUploads", { body: "uploads[]." });
const simulationFields = fieldRequirement("simulateAmortization", { body: "" });
const marginAuthorizationFields = fieldRequirement("createMarginAuthorization", { body: "" });
const firstPaymentDateParameters = fieldRequirement("getFirstPaymentDate", "query");

function dayCountTable(): string {
  const used = new Map(products.map((product) => [product.calculationType as string, product.name]));
  const rows = CALCULATION_TYPES.map((type) => `| \`${type}\` | ${CALCULATION_TYPE_RULES[type]} | ${used.get(type) ?? ""} |`);
  return ["| calculationType | fator de juros até cada vencimento | produto que o usa |", "|---|---|---|", ...rows].join("\n");
}

export const consignadoPrivadoGuide: Guide = {
  id: "consignado-privado",
  title: "Guia de integração: consignado privado",
  module: "consignado-privado",
  summary: "Do token à liquidação: autorização e consulta de margem, simulação, proposta, criação, garantia, documentos, envio, assinaturas e averbação.",
  markdown: `# Guia de integração: consignado privado

Empréstimo com desconto em folha para trabalhadores do setor privado (CLT). A garantia é a margem consignável, reservada no empregador por meio do registrador (averbação da margem). Este guia é para quem desenvolve a integração do parceiro com a API de crédito (\`/v1\`).

## Pré-requisitos

- Credenciais da API (\`client_id\` e \`client_secret\`) e um token válido: \`POST /oauth/token\` (guia \`autenticacao\`).
- O \`productId\` contratado, recebido no onboarding (tabela abaixo).
- O tomador cadastrado e vinculado ao seu correspondente (\`personId\`) e a conta de liquidação (\`bankAccountId\`), cujo titular é o próprio tomador.
- Uma autorização de consulta de margem do trabalhador com status \`Approved\`.

## Produtos

${productTable(products)}

${PRODUCT_ROUTES_NOTE}

O modelo de cálculo (\`amortizationType\`) do objeto \`amortization\` precisa ser o do produto: \`price\` no produto Price, \`sac\` no produto SAC. \`calculationType\` (contagem de dias) também segue o produto. Taxa (\`apr\`) e prazo (\`numberOfPayments\`) fora da faixa do produto: 400.

## Fluxo

1. Cadastros: \`POST /v1/NaturalPerson\` (tomador) e \`POST /v1/BankAccount\` (conta de liquidação). Guarde \`personId\` e \`bankAccountId\`.
2. Autorização de margem: \`POST /v1/RegistryEmployee/MarginAuthorization\`. Nasce \`Pending\`; o trabalhador confirma no canal e ela passa a \`Approved\` (ou \`Refused\`). Acompanhe por \`GET /v1/RegistryEmployee/MarginAuthorization?registrationNumber=...&status=...\`.
3. Passo 1, consulta de margem: \`POST /v1/RegistryEmployee/FreeMarginQuery\` com \`personId\` (preferido) ou \`registrationNumber\`, e \`creditProductId\`. Pular a consulta de margem gera uma operação que a averbação recusa.
4. Passo 2, simulação, por um de dois caminhos (podem ser usados os dois): A, ofertas (\`POST /v1/Amortization/RegistryEmployeeOffers\`); B, amortização (\`POST /v1/Amortization\`).
5. Passo 3 (só no caminho A): proposta ao empregador (\`POST /v1/RegistryEmployee/OfferProposals\` ou \`OfferProposalsWarranty\`).
6. Passo 4: data da primeira parcela (\`POST /v1/RegistryEmployee/FirstPaymentDate\`) e criação da operação (\`POST /v1/CreditNote\`).
7. Passo 5: garantia e documentos (na criação, ou por \`PUT /v1/CreditNote/{id}/warranty\` e \`PUT /v1/CreditNote/{id}/upload\`).
8. Passo 6: envio para aprovação (\`POST /v1/CreditNote/{id}/submitapproval\`).
9. Passo 7: assinaturas (\`GET /v1/CreditNote/{id}/SignUrl\`, a partir de \`Signatures\`).
10. Passo 8: averbação da margem, etapa da esteira (sem chamada do parceiro), e liquidação por transferência (Pix ou TED) à conta cadastrada.
11. Passo 9, quando preciso: cancelar, excluir ou restaurar.

Os opIds de cada passo estão em \`docs_contexto_modulo\` (parte \`fluxo\`); o corpo de exemplo de cada um sai de \`docs_montar_requisicao\`.

## Autorização de margem

\`POST /v1/RegistryEmployee/MarginAuthorization\` registra o consentimento do trabalhador. Obrigatórios no corpo: ${marginAuthorizationFields.required}; opcionais: ${marginAuthorizationFields.optional}. O CNPJ do empregador (\`employerRegistrationNumber\`) vai quando conhecido; sem \`contact\`, a confirmação ocorre no aplicativo oficial.

Status: \`Pending\` (consentimento registrado, aguardando confirmação no canal), \`Approved\` (o único que habilita a consulta de margem) e \`Refused\` (recusada pelo trabalhador ou falha de validação do canal). Não existe status de expiração: uma autorização vencida continua \`Approved\`, e o sinal de que não vale mais é a recusa da consulta de margem. Quando a consulta responder que não há autorização válida, volte ao passo de autorização, mesmo que você acredite que ela ainda exista.

## Passo 1: consulta de margem

\`POST /v1/RegistryEmployee/FreeMarginQuery\`, parâmetros na query: \`personId\` (UUID, preferido) ou \`registrationNumber\` (CPF, só dígitos, quando o tomador ainda não está cadastrado), nunca os dois; e \`creditProductId\` (opcional, mas envie: sem ele a margem vem sem o recorte do produto, e a simulação pode oferecer valores fora da faixa do produto).

A resposta traz o vínculo ativo e a margem livre: \`employeeCode\`, \`employerRegistrationNumber\` (CNPJ), \`employerRegistrationCode\`, \`employerName\`, \`admissionDate\`, \`freeMarginInCents\` (centavos) e \`validUntil\` (fim da janela de cache). Esses valores alimentam a garantia: \`registry_EmployeeCode\`, \`registry_EmployerRegistrationNumber\`, \`registry_EmployerRegistrationCode\`, \`registry_EmployerName\`, \`registry_EmployeeAdmissionDate\` e \`registry_OriginalMargin\` (este em **reais**: \`freeMarginInCents\` / 100).

\`GET /v1/RegistryEmployee/FreeMarginQuery\` lista as consultas já feitas: use para não repetir dentro da janela de cache.

## Passo 2, caminho A: ofertas

\`POST /v1/Amortization/RegistryEmployeeOffers\`. Por padrão simula com a margem total (o máximo). Para simular abaixo do máximo, envie \`calculateByValue\` = \`Liquid\` ou \`Gross\` com \`requestedValue\` (centavos), ou \`Payment\` com \`rangePaymentAmounts\` (lista de centavos: [máximo] ou [mínimo, máximo]). Um valor pedido acima do que a margem permite devolve lista vazia (simulação sem resultado). Só produtos com modelo Price aparecem.

${fieldTableOf("simulateOffers", "")}

Cada oferta traz o produto (\`productId\`), prazo (\`numberOfPayments\`), parcela regular (\`installmentAmountInCents\`) e última parcela (\`lastInstallmentAmountInCents\`), valores bruto e liberado, taxas mensal e anual, CET, IOF, as datas do cálculo (\`startDate\` e \`firstPaymentDate\`) e \`offerRequestId\` (inteiro), que a proposta referencia.

## Passo 2, caminho A: parcela das ofertas {#parcela-das-ofertas}

${OFFER_INSTALLMENT_RULE} Mostre ao tomador as duas quando diferem ("23 × R$ 528,71 e 1 × R$ 528,74"), nunca a maior como parcela de todos os meses.

${OFFER_REPRODUCTION_RULE}

## Passo 2, caminho A: taxa das ofertas (rateMode e interestRate) {#taxa-das-ofertas}

Envie \`interestRate\` (taxa mensal em %, dentro da faixa do produto) ou \`rateMode\` (\`MinimumRate\` ou \`MaximumRate\`, um extremo da faixa), nunca os dois (400). ${DEFAULT_RATE_RULE}

## Passo 2, caminho B: amortização

\`POST /v1/Amortization\` com \`{ productId, legalPerson: false, amortization }\`. O objeto \`amortization\` é o mesmo da criação da operação. A resposta é o plano parcela a parcela (\`installments[]\` em centavos), com \`iofAmountInCents\`, \`issuanceCostInCents\`, \`cet\` (mensal e anual, %) e um \`id\`: \`GET /v1/Amortization/{id}\` relê a simulação gravada, sem refazê-la (taxa e datas continuam as da simulação). \`POST /v1/Amortization/Batch\` simula até 100 pedidos de uma vez (\`{ items: [...] }\`); um item inválido volta como erro no seu índice sem derrubar os outros.

Campos da raiz de \`POST /v1/Amortization\`, todos obrigatórios: ${simulationFields.required}.

O envelope difere da criação: a simulação tem \`productId\` e \`legalPerson\` na raiz; a criação tem \`productId\` e \`personId\` na raiz. A parcela resultante ainda precisa caber na margem encontrada na consulta; a averbação valida do mesmo jeito.

## Objeto de cálculo Price/SAC

${calculationFieldTable("price/sac")}

\`paymentPeriodicity\` é sempre \`{ "every": 1, "periodicity": "Monthly" }\`; qualquer outro valor é recusado. \`amortizationType\` é comparado sem diferenciar maiúsculas; o valor legado \`consignado\` é recusado.

**Não envie** neste modelo (são campos de outros modelos e marcam um objeto errado; a API responde 400 nomeando o campo): ${forbidden}. O erro mais comum é mandar \`termInMonths\` (do FGTS) em vez de \`numberOfPayments\`. \`docs_montar_requisicao\` aponta esses campos antes de você chamar a API.

## Valor de partida: Gross, Liquid e Payment {#valor-de-partida}

${REQUESTED_AMOUNT_RULE}

Exemplo: com \`calculateByValueType\` = \`Liquid\` e \`requestedAmount\` = 150000, o tomador recebe R$ 1.500,00 e o plano mostra em \`requestedAmount\` o valor contratado, maior (IOF financiado e custo de emissão somados), e em \`liquidAmountInCents\` os 150000 liberados.

## Contagem de dias (calculationType) e o primeiro período {#contagem-de-dias}

\`calculationType\` diz como os juros contam o tempo até cada vencimento; é diferente de \`amortizationType\` e precisa ser o do produto (tabela Produtos; outro valor: 400).

${dayCountTable()}

${firstPeriodWholeMonthsRule()}

## Data da primeira parcela

\`POST /v1/RegistryEmployee/FirstPaymentDate?productId=...&startDate=YYYY-MM-DD\`. O dia de repasse do produto define o vencimento. Use o \`firstPaymentDate\` devolvido em \`amortization.firstPaymentDate\`; não calcule a data por conta própria. No caminho A não é preciso chamá-la: cada oferta já traz \`startDate\` e \`firstPaymentDate\` (o vencimento que esta rota daria para esse início); use os da oferta escolhida.

Parâmetros de query obrigatórios de \`FirstPaymentDate\`: ${firstPaymentDateParameters.required}; sem um deles, 400.

## Passo 3: proposta ao empregador (caminho A) {#passo-3-proposta}

\`POST /v1/RegistryEmployee/OfferProposals\` recebe **uma** proposta (objeto), sem reforço de garantia FGTS. \`POST /v1/RegistryEmployee/OfferProposalsWarranty\` recebe uma **lista** de propostas, e cada item aceita o bloco \`warranty\` de reforço FGTS (\`hasWarranty\`, \`fgtsBalanceInCents\` obrigatório quando \`hasWarranty\` é \`true\`, \`fgtsRescissionPenaltyInCents\`, \`rescissionBenefitPercentage\`).

${fieldTableOf("sendOfferProposal", "")}

Os contatos (\`contacts[]\`) do trabalhador são dados pessoais: a API os guarda, mas eles nunca aparecem em logs. O \`proposalNumber\` que você envia reaparece como \`registry_ProposalNumber\` na garantia.

**Leilão CTPS**: quando o empregador abre o link de contratação, \`GET /v1/AuctionCTPS/OfferProposals/{id}/simulation\` revalida a oferta: confere a validade (\`expirationDate\`), re-simula e valida a parcela contra a margem atual (\`outcome\`: \`Valid\`, \`Expired\` ou \`InsufficientMargin\`). Uma operação vinda do leilão leva \`registryOfferCTPSRequestId\` = \`offerRequestId\` da oferta de origem.

## Passo 4: criar a operação

\`POST /v1/CreditNote\` com \`productId\`, \`personId\`, \`bankAccountId\`, \`amortization\`, \`warranty\`, \`uploads\` e \`liquidationType\` = \`EletronicTransfer\` (\`Invoice\` não se aplica). ${CREATION_QUERY_NOTE} Aceita o cabeçalho \`Idempotency-Key\`: repetir com a mesma chave e o mesmo corpo não cria outra operação.

Obrigatórios no corpo da criação: ${creationFields.required}, e \`personId\` com \`bankAccountId\` (ou, no lugar dos dois, \`newPersonAndAccount\`). Opcionais: ${creationFields.optional} (a garantia é exigida só no envio para aprovação). ${UNLISTED_FIELD_RULE}

Unidades no mesmo corpo: \`amortization.requestedAmount\` em **centavos** (150000 = R$ 1.500,00) e \`warranty[].totalValue\` em **reais** decimais (1500.5 = R$ 1.500,50). ${CREATION_RESULT_NOTE}

Exemplo com o produto Price (\`${PRODUCT_IDS.payrollPrice}\`); \`{{...}}\` são marcadores para os valores das etapas anteriores:

\`\`\`json
{
  "productId": "${PRODUCT_IDS.payrollPrice}",
  "personId": "{{personId}}",
  "bankAccountId": "{{bankAccountId}}",
  "liquidationType": "EletronicTransfer",
  "amortization": {
    "amortizationType": "price",
    "requestedAmount": 150000,
    "apr": 1.8,
    "numberOfPayments": 24,
    "firstPaymentDate": "{{firstPaymentDate}}",
    "calculationType": "V360Meses",
    "paymentPeriodicity": { "every": 1, "periodicity": "Monthly" },
    "startDate": "2026-05-01T00:00:00Z"
  },
  "warranty": [
    {
      "warrantyType": "RegistryEmployee",
      "registry_EmployeeCode": "000123",
      "registry_EmployerRegistrationCode": 4567,
      "registry_EmployerName": "Empresa Exemplo Ltda",
      "registry_EmployerRegistrationNumber": "11222333000181",
      "registry_DiscountStartPeriod": "{{registry_DiscountStartPeriod}}",
      "registry_EmployeeAdmissionDate": "2019-03-01T00:00:00Z",
      "totalValue": 1500.0,
      "registry_OriginalMargin": 820.35
    }
  ],
  "uploads": [{ "fileType": "Authorization", "fileName": "termo-autorizacao.pdf", "displayName": "Termo de autorização" }]
}
\`\`\`

## Passo 5: garantia e documentos

Item de garantia (\`warranty[]\`): dados da averbação da margem, não arquivos. Use \`warrantyType\` = \`RegistryEmployee\` para empréstimo novo e \`RegistryEmployeeRefinance\` quando a operação substitui um contrato consignado vigente.

${fieldTableOf("updateCreditNoteWarranty", "warranty[].")}

\`registry_DiscountStartPeriod\` é uma competência: o primeiro dia do mês, \`YYYY-MM-01\` (\`YYYY-MM\` sozinho é recusado), o mês do primeiro desconto em folha, isto é, o mês de \`firstPaymentDate\` (com \`firstPaymentDate\` = 2027-01-07, envie \`2027-01-01\`). Uma competência anterior ao mês corrente devolve a operação em \`WarrantyRevision\` na averbação. \`admissionDate\` e \`employeeCode\` são cópias no nível genérico: iguais a \`registry_EmployeeAdmissionDate\` e \`registry_EmployeeCode\`, ou omitidas.

Documentos (\`uploads[]\`): \`fileType\` \`Authorization\` (termo de autorização de margem), \`SignedContract\` (instrumento já assinado) ou \`Others\`; \`fileName\` com extensão; \`displayName\` (opcional, mas envie). Em cada item, obrigatórios: ${uploadItemFields.required}; opcionais: ${uploadItemFields.optional}. ${SIGNED_CONTRACT_NOTE} Com \`fileId\` (o \`id\` devolvido por \`POST /v1/File\`, multipart, PDF/JPEG/PNG até 10 MiB) o item vincula o conteúdo do documento. Uma lista vazia (\`[]\`) não reserva nada. Não reenvie o mesmo documento a cada passo: o mesmo tipo e nome, ou o mesmo conteúdo, é recusado com 409.

## Passo 6: envio para aprovação

\`POST /v1/CreditNote/{id}/submitapproval\`. Sem pelo menos um item de garantia, o consignado privado é recusado (400). ${SUBMISSION_NOTE}

## Passos 7 e 8: assinaturas, averbação e liquidação {#passos-7-e-8}

A esteira anda sozinha: \`ComplianceApproval\` → \`CreditApproval\` → \`Warranty\` / \`MarginReserveApproval\` (reserva de margem no empregador) → \`InstrumentApproval\` → \`Signatures\` → \`SignaturesValidation\` ou \`PartnerSignaturesValidation\` → \`WaitLiquidation\` → \`Liquidation\` → \`Finished\`. Em \`Signatures\`, busque as URLs em \`GET /v1/CreditNote/{id}/SignUrl\` e entregue a cada signatário; a coleta acontece no provedor de assinatura, fora da API. ${SIGNATURE_REFUSAL_RULE} Na averbação, parcela acima da margem livre, competência errada ou empregador da garantia diferente do vínculo ativo devolvem a operação em \`WarrantyRevision\`: corrija a garantia e chame \`POST /v1/CreditNote/{id}/doneWarrantyRevision\` (a operação não recomeça). A averbação aprovada reserva a parcela na margem do trabalhador: novas consultas de margem já vêm com ela descontada; cancelamento, reprovação ou devolução para \`Revision\` liberam a reserva. ${SETTLEMENT_NOTE} Depois de \`Finished\`, as parcelas são descontadas em folha.

## Cancelar, excluir, restaurar

${CANCEL_NOTE} a liberação da margem faz parte do processamento. ${CANCEL_PENDING_NOTE} ${CANCEL_REFUSED_NOTE} Uma nova operação para o mesmo trabalhador logo depois de um cancelamento pode ser recusada enquanto a anterior não chegar a \`Canceled\`. ${DELETE_NOTE} Ação proibida no status atual: 409.

## Status e o que fazer

${statusGuidanceTable("consignado-privado")}

${PARTNER_ACTION_NOTE}

Não há webhook: acompanhe por consulta (guia \`acompanhamento\`).

## Erros comuns

- 400 com \`errors[].field\` = \`amortization.termInMonths\`: campo do modelo FGTS num objeto Price/SAC; use \`numberOfPayments\`.
- 400 em \`amortization.paymentPeriodicity\`: só \`{ "every": 1, "periodicity": "Monthly" }\`.
- 400 em \`warranty[0].totalValue\`: valor em centavos onde se espera reais (ou mais de 2 casas decimais).
- 400 em \`warranty[0].registry_DiscountStartPeriod\`: use \`YYYY-MM-01\`.
- 400 na consulta de margem: autorização não \`Approved\` (ou vencida) ou sem vínculo ativo; volte ao passo de autorização.
- 400 no envio: operação sem item de garantia.
- 409: ação não permitida no status atual; consulte o status antes de repetir.
- 400 na proposta (\`errors[].field\` = \`installmentAmountInCents\` ou \`offerRequestId\`): parcela da oferta acima da margem livre atual, ou oferta expirada; consulte a margem e simule de novo.
- Lista de ofertas vazia: valor pedido acima da margem.

O corpo de erro é \`application/problem+json\` (guia \`erros\`).

## Sandbox: CPFs de teste e caminhos de recusa {#sandbox}

${sandboxSection(SPECIAL_CPFS, "consignado-privado")}
`,
};
