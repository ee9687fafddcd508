/**
 * The clauses of the instrument in pt-BR: how it is paid (payroll discount or pledged birthday withdrawals),
 * early settlement, the CET, withdrawal in 7 days (stated as information: CDC art. 49 is customary for credit
 * contracted away from the lender's premises), refusal before signing, and what the signature records. They
 * are part of the instrument, so of its hash: editing a text here means a new INSTRUMENT_VERSION.
 */
import type { InstrumentCollateral } from "./instrument";

export interface InstrumentClause {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

const COMPETENCE = new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" });

/** `2026-05-01` → `maio de 2026`. */
function competenceName(competence: string): string {
  return COMPETENCE.format(new Date(`${competence.slice(0, 7)}-01T12:00:00Z`));
}

function paymentClause(collateral: InstrumentCollateral): InstrumentClause {
  if (collateral.kind === "fgts") {
    return {
      id: "pagamento",
      title: "Garantia e pagamento",
      text:
        "Você autoriza o bloqueio, na sua conta do FGTS, dos valores dos saques-aniversário indicados na garantia, em favor do credor " +
        "(alienação fiduciária). Em cada ano de vencimento, o valor da parcela é transferido ao credor no mês do seu saque-aniversário, " +
        "até a quitação. Não há desconto em folha nem boleto neste contrato; se o saldo do FGTS não bastar para uma parcela, a diferença " +
        "continua devida ao credor.",
    };
  }
  const employers = collateral.employers.map((employer) => employer.name).join(" e ");
  const first = collateral.employers.map((employer) => employer.discountStartCompetence).sort()[0];
  return {
    id: "pagamento",
    title: "Desconto em folha e pagamento",
    text:
      `As parcelas são descontadas da sua folha de pagamento pelo empregador (${employers})` +
      (first ? ` a partir da competência de ${competenceName(first)}` : "") +
      " e repassadas ao credor. Se o desconto não puder ser feito, por exemplo porque o vínculo de emprego terminou ou a margem " +
      "consignável deixou de comportar a parcela, a parcela continua devida e será cobrada de você diretamente.",
  };
}

export function instrumentClauses({
  correspondentName,
  collateral,
}: {
  correspondentName: string;
  collateral: InstrumentCollateral;
}): InstrumentClause[] {
  return [
    paymentClause(collateral),
    {
      id: "liquidacao-antecipada",
      title: "Liquidação antecipada",
      text:
        "Você pode quitar este contrato antecipadamente, no todo ou em parte, com redução proporcional dos juros e demais acréscimos " +
        "(Código de Defesa do Consumidor, art. 52, § 2º).",
    },
    {
      id: "cet",
      title: "Custo Efetivo Total (CET)",
      text:
        "O CET reúne os juros, o IOF e o custo de emissão deste contrato e é informado como taxa mensal e anual, calculado conforme a " +
        "Resolução CMN nº 4.881/2020.",
    },
    {
      id: "arrependimento",
      title: "Direito de arrependimento (informação)",
      text:
        `Esta contratação é feita fora do estabelecimento do credor, por meio eletrônico e por intermédio de ${correspondentName}, correspondente do credor. ` +
        "O Código de Defesa do Consumidor (art. 49) prevê, nesses casos, o direito de desistir do contrato em até 7 (sete) dias, " +
        "contados da assinatura ou do recebimento do valor. Se você desistir, devolve o valor liberado e recebe de volta, atualizados, " +
        "os valores que tiver pago a qualquer título nesse prazo. Para desistir, procure o correspondente ou o credor.",
    },
    {
      id: "recusa",
      title: "Antes de assinar",
      text: "Até assinar, você pode recusar esta proposta nesta página, sem custo: a operação é cancelada e nenhum valor é liberado.",
    },
    {
      id: "registro",
      title: "Registro da assinatura",
      text:
        "Ao assinar ou recusar, ficam registrados a data e a hora, o endereço de rede (IP) de onde você acessou, a identificação do " +
        "navegador e o código de verificação deste documento, como prova da sua decisão. O credor guarda esses dados; o endereço de " +
        "rede e o navegador não são repassados ao correspondente.",
    },
  ];
}

/** What ticking "li e concordo" declares. */
export function signatureDeclaration(creditNoteNo: string): string {
  return (
    `Declaro que li a Cédula de Crédito Bancário nº ${creditNoteNo}, que os dados acima conferem e que concordo com os seus termos, ` +
    "assinando-a eletronicamente."
  );
}
