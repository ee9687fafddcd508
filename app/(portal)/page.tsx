import { FileSignature, Landmark, UserPlus } from "lucide-react";
import { HomeNeedingAction } from "@/components/home/home-needing-action";
import { HomeSummaryCards } from "@/components/home/home-summary-cards";
import { OpenDraftsList } from "@/components/origination/open-drafts-list";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireOperator } from "@/lib/portal/auth/current-operator";
import { can } from "@/lib/portal/auth/permissions";
import { ROLE_LABELS } from "@/lib/portal/auth/roles";
import { loadHome } from "@/lib/portal/home/load-home";

function greeting(now: Date): string {
  const hour = Number(now.toLocaleString("en-GB", { hour: "2-digit", hour12: false, timeZone: "America/Sao_Paulo" }));
  return hour < 12 ? "Bom dia" : hour < 18 ? "Boa tarde" : "Boa noite";
}

/** Each role's start: the work waiting for it first (operations needing action, wizards to resume), then the ways in. */
export default async function HomePage() {
  const operator = await requireOperator();
  const home = await loadHome(operator);
  const originates = can(operator.role, "originate");
  const firstName = operator.name.split(" ")[0];
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={`${ROLE_LABELS[operator.role]}${operator.branch ? ` · ${operator.branch.organizationName} · ${operator.branch.name}` : ""}`}
        title={`${greeting(home.now)}, ${firstName}`}
        description={originates ? "O que está esperando por você, e os atalhos para originar." : "Como está a carteira agora."}
        actions={
          originates ? (
            <>
              <ButtonLink href="/originate/payroll" icon={<Landmark aria-hidden className="h-4 w-4" />}>
                Originar consignado
              </ButtonLink>
              <ButtonLink href="/originate/fgts" variant="secondary" icon={<FileSignature aria-hidden className="h-4 w-4" />}>
                Originar FGTS
              </ButtonLink>
              <ButtonLink href="/borrowers/new" variant="secondary" icon={<UserPlus aria-hidden className="h-4 w-4" />}>
                Cadastrar tomador
              </ButtonLink>
            </>
          ) : operator.role === "desk" ? (
            <ButtonLink href="/desk">Abrir a mesa de crédito</ButtonLink>
          ) : (
            <>
              <ButtonLink href="/board">Painel de operações</ButtonLink>
              <ButtonLink href="/audit" variant="secondary">
                Auditoria
              </ButtonLink>
            </>
          )
        }
      />
      <HomeSummaryCards summary={home.summary} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card
          id="precisam-de-acao"
          title={originates ? "Precisam de você" : "Esperando o parceiro"}
          description="As mais antigas no status primeiro. O painel mostra todas."
          actions={
            <ButtonLink href="/board" size="sm" variant="ghost">
              Ver no painel
            </ButtonLink>
          }
        >
          <HomeNeedingAction operations={home.needingAction} now={home.now.getTime()} />
        </Card>
        {originates && (
          <Card id="em-andamento" title="Originações em andamento" description="Retome de onde parou.">
            <OpenDraftsList drafts={home.drafts} showProduct emptyText="Nenhuma originação em andamento." />
          </Card>
        )}
      </div>
    </div>
  );
}
