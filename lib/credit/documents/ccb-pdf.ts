import {
  accountTypeName,
  bankLabel,
  capitalized,
  formatCivilDate,
  formatCnpj,
  formatCompetence,
  instantInBrasilia,
  money,
  monthYear,
  percent,
} from "@/components/sign/sign-format";
import { INSTRUMENT_VERSION, verificationCodeGroups, type Instrument } from "../signatures/instrument";
import { PdfWriter } from "./pdf-writer";

export const DRAFT_MARK = "MINUTA — NÃO ASSINADA";

/** One signer's evidence on the certificate page, as stored with the decision. */
export interface SignatureEvidence {
  readonly name: string;
  /** `Tomador`. */
  readonly roleName: string;
  readonly cpf: string;
  readonly signedAt: Date;
  /** IPv4 /24 or IPv6 /48, or `local`; never the whole address. */
  readonly clientNetwork: string | null;
  readonly documentSha256: string;
}

export type CcbDocument =
  /** Before every signature: today's instrument, marked as a draft on every page. */
  | { readonly kind: "draft"; readonly instrument: Instrument; readonly documentSha256: string; readonly verifyUrl: string; readonly createdAt: Date }
  /** After every signature: the instrument as signed, and a certificate page with each signature's evidence. */
  | { readonly kind: "signed"; readonly instrument: Instrument; readonly documentSha256: string; readonly verifyUrl: string; readonly signatures: readonly SignatureEvidence[] };

/**
 * The Cédula de Crédito Bancário as a PDF: the same sections, figures and masking as the signature page
 * (components/sign/instrument-view.tsx), written from the same instrument object, so the verification code
 * printed on every page is the SHA-256 of exactly what the PDF shows. A signed CCB's date is its last
 * signature's instant, so its bytes depend on the signed content only.
 */
