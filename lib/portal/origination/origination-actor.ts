import type { ActionContext } from "../actions/operator-action";

/**
 * Who originates, and from where: every origination function takes it, checks it and audits with it. It is the
 * context every portal action receives (one shape, defined once in lib/portal/actions/operator-action.ts).
 */
export type OriginationContext = ActionContext;
