/**
 * An answer of the credit API, read whole: the body as text (so a non-JSON body can still be reported), or, for
 * a route that answers a file, its bytes (`bytes`, only on a 2xx).
 */
export interface HttpReply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly bytes?: Uint8Array<ArrayBuffer>;
}

/** The body as JSON, or `undefined` when it is empty or not JSON (an HTML page from a proxy). */
export function jsonOf(reply: HttpReply): unknown {
  if (reply.text.trim() === "") return undefined;
  try {
    return JSON.parse(reply.text) as unknown;
  } catch {
    return undefined;
  }
}
