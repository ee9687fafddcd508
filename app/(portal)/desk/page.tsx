import type { Metadata } from "next";
import { DeskQueue } from "@/components/desk/desk-queue";
import { QueueFilters } from "@/components/desk/queue-filters";
import { QueuePagination } from "@/components/desk/queue-pagination";
import { RefreshButton } from "@/components/desk/refresh-button";
import { ButtonLink } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { PageHeader } from "@/components/ui/page-header";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { loadDeskQueue } from "@/lib/portal/desk/load-desk";
import { deskQueueHref, parseDeskQueueSearch } from "@/lib/portal/desk/desk-queue-search";

export const metadata: Metadata = { title: "Mesa de crédito" };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The credit desk's queue: every partner's operations waiting for a back-office decision (manual stages and the
 * analysis stages in which the desk may return or disapprove), the longest waiting first, read from the desk API.
 */
export default async function DeskPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireCapability("deskDecisions");
  const view = parseDeskQueueSearch(await searchParams);
  const loaded = await loadDeskQueue(view);
  const now = new Date().toISOString();
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Mesa de crédito"
        title="Fila de decisões"
        description="Operações de todos os parceiros à espera da mesa, da que está há mais tempo no status para a mais recente. Selecione uma ou várias e decida com um motivo; cada operação tem o seu resultado."
        actions={<RefreshButton at={now} />}
      />
      {!loaded.ok ? (
        <Callout tone="danger" live="alert" title="Não foi possível carregar a fila">
          {loaded.message}
        </Callout>
      ) : (
        <>
          <QueueFilters view={view} facets={loaded.data.facets} />
          <section aria-labelledby="fila-titulo" className="space-y-3">
            <h2 id="fila-titulo" className="text-sm text-slate-600">
              {loaded.data.totalItems === 1 ? "1 operação" : `${loaded.data.totalItems.toLocaleString("pt-BR")} operações`}
              {loaded.data.totalPages > 1 && ` · página ${loaded.data.page} de ${loaded.data.totalPages}`}
            </h2>
            <DeskQueue
              rows={loaded.data.data}
              empty={
                loaded.data.totalItems > 0 ? (
                  <Callout tone="info" title="Esta página está vazia">
                    <ButtonLink href={deskQueueHref(view, { page: 1 })} variant="secondary" size="sm">
                      Ir para a primeira página
                    </ButtonLink>
                  </Callout>
                ) : (
                  <Callout tone="success" title="Nenhuma operação à espera da mesa com estes filtros">
                    A fila está em dia. Novas operações aparecem aqui quando a esteira as encaminha à mesa.
                  </Callout>
                )
              }
            />
            <QueuePagination view={view} totalPages={loaded.data.totalPages} />
          </section>
        </>
      )}
    </div>
  );
}
