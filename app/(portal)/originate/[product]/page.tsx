import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OpenDraftsList } from "@/components/origination/open-drafts-list";
import { StartDraftButton } from "@/components/origination/start-draft-button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireCapability } from "@/lib/portal/auth/current-operator";
import { listOpenDrafts } from "@/lib/portal/origination/list-open-drafts";
import { isDraftProduct, PRODUCT_LABELS } from "@/lib/portal/origination/steps";

const INTRO = {
  payroll:
    "Autorização do trabalhador, consulta da margem livre, simulação por ofertas ou por amortização, proposta ao empregador, criação com a garantia preenchida pela consulta, documentos, envio e links de assinatura.",
  fgts: "Termo de consentimento, simulação com as parcelas anuais no mês do saque-aniversário, criação, documentos, envio e links de assinatura.",
} as const;

export async function generateMetadata({ params }: { params: Promise<{ product: string }> }): Promise<Metadata> {
  const { product } = await params;
  return { title: isDraftProduct(product) ? `Originar ${product === "payroll" ? "consignado" : "FGTS"}` : "Originar" };
}

/** A product's origination: start a new one, or resume one in progress. */
export default async function OriginatePage({ params }: { params: Promise<{ product: string }> }) {
  const { product } = await params;
  if (!isDraftProduct(product)) notFound();
  const operator = await requireCapability("originate");
  const drafts = await listOpenDrafts(operator, product);
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Originação" title={PRODUCT_LABELS[product]} description={INTRO[product]} actions={<StartDraftButton product={product} />} />
      <Card
        id="em-andamento"
        title="Em andamento"
        description="Originações que você começou e ainda não enviou. Retome de onde parou; nada se perde ao sair."
      >
        <OpenDraftsList drafts={drafts} emptyText="Nenhuma originação em andamento. Comece uma nova pelo botão acima." />
      </Card>
    </div>
  );
}
