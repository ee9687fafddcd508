import { describe, expect, it } from "vitest";
import { Bm25Index } from "./bm25";
import { searchCorpus } from "./corpus";
import { stem, tokenize } from "./tokenize";

describe("tokenize", () => {
  it("folds accents, drops pt-BR stopwords and folds plurals", () => {
    expect(tokenize("As Operações da conta")).toEqual(["operacao", "conta"]);
    expect(stem("parcelas")).toBe("parcela");
    expect(stem("ordens")).toBe("ordem");
  });

  it("keeps identifiers whole and also splits them", () => {
    expect(tokenize("termInMonths")).toEqual(["terminmonth", "term", "month"]);
    expect(tokenize("registry_EmployeeCode")).toEqual(["registry_employeecode", "registry", "employee", "code"]);
  });
});

describe("Bm25Index", () => {
  const index = new Bm25Index([
    { id: "a", title: "Cancelar operação", text: "Como cancelar uma operação em andamento." },
    { id: "b", title: "Simulação", text: "Simule antes de criar a operação." },
    { id: "c", title: "Margem", text: "Consulta de margem livre do trabalhador." },
  ]);

  it("ranks the document that matches more and rarer words first", () => {
    expect(index.search("cancelar operação").map((hit) => hit.document.id)).toEqual(["a", "b"]);
    expect(index.search("margem")[0]?.document.id).toBe("c");
  });

  it("finds nothing for stopwords only", () => {
    expect(index.search("de a o")).toEqual([]);
  });
});

describe("searchCorpus", () => {
  const ids = (query: string, options?: Parameters<typeof searchCorpus>[1]) => searchCorpus(query, options).map((result) => result.document.id);

  it("finds the endpoint by a route word", () => {
    expect(ids("SignUrl assinatura")[0]).toBe("getCreditNoteSignUrl");
  });

  it("finds the guide section about units", () => {
    expect(ids("totalValue em reais ou centavos").slice(0, 3)).toContain("convencoes#valores-em-dinheiro");
  });

  it("finds the cancel section and endpoint", () => {
    const top = ids("cancelar operação").slice(0, 3);
    expect(top).toEqual(expect.arrayContaining(["cancelCreditNote"]));
    expect(top.some((id) => id.endsWith("#cancelar-excluir-restaurar"))).toBe(true);
  });

  it("restricts to a module and to a scope", () => {
    const fgtsOnly = searchCorpus("margem proposta empregador", { module: "fgts" });
    expect(fgtsOnly.every((result) => result.document.modules.includes("fgts"))).toBe(true);
    expect(ids("margem", { module: "fgts" })).not.toContain("queryFreeMargin");
    expect(searchCorpus("operação", { scope: "guias" }).every((result) => result.document.kind === "guia")).toBe(true);
    expect(searchCorpus("operação", { scope: "endpoints" }).every((result) => result.document.kind === "endpoint")).toBe(true);
  });

  it("answers each hit with an excerpt and how to open it", () => {
    const [first] = searchCorpus("webhook");
    expect(first?.document.id).toBe("acompanhamento#nao-ha-webhook");
    expect(first?.excerpt).toMatch(/webhook|evento/i);
    expect(first?.document.open).toBe('docs_ler_guia id="acompanhamento#nao-ha-webhook"');
  });
});
