/**
 * The live previews of the simulation step (the plan, the offers, the FGTS plan) are GET reads, never server
 * actions: Next.js runs actions one at a time, so a slow preview would hold back "Escolher". The draft is named by
 * its id in the path; the typed form, which holds amounts and rates but no personal data, travels as JSON in `form`,
 * checked on the server by the same schema factory the browser's form uses. Client-safe.
 */
export const PREVIEW_KINDS = ["plan", "offers", "fgts"] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** More than any simulation form takes; a longer query is refused before it is read. */
export const MAX_PREVIEW_FORM_CHARS = 2_000;

export function draftPreviewUrl(target: { readonly product: string; readonly draftId: string; readonly kind: PreviewKind }, form: unknown): string {
  return `/originate/${target.product}/${target.draftId}/preview/${target.kind}?${new URLSearchParams({ form: JSON.stringify(form) })}`;
}
