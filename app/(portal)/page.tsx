import Link from "next/link";
import { requireOperator } from "@/lib/portal/auth/current-operator";
import { ROLE_LABELS } from "@/lib/portal/auth/roles";

const PRODUCTS = [
  {
    title: "Consignado privado",
    text: "Autorização de margem, consulta de margem livre, simulação por ofertas ou por amortização, proposta ao empregador, criação, garantias, documentos, envio e assinaturas.",
  },
  {
    title: "Antecipação do saque-aniversário FGTS",
    text: "Termo de consentimento, simulação com parcelas anuais no mês do saque, criação, documentos, envio e assinaturas; averbação no agente operador do FGTS.",
  },
];

export default async function HomePage() {
  const operator = await requireOperator();
  return (
    <div className="space-y-8">
      <section>
        <p className="text-sm text-slate-500">
          Olá, {operator.name} · {ROLE_LABELS[operator.role]}
          {operator.branch ? ` · ${operator.branch.name}` : ""}
        </p>
        <h1 className="text-2xl font-semibold text-brand-900">Portal de originação de crédito</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          Originação e acompanhamento de operações de consignado privado e de antecipação do saque-aniversário FGTS para
          correspondentes, agentes de crédito e gestores.
        </p>
      </section>

      <section aria-labelledby="produtos" className="grid gap-4 md:grid-cols-2">
        <h2 id="produtos" className="sr-only">
          Produtos
        </h2>
        {PRODUCTS.map((product) => (
          <article key={product.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-medium text-slate-900">{product.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{product.text}</p>
          </article>
        ))}
      </section>

      <section aria-labelledby="integracao" className="rounded-lg border border-brand-100 bg-brand-50 p-5">
        <h2 id="integracao" className="font-medium text-brand-900">
          Integração
        </h2>
        <ul className="mt-3 space-y-2 text-sm text-slate-700">
          <li>
            Contrato da API de crédito (OpenAPI 3.1):{" "}
            <Link className="font-medium text-brand-700 underline" href="/v1/openapi.json" prefetch={false}>
              /v1/openapi.json
            </Link>
          </li>
          <li>
            Saúde do serviço:{" "}
            <Link className="font-medium text-brand-700 underline" href="/health" prefetch={false}>
              /health
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
