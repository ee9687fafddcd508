import { FGTS_DAY_COUNT_RULE, FGTS_LIMITS_RULE } from "@/lib/contract/api-rules";
import { CONSENT_TERM_FILE_TYPE } from "@/lib/contract/operation-requirements";
import { SIGNATURE_REFUSAL_RULE } from "@/lib/contract/signatures";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { BIRTHDAY_WITHDRAWAL_BRACKETS } from "@/lib/finance/fgts";
import { cents, formatCents, normalizeSpaces } from "@/lib/money";
import { DOCS_MODULES } from "../../modules";
import { SPECIAL_CPFS, sandboxSection } from "../sandbox";
import { calculationFieldTable, fgtsLimitsNote, fieldRequirement, forbiddenCalculationFieldNames, PARTNER_ACTION_NOTE, PRODUCT_ROUTES_NOTE, productTable, UNLISTED_FIELD_RULE, statusGuidanceTable } from "../tables";
import type { Guide } from "./guide";
import { CANCEL_NOTE, CANCEL_PENDING_NOTE, CANCEL_REFUSED_NOTE, CREATION_QUERY_NOTE, CREATION_RESULT_NOTE, DELETE_NOTE, SETTLEMENT_NOTE, SIGNED_CONTRACT_NOTE, SUBMISSION_NOTE } from "./shared-sentences";

const products = DOCS_MODULES.find((module) => module.id === "fgts")?.products ?? [];
/** The creation body's fields for FGTS: the payroll loan's own fields and the alternatives are said apart. */
const creationFields = fieldRequirement("createCreditNote", { body: "" }, [
  "personId",
  "bankAccountId",
  "newPersonAndAccount",
  "uploads",
  "warranty",
  "registryOfferCTPSRequestId",
  "insurance",
  "isPartnerChannelCreation",
]);
const forbidden = forbiddenCalculationFieldNames("fgts")
  .map((name) => `\`${name}\``)
  .join(", ");

const reais = (amountInCents: number) => normalizeSpaces(formatCents(cents(amountInCents)));

/** The birthday-withdrawal table of Lei 8.036/1990 art. 20-D, from lib/finance. */
function withdrawalTable(): string {
  let from = 0;
  const rows = BIRTHDAY_WITHDRAWAL_BRACKETS.map((bracket) => {
    const range = bracket.upToInCents === null ? `acima de ${reais(from)}` : `${from === 0 ? "até" : `de ${reais(from + 1)} a`} ${reais(bracket.upToInCents)}`;
    from = bracket.upToInCents ?? from;
    return `| ${range} | ${String(bracket.rate * 100).replace(".", ",")}% | ${reais(bracket.additionInCents)} |`;
  });
  return ["| saldo FGTS | alíquota | parcela adicional |", "|---|---|---|", ...rows].join("\n");
}

