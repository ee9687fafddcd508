import { ChevronRight, UserPlus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { BorrowerSearchForm } from "@/components/borrowers/borrower-search-form";
import { StartFromBorrowerButton } from "@/components/origination/start-from-borrower-button";
import { ButtonLink } from "@/components/ui/button";
import { UpstreamUnavailable } from "@/components/shell/upstream-unavailable";
import { Callout } from "@/components/ui/callout";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { isValidCpf } from "@/lib/contract/tax-ids";
import { maskCpf } from "@/lib/log/mask-values";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { findBorrowers } from "@/lib/portal/borrowers/find-borrowers";
import { readUpstream } from "@/lib/portal/credit/read-upstream";
import { formatCivilDate, formatInstantDate } from "@/lib/portal/format/dates";
import { pluralize } from "@/lib/portal/format/plural";
import { textLinkClass } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Tomadores" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The branch's borrowers, newest first, or the one with a CPF. CPFs masked in the list; in full on each borrower's page. */
export default async function BorrowersPage({ searchParams }: { searchParams: SearchParams }) {
  const operator = await requireCapability("originate");
  const params = await searchParams;
  const cpf = typeof params.cpf === "string" ? params.cpf.replace(/\D/g, "").slice(0, 11) : "";
  const page = Math.min(Math.max(Number(typeof params.page === "string" ? params.page : 1) || 1, 1), 10_000);
  const invalidCpf = cpf !== "" && !isValidCpf(cpf);
  const read = invalidCpf ? null : await readUpstream(() => findBorrowers(operator, { ...(cpf && { registrationNumber: cpf }), page }));
  const result = read?.ok ? read.data : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Tomadores"
        description={`Pessoas cadastradas pela agência ${operator.branch?.name ?? ""}, com contas, autorizações de margem, documentos e operações.`}
        actions={
          <ButtonLink href="/borrowers/new" icon={<UserPlus aria-hidden className="h-4 w-4" />}>
            Cadastrar tomador
          </ButtonLink>
        }
      />
      <Card id="busca">
        <BorrowerSearchForm defaultCpf={cpf} />
        {invalidCpf && (
          <Callout tone="danger" className="mt-3">
            CPF inválido: confira os 11 dígitos.
          </Callout>
        )}
      </Card>
      {read && !read.ok && <UpstreamUnavailable failure={read} title="Não foi possível carregar os tomadores agora" />}
      {result && (
        <Card id="lista" title={cpf ? "Resultado da busca" : "Mais recentes"} description={pluralize(result.totalItems, "tomador", "tomadores")}>
          {result.data.length === 0 ? (
            <div className="space-y-3 text-sm text-slate-600">
              <p>{cpf ? "Nenhum tomador com este CPF na sua agência." : "Nenhum tomador cadastrado ainda."}</p>
              <ButtonLink href={cpf ? `/borrowers/new?cpf=${cpf}` : "/borrowers/new"} variant="secondary" size="sm">
                Cadastrar {cpf ? "este CPF" : "o primeiro"}
              </ButtonLink>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {result.data.map((person) => (
                <li key={person.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1">
                  <Link href={`/borrowers/${person.id}`} className="-mx-2 flex min-w-0 flex-1 basis-64 items-center gap-3 rounded-md px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-900">{person.name}</p>
                      <p className="text-sm text-slate-600">
                        <span className="tabular-nums">{maskCpf(person.registrationNumber)}</span> · nascimento {formatCivilDate(person.birthDate)} · cadastro {formatInstantDate(person.createdAt)}
                      </p>
                    </div>
                    <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-slate-400" />
                  </Link>
                  <span className="flex flex-wrap gap-2 pb-2" aria-label={`Originar para ${person.name}`} role="group">
                    <StartFromBorrowerButton product="payroll" personId={person.id} size="sm" />
                    <StartFromBorrowerButton product="fgts" personId={person.id} size="sm" />
                  </span>
                </li>
              ))}
            </ul>
          )}
          {result.totalPages > 1 && (
            <nav aria-label="Páginas" className="mt-4 flex items-center justify-between text-sm">
              {page > 1 ? <Link className={textLinkClass()} href={`/borrowers?page=${page - 1}`}>← Anteriores</Link> : <span />}
              <span className="text-slate-600">
                Página {page} de {result.totalPages}
              </span>
              {page < result.totalPages ? <Link className={textLinkClass()} href={`/borrowers?page=${page + 1}`}>Próximos →</Link> : <span />}
            </nav>
          )}
        </Card>
      )}
    </div>
  );
}
