import { maskText } from "@/lib/log/mask";

const HEADERS = ["x-request-id", "x-correlation-id"];
/** What we accept from a caller: a short opaque token, safe to echo in a header. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The caller's correlation id when it sent a usable one (so its logs and ours match), else a new UUID.
 * An id the log masker would alter (one that looks like a CPF or phone) is replaced, so the id in the
 * response is always the one written in the log line.
 */
export function correlationIdOf(request: Request): string {
  for (const name of HEADERS) {
    const value = request.headers.get(name)?.trim();
    if (value && ACCEPTABLE_ID.test(value) && maskText(value) === value) return value;
  }
  return crypto.randomUUID();
}