export async function renderCcbPdf(document: CcbDocument): Promise<Buffer> {
  const { instrument, documentSha256 } = document;
  const code = verificationCodeGroups(documentSha256).join(" ");
  const signed = document.kind === "signed";
  const createdAt = signed ? new Date(Math.max(...document.signatures.map((signature) => signature.signedAt.getTime()))) : document.createdAt;
  const pdf = new PdfWriter({
    title: `${instrument.title} nº ${instrument.number}`,
    metadataTitle: `${instrument.title} nº ${instrument.number}${signed ? " — assinada" : " — minuta não assinada"}`,
    creditor: instrument.creditor,
    correspondent: instrument.correspondent,
    footerLines: [`Código de verificação (SHA-256, ${instrument.version}):`, code, `Confira a autenticidade em ${document.verifyUrl}`],
    ...(!signed && { watermark: DRAFT_MARK }),
    createdAt,
  });

  pdf.title(
    `${instrument.title} nº ${instrument.number}`,
    `${instrument.product.name} · emitida em ${formatCivilDate(instrument.issueDate)} · proposta de ${instrument.correspondent.name}`,
  );
  if (signed) {
    pdf.notice(`Documento assinado eletronicamente. As assinaturas e suas evidências estão no certificado da última página; o código de verificação identifica exatamente estes termos.`);
  } else {
    pdf.notice(
      `${DRAFT_MARK}. Esta é a minuta dos termos a assinar, para leitura: não tem valor de contrato. O contrato só existe depois da assinatura na página de assinatura; se os termos mudarem até lá, o código de verificação muda também.`,
      "warning",
    );
  }
  const { amounts, rates, plan, settlementAccount: account } = instrument;
  const annual = plan.periodicity === "annual";

  pdf.fields(
    [
      { label: "Valor liberado a você", value: money(amounts.releasedInCents) },
      { label: annual ? "Parcelas anuais" : "Parcelas mensais", value: `${plan.installments.length}` },
      { label: "CET", value: `${percent(rates.cetMonthly)} ao mês · ${percent(rates.cetYearly)} ao ano` },
    ],
    3,
  );

  pdf.heading("1. Partes");
  pdf.fields([
    { label: "Credor", value: `${instrument.creditor.name} · CNPJ ${formatCnpj(instrument.creditor.registrationNumber)}` },
    { label: "Correspondente", value: `${instrument.correspondent.name} · CNPJ ${formatCnpj(instrument.correspondent.registrationNumber)}` },
    { label: "Tomador (emitente)", value: `${instrument.borrower.name} · CPF ${instrument.borrower.cpf}` },
  ]);

  pdf.heading("2. Valores do crédito");
  pdf.paragraph(`Produto: ${instrument.product.name}.`, { muted: true, size: 8.5 });
  pdf.fields(
    [
      { label: "Valor contratado", value: money(amounts.contractedInCents) },
      { label: "IOF", value: money(amounts.iofInCents) },
      { label: "Custo de emissão", value: money(amounts.issuanceCostInCents) },
      { label: "Valor liberado a você", value: money(amounts.releasedInCents) },
      { label: "Total a pagar (soma das parcelas)", value: money(amounts.totalPaymentInCents) },
    ],
    3,
  );
  pdf.paragraph("O valor liberado é o contratado menos o IOF e o custo de emissão, que são financiados no contrato.", { muted: true, size: 8.5 });

  pdf.heading("3. Juros e Custo Efetivo Total (CET)");
  pdf.fields([
    { label: "Taxa de juros", value: `${percent(rates.interestMonthly)} ao mês · ${percent(rates.interestYearly)} ao ano` },
    { label: "CET", value: `${percent(rates.cetMonthly)} ao mês · ${percent(rates.cetYearly)} ao ano` },
  ]);
  pdf.paragraph("O CET inclui juros, IOF e custo de emissão (Resolução CMN nº 4.881/2020). A planilha de cálculo do CET mostra cada fluxo e como a taxa foi obtida.", {
    muted: true,
    size: 8.5,
  });

  pdf.heading("4. Plano de pagamento");
  pdf.paragraph(
    `${plan.installments.length} parcelas ${annual ? "anuais, no mês do seu saque-aniversário" : "mensais"}; primeiro vencimento em ${formatCivilDate(plan.firstDueDate)}.`,
    { muted: true, size: 8.5 },
  );
  const sum = (pick: (installment: Instrument["plan"]["installments"][number]) => number) => plan.installments.reduce((total, installment) => total + pick(installment), 0);
  pdf.table(
    [
      { header: "Nº", width: 0.5 },
      { header: "Vencimento", width: 1.1 },
      { header: "Parcela", width: 1.2, align: "right" },
      { header: "Amortização", width: 1.2, align: "right" },
      { header: "Juros", width: 1.1, align: "right" },
      { header: "Saldo devedor", width: 1.2, align: "right" },
    ],
    plan.installments.map((installment) => [
      String(installment.number),
      formatCivilDate(installment.dueDate),
      money(installment.paymentInCents),
      money(installment.principalInCents),
      money(installment.interestInCents),
      money(installment.balanceInCents),
    ]),
    ["Total", "", money(sum((item) => item.paymentInCents)), money(sum((item) => item.principalInCents)), money(sum((item) => item.interestInCents)), ""],
  );

  pdf.heading("5. Conta para liberação do valor");
  pdf.fields([
    { label: "Banco", value: bankLabel(account.bankCode) },
    { label: "Agência", value: account.agency },
    { label: accountTypeName(account.accountType), value: account.account },
    { label: "Forma", value: "Transferência eletrônica, depois das assinaturas" },
  ]);
  pdf.paragraph("O número da conta aparece mascarado; confira os últimos dígitos.", { muted: true, size: 8.5 });

  pdf.heading("6. Garantia");
  collateral(pdf, instrument);

  pdf.heading("7. Condições, desistência e cancelamento");
  for (const clause of instrument.clauses) {
    pdf.subheading(clause.title);
    pdf.paragraph(clause.text, { size: 9 });
  }

  pdf.heading("8. Declaração do tomador");
  pdf.paragraph(instrument.declaration, { size: 9 });
  if (signed) {
    for (const signature of document.signatures) {
      pdf.signatureLine(
        `${signature.name} · CPF ${signature.cpf}`,
        `${signature.roleName}: assinado eletronicamente em ${instantInBrasilia(signature.signedAt)} (horário de Brasília); evidências no certificado de assinaturas.`,
      );
    }
    certificatePage(pdf, document, code);
  } else {
    pdf.signatureLine(`${instrument.borrower.name} · CPF ${instrument.borrower.cpf}`, "Tomador: ainda não assinou (minuta).");
  }
  return pdf.finish();
}

