import { describe, expect, it } from "vitest";
import { analyzeQuery } from "./query";
import { QuestionMatcher } from "./question-match";
import { wordPairs } from "./tokenize";

const matcher = new QuestionMatcher([
  { id: "cancelar", questions: ["o cliente desistiu depois do dinheiro cair, dá pra cancelar?", "cancelar operação liquidada"] },
  { id: "muitas", questions: ["cliente", "dinheiro", "cair", "desistiu"] },
  { id: "margem", questions: ["a autorização de margem vale pro FGTS?"] },
]);

describe("QuestionMatcher", () => {
  it("scores each card by its closest single form, not by the bag of its forms", () => {
    const closest = matcher.closest(analyzeQuery("o cliente desistiu depois que o dinheiro caiu, dá pra cancelar?"));
    // Near 1 but not 1: the synonyms the question calls for ("dinheiro" → liquidação) count, at half a typed word.
    expect(closest.get("cancelar")).toBeGreaterThan(0.65);
    // Each of its forms shares one word: their bag holds the question's words as well, its closest form does not.
    expect(closest.get("muitas") ?? 0).toBeLessThanOrEqual(0.5);
    expect(closest.has("margem")).toBe(false);
  });

  it("gives nearly 1 to a form asked word for word (the synonyms of its words aside) and nothing to a query it does not know", () => {
    expect(matcher.closest(analyzeQuery("a autorização de margem vale pro FGTS?")).get("margem")).toBeGreaterThan(0.9);
    expect(matcher.closest(analyzeQuery("xyzzy")).size).toBe(0);
    expect(matcher.closest([]).size).toBe(0);
  });
});

describe("wordPairs", () => {
  it("pairs adjacent terms once stopwords are gone, an identifier by its whole form", () => {
    expect(wordPairs("autorização de margem")).toEqual(wordPairs("autorizacao da margem"));
    expect(wordPairs("a autorização de margem")).toHaveLength(1);
    expect(wordPairs("mande o registry_EmployeeCode")).toEqual(["mand registry_employeecode"]);
    expect(wordPairs("margem")).toEqual([]);
  });
});
