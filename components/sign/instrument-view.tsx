import type { ReactNode } from "react";
import type { Instrument } from "@/lib/credit/signatures/instrument";
import { installmentBreakdownText } from "@/lib/portal/format/installment-breakdown";
import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { CollateralSection } from "./collateral-section";
import { InstallmentPlanTable } from "./installment-plan-table";
import { KeyFigures } from "./key-figures";
import { accountTypeName, bankLabel, formatCnpj, formatCivilDate, money, percent } from "./sign-format";
import { pluralize, pluralWord } from "@/lib/portal/format/plural";

/**
 * The instrument as the signer reads it, section by section, from the instrument object and nothing else (so the
 * verification code covers exactly this). `idPrefix` keeps ids unique when a page shows it inside another view.
 */
export function InstrumentView({ instrument, idPrefix = "instrumento" }: { instrument: Instrument; idPrefix?: string }) {
  const { amounts, rates, plan, settlementAccount: account } = instrument;
  const annual = plan.periodicity === "annual";
  return (
    <div className="space-y-6">
      <KeyFigures instrument={instrument} />

      <Section id={`${idPrefix}-partes`} title="1. Partes">
        <DescriptionList
          items={[
            { term: "Credor", value: <Party name={instrument.creditor.name} cnpj={instrument.creditor.registrationNumber} /> },
            { term: "Correspondente", value: <Party name={instrument.correspondent.name} cnpj={instrument.correspondent.registrationNumber} /> },
            {
              term: "Tomador (você)",
              value: (
                <>
                  {instrument.borrower.name}
                  <span className="block font-normal text-slate-600">CPF {instrument.borrower.cpf}</span>
                </>
              ),
              wide: true,
            },
          ]}
        />
      </Section>

      <Section id={`${idPrefix}-valores`} title="2. Valores do crédito" description={`Produto: ${instrument.product.name}.`}>
        <DescriptionList
          columns={3}
          items={[
            { term: "Valor contratado", value: <Amount>{money(amounts.contractedInCents)}</Amount> },
            { term: "IOF", value: <Amount>{money(amounts.iofInCents)}</Amount> },
            { term: "Custo de emissão", value: <Amount>{money(amounts.issuanceCostInCents)}</Amount> },
            { term: "Valor liberado a você", value: <Amount>{money(amounts.releasedInCents)}</Amount> },
            { term: "Total a pagar (soma das parcelas)", value: <Amount>{money(amounts.totalPaymentInCents)}</Amount> },
          ]}
        />
        <p className="mt-3 text-sm text-slate-600">O valor liberado é o contratado menos o IOF e o custo de emissão, que são financiados no contrato.</p>
      </Section>

      <Section id={`${idPrefix}-taxas`} title="3. Juros e Custo Efetivo Total (CET)">
        <DescriptionList
          items={[
            { term: "Taxa de juros", value: <Amount>{`${percent(rates.interestMonthly)} ao mês · ${percent(rates.interestYearly)} ao ano`}</Amount> },
            {
              term: "CET",
              value: (
                <Amount className="text-brand-900">{`${percent(rates.cetMonthly)} ao mês · ${percent(rates.cetYearly)} ao ano`}</Amount>
              ),
            },
          ]}
        />
        <p className="mt-3 text-sm text-slate-600">
          O CET inclui juros, IOF e custo de emissão (Resolução CMN nº 4.881/2020). Compare o CET, não só a taxa de juros, ao avaliar uma proposta.
        </p>
      </Section>

      <Section
        id={`${idPrefix}-plano`}
        title="4. Plano de pagamento"
        description={`${pluralize(plan.installments.length, "parcela", "parcelas")} ${pluralWord(plan.installments.length, annual ? "anual" : "mensal", annual ? "anuais" : "mensais")}${annual ? ", no mês do seu saque-aniversário" : ""} (${installmentBreakdownText(
          plan.installments.map((installment) => installment.paymentInCents),
          money,
        )}); primeiro vencimento em ${formatCivilDate(plan.firstDueDate)}.`}
      >
        <InstallmentPlanTable plan={plan} />
      </Section>

      <Section id={`${idPrefix}-conta`} title="5. Conta para liberação do valor">
        <DescriptionList
          items={[
            { term: "Banco", value: bankLabel(account.bankCode) },
            { term: "Agência", value: account.agency },
            { term: accountTypeName(account.accountType), value: <span className="tabular-nums">{account.account}</span> },
            { term: "Forma", value: "Transferência eletrônica, depois das assinaturas" },
          ]}
        />
        <p className="mt-3 text-sm text-slate-600">
          O número da conta aparece mascarado; confira os últimos dígitos. Se a conta não for sua, não assine: fale com o correspondente.
        </p>
      </Section>

      <Section id={`${idPrefix}-garantia`} title="6. Garantia">
        <CollateralSection instrument={instrument} />
      </Section>

      <Section id={`${idPrefix}-condicoes`} title="7. Condições, desistência e cancelamento">
        <div className="space-y-4 text-sm leading-relaxed text-slate-800">
          {instrument.clauses.map((clause) => (
            <section key={clause.id} aria-labelledby={`${idPrefix}-clausula-${clause.id}`}>
              <h3 id={`${idPrefix}-clausula-${clause.id}`} className="font-semibold text-slate-900">
                {clause.title}
              </h3>
              <p className="mt-1">{clause.text}</p>
            </section>
          ))}
        </div>
      </Section>
    </div>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card id={id} title={title} description={description}>
      {children}
    </Card>
  );
}

function Party({ name, cnpj }: { name: string; cnpj: string }) {
  return (
    <>
      {name}
      <span className="block font-normal text-slate-600">CNPJ {formatCnpj(cnpj)}</span>
    </>
  );
}

function Amount({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={`tabular-nums ${className ?? ""}`}>{children}</span>;
}
