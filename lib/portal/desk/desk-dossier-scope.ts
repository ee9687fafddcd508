import "server-only";
import { cache } from "react";
import { getPrisma } from "@/lib/db/client";
import { loadDeskDossier } from "./load-desk";

/** One dossier read per request: the page's 404 check and its streamed body share it. */
export const readDeskDossier = cache(loadDeskDossier);

/**
 * Whether the dossier page opens, decided before it streams (a page that has started streaming answers 200 even
 * when it then finds nothing): an operation the portal's store holds exists without asking; another is read from
 * the desk API now (the body then reuses that read). An API failure is not a 404: the page says what happened.
 */
export async function deskDossierExists(id: string): Promise<boolean> {
  const tracked = await getPrisma().portalTrackedOperation.findUnique({ where: { id }, select: { id: true } }).catch(() => null);
  if (tracked) return true;
  return (await readDeskDossier(id)) !== null;
}
