/** Screening of every call's arguments, with the refusal logged by kind and name only, never by value. */
import { logger } from "@/lib/log/logger";
import { type Refusal, screenArguments, undecodableVariable } from "./safety";

const log = logger.child({ component: "docs-server" });

export type CallKind = "ferramenta" | "prompt" | "recurso";

export function screenCall(kind: CallKind, name: string, args: Readonly<Record<string, unknown>>): Refusal | undefined {
  const refusal = (kind === "recurso" ? undecodableVariable(args) : undefined) ?? screenArguments(args);
  if (refusal !== undefined) {
    log.warn("argumento recusado pelo servidor de documentação", {
      callKind: kind,
      callName: name,
      argument: refusal.argument,
      ...(refusal.field !== undefined && { argumentField: refusal.field }),
      dataKind: refusal.kind,
    });
  }
  return refusal;
}

export function logCallFailure(kind: CallKind, name: string, error: unknown): void {
  log.error("falha ao responder no servidor de documentação", { callKind: kind, callName: name, err: error });
}
