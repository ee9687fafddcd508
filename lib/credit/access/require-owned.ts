/**
 * Ownership of credit API records (spec, Authentication 3; DESIGN §3): every person, account, authorization,
 * file and operation belongs to the correspondent whose API client created it. Loading one by id answers 404
 * when it does not exist and 403 when it belongs to another correspondent, with a pt-BR message naming the
 * identifier to check (never personal data).
 */
import { AppError } from "@/lib/http";
import type { Caller } from "../auth/authenticate-caller";

export interface OwnedResourceKind {
  /** Internal name, for logs. */
  readonly name: string;
  readonly notFound: string;
  readonly forbidden: string;
}

export const OWNED_RESOURCES = {
  person: {
    name: "natural person",
    notFound: "Tomador não encontrado: confira o personId (UUID devolvido por POST /v1/NaturalPerson).",
    forbidden: "Tomador não vinculado ao seu correspondente: só é possível usar pessoas cadastradas pelo seu correspondente.",
  },
  bankAccount: {
    name: "bank account",
    notFound: "Conta não encontrada: confira o bankAccountId (UUID devolvido por POST /v1/BankAccount).",
    forbidden: "Conta não vinculada ao seu correspondente: só é possível usar contas cadastradas pelo seu correspondente.",
  },
  file: {
    name: "file",
    notFound: "Arquivo não encontrado: confira o fileId (UUID devolvido por POST /v1/File).",
    forbidden: "Arquivo não vinculado ao seu correspondente: só é possível usar arquivos enviados pelo seu correspondente.",
  },
  creditNote: {
    name: "credit note",
    notFound: "Operação não encontrada: confira o id devolvido por POST /v1/CreditNote.",
    forbidden: "Operação não vinculada ao seu correspondente.",
  },
} as const satisfies Record<string, OwnedResourceKind>;

/** The record when the caller's correspondent owns it; 404 when missing, 403 when someone else's. */
export function requireOwned<T extends { correspondentId: string }>(
  record: T | null | undefined,
  caller: Caller,
  kind: OwnedResourceKind,
  id: string,
): T {
  if (!record) throw new AppError("NOT_FOUND", { message: `${kind.name} ${id} not found`, userMessage: kind.notFound });
  if (record.correspondentId !== caller.correspondentId) {
    throw new AppError("FORBIDDEN", { message: `${kind.name} ${id} belongs to another correspondent`, userMessage: kind.forbidden });
  }
  return record;
}

/** Loads a record by id with `load` and applies `requireOwned`. */
export async function loadOwned<T extends { correspondentId: string }>(
  load: (id: string) => Promise<T | null>,
  id: string,
  caller: Caller,
  kind: OwnedResourceKind,
): Promise<T> {
  return requireOwned(await load(id), caller, kind, id);
}
