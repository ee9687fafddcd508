import type { SessionOperator } from "../auth/load-session-operator";
import type { RequestMeta } from "../auth/request-meta";

/** Who originates, and from where: every origination function takes it, checks it and audits with it. */
export interface OriginationContext {
  readonly operator: SessionOperator;
  readonly meta: RequestMeta;
}
