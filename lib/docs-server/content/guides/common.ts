/** Guides shared by both modules: conventions, tracking, errors, authentication, sandbox. */
import { API_RULES, SETTLEMENT_ACCOUNT_RULE } from "@/lib/contract/api-rules";
import { MAX_FIELD_ERRORS } from "@/lib/contract/errors";
import { CONSENT_TERM_FILE_TYPE } from "@/lib/contract/operation-requirements";
import { defaultPageSize, maxPageSize } from "@/lib/contract/pagination";
import { SIGNATURE_EVIDENCE_NOTE, SIGNATURE_REFUSAL_RULE, SIGNER_IDENTITY_DIGITS } from "@/lib/contract/signatures";
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, TOKEN_THROTTLE_RULE } from "@/lib/contract/token";
import { APP_ERRORS } from "@/lib/http/errors";
import { PENDING_ITEMS, renderOpenItems } from "../pending";
import { SPECIAL_CPFS, sandboxSection } from "../sandbox";
import { docsServerSection } from "./docs-server-section";
import { PARTNER_ACTION_NOTE, permissionTable, statusesAllowedFor, statusGuidanceTable } from "../tables";
import type { Guide } from "./guide";

const hours = (seconds: number) => (seconds === 3600 ? "1 hora" : `${seconds / 3600} horas`);

/** Where each rule beyond the spec is explained in full (guide sections). */
const RULE_SECTIONS: Readonly<Record<string, string>> = {
  "limites-fgts": "fgts#limites",
  "contagem-de-dias-fgts": "fgts#contagem-de-dias",
  "meses-inteiros": "consignado-privado#contagem-de-dias",
  "taxa-padrao-ofertas": "consignado-privado#taxa-das-ofertas",
  "parcela-da-oferta": "consignado-privado#parcela-das-ofertas",
  "reproduzir-oferta": "consignado-privado#parcela-das-ofertas",
  "conta-em-paymentrevision": "acompanhamento#paymentrevision",
  "valor-de-partida": "consignado-privado#valor-de-partida",
  "documento-reenviado": "consignado-privado#passo-5-garantia-e-documentos",
  "cnpj-alfanumerico": "convencoes#identificadores-e-documentos",
};

function apiRuleList(): string {
  return API_RULES.map((rule) => `- **${rule.title}** (${rule.appliesTo}): guia \`${RULE_SECTIONS[rule.id] ?? rule.id}\`.`).join("\n");
}

function problemTypeTable(): string {
  const rows = Object.values(APP_ERRORS).map((error) => `| \`${error.type}\` | ${error.status} | ${error.title} |`);
  return ["| type | HTTP | title |", "|---|---|---|", ...rows].join("\n");
}

