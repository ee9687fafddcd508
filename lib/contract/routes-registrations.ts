/** Routes of authentication and of the registrations both products share (borrower, settlement account). */
import { bankAccountCreateSchema, bankAccountSchema } from "./bank-account";
import { naturalPersonCreateSchema, naturalPersonListQuerySchema, naturalPersonPageSchema, naturalPersonSchema } from "./natural-person";
import { bothProducts, httpErrorReasons, idPathParamsSchema, type RouteDefinition, validationReason } from "./route-definition";
import { tokenRequestSchema, tokenResponseSchema } from "./token";

const { unauthorized, notLinked, idempotencyConflict } = httpErrorReasons;

export const registrationRoutes = {
  issueToken: {
    method: "POST",
    path: "/oauth/token",
    summary: "Emitir token de acesso",
    description:
      "OAuth 2.0 client credentials. Corpo em JSON ou formulário com client_id e client_secret. O token expira (padrão 1 h); peça outro ao receber 401.",
    tag: "autenticacao",
    products: [],
    auth: "none",
    body: tokenRequestSchema,
    bodyMediaTypes: ["application/json", "application/x-www-form-urlencoded"],
    response: tokenResponseSchema,
    responseDescription: "Token Bearer e validade em segundos.",
    errors: {
      400: validationReason("grant_type diferente de client_credentials"),
      401: "client_id ou client_secret inválidos.",
      429: "Tentativas recusadas demais deste endereço, ou deste client_id a partir de um endereço que ainda não obteve token para ele; aguarde o tempo de Retry-After (segundos).",
    },
  },
  createNaturalPerson: {
    method: "POST",
    path: "/v1/NaturalPerson",
    summary: "Cadastrar tomador",
    description: "Cadastra a pessoa física e a vincula ao correspondente do cliente da API. CPF só com dígitos; datas civis YYYY-MM-DD.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    idempotencyKey: true,
    body: naturalPersonCreateSchema,
    response: naturalPersonSchema,
    responseDescription: "A pessoa cadastrada.",
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 409: `CPF já cadastrado para este correspondente, ou ${idempotencyConflict}` },
  },
  getNaturalPerson: {
    method: "GET",
    path: "/v1/NaturalPerson/{id}",
    summary: "Consultar tomador",
    description: "Mostra a pessoa e lista seus documentos (use para conferir o termo de consentimento FGTS).",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: naturalPersonSchema,
    responseDescription: "A pessoa, com seus documentos.",
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Pessoa inexistente." },
  },
  listNaturalPersons: {
    method: "GET",
    path: "/v1/NaturalPerson",
    summary: "Buscar tomadores",
    description: "Lista as pessoas vinculadas ao chamador, filtrando por CPF (registrationNumber, só dígitos). Paginada.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    query: naturalPersonListQuerySchema,
    response: naturalPersonPageSchema,
    responseDescription: "Página de pessoas.",
    errors: { 400: validationReason(), 401: unauthorized },
  },
  createBankAccount: {
    method: "POST",
    path: "/v1/BankAccount",
    summary: "Cadastrar conta de liquidação",
    description:
      "Cadastra a conta que recebe o valor liberado. O CPF do titular faz parte do registro: se diferir do CPF do tomador, a liquidação vai para PaymentRevision.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    idempotencyKey: true,
    body: bankAccountCreateSchema,
    response: bankAccountSchema,
    responseDescription: "A conta cadastrada.",
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Tomador (personId) inexistente.", 409: idempotencyConflict },
  },
  getBankAccount: {
    method: "GET",
    path: "/v1/BankAccount/{id}",
    summary: "Consultar conta de liquidação",
    description: "Mostra a conta, com o CPF do titular.",
    tag: "comum",
    products: bothProducts,
    auth: "bearer",
    params: idPathParamsSchema,
    response: bankAccountSchema,
    responseDescription: "A conta.",
    errors: { 400: validationReason(), 401: unauthorized, 403: notLinked, 404: "Conta inexistente." },
  },
} satisfies Record<string, RouteDefinition>;
