import "server-only";
import type { DeskDossier, DeskQueuePage } from "@/lib/contract/desk-api";
import { createDeskClient, isCreditApiError } from "@/lib/credit-client";
import { requestCallBudgetMs } from "../credit/request-call-budget";
import { deskQueueQuery, type DeskQueueView } from "./desk-queue-search";
import { plainApiText } from "../forms/plain-api-text";

export type Loaded<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string };

/** A page of the desk queue for the console's view, or the message to show when the desk API cannot answer. */
export async function loadDeskQueue(view: DeskQueueView): Promise<Loaded<DeskQueuePage>> {
  try {
    return { ok: true, data: await (await requestDeskClient()).listQueue(deskQueueQuery(view)) };
  } catch (error) {
    if (isCreditApiError(error)) return { ok: false, message: plainApiText(error.userMessage) };
    throw error;
  }
}

/** An operation's dossier; null when it does not exist (the page answers 404), or the message of another failure. */
export async function loadDeskDossier(id: string): Promise<Loaded<DeskDossier> | null> {
  try {
    return { ok: true, data: await (await requestDeskClient()).getDossier(id) };
  } catch (error) {
    if (isCreditApiError(error) && (error.kind === "not-found" || error.kind === "validation")) return null;
    if (isCreditApiError(error)) return { ok: false, message: plainApiText(error.userMessage) };
    throw error;
  }
}

/** The desk client of this request: its budget counts from the request's arrival, as the credit client's does. */
export async function requestDeskClient() {
  return createDeskClient({ timeoutMs: await requestCallBudgetMs() });
}
