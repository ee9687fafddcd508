import { describe, expect, it } from "vitest";
import { routes } from "@/lib/contract/routes";
import { endpointReference } from "../reference/endpoints";
import { checkPayload, isPayloadValid } from "../reference/payload-check";
import { requestTemplate } from "../reference/request-template";
import { fgtsBodyWithNumberOfPayments, priceBodyWithTermInMonths } from "../test-fixtures";
import { montarRequisicao } from "./request-tool";

const context = { origin: "http://docs.test" };
const montar = (opId: string, dados?: unknown) => montarRequisicao({ api: "creditapi", opId, dados }, context);

describe("docs_montar_requisicao with dados", () => {
  it("flags termInMonths in a Price body as a field of the FGTS model", () => {
    const { text, isError, structured } = montar("simulateAmortization", priceBodyWithTermInMonths());
    expect(isError).toBeUndefined();
    expect(text).toContain("inválido");
    expect(text).toMatch(/`amortization\.termInMonths` \[campo-de-outro-modelo\]: termInMonths pertence ao modelo FGTS/);
    expect(text).toContain("Campos de outro modelo de cálculo");
    // The Price field that is really missing is reported too, with the API's own message.
    expect(text).toMatch(/`amortization\.numberOfPayments` \[contrato\]: campo obrigatório/);
    expect(structured?.conferencia?.problemas).toEqual(
      expect.arrayContaining([expect.objectContaining({ caminho: "amortization.termInMonths", regra: "campo-de-outro-modelo", correcao: expect.stringContaining("remova termInMonths") })]),
    );
  });

  it("flags numberOfPayments in an FGTS body as a field of the Price/SAC model", () => {
    const { text } = montar("simulateAmortization", fgtsBodyWithNumberOfPayments());
    expect(text).toMatch(/`amortization\.numberOfPayments` \[campo-de-outro-modelo\]: numberOfPayments pertence ao modelo price\/sac/);
  });

  it("does not call a payroll simulation with requestedAmount 1500 (meant as R$ 1.500) a plain valid body", () => {
    const body = { ...priceBodyWithTermInMonths() };
    const { termInMonths: _wrong, ...amortization } = body.amortization;
    const { text } = montar("simulateAmortization", { ...body, amortization: { ...amortization, numberOfPayments: 24, firstPaymentDate: "{{firstPaymentDate}}", requestedAmount: 1500 } });
    expect(text).not.toContain("válido pelo contrato.**");
    expect(text).toMatch(/`amortization\.requestedAmount` \[unidades\]: requestedAmount = 1500 é R\$\s15,00/);
  });

  it("checks the calculation object of every item of a batch", () => {
    const { text } = montar("simulateAmortizationBatch", { items: [fgtsBodyWithNumberOfPayments()] });
    expect(text).toContain("`items[0].amortization.numberOfPayments`");
  });

  it("accepts a valid body with placeholders, and reports the product rules the API checks in the same call", () => {
    const body = { ...priceBodyWithTermInMonths(), amortization: { ...priceBodyWithTermInMonths().amortization, apr: 5 } };
    const { termInMonths: _wrong, ...amortization } = body.amortization;
    const { text, structured } = montar("simulateAmortization", { ...body, amortization: { ...amortization, numberOfPayments: 24, firstPaymentDate: "{{firstPaymentDate}}" } });
    expect(text).toContain("válido pelo contrato, mas a API o recusaria nesta chamada");
    expect(text).toMatch(/`amortization\.apr` \[produto\]: informe apr, a taxa de juros mensal em percentual, de 1\.6 a 3\.8/);
    expect(text).toContain("`amortization.firstPaymentDate`");
    expect(structured?.conferencia).toMatchObject({ valido: true, aceitoPelaApi: false, problemas: [{ caminho: "amortization.apr", regra: "produto" }] });
  });

  it("reads JSON text and refuses text that is not JSON", () => {
    expect(montar("cancelCreditNote", JSON.stringify({ message: "Desistência" })).text).toContain("válido");
    expect(montar("cancelCreditNote", "não é json")).toMatchObject({ isError: true });
  });

  it("checks query parameters of a route without body", () => {
    const { text } = montar("getFirstPaymentDate", { productId: "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01", startDate: "2026-05" });
    expect(text).toMatch(/`startDate` \[contrato\]: informe uma data no formato YYYY-MM-DD/);
  });
});

describe("docs_montar_requisicao without dados", () => {
  it("shows one example per calculation model, in the right units", () => {
    const { text, structured } = montar("createCreditNote");
    expect(structured).toMatchObject({ modo: "modelo", modelo: { cabecalhos: { Authorization: "Bearer {{accessToken}}" } } });
    expect(structured?.modelo?.corpos).toHaveLength(2);
    expect(text).toContain("Authorization: Bearer {{accessToken}}");
    expect(text).toContain('"amortizationType": "price"');
    expect(text).toContain('"amortizationType": "fgts"');
    expect(text).toContain('"requestedAmount": 150000');
    expect(text).toContain('"totalValue": 1500');
  });

  it("answers unknown operations like a missing page, with suggestions", () => {
    expect(montar("createCreditNotes")).toMatchObject({ isError: true, text: expect.stringContaining("createCreditNote") });
  });

  it("answers other products' APIs plainly", () => {
    expect(montarRequisicao({ api: "bankingapi", opId: "x", dados: undefined }, context).text).toContain("não faz parte deste produto");
  });
});

describe("request templates", () => {
  // The examples the server publishes must pass the same schemas the API validates with.
  it.each(endpointReference().filter((endpoint) => endpoint.body !== undefined).map((endpoint) => [endpoint.operationId, endpoint] as const))(
    "%s: every example body is valid",
    (operationId, endpoint) => {
      const route = Object.values(routes).find((candidate) => candidate.operationId === operationId);
      expect(route).toBeDefined();
      for (const { body } of requestTemplate(endpoint).bodies) {
        const check = checkPayload(route!, body);
        expect(check.problems).toEqual([]);
        expect(isPayloadValid(check)).toBe(true);
        expect(check.acceptedByApi).toBe(true);
        // The published examples need no warning either: collateral, consent term and units are right.
        expect(check.warnings).toEqual([]);
      }
    },
  );
});
