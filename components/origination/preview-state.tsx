import { Callout } from "@/components/ui/callout";
import { Spinner } from "@/components/ui/spinner";

/**
 * What a live preview says while it has no result to show: why (fields still empty, or filled but refused), the
 * API's refusal, or that it is calculating.
 */
export function PreviewState({
  preview,
  waitingText,
}: {
  preview: { readonly updating: boolean; readonly ready: boolean; readonly refusal: { readonly message: string } | null; readonly blockedFields: readonly string[] };
  waitingText: string;
}) {
  if (preview.refusal) {
    return (
      <Callout tone="danger" className="mb-3">
        {preview.refusal.message}
      </Callout>
    );
  }
  if (!preview.ready) {
    return preview.blockedFields.length > 0 ? (
      <p className="text-sm text-amber-800">Corrija o que está indicado acima para ver o resultado.</p>
    ) : (
      <p className="text-sm text-slate-500">{waitingText}</p>
    );
  }
  if (preview.updating) {
    return (
      <p className="mb-2 flex items-center gap-2 text-sm text-slate-500">
        <Spinner /> Calculando…
      </p>
    );
  }
  return null;
}
