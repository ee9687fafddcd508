/** The typed HTTP client of the credit API and its desk API: the only way the portal's server code reaches them. */
import "server-only";
export { createCreditClient, type CreditClient, type DownloadOperationId } from "./create-credit-client";
export { createDeskClient, type DeskClient, type DeskClientOptions } from "./desk-client";
export { DEFAULT_TIMEOUT_MS, defaultBaseUrl, defaultTimeoutMs, type CreditClientOptions } from "./client-options";
export { upstreamStates, type UpstreamState } from "./upstream-guard";
export type { CreditCredential } from "./request-token";
export type { CreditCallArgs, CreditCallInput, CreditCallOutput, CreditJsonOperationId, CreditOperationId, CreditQueryInput } from "./call-types";
export type { CreditFileContent, CreditFileUpload } from "./file-transfer";
export { CreditApiError, isCreditApiError, type CreditApiErrorInit } from "./credit-api-error";
export { CREDIT_API_ERROR_KINDS, type CreditApiErrorKind } from "./error-kinds";
export { ROOT_FIELD, toFormFieldName, type CreditFieldError } from "./form-errors";
export { createTokenCache, sharedTokenCache, type IssuedToken, type TokenCache, type TokenCacheOptions } from "./token-cache";