export const fgtsGuide: Guide = {
  id: "fgts",
  title: "Guia de integração: antecipação do saque-aniversário FGTS",
  module: "fgts",
  summary: "Termo de consentimento, simulação (modelo fgts), criação sem garantia, documentos, envio, assinaturas, averbação no órgão do FGTS e liquidação.",
  markdown: `# Guia de integração: antecipação do saque-aniversário FGTS

O titular antecipa seus saques-aniversário do FGTS. A garantia é o saldo da conta FGTS: depois da liquidação, a cada ano o saque-aniversário é debitado na fonte e amortiza o contrato, sem nenhuma chamada do parceiro. Este guia é para quem desenvolve a integração do parceiro com a API de crédito (\`/v1\`).

## Pré-requisitos

- Um token válido (\`POST /oauth/token\`, guia \`autenticacao\`) e o \`productId\` contratado.
- O titular cadastrado e vinculado ao seu correspondente (\`personId\`) e a conta de liquidação (\`bankAccountId\`), cujo titular é o próprio tomador.
- O termo de consentimento do titular, anexado como documento (\`fileType\` = \`Authorization\`).

Não há consulta de margem, nem autorização de margem, nem proposta ao empregador, nem garantia (\`warranty\`).

## Produto

${productTable(products)}

${PRODUCT_ROUTES_NOTE}

${fgtsLimitsNote()}

\`termInMonths\` conta meses e corresponde aos saques-aniversário antecipados (12 meses = um saque). Taxa (\`apr\`) e prazo fora da faixa do produto: 400.

## Contagem de dias e parcelas anuais {#contagem-de-dias}

${FGTS_DAY_COUNT_RULE} A esteira desconta os saques pela mesma contagem ao calcular o saldo antecipável na averbação. As parcelas são anuais, uma por saque-aniversário antecipado, no dia 1 do mês do saque (\`paymentMonth\`): a primeira cai no primeiro mês do saque depois de \`startDate\`; sem mês (\`NotSet\`), nos aniversários de \`startDate\`.

## Garantia: o saldo do FGTS

A antecipação não tem item de garantia: não envie \`warranty\` (a API responde 400) e \`PUT /v1/CreditNote/{id}/warranty\` não se aplica. A garantia são os saques-aniversário do titular, alienados ao credor: na averbação, a esteira calcula o saldo antecipável (o valor presente dos saques que podem ser alienados, pela taxa do contrato) e o compara com \`requestedAmount\`; esse saldo não é exposto por consulta, nem antes da criação. O que o parceiro entrega é o termo de consentimento (\`uploads\`, \`fileType\` = \`${CONSENT_TERM_FILE_TYPE}\`). O reforço de garantia FGTS (\`OfferProposalsWarranty\`, \`registry_HasWarranty\`) é outra coisa: pertence ao consignado privado.

## Limites: quantos saques e o valor de cada parcela anual (Res. CCFGTS 1.130/2025) {#limites}

${FGTS_LIMITS_RULE}

Valor de cada saque-aniversário (Lei 8.036/1990, art. 20-D), sobre o saldo da conta FGTS; o saldo de cada ano já desconta o saque do ano anterior:

${withdrawalTable()}

O limite anual de contratação é outra regra: cada saque-aniversário só pode ser antecipado uma vez, e o envio para aprovação é recusado (400) quando outra operação FGTS do mesmo CPF já antecipa um dos mesmos anos. O limite também pode aparecer depois do envio: a análise reprova a operação (\`Disapproved\`), com o motivo no \`history\` de \`GET /v1/CreditNote/{id}\`.

## Fluxo

1. Cadastros: \`POST /v1/NaturalPerson\` e \`POST /v1/BankAccount\` (ou \`newPersonAndAccount\` na criação).
2. Simulação, só pelo caminho de amortização: \`POST /v1/Amortization\` com \`amortizationType\` = \`fgts\`.
3. Criação: \`POST /v1/CreditNote\`, **sem** \`warranty\`, com o termo de consentimento em \`uploads\`.
4. Documentos que faltarem: \`PUT /v1/CreditNote/{id}/upload\`, antes do envio.
5. Envio: \`POST /v1/CreditNote/{id}/submitapproval\`.
6. Assinaturas: \`GET /v1/CreditNote/{id}/SignUrl\` a partir de \`Signatures\`. ${SIGNATURE_REFUSAL_RULE}
7. Averbação no órgão do FGTS (etapa da esteira; respeita a janela de manutenção do órgão) e liquidação por transferência (Pix ou TED) à conta cadastrada.

## Simulação

\`POST /v1/Amortization\` com \`{ productId, legalPerson: false, amortization }\`: o objeto \`amortization\` é o mesmo da criação, o envelope muda (na criação, \`productId\`, \`personId\` e \`bankAccountId\` na raiz). \`GET /v1/Amortization/{id}\` relê uma simulação sem refazê-la, e \`POST /v1/Amortization/Batch\` simula vários prazos ou valores numa chamada. As parcelas do plano são **anuais**, no mês do saque-aniversário (\`paymentMonth\`), com juros por dias corridos (dc/30). O saldo antecipável é calculado na averbação, dentro da esteira, e não é exposto por consulta: um \`requestedAmount\` acima dele devolve a operação em \`WarrantyRevision\`.

## Objeto de cálculo FGTS

Só estes campos se aplicam:

${calculationFieldTable("fgts")}

Unidades: \`requestedAmount\` em **centavos** (60000 = R$ 600,00; cada parcela anual fica nos limites do Conselho Curador, seção acima), \`apr\` em % ao mês, \`termInMonths\` em meses, \`startDate\` em UTC (\`YYYY-MM-DDTHH:MM:SSZ\`). Envie \`paymentMonth\` (\`January\` a \`December\`, ou \`NotSet\`): sem ele o cronograma não se ancora no mês certo.

**Não envie** no FGTS (pertencem a outros modelos, provavelmente ao consignado privado; a API responde 400 nomeando o campo): ${forbidden}. O erro mais comum é mandar \`numberOfPayments\`, \`firstPaymentDate\` ou \`calculationType\` copiados de um corpo Price. \`docs_montar_requisicao\` aponta esses campos antes de você chamar a API.

## Criar a operação

\`POST /v1/CreditNote\` com \`productId\`, \`personId\`, \`bankAccountId\`, \`amortization\` (modelo fgts), \`uploads\` com o termo de consentimento e \`liquidationType\` = \`EletronicTransfer\`. Não envie \`warranty\` (a garantia é o saldo do FGTS) nem \`registryOfferCTPSRequestId\` (é do leilão CTPS do consignado). ${CREATION_QUERY_NOTE} Na operação devolvida, \`warranty\` vem vazio. ${CREATION_RESULT_NOTE} ${SIGNED_CONTRACT_NOTE}

Obrigatórios no corpo da criação FGTS: ${creationFields.required}, e \`personId\` com \`bankAccountId\` (ou, no lugar dos dois, \`newPersonAndAccount\`); \`uploads\` com o termo de consentimento é obrigatório na prática. Opcionais: ${creationFields.optional}. ${UNLISTED_FIELD_RULE}

\`\`\`json
{
  "productId": "${PRODUCT_IDS.fgtsAnticipation}",
  "personId": "{{personId}}",
  "bankAccountId": "{{bankAccountId}}",
  "liquidationType": "EletronicTransfer",
  "amortization": {
    "amortizationType": "fgts",
    "requestedAmount": 60000,
    "termInMonths": 24,
    "apr": 1.49,
    "startDate": "2026-05-01T00:00:00Z",
    "paymentMonth": "August"
  },
  "uploads": [{ "fileType": "Authorization", "fileName": "termo-consentimento-fgts.pdf", "displayName": "Termo de consentimento FGTS" }]
}
\`\`\`

## Termo de consentimento

O termo é um documento \`Authorization\` nos \`uploads\` da operação (obrigatório na prática): envie na criação ou por \`PUT /v1/CreditNote/{id}/upload\` antes do envio. O termo anexado uma vez ao titular (\`PUT /v1/NaturalPerson/{id}/upload\`) vale para todas as operações FGTS dele, sem anexar de novo em cada uma. Confira se ele está no dossiê por \`GET /v1/NaturalPerson/{id}\` (lista os documentos da pessoa e de suas operações) ou pelo \`uploads\` da operação. O consentimento não tem status nem eventos e não vence por tempo: a falta dele só aparece como \`WarrantyRevision\` na averbação. Uma lista \`uploads\` vazia não reserva nada; reenviar o mesmo documento (mesmo tipo e nome, ou mesmo conteúdo) é recusado com 409. Para guardar o arquivo do termo (PDF, JPEG ou PNG, até 10 MiB), envie-o antes por \`POST /v1/File\` (multipart/form-data, parte \`file\`) e informe o \`id\` devolvido como \`fileId\` no item: o termo vinculado vale para a averbação como qualquer item \`Authorization\`, e \`GET /v1/File/{id}\` devolve o conteúdo.

## Envio, averbação e liquidação

\`POST /v1/CreditNote/{id}/submitapproval\`. O envio é bloqueado quando o titular excede o limite anual de contratação (cada saque-aniversário só pode ser antecipado uma vez). ${SUBMISSION_NOTE} Depois do envio, a esteira: \`ComplianceApproval\` → \`CreditApproval\` → \`Warranty\` (registro no órgão do FGTS; pode demorar mais por causa da janela de manutenção do órgão) → \`InstrumentApproval\` → \`Signatures\` → validação → \`WaitLiquidation\` → \`Liquidation\` → \`Finished\`. ${SETTLEMENT_NOTE}

Na averbação, saldo antecipável abaixo do pedido, termo ausente ou inadequado, ou adesão ao saque-aniversário não confirmada levam a \`WarrantyRevision\`: corrija e chame \`POST /v1/CreditNote/{id}/doneWarrantyRevision\`, ou cancele e recrie com um valor compatível.

## Cancelar, excluir, restaurar

${CANCEL_NOTE} desfazer o registro no órgão do FGTS faz parte do processamento. ${CANCEL_PENDING_NOTE} ${CANCEL_REFUSED_NOTE} Recontratar para o mesmo titular só depois de \`Canceled\`: antes disso o saque-aniversário ainda pode estar comprometido. ${DELETE_NOTE} Excluir em status que não permite exclusão responde 400 no FGTS; as demais ações proibidas no status atual respondem 409.

## Status e o que fazer

${statusGuidanceTable("fgts")}

${PARTNER_ACTION_NOTE}

\`MarginReserveApproval\` é só do consignado privado. O FGTS tolera mais tempo em \`Warranty\` por causa da janela de manutenção do órgão: alerte por tempo em status, não pelo status.

## Erros e diagnóstico

Ordem de diagnóstico: leia a mensagem (\`detail\` e \`errors[]\`); confira o status por \`GET /v1/CreditNote/{id}\`; confira o objeto de cálculo; confira as unidades (\`requestedAmount\` em centavos, \`apr\` em % ao mês, prazo em meses); confira o termo de consentimento no dossiê; confira \`personId\`, \`bankAccountId\` e \`productId\`. Suporte por último, com o id da operação, a hora da chamada e o corpo enviado, com dados pessoais mascarados.

- 400 com \`errors[].field\` = \`amortization.numberOfPayments\` (ou \`firstPaymentDate\`, \`calculationType\`, \`paymentPeriodicity\`): campo do modelo Price/SAC num objeto FGTS.
- 400 em \`warranty\`: não envie garantia no FGTS.
- 400 no envio: limite anual de contratação excedido.
- \`WarrantyRevision\` depois do envio: saldo abaixo do pedido ou termo ausente.

## Sandbox: CPFs de teste e caminhos de recusa {#sandbox}

${sandboxSection(SPECIAL_CPFS, "fgts")}
`,
};
