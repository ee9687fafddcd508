import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/http";
import { logger } from "@/lib/log/logger";

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/**
 * `Authorization: Bearer <DESK_API_TOKEN>` (401 otherwise). There is no default token: `npm start` generates one
 * into .data/portal-secrets.json and prints it; without one the desk API refuses everyone. Both sides are
 * hashed first, so the comparison takes the same time whatever the length or content of what was sent.
 */
export function requireDeskToken(request: Request): void {
  const expected = process.env.DESK_API_TOKEN?.trim();
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const matches = timingSafeEqual(digest(sent), digest(expected ?? "")) && expected !== undefined && expected !== "";
  if (!matches) {
    if (!expected) logger.warn("desk API sem DESK_API_TOKEN configurado: todas as decisões recusadas");
    throw new AppError("UNAUTHORIZED", { message: "desk token missing or invalid", userMessage: "Token da mesa ausente ou inválido." });
  }
}
