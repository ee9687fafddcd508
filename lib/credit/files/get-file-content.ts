import { getPrisma } from "@/lib/db/client";
import { loadOwned, OWNED_RESOURCES } from "../access/require-owned";
import type { Caller } from "../auth/authenticate-caller";
import { fileMetadataSelect, type FileMetadataRow } from "./file-metadata";

export type FileContentRow = FileMetadataRow & { content: Uint8Array };

/** `GET /v1/File/{id}`: the caller's file with its content; 404 unknown, 403 another correspondent's. */
export async function getFileContent(caller: Caller, id: string): Promise<FileContentRow> {
  // The owner is checked on the metadata first: another correspondent's content is never read.
  await loadOwned((key) => getPrisma().creditFile.findUnique({ where: { id: key }, select: fileMetadataSelect }), id, caller, OWNED_RESOURCES.file);
  return getPrisma().creditFile.findUniqueOrThrow({ where: { id }, select: { ...fileMetadataSelect, content: true } });
}
