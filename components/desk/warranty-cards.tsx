import { Card } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import type { WarrantyItem } from "@/lib/contract";
import { formatCnpj } from "@/lib/contract/tax-ids";
import { formatCents, formatReais, type Reais } from "@/lib/money";
import { formatCompetence, formatContractDay } from "@/lib/portal/format/dates";

/** The collateral of a payroll operation, item by item, as the desk checks it against the employer's data. */
export function WarrantyCards({ items }: { items: readonly WarrantyItem[] }) {
  return items.map((item, index) => (
    <Card key={index} id={`garantia-${index}`} title={items.length > 1 ? `Garantia ${index + 1}` : "Garantia"}>
      <DescriptionList
        columns={3}
        items={[
          { term: "Empregador", value: `${item.registry_EmployerName} · CNPJ ${formatCnpj(item.registry_EmployerRegistrationNumber)}` },
          { term: "Código do empregador no registro", value: String(item.registry_EmployerRegistrationCode) },
          { term: "Matrícula", value: item.registry_EmployeeCode },
          { term: "Admissão", value: formatContractDay(item.registry_EmployeeAdmissionDate) },
          { term: "Primeiro desconto", value: formatCompetence(item.registry_DiscountStartPeriod) },
          { term: "Valor garantido", value: formatReais(item.totalValue as Reais) },
          { term: "Margem original", value: item.registry_OriginalMargin === undefined ? "—" : formatReais(item.registry_OriginalMargin as Reais) },
          { term: "Tipo", value: item.warrantyType === "RegistryEmployee" ? "Empréstimo novo" : "Refinanciamento" },
          {
            term: "Reforço FGTS",
            value: item.registry_HasWarranty ? `Sim, saldo de ${item.registry_WarrantyFgtsBalanceInCents === undefined ? "—" : formatCents(item.registry_WarrantyFgtsBalanceInCents)}` : "Não",
          },
        ]}
      />
    </Card>
  ));
}
