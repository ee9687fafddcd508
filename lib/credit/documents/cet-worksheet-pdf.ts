import { formatCivilDate, money, percent } from "@/components/sign/sign-format";
import type { CetWorksheet } from "./cet-worksheet";
import { PdfWriter } from "./pdf-writer";

export const CET_WORKSHEET_TITLE = "Planilha de cálculo do CET";

const MODEL_NAMES = { price: "Tabela Price (parcelas iguais)", sac: "SAC (amortizações iguais)", fgts: "Antecipação do saque-aniversário do FGTS" } as const;

/**
 * The worksheet as a PDF. Its date is the calculation's base date (the document says what was simulated on that
 * day), so the same plan gives the same bytes.
 */
export async function renderCetWorksheetPdf(worksheet: CetWorksheet): Promise<Buffer> {
  const { facts, amounts, rates, flows } = worksheet;
  const reference = facts.creditNoteNo ? `operação nº ${facts.creditNoteNo}` : "simulação (antes da contratação)";
  const pdf = new PdfWriter({
    title: facts.creditNoteNo ? `${CET_WORKSHEET_TITLE} · CCB nº ${facts.creditNoteNo}` : `${CET_WORKSHEET_TITLE} · simulação`,
    metadataTitle: facts.creditNoteNo ? `${CET_WORKSHEET_TITLE} — operação ${facts.creditNoteNo}` : `${CET_WORKSHEET_TITLE} — simulação`,
    creditor: facts.creditor,
    correspondent: facts.correspondent,
    footerLines: [
      `${CET_WORKSHEET_TITLE} (Resolução CMN nº 4.881/2020) · ${reference}`,
      `Data-base do cálculo ${formatCivilDate(facts.startDate)}. Valores em reais; datas no calendário civil.`,
    ],
    createdAt: new Date(`${facts.startDate}T12:00:00Z`),
  });
  const annual = facts.model === "fgts";

  pdf.title(CET_WORKSHEET_TITLE, `${facts.productName} · ${reference} · data-base do cálculo ${formatCivilDate(facts.startDate)}`);
  pdf.notice(
    "Esta planilha mostra como foi calculado o Custo Efetivo Total (CET) do crédito: o valor que você recebe, cada pagamento com a sua data e a taxa que iguala os dois. Compare o CET, não só a taxa de juros, ao avaliar uma proposta.",
  );

  pdf.heading("1. Identificação");
  pdf.fields([
    ...(facts.borrower ? [{ label: "Tomador", value: `${facts.borrower.name} · CPF ${facts.borrower.cpf}` }] : []),
    { label: "Produto", value: facts.productName },
    { label: "Sistema de amortização", value: MODEL_NAMES[facts.model] },
    { label: "Parcelas", value: `${flows.length - 1} ${annual ? "anuais" : "mensais"}` },
  ]);

  pdf.heading("2. Valores");
  pdf.fields(
    [
      { label: "Valor contratado", value: money(amounts.contractedInCents) },
      { label: amounts.iofInCents > 0 && !worksheet.iofFinanced ? "IOF (pago à vista)" : "IOF (financiado)", value: money(amounts.iofInCents) },
      { label: "Custo de emissão (financiado)", value: money(amounts.issuanceCostInCents) },
      { label: "Valor liberado ao tomador", value: money(amounts.releasedInCents) },
      { label: "Juros (soma)", value: money(amounts.interestInCents) },
      ...(amounts.fixedCostsInCents > 0 ? [{ label: "Custos fixos nas parcelas (soma)", value: money(amounts.fixedCostsInCents) }] : []),
      { label: "Total a pagar (soma das parcelas)", value: money(amounts.totalPaymentInCents) },
      { label: "Seguro", value: "Não contratado" },
    ],
    3,
  );
  pdf.paragraph(composition(worksheet), { size: 8.5, muted: true });

  pdf.heading("3. Taxas");
  pdf.fields([
    { label: "Taxa de juros", value: `${percent(rates.interestMonthly)} ao mês · ${percent(rates.interestYearly)} ao ano` },
    { label: "Custo Efetivo Total (CET)", value: `${percent(rates.cetMonthly)} ao mês · ${percent(rates.cetYearly)} ao ano` },
  ]);

  pdf.heading("4. Fluxo de pagamentos");
  pdf.paragraph(
    "Fluxo 0 é o valor recebido pelo tomador na data-base; os demais são as parcelas, com todos os custos embutidos. O valor presente de cada parcela é descontado pelo CET anual: FCj / (1 + CET)^(dias/365).",
    { size: 8.5, muted: true },
  );
  const presentValueSum = flows.slice(1).reduce((sum, flow) => sum + flow.presentValueInCents, 0);
  pdf.table(
    [
      { header: "Fluxo", width: 0.6 },
      { header: "Data", width: 1.1 },
      { header: "Dias desde a data-base", width: 1.3, align: "right" },
      { header: "Valor", width: 1.3, align: "right" },
      { header: "Valor presente no CET", width: 1.4, align: "right" },
    ],
    flows.map((flow) => [
      flow.number === 0 ? "0 (liberação)" : String(flow.number),
      formatCivilDate(flow.date),
      String(flow.days),
      money(flow.amountInCents),
      money(Math.round(flow.presentValueInCents)),
    ]),
    ["Parcelas", "", "", money(amounts.totalPaymentInCents), money(Math.round(presentValueSum))],
  );

  pdf.heading("5. Como o CET foi calculado");
  pdf.paragraph(
    "O CET é a taxa anual que iguala o valor recebido (FC0) à soma das parcelas (FCj) descontadas pelo número de dias corridos entre a data-base (d0) e cada vencimento (dj), com ano de 365 dias (Resolução CMN nº 4.881/2020, art. 4º):",
  );
  pdf.paragraph("FC0 = soma, para j de 1 a n, de FCj / (1 + CET)^((dj − d0) / 365)", { bold: true });
  pdf.paragraph(
    `Com FC0 = ${money(amounts.netReleaseInCents)} e as ${flows.length - 1} parcelas da tabela, a solução é CET = ${percent(rates.cetYearly)} ao ano; a soma dos valores presentes das parcelas reproduz FC0. O CET mensal é a taxa equivalente: (1 + CET anual)^(1/12) − 1 = ${percent(rates.cetMonthly)} ao mês. As taxas são arredondadas com duas casas decimais.`,
  );
  return pdf.finish();
}

function composition({ amounts, iofFinanced }: CetWorksheet): string {
  const share = (value: number) => `${((value / amounts.totalPaymentInCents) * 100).toFixed(2).replace(".", ",")}%`;
  const parts = [
    `valor liberado ${share(amounts.releasedInCents)}`,
    `juros ${share(amounts.interestInCents)}`,
    `IOF ${share(amounts.iofInCents)}`,
    `custo de emissão ${share(amounts.issuanceCostInCents)}`,
  ];
  if (amounts.fixedCostsInCents > 0) parts.push(`custos fixos ${share(amounts.fixedCostsInCents)}`);
  const iof = iofFinanced ? "O IOF e o custo de emissão são financiados: descontados do valor contratado." : "O IOF é pago à vista, na liberação.";
  return `${iof} Composição do total a pagar: ${parts.join(" · ")}.`;
}
