import { AppError, BODY_LIMITS, readBodyText } from "@/lib/http";

/** An `application/x-www-form-urlencoded` body (OAuth token requests), read within BODY_LIMITS.form. */
export async function readFormText(request: Request): Promise<string> {
  return readBodyText(request, { maxBytes: BODY_LIMITS.form });
}

/** Form text as a plain object of strings (the last value of a repeated name wins). */
export function parseFormText(text: string): Record<string, string> {
  if (text.trim() === "") {
    throw new AppError("MALFORMED_BODY", { userMessage: "Corpo do formulário ausente.", message: "empty form body" });
  }
  return Object.fromEntries(new URLSearchParams(text));
}