function collateral(pdf: PdfWriter, instrument: Instrument): void {
  const { collateral: pledge } = instrument;
  if (pledge.kind === "payroll") {
    pdf.paragraph("Consignado privado: as parcelas são descontadas da sua folha de pagamento e repassadas ao credor.", { size: 9 });
    const first = instrument.plan.installments[0];
    for (const employer of pledge.employers) {
      pdf.fields(
        [
          { label: "Empregador", value: `${employer.name} · CNPJ ${formatCnpj(employer.registrationNumber)}` },
          { label: "Primeiro desconto em folha", value: `Competência de ${formatCompetence(employer.discountStartCompetence)}` },
          ...(first ? [{ label: "Valor descontado por mês", value: `${money(first.paymentInCents)} (conforme o plano)` }] : []),
        ],
        3,
      );
    }
    return;
  }
  pdf.paragraph(
    "Antecipação do saque-aniversário do FGTS: os valores abaixo ficam bloqueados na sua conta do FGTS e são transferidos ao credor, um por ano, no mês do seu saque-aniversário.",
    { size: 9 },
  );
  const total = pledge.withdrawals.reduce((sum, withdrawal) => sum + withdrawal.amountInCents, 0);
  pdf.table(
    [
      { header: "Saque-aniversário", width: 2 },
      { header: "Valor alienado", width: 1, align: "right" },
    ],
    pledge.withdrawals.map((withdrawal) => [capitalized(monthYear(withdrawal.dueDate)), money(withdrawal.amountInCents)]),
    ["Total", money(total)],
  );
}

/** The certificate of signatures: for each signer the decision, its instant, the network and the code decided on. */
function certificatePage(pdf: PdfWriter, document: Extract<CcbDocument, { kind: "signed" }>, code: string): void {
  const { instrument } = document;
  pdf.newPage();
  pdf.title("Certificado de assinaturas", `${instrument.title} nº ${instrument.number} · operação ${instrument.operationId}`);
  pdf.fields([
    { label: "Documento", value: `${instrument.title} nº ${instrument.number}` },
    { label: "Versão da serialização canônica", value: INSTRUMENT_VERSION },
    { label: "Código de verificação (SHA-256 do documento)", value: code },
    { label: "Verificação pública", value: document.verifyUrl },
  ]);
  for (const [index, signature] of document.signatures.entries()) {
    pdf.heading(`Assinatura ${index + 1}: ${signature.roleName}`);
    pdf.fields([
      { label: "Signatário", value: `${signature.name} · CPF ${signature.cpf}` },
      { label: "Decisão", value: "Assinou (concordância expressa e confirmação dos primeiros dígitos do CPF)" },
      { label: "Data e hora (UTC)", value: `${signature.signedAt.toISOString().replace("T", " ").slice(0, 19)} UTC` },
      { label: "Data e hora (Brasília)", value: instantInBrasilia(signature.signedAt) },
      { label: "Rede de origem registrada", value: signature.clientNetwork === null ? "não registrada" : signature.clientNetwork === "local" ? "rede local" : signature.clientNetwork },
      { label: "Código do documento assinado", value: verificationCodeGroups(signature.documentSha256).join(" ") },
    ]);
  }
  pdf.paragraph(
    "O código de verificação é o SHA-256 da serialização canônica do documento (JSON com chaves ordenadas, valores em centavos, CPF e conta já mascarados). Qualquer alteração nos termos produz outro código. O endereço de rede é registrado só como faixa (IPv4 /24, IPv6 /48); o endereço completo e o dispositivo ficam guardados pelo credor e não constam deste documento.",
    { size: 8.5, muted: true },
  );
}
