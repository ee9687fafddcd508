import type { z } from "zod";
import { formatFieldPath } from "@/lib/contract/errors";
import { jsonOf, type HttpReply } from "./http-reply";

export type ParsedResponse<T> = { ok: true; data: T } | { ok: false; issuePaths: string[] };

/**
 * A 2xx body checked against the route's response schema. On failure only the paths of the issues are
 * returned: the values (and zod's messages, which may quote them) are the borrower's data.
 */
export function parseResponse<S extends z.ZodType>(schema: S, reply: HttpReply): ParsedResponse<z.output<S>> {
  const body = jsonOf(reply);
  if (body === undefined) return { ok: false, issuePaths: ["(corpo não é JSON)"] };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const paths = parsed.error.issues.map((issue) => formatFieldPath(issue.path) || "(raiz)");
  return { ok: false, issuePaths: [...new Set(paths)] };
}
