import { formatCents, cents } from "@/lib/money";
import { formatInstantTime } from "@/lib/portal/format/dates";
import type { LiveMargin } from "@/lib/portal/origination/live-margin";

/** The reserves made since the margin query, in one sentence (nothing when there are none). */
export function LiveMarginNote({ live }: { live: LiveMargin }) {
  if (live.reserves.length === 0) return null;
  const which = live.reserves.map((reserve) => `${reserve.creditNoteNo} (${formatCents(cents(reserve.installmentInCents))} às ${formatInstantTime(reserve.reservedAt)})`).join(", ");
  return (
    <>
      A consulta dizia {formatCents(cents(live.queriedInCents))}; depois dela {live.reserves.length === 1 ? "a operação" : "as operações"} {which} do trabalhador{" "}
      {live.reserves.length === 1 ? "reservou" : "reservaram"} margem. A consulta só volta a ler o empregador quando sair da janela de validade.
    </>
  );
}