export const convencoesGuide: Guide = {
  id: "convencoes",
  title: "Convenções: unidades, formatos e identificadores",
  module: "comum",
  summary: "Centavos e reais, taxas, datas, competência, identificadores, CPF e CNPJ, paginação, idempotência.",
  unitSections: {
    "valores-em-dinheiro": ["Cents", "SignedCents", "Reais"],
    taxas: ["MonthlyRate", "Percentage", "Share"],
    datas: ["UtcDateTime", "CivilDate", "Competence"],
    "identificadores-e-documentos": ["Uuid", "IntegerId", "Cpf", "Cnpj"],
  },
  markdown: `# Convenções: unidades, formatos e identificadores

## Valores em dinheiro

- Inteiros em **centavos**: \`requestedAmount\` (não tem o sufixo \`InCents\`, mas é centavos) e todo campo terminado em \`InCents\`. 150000 = R$ 1.500,00.
- Decimais em **reais**: só \`totalValue\` e \`registry_OriginalMargin\` (garantia do consignado), com no máximo 2 casas. 1500.5 = R$ 1.500,50.
- No mesmo corpo de criação, \`requestedAmount\` está em centavos e \`totalValue\` em reais. As respostas mantêm as mesmas unidades.
- Converta de reais para centavos uma única vez, na borda, com aritmética exata (nunca \`reais * 100\` em ponto flutuante sem arredondar).

## Taxas

Números em percentual: \`apr\` é a taxa de juros **mensal** (1.8 = 1,8% a.m.), maior que zero e dentro da faixa do produto; \`interestRate\` também é mensal. Taxas anuais, CET (\`cet.monthly\`, \`cet.yearly\`, \`monthlyCet\`, \`yearlyCet\`) e percentuais de participação (\`rescissionBenefitPercentage\`, 0 a 100) também são percentuais.

## Datas

- Data e hora: ISO 8601 UTC no formato exato \`YYYY-MM-DDTHH:MM:SSZ\` (sem milissegundos, sem fuso): \`2026-05-01T00:00:00Z\`.
- Data civil: \`YYYY-MM-DD\` (ex.: \`startDate\` da query de FirstPaymentDate, \`birthDate\`).
- Competência (\`registry_DiscountStartPeriod\`): primeiro dia do mês, \`YYYY-MM-01\`. \`YYYY-MM\` sozinho é recusado.

## Identificadores e documentos

- Identificadores são UUID, salvo \`offerRequestId\` e \`registryOfferCTPSRequestId\`, que são inteiros.
- \`registrationNumber\` do tomador: CPF do trabalhador, 11 dígitos, só números, dígitos verificadores válidos.
- CNPJ do empregador: 14 caracteres sem máscara: só dígitos, ou o CNPJ alfanumérico da IN RFB 2.229/2024 (12 letras maiúsculas ou dígitos e 2 dígitos verificadores), emitido desde julho de 2026.
- \`documentType\` (cadastro de pessoa): \`RG\`, \`CPF\`, \`CNH\`, \`CTPS\`.
- \`creditNoteNo\` é texto (string), não UUID: o número da operação para a mesa de crédito e o suporte; nas rotas, a operação é sempre o \`id\` (UUID), como em \`GET /v1/CreditNote/{id}\`, e o \`creditNoteNo\` não serve no caminho.
- A palavra neutra \`Registry\` substitui o nome do registrador em rotas, valores de \`warrantyType\` e prefixos de campos.

## Corpos e campos

Os corpos de requisição são estritos: um campo desconhecido é recusado com uma mensagem que o nomeia e lista os campos aceitos. Campos de outro modelo de cálculo são recusados pelo nome (guias \`consignado-privado\` e \`fgts\`). Parâmetros de query desconhecidos são ignorados. Booleanos na query são o texto \`true\` ou \`false\`. Salvo \`POST /v1/File\` (multipart), os corpos são JSON: envie \`Content-Type: application/json\` e \`Accept: application/json\`.

## Paginação

Listagens (\`GET /v1/CreditNote\`, \`GET /v1/NaturalPerson\`, \`GET /v1/RegistryEmployee/MarginAuthorization\`, \`GET /v1/RegistryEmployee/FreeMarginQuery\`) recebem \`page\` (a partir de 1) e \`size\` (1 a ${maxPageSize}, padrão ${defaultPageSize}) e respondem \`{ data, page, size, totalItems, totalPages }\`.

## Idempotência

As criações por \`POST\` (pessoa, conta, autorização, propostas, operação) aceitam o cabeçalho \`Idempotency-Key\`: repetir com a mesma chave e o mesmo corpo devolve a primeira resposta e não cria nada novo; a mesma chave com outro corpo responde 409.

## Regras da API além da especificação {#regras-alem-da-especificacao}

A API aplica estas regras que o texto da especificação não traz; cada uma está na descrição do campo ou da rota no OpenAPI (\`/v1/openapi.json\`) e, por extenso, na seção indicada:

${apiRuleList()}

## O que o contrato não publica {#nao-publicado}

${renderOpenItems(PENDING_ITEMS)}

## Dados pessoais

CPF, nomes, contas e contatos são mascarados em logs, mensagens de erro e exemplos (ex.: \`***.456.789-**\`). Nunca envie dados pessoais, tokens ou chaves a este servidor de documentação: use marcadores como \`{{cpf}}\`.
`,
};

