import { describe, expect, it } from "vitest";
import { apiJargonTerms, findApiJargon } from "./api-jargon";

describe("the API jargon matcher", () => {
  const terms = apiJargonTerms();

  it("takes its terms from the contract: statuses, routes, fields, methods, the header, the format", () => {
    for (const term of ["ComplianceApproval", "Disapproved", "Approved", "RegistryEmployeeRefinance", "NotSet", "creditNoteNo", "requestedAmount", "PUT", "Idempotency-Key", "ETag", "YYYY-MM-DD", "YYYY-MM-DDTHH:MM:SSZ", "JSON"]) {
      expect(terms.exact, term).toContain(term);
    }
    for (const term of ["SignUrl", "RegistryEmployee", "doneWarrantyRevision", "submitApproval", "getCreditNoteSignUrl"]) expect(terms.anyCase, term).toContain(term);
  });

  it.each([
    ["Corrija a garantia e chame doneWarrantyRevision", ["doneWarrantyRevision"]],
    ["Obtenha as URLs em SignUrl e entregue", ["SignUrl"]],
    ["Corrija os atributos por PUT e reenvie", ["PUT"]],
    ["informe uma data no formato YYYY-MM-DD", ["YYYY-MM-DD"]],
    ["data e hora no formato YYYY-MM-DDTHH:MM:SSZ", ["YYYY-MM-DDTHH:MM:SSZ"]],
    ["Operação 123 enviada (status ComplianceApproval)", ["ComplianceApproval"]],
    ["Baixar o documento (JSON canônico)", ["JSON"]],
    ["POST .../submitapproval", ["POST", "submitapproval"]],
    ["Uma requisição com esta Idempotency-Key", ["Idempotency-Key"]],
  ])("finds the API's names in %j", (text, found) => {
    expect(findApiJargon(text, terms)).toEqual(found);
  });

  it.each([
    "Rascunho · Análise de compliance · Reprovada · Cancelada",
    "Drafts, Errors e Approvedness não são os valores", // inside longer words
    "CPF 123.456.789-09 · RG · SP · Tabela Price · FGTS",
    "Contato por WhatsApp ou e-mail",
    "Baixar a minuta (PDF)",
    "Baixar a CCB assinada (PDF)", // the Ccb route's segment is a single word: matched as written only
  ])("leaves plain pt-BR alone: %j", (text) => {
    expect(findApiJargon(text, terms)).toEqual([]);
  });
});
