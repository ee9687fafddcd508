"use client";

import { Building2, RefreshCw } from "lucide-react";
import Link from "next/link";
import { queryMarginAction, selectMarginAction } from "@/lib/portal/origination/actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { FreeMargin } from "@/lib/contract";
import { formatCnpj } from "@/lib/contract/tax-ids";
import { cents, formatCents } from "@/lib/money";
import { formatContractDay, formatInstantDate, formatInstantTime } from "@/lib/portal/format/dates";
import type { LiveMargin } from "@/lib/portal/origination/live-margin";
import { LiveMarginNote } from "../live-margin-note";
import { useWizard } from "../use-wizard";
import { textLinkClass } from "@/components/ui/text-link";

function linkKey(query: FreeMargin): string {
  return `${query.employerRegistrationNumber}:${query.employeeCode}`;
}

/**
 * Step "margem" (payroll): the worker's employment links with their free margin. A query still inside its cache
 * window is reused (the API would answer the same); the card says until when it holds. The margin shown is the live
 * one: reserves the borrower's operations made since the query are taken from it (issue 23).
 */
export function MarginStep({
  product,
  draftId,
  locked,
  queries,
  live,
  selectedLink,
}: {
  product: string;
  draftId: string;
  locked: boolean;
  queries: readonly FreeMargin[];
  live: Readonly<Record<string, LiveMargin>>;
  selectedLink: string | null;
}) {
  const wizard = useWizard(product, draftId);
  const { pending: querying, error, run, showError } = useActionRunner();

  const query = () => run(() => queryMarginAction({ draftId }), { onSuccess: () => wizard.refresh() });
  const use = (link: string) => wizard.run(() => selectMarginAction({ draftId, link }), { onFailure: (failure) => showError(failure.message) });

  return (
    <div className="space-y-4">
      {queries.length === 0 && (
        <Card id="consulta" title="Consultar a margem livre" description="A consulta lê o vínculo de emprego ativo do trabalhador e a margem consignável livre no empregador.">
          <Button pending={querying} onClick={query}>
            Consultar margem
          </Button>
        </Card>
      )}
      {error && (
        <Callout tone="danger" live="alert" title="A consulta não foi possível">
          <p>{error}</p>
          {/autoriza/i.test(error) && (
            <p>
              <Link href={`/originate/${product}/${draftId}?step=autorizacao`} className={textLinkClass()}>
                Voltar à autorização
              </Link>
            </p>
          )}
        </Callout>
      )}
      {queries.length > 0 && (
        <>
          <p className="text-sm text-slate-600">
            {queries.length === 1 ? "Vínculo de emprego encontrado" : `${queries.length} vínculos de emprego encontrados`}. Escolha o que garante a operação: seus dados preenchem a garantia.
          </p>
          <ul className="grid gap-4 lg:grid-cols-2">
            {queries.map((item) => {
              const key = linkKey(item);
              const selected = key === selectedLink;
              const current = live[key];
              return (
                <li key={key}>
                  <Card
                    id={`vinculo-${item.employeeCode}`}
                    headingLevel={2}
                    className={selected ? "ring-2 ring-brand-600" : undefined}
                    title={
                      <span className="flex items-center gap-2">
                        <Building2 aria-hidden className="h-4 w-4 text-slate-500" />
                        {item.employerName}
                      </span>
                    }
                    description={`CNPJ ${formatCnpj(item.employerRegistrationNumber)}`}
                    actions={selected ? <Badge tone="info">Escolhido</Badge> : undefined}
                  >
                    <p className="text-sm text-slate-600">Margem livre{current && current.reserves.length > 0 ? " agora" : ""}</p>
                    <p className="text-3xl font-semibold tabular-nums text-slate-900">{formatCents(cents(current?.freeMarginInCents ?? item.freeMarginInCents))}</p>
                    <p className="text-sm text-slate-500">por mês, para a parcela</p>
                    {current && current.reserves.length > 0 && (
                      <Callout tone="warning" className="mt-3" title="Reservas feitas depois da consulta">
                        <LiveMarginNote live={current} />
                      </Callout>
                    )}
                    <DescriptionList
                      className="mt-4"
                      items={[
                        { term: "Matrícula", value: item.employeeCode },
                        { term: "Admissão", value: formatContractDay(item.admissionDate) },
                        { term: "Salário bruto", value: formatCents(item.grossSalaryInCents) },
                        { term: "Código do empregador", value: item.employerRegistrationCode },
                      ]}
                    />
                    <p className="mt-4 text-xs text-slate-500">
                      Consultada em {formatInstantDate(item.queriedAt)} às {formatInstantTime(item.queriedAt)}; vale até {formatInstantTime(item.validUntil)} de{" "}
                      {formatInstantDate(item.validUntil)} (até lá, uma nova consulta devolve o mesmo resultado).
                    </p>
                    {!locked && (
                      <div className="mt-4">
                        <Button pending={wizard.pending} onClick={() => use(key)}>
                          Usar este vínculo
                        </Button>
                      </div>
                    )}
                  </Card>
                </li>
              );
            })}
          </ul>
          {!locked && (
            <p className="text-sm text-slate-500">
              <RefreshCw aria-hidden className="mr-1 inline h-3.5 w-3.5" />Quando a consulta sair da janela de validade, esta etapa pede uma nova.
            </p>
          )}
        </>
      )}
    </div>
  );
}