export const acompanhamentoGuide: Guide = {
  id: "acompanhamento",
  title: "Status, transições e acompanhamento por consulta",
  module: "comum",
  summary: "Os status da operação, o que o parceiro faz em cada um, as ações permitidas por status e o padrão de varredura (não há webhook).",
  markdown: `# Status, transições e acompanhamento por consulta

## Não há webhook

Nenhum evento é enviado ao parceiro: o contrato não tem rota para registrar URL de retorno. Cada transição da esteira é uma mudança de status que você observa consultando. O "evento" é a própria operação, lida por \`GET /v1/CreditNote/{id}\`: \`id\`, \`creditNoteNo\`, \`status\`, \`amortization\` (confirma valor, taxa e prazo; no FGTS também o mês do saque), \`warranty\` (vazio no FGTS), \`uploads\` (no FGTS confirma o termo de consentimento), \`statusSince\` e \`history\` (transições com autor, momento e motivo).

Um recurso de push está anunciado (URL por ambiente; envelope sem dados pessoais, com id e tipo do evento, momento em UTC e id da operação; a notificação só sinalizaria a mudança, o estado continua lido por \`GET /v1/CreditNote/{id}\`; reentrega com o mesmo id de evento, que o parceiro deduplica), mas não implemente contra ele: o desenho pode mudar.

As duas rotas \`/v1/Webhook/<provedor>\` do contrato original recebem retornos de provedores externos em fluxos de outros produtos: não são para o parceiro, não avisam nada do consignado nem do FGTS, e esta API não as publica (respondem 404).

## Status da operação

${statusGuidanceTable()}

${PARTNER_ACTION_NOTE} Em \`ManualWarranty\`, aguarde contato.

## Ações permitidas por status

${permissionTable()}

Ação proibida no status atual: 409 (no FGTS, excluir em status errado responde 400). Depois do \`submitapproval\`, nenhuma alteração até o fim da análise.

## Transições principais

- Criação: \`Draft\` ou \`ComplianceApproval\`, conforme o produto.
- \`Draft\` → \`submitapproval\` → \`ComplianceApproval\` ou \`CreditApproval\`.
- \`CreditApproval\` → \`Warranty\` (consignado: ou \`MarginReserveApproval\`, reserva de margem no empregador; FGTS: registro no órgão do FGTS).
- Consignado, na averbação: \`Warranty\` → \`MarginReserveApproval\` (reserva de margem retornada pelo empregador, aguardando aprovação) → \`InstrumentApproval\`.
- \`Warranty\` → \`ManualWarranty\` (averbação eletrônica não conclui) ou \`WarrantyRevision\` (dado de garantia rejeitado, saldo FGTS insuficiente, termo ausente). Corrija e chame \`doneWarrantyRevision\`: a operação volta a \`Warranty\` e a averbação roda de novo, sem recomeçar.
- Garantia confirmada → \`InstrumentApproval\` → \`Signatures\` → \`SignaturesValidation\` ou \`PartnerSignaturesValidation\` → \`WaitLiquidation\` → \`Liquidation\` ou \`ManualLiquidation\` → \`Finished\`.
- Signatário que recusa a assinatura na página de assinatura: \`Signatures\` → \`Canceled\` na etapa seguinte, com o motivo no \`history\`.
- Falha na transferência (conta inválida ou titular diferente do tomador) → \`PaymentRevision\`.
- Decisão da mesa: \`Revision\` (corrija por PUT e reenvie) ou \`Disapproved\` (leia o motivo; no FGTS, também quando o limite anual de contratação é excedido). Falha técnica: \`Error\`.
- \`cancel\` → \`Canceled\` (não é instantâneo).

## Padrão de varredura: o que consultar e a cada quanto tempo {#padrao-de-varredura}

- Guarde, por operação, \`id\`, \`creditNoteNo\` e o último status conhecido.
- Varra \`GET /v1/CreditNote\` por \`status\` e janela \`initialDate\`/\`finalDate\` (UTC, sobre a criação), paginado, só nos status em que você tem operações abertas.
- Reaja só quando o status mudar; mantenha os tratadores idempotentes (a mesma leitura de \`Signatures\` duas vezes é normal).
- A API devolve o estado atual, não o caminho: guarde cada transição observada se precisar de histórico (ou leia \`history\`).
- Alerte por tempo em status, não pelo status: \`statusSince\` da operação diz desde quando ela está no status atual. O FGTS tolera mais tempo em \`Warranty\` (janela de manutenção do órgão).
- Intervalo sugerido: 15 a 30 minutos para a carteira; varreduras por minuto consomem limites sem ganho. Uma operação na tela do operador pode ser consultada com mais frequência.

## Revisão de garantia (WarrantyRevision) {#warrantyrevision}

A averbação devolveu a operação: um dado da garantia não se confirmou. O motivo está no último item de \`history\` de \`GET /v1/CreditNote/{id}\` (autor \`Pipeline\`). A operação não recomeça: corrija e retome.

1. Consignado privado: parcela acima da margem livre, competência de desconto no passado ou empregador diferente do vínculo ativo. Corrija a garantia com \`PUT /v1/CreditNote/{id}/warranty\` (valores da consulta de margem atual; \`totalValue\` em reais) e, se preciso, o valor ou o prazo numa nova simulação.
2. FGTS: termo de consentimento ausente (anexe um \`${CONSENT_TERM_FILE_TYPE}\` com \`PUT /v1/CreditNote/{id}/upload\`), adesão ao saque-aniversário não confirmada (o titular adere no aplicativo do FGTS) ou saldo antecipável abaixo do pedido (cancele e recrie com um valor compatível).
3. Chame \`POST /v1/CreditNote/{id}/doneWarrantyRevision\`: a operação volta a \`Warranty\` e a averbação roda de novo.

Os PUTs de garantia e documentos são aceitos em ${statusesAllowedFor("updateCollateral")}; \`doneWarrantyRevision\` só em ${statusesAllowedFor("doneWarrantyRevision")} (409 nos demais).

## Correção da conta de liquidação (PaymentRevision) {#paymentrevision}

A transferência falhou: conta inválida, ou titular da conta diferente do tomador. ${SETTLEMENT_ACCOUNT_RULE} Cadastre antes a conta certa (\`POST /v1/BankAccount\`, titular = tomador) e envie o novo \`bankAccountId\`.

## Autorização de margem (consignado privado) {#autorizacao-de-margem}

Status \`Pending\`, \`Approved\` e \`Refused\`, lidos na listagem \`GET /v1/RegistryEmployee/MarginAuthorization\`. O consentimento FGTS não tem status nem eventos.
`,
};

