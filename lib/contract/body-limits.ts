/**
 * The credit API's request body limits, published (OpenAPI's 413, the documentation's limits) and enforced
 * (lib/http BODY_LIMITS) from here: a body above its limit is refused (413) before it is read.
 */
export const CREDIT_BODY_LIMITS = {
  /** A JSON body (a batch of 100 simulations is about 40 kB). */
  json: 256 * 1024,
  /** An `application/x-www-form-urlencoded` token request. */
  form: 16 * 1024,
} as const;

/** "256 KiB para JSON, 16 KiB para formulário". */
export const CREDIT_BODY_LIMITS_TEXT = `${CREDIT_BODY_LIMITS.json / 1024} KiB para JSON, ${CREDIT_BODY_LIMITS.form / 1024} KiB para formulário`;
