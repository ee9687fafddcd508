import { Callout } from "@/components/ui/callout";
import type { StaleScan } from "@/lib/portal/board/stale-scans";
import { formatDateTime } from "@/lib/portal/format/format-date-time";

/** Says which branches the board may show out of date, and since when it last read their operations. */
export function StaleScansNotice({ scans }: { scans: readonly StaleScan[] }) {
  if (scans.length === 0) return null;
  return (
    <Callout tone="warning" title="O painel pode estar desatualizado: a API de crédito não está respondendo às varreduras" className="mt-3">
      <ul className="list-disc pl-5">
        {scans.map((scan) => (
          <li key={scan.branchName}>
            {scan.branchName}: {scan.lastSucceededAt ? `última leitura completa em ${formatDateTime(scan.lastSucceededAt)}` : "nenhuma leitura completa ainda"}
          </li>
        ))}
      </ul>
      <p className="mt-1">O portal continua tentando sozinho; os status mudam aqui quando a API voltar a responder.</p>
    </Callout>
  );
}
