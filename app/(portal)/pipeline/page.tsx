import type { Metadata } from "next";
import { AgeingSection } from "@/components/pipeline/ageing-section";
import { DrillSection } from "@/components/pipeline/drill-section";
import { FunnelSection } from "@/components/pipeline/funnel-section";
import { GroupsSection } from "@/components/pipeline/groups-section";
import { KeyFigures } from "@/components/pipeline/key-figures";
import { PipelineFilterForm } from "@/components/pipeline/pipeline-filter-form";
import { ReturnsSection } from "@/components/pipeline/returns-section";
import { StatusSection } from "@/components/pipeline/status-section";
import { Callout } from "@/components/ui/callout";
import { PageHeader } from "@/components/ui/page-header";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { brasiliaToday, formatInstantTime } from "@/lib/portal/format/dates";
import { listPipelineOptions } from "@/lib/portal/pipeline/list-pipeline-options";
import { loadDrillPage } from "@/lib/portal/pipeline/load-drill";
import { loadPipeline } from "@/lib/portal/pipeline/load-pipeline";
import { parsePipelineSearch, pipelineQueryString, type PipelineFilters } from "@/lib/portal/pipeline/pipeline-filters";
import { defaultPeriod, describePeriod, periodPresets } from "@/lib/portal/pipeline/pipeline-period";

export const metadata: Metadata = { title: "Painel gerencial" };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The managers' pipeline boards: filters in the URL; every figure computed by the database from the tracker's
 * store and rendered on the server (tables work without JavaScript; the charts draw in the browser).
 */
export default async function PipelinePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const operator = await requireCapability("viewPipeline");
  const today = brasiliaToday();
  const search = parsePipelineSearch(await searchParams, today);
  const period = search.ok ? search.filters : defaultPeriod(today);
  const keep: Omit<PipelineFilters, "from" | "to"> = search.ok ? search.filters : {};
  const presets = periodPresets(today).map((preset) => ({ ...preset, href: `/pipeline?${pipelineQueryString({ ...keep, from: preset.from, to: preset.to })}` }));

  const [options, data, drill] = await Promise.all([
    listPipelineOptions(operator),
    search.ok ? loadPipeline({ operator, filters: search.filters }) : null,
    search.ok && search.drill ? loadDrillPage({ operator, filters: search.filters, drill: search.drill }) : null,
  ]);

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Gestão"
        title="Painel gerencial"
        description="Quanto cada agência originou, quanto chegou à liquidação e onde as operações param, pelo status e histórico que o rastreador registrou da API de crédito. Cada número abre as operações que conta."
      />
      <PipelineFilterForm
        values={search.values}
        period={period}
        presets={presets}
        organizations={options.organizations}
        branches={options.branches}
        operators={options.operators}
        hasUnassigned={options.hasUnassigned}
      />
      {!search.ok && (
        <Callout tone="danger" live="alert" title="Não foi possível aplicar os filtros:">
          <ul className="list-disc pl-5">
            {search.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Callout>
      )}
      {search.ok && data && (
        <>
          <p className="text-sm text-slate-600">
            Período <strong className="font-semibold text-slate-900">{describePeriod(search.filters)}</strong> (dias de Brasília) · números lidos às{" "}
            {formatInstantTime(data.now)}
          </p>
          <KeyFigures data={data} filters={search.filters} />
          {drill && search.drill && <DrillSection page={drill} drill={search.drill} filters={search.filters} />}
          <GroupsSection dimension="branches" rows={data.branches} filters={search.filters} />
          <FunnelSection data={data} filters={search.filters} />
          <AgeingSection data={data} filters={search.filters} />
          <ReturnsSection data={data} filters={search.filters} />
          <StatusSection data={data} filters={search.filters} />
          <GroupsSection dimension="operators" rows={data.operators} filters={search.filters} />
        </>
      )}
    </div>
  );
}