export const errosGuide: Guide = {
  id: "erros",
  title: "Erros: códigos HTTP, problem+json e recusas de negócio",
  module: "comum",
  summary: "O corpo de erro (RFC 9457), o que cada status significa, as recusas de negócio e a ordem de diagnóstico.",
  markdown: `# Erros: códigos HTTP, problem+json e recusas de negócio

## Corpo de erro

Todo 4xx/5xx responde \`application/problem+json\` (RFC 9457): \`type\`, \`title\`, \`status\`, \`detail\` e, em validações, \`errors: [{ field, message }]\` com o caminho JSON de cada campo (\`amortization.apr\`, \`warranty[0].totalValue\`): um item por campo inválido, todos na mesma resposta (até ${MAX_FIELD_ERRORS}), não só o primeiro. As mensagens dizem o que era esperado (unidade, faixa, valores aceitos). \`traceId\` repete o cabeçalho \`x-request-id\`: informe-o ao suporte. Um 5xx nunca traz rastro de pilha nem dados pessoais.

\`\`\`json
{
  "type": "${APP_ERRORS.VALIDATION.type}",
  "title": "${APP_ERRORS.VALIDATION.title}",
  "status": 400,
  "detail": "${APP_ERRORS.VALIDATION.userMessage}",
  "errors": [
    { "field": "amortization.termInMonths", "message": "termInMonths pertence ao modelo FGTS; não envie no modelo price/sac" }
  ]
}
\`\`\`

Tipos de problema (\`type\`):

${problemTypeTable()}

## Status HTTP

| HTTP | significado | o que fazer |
|---|---|---|
| 200 | Passo concluído. | Siga com o \`id\` devolvido. |
| 400 | Validação do contrato ou regra de negócio: periodicidade diferente de mensal, taxa ou prazo fora da faixa do produto, modelo de cálculo diferente do produto, parcela acima da margem (consignado); no FGTS também campos de outro modelo e limite anual. Também excluir em status que não permite (FGTS). | Leia a mensagem; confira status, objeto de cálculo, unidades, formatos e identificadores. |
| 401 | Token ausente, expirado ou inválido. | Renove o token. |
| 403 | Sem permissão para a ação, ou tomador/titular não vinculado ao chamador. | Confira o vínculo. |
| 404 | Operação, tomador, conta ou produto inexistente (ou o \`creditNoteNo\` no lugar do \`id\` na rota). | Confira os identificadores das etapas anteriores; nas rotas, a operação é o \`id\` (UUID). |
| 409 | Ação inválida para o status atual da operação (ou \`Idempotency-Key\` repetida com outro corpo). | Consulte o status antes de repetir. |

## Recusas de negócio

1. Consulta de margem sem autorização válida: recusada.
2. Envio do consignado privado sem item de garantia: recusado.
3. Envio do FGTS com o titular acima do limite anual de contratação (cada saque-aniversário só pode ser antecipado uma vez): bloqueado.
4. Operação FGTS sem termo de consentimento: volta na garantia como \`WarrantyRevision\`.
5. Valor pedido acima da margem: simulação sem resultado.
6. Nova operação para o mesmo tomador logo depois de um cancelamento: pode ser recusada enquanto a anterior não chegar a \`Canceled\`.

## Ordem de diagnóstico

Leia a mensagem; confira o status por \`GET /v1/CreditNote/{id}\`; confira o objeto de cálculo; confira as unidades (\`requestedAmount\` em centavos, \`apr\` em % ao mês, prazo em parcelas ou meses); no FGTS, o termo de consentimento no dossiê; confira \`personId\`, \`bankAccountId\` e \`productId\`. Contate o suporte por último, com o id da operação, a hora da chamada e o corpo enviado, com dados pessoais mascarados. Depois de corrigir um rascunho, reenvie. Depois de uma devolução para revisão, feche a revisão pela rota designada (\`doneWarrantyRevision\`).
`,
};

