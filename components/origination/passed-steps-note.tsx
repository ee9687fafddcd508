import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { describeAccount } from "@/lib/portal/borrowers/banks";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import type { DraftData } from "@/lib/portal/origination/draft-data";
import type { DraftProduct, StepId } from "@/lib/portal/origination/steps";

/** What the wizard did on its own at a step that decided nothing, and the link back to it (issue 24). */
function passedLine(step: StepId, data: DraftData): { text: string; back: string } | null {
  switch (step) {
    case "tomador":
      return data.borrower ? { text: `Tomador ${data.borrower.name}, conta ${describeAccount(data.borrower.bankAccount)}: seguimos`, back: "Trocar" } : null;
    case "autorizacao": {
      const at = data.authorization?.approvedAt ?? data.authorization?.checkedAt;
      return at ? { text: `Autorização aprovada em ${formatDateTime(new Date(at))}: seguimos para a margem`, back: "Voltar" } : null;
    }
    case "margem": {
      const query = data.margin?.query;
      return query ? { text: `Margem consultada em ${formatDateTime(new Date(query.queriedAt))}, único vínculo (${query.employerName}): seguimos para a simulação`, back: "Voltar" } : null;
    }
    case "consentimento":
      return data.consent ? { text: `Termo de consentimento já anexado (${data.consent.displayName ?? data.consent.fileName}): seguimos para a simulação`, back: "Voltar" } : null;
    case "documentos":
      return data.documents ? { text: "Nada a anexar: os documentos são opcionais, seguimos para a revisão", back: "Anexar documentos" } : null;
    default:
      return null;
  }
}

/** One line per step the wizard passed by itself, each with its way back. */
export function PassedStepsNote({ product, draftId, steps, data }: { product: DraftProduct; draftId: string; steps: readonly StepId[]; data: DraftData }) {
  const lines = steps.flatMap((step) => {
    const line = passedLine(step, data);
    return line ? [{ step, ...line }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <ul aria-label="Etapas concluídas automaticamente" className="space-y-1 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      {lines.map((line) => (
        <li key={line.step} className="flex gap-2">
          <CircleCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {line.text} ·{" "}
            <Link href={`/originate/${product}/${draftId}?step=${line.step}`} className="font-medium underline">
              {line.back}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
