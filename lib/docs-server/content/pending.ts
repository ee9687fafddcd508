/**
 * The spec's "not shown" items, as a list (`docs_pendencias`): what the spec leaves open, and what the
 * embedded API decided (DESIGN §3, lib/contract) or what stays open. Plus what this server still lacks.
 */
import { CREDIT_BODY_LIMITS_TEXT } from "@/lib/contract/body-limits";
import { MAX_FILE_SIZE_TEXT } from "@/lib/contract/file-signature";

export interface PendingItem {
  readonly id: string;
  readonly topic: string;
  /** What the spec says is not shown. */
  readonly gap: string;
  readonly status: "decidido" | "em aberto";
  /** The decision, or why it stays open. */
  readonly resolution: string;
}

export const PENDING_ITEMS: readonly PendingItem[] = [
  {
    id: "margem-resposta",
    topic: "Consulta de margem",
    gap: "Nomes dos campos da resposta da consulta de margem (POST e GET).",
    status: "decidido",
    resolution:
      "registrationNumber, employeeCode, employerRegistrationNumber, employerRegistrationCode, employerName, admissionDate, positionCBOCode, grossSalaryInCents, freeMarginInCents, queriedAt, validUntil. GET devolve a página de consultas anteriores.",
  },
  {
    id: "ofertas-campos",
    topic: "Ofertas",
    gap: "Nomes dos campos de uma oferta além de offerRequestId.",
    status: "decidido",
    resolution:
      "offerRequestId, productId, numberOfPayments, installmentAmountInCents (a parcela regular), lastInstallmentAmountInCents (a última, que absorve o arredondamento), loanAmountInCents, releasedAmountInCents, iofAmountInCents, monthlyInterestRate, yearlyInterestRate, monthlyCet, yearlyCet, startDate, firstPaymentDate, expiresAt.",
  },
  {
    id: "plano-amortizacao",
    topic: "Plano de amortização",
    gap: "Campos da resposta do plano (POST, GET, Batch).",
    status: "decidido",
    resolution:
      "id, productId, amortizationType, requestedAmount, liquidAmountInCents, iofAmountInCents, issuanceCostInCents, totalPaymentInCents, apr, yearlyRate, cet { monthly, yearly }, startDate (a data-base usada: a enviada ou a assumida), firstPaymentDate, installments[{ number, dueDate, paymentInCents, principalInCents, interestInCents, balanceInCents }].",
  },
  {
    id: "lote-simulacao",
    topic: "Simulação em lote",
    gap: "Corpos de requisição e resposta de POST /v1/Amortization/Batch.",
    status: "decidido",
    resolution: "{ items: [<pedido de simulação>] } (até 100) → { results: [{ index, plan } | { index, error }] }; um item inválido não derruba os outros.",
  },
  {
    id: "corpos-put-e-propostas",
    topic: "PUTs e propostas",
    gap: "Corpos de PUT /v1/CreditNote/{id}, PUT .../warranty, PUT .../upload, e se OfferProposals recebe um item ou uma lista.",
    status: "decidido",
    resolution:
      "PUT da operação: atualização parcial (amortization, bankAccountId, liquidationType, emissionDate, registryOfferCTPSRequestId, observations, insurance, isPartnerChannelCreation). PUT .../warranty: { warranty: [...] } substitui a lista. PUT .../upload: { uploads: [...] } acrescenta. OfferProposals: um objeto; OfferProposalsWarranty: uma lista.",
  },
  {
    id: "respostas-de-acoes",
    topic: "Respostas das ações",
    gap: "Respostas de SignUrl, submitapproval, cancel, doneWarrantyRevision, restore, da criação sem returnValue e da revalidação.",
    status: "decidido",
    resolution:
      "As ações respondem a operação como GET /v1/CreditNote/{id} depois da ação; criação sem returnValue: { id }; SignUrl: { signers: [{ name (mascarado), role, url, status, signedAt?, refusedAt?, documentSha256? }] } (evidência da decisão sem o IP nem o navegador do signatário); revalidação: { proposalId, offerRequestId, outcome, expirationDate, freeMarginInCents, offer, checkedAt }.",
  },
  {
    id: "paginacao",
    topic: "Paginação",
    gap: "Nomes dos parâmetros de paginação e o envelope de GET /v1/CreditNote.",
    status: "decidido",
    resolution: "Query page (a partir de 1) e size (1 a 100, padrão 20); resposta { data, page, size, totalItems, totalPages }.",
  },
  {
    id: "cadastros",
    topic: "Cadastros",
    gap: "Endpoints da autorização de margem, da conta bancária e da pessoa, e os campos de GET /v1/NaturalPerson/{id}.",
    status: "decidido",
    resolution:
      "POST/GET /v1/NaturalPerson (e GET /v1/NaturalPerson/{id}, que lista os documentos), POST /v1/BankAccount e GET /v1/BankAccount/{id} (com o CPF do titular), POST/GET /v1/RegistryEmployee/MarginAuthorization (filtros registrationNumber e status). Campos em docs_referencia_endpoint.",
  },
  {
    id: "token",
    topic: "Autenticação",
    gap: "Como o token é emitido, sua validade e a renovação.",
    status: "decidido",
    resolution: "POST /oauth/token (client credentials, JSON ou formulário) → { access_token, token_type: Bearer, expires_in }; padrão 1 h; peça outro ao receber 401.",
  },
  {
    id: "corpo-de-erro",
    topic: "Erros",
    gap: "Formato do corpo de erro e identificadores de código de erro.",
    status: "decidido",
    resolution: "application/problem+json (RFC 9457): type, title, status, detail, errors[{ field, message }], traceId. Tipos em docs_ler_guia id=\"erros\".",
  },
  {
    id: "transicoes-abertas",
    topic: "Transições",
    gap: "Status de destino depois de doneWarrantyRevision, status de origem do cancelamento, status depois de restore, transições da autorização de margem.",
    status: "decidido",
    resolution:
      "doneWarrantyRevision devolve a operação a Warranty, a etapa que a devolveu: a averbação roda de novo com a garantia corrigida, sem recomeçar a esteira; cancel é aceito em qualquer status não terminal fora de transferência em andamento (não em Finished, Canceled, Liquidation, ManualLiquidation); restore volta ao status que a operação tinha; autorização: Pending → Approved ou Refused.",
  },
  {
    id: "limites",
    topic: "Limites",
    gap: "Limites de taxa de requisições e de tamanho; faixas numéricas de taxa e prazo; janela de cache da consulta de margem; validade da autorização de margem.",
    status: "em aberto",
    resolution:
      "Faixas de taxa e prazo: publicadas por produto em GET /v1/Product e em docs_listar_modulos. A janela de cache vem em validUntil de cada consulta. " +
      `Tamanho dos corpos: ${CREDIT_BODY_LIMITS_TEXT} e ${MAX_FILE_SIZE_TEXT} por arquivo (POST /v1/File); acima, 413. ` +
      "Limites de requisições e a validade da autorização não são publicados; POST /oauth/token recusa com 429 (e Retry-After) tentativas com credenciais erradas demais.",
  },
  {
    id: "versionamento",
    topic: "Versionamento",
    gap: "Política de depreciação e mudança.",
    status: "em aberto",
    resolution: "Não publicada. As rotas levam o prefixo /v1; este servidor informa a versão 1.0.0.",
  },
  {
    id: "push",
    topic: "Eventos",
    gap: "Recurso de push anunciado (URL de retorno por ambiente, envelope sem dados pessoais).",
    status: "em aberto",
    resolution: "Não implementado nem a implementar contra: acompanhe por consulta (docs_ler_guia id=\"acompanhamento\").",
  },
  {
    id: "cpfs-sandbox",
    topic: "Sandbox",
    gap: "Tabela de CPFs especiais que disparam cada caminho de recusa no sandbox.",
    status: "decidido",
    resolution:
      "Publicada em docs_ler_guia id=\"sandbox\": um CPF fictício por caminho de recusa, gerado do mesmo módulo que o sandbox da API usa.",
  },
];

export function renderPendingItems(items: readonly PendingItem[]): string {
  return items
    .map((item, index) => `${index + 1}. **${item.topic}** (\`${item.id}\`, ${item.status})\n   - Lacuna: ${item.gap}\n   - ${item.status === "decidido" ? "Decisão" : "Situação"}: ${item.resolution}`)
    .join("\n");
}

/** The gaps the contract leaves open, one line each, where a partner reads the conventions: "not published" is an answer. */
export function renderOpenItems(items: readonly PendingItem[]): string {
  return items
    .filter((item) => item.status === "em aberto")
    .map((item) => `- **${item.topic}** (${item.gap.replace(/\.$/, "")}): ${item.resolution}`)
    .join("\n");
}