export const autenticacaoGuide: Guide = {
  id: "autenticacao",
  title: "Autenticação: token de acesso e vínculo",
  module: "comum",
  summary: "OAuth 2.0 client credentials em POST /oauth/token, cabeçalho Bearer, 401 e 403, e por que este servidor não recebe credenciais.",
  markdown: `# Autenticação: token de acesso e vínculo

## Token

\`POST /oauth/token\` (OAuth 2.0 client credentials), corpo JSON ou formulário com \`client_id\` e \`client_secret\` (\`grant_type\` = \`client_credentials\`, opcional). A resposta é \`{ access_token, token_type: "Bearer", expires_in }\`; o token expira em \`expires_in\` segundos (padrão: ${DEFAULT_ACCESS_TOKEN_TTL_SECONDS}, ${hours(DEFAULT_ACCESS_TOKEN_TTL_SECONDS)}). Envie em toda chamada de operação:

\`\`\`
Authorization: Bearer {{accessToken}}
\`\`\`

Guarde o token em cache até perto de \`expires_in\` e peça outro ao receber 401.

429 no token (credenciais erradas repetidas): ${TOKEN_THROTTLE_RULE.charAt(0).toLowerCase()}${TOKEN_THROTTLE_RULE.slice(1)}

## 401 e 403: token expirado ou tomador sem vínculo {#401-e-403}

- 401: token ausente, expirado ou inválido; renove o token e repita.
- 403: o cliente da API não tem permissão para a ação, ou o tomador/titular não está vinculado ao seu correspondente. Cada cliente da API pertence a um correspondente; as pessoas que ele cadastra ficam vinculadas a ele.
- Várias credenciais do mesmo correspondente (uma por agência, por exemplo) veem as mesmas pessoas e operações; \`createdByClientId\`, na operação (\`GET /v1/CreditNote/{id}\`), diz qual credencial a criou.

## productId

O \`productId\` é entregue ao parceiro no onboarding (\`docs_listar_modulos\` lista os produtos publicados). Pela API, \`GET /v1/Product\` lista os produtos habilitados, cada um com seu \`id\` (o \`productId\`), e \`GET /v1/Product/{id}\` devolve um deles.

## Este servidor de documentação

O servidor de documentação (\`/mcp\`) não pede chave, senha nem cabeçalho de autenticação e não recebe credenciais. Nunca passe tokens, \`client_secret\`, senhas ou dados pessoais nos argumentos das ferramentas: eles são recusados. Use marcadores como \`{{accessToken}}\` e \`{{cpf}}\`. O servidor nunca chama a API de crédito.

${docsServerSection()}`,
};

export const sandboxGuide: Guide = {
  id: "sandbox",
  title: "Sandbox: como exercitar cada caminho",
  module: "comum",
  summary: "A API embarcada como sandbox: cadastro semeado, esteira automática, os caminhos de recusa e a tabela de CPFs especiais.",
  markdown: `# Sandbox: como exercitar cada caminho

## CPFs de teste e caminhos de recusa {#cpfs-de-teste}

${sandboxSection(SPECIAL_CPFS)}

## Mesa de crédito

As decisões humanas da esteira (devolver para revisão, reprovar, concluir uma etapa manual) são tomadas no portal, por um operador com papel de mesa. No sandbox, use-as para exercitar \`Revision\`, \`Disapproved\`, \`ManualWarranty\` e \`ManualLiquidation\`.

## Assinaturas

Em \`Signatures\`, \`GET /v1/CreditNote/{id}/SignUrl\` devolve as URLs do provedor de assinatura embarcado; abra cada uma para assinar e a esteira segue para a validação. Na página, o signatário lê o instrumento (valores, plano, taxas, IOF, CET, garantia e condições), marca "Li e concordo" e digita os ${SIGNER_IDENTITY_DIGITS} primeiros dígitos do CPF do tomador (no sandbox, os do CPF que você cadastrou). Depois de assinar, o signatário traz \`signedAt\` e \`documentSha256\` (o código de verificação do documento). ${SIGNATURE_REFUSAL_RULE} ${SIGNATURE_EVIDENCE_NOTE}
`,
};
