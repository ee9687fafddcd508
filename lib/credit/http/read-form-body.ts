import { AppError } from "@/lib/http";

/** An `application/x-www-form-urlencoded` body (OAuth token requests) as a plain object of strings. */
export async function readFormBody(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  if (text.trim() === "") {
    throw new AppError("MALFORMED_BODY", { userMessage: "Corpo do formulário ausente.", message: "empty form body" });
  }
  return Object.fromEntries(new URLSearchParams(text));
}
