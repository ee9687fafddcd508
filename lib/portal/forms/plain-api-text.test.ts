import { describe, expect, it } from "vitest";
import { civilDateExpectation } from "@/lib/contract/units";
import { plainApiText } from "./plain-api-text";

describe("plainApiText", () => {
  it.each([
    [civilDateExpectation, "informe uma data válida (dia, mês e ano)"],
    [`campo obrigatório: ${civilDateExpectation}`, "campo obrigatório: informe uma data válida (dia, mês e ano)"],
    [
      "O parceiro pediu o cancelamento, em processamento: nenhuma decisão da mesa se aplica (aguarde Canceled).",
      "O parceiro pediu o cancelamento, em processamento: nenhuma decisão da mesa se aplica (aguarde a conclusão do cancelamento).",
    ],
    [
      "cada parcela anual deve ficar entre R$ 100,00 e R$ 500,00 (Res. CCFGTS 1.130/2025): ajuste requestedAmount (centavos) ou termInMonths",
      "cada parcela anual deve ficar entre R$ 100,00 e R$ 500,00 (Res. CCFGTS 1.130/2025): reduza o valor ou antecipe mais saques",
    ],
    ["A operação está em WarrantyRevision.", "A operação está em Revisão da garantia."],
  ])("%s", (api, plain) => {
    expect(plainApiText(api)).toBe(plain);
  });

  it("says a reused or running idempotency key in plain words", () => {
    const text = plainApiText("Uma requisição com esta Idempotency-Key ainda está em andamento; aguarde e repita.");
    expect(text).toBe("Este envio já foi recebido com outros dados ou ainda está em andamento: atualize a página e confira antes de enviar de novo.");
  });

  it("leaves words that merely contain a status alone", () => {
    expect(plainApiText("Drafts e Errors não são status")).toBe("Drafts e Errors não são status");
  });
});
