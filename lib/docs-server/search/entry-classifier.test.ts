import { describe, expect, it } from "vitest";
import { CLASSIFIER_TRAINING, classifierFeatures, EntryClassifier, type LabelledText } from "./entry-classifier";

const examples: LabelledText[] = [
  { text: "Cancelar operação: POST /v1/CreditNote/{id}/cancel com o motivo", entry: "cancelar" },
  { text: "como cancelo uma operação que o cliente desistiu?", entry: "cancelar" },
  { text: "o cancelamento da operação é imediato?", entry: "cancelar" },
  { text: "Anexar documentos à operação: uploads com o termo de autorização", entry: "anexar" },
  { text: "onde mando o termo assinado da operação?", entry: "anexar" },
  { text: "posso anexar o PDF depois de criar a operação?", entry: "anexar" },
  { text: "A averbação reserva a parcela na margem do trabalhador", entry: "averbacao" },
  { text: "quando a margem fica reservada?", entry: "averbacao" },
  { text: "a operação averbada reserva margem do trabalhador?", entry: "averbacao" },
];

function ranked(classifier: EntryClassifier, query: string): string[] {
  return [...classifier.probabilities(query).entries()].sort((a, b) => b[1] - a[1]).map(([entry]) => entry);
}

describe("entry classifier", () => {
  const classifier = new EntryClassifier(examples);

  it("reads a word's stem and a long word whole, without accents or case", () => {
    expect(classifierFeatures("Averbação averbada")).toEqual(["s:averba", "w:averbacao", "w:averbada"]);
    expect(classifierFeatures("registryOfferCTPSRequestId")).toContain("w:registryofferctpsrequestid");
    expect(classifierFeatures("?!")).toEqual([]);
  });

  it("puts first the entry whose questions use the question's telling words, not the words every entry shares", () => {
    expect(ranked(classifier, "o cliente desistiu, dá pra cancelar a operação?")[0]).toBe("cancelar");
    expect(ranked(classifier, "mandar o termo em PDF pra operação")[0]).toBe("anexar");
    // "operação" is in every entry's examples; "margem" in one.
    expect(ranked(classifier, "margem da operação reservada")[0]).toBe("averbacao");
  });

  it("learns a slice at a time, to the same weights as all at once, and finishes before it answers", () => {
    const sliced = new EntryClassifier(examples);
    let slices = 0;
    while (sliced.trainSlice()) slices++;
    // Nine examples are one slice: one per step.
    expect(slices).toBe(CLASSIFIER_TRAINING.steps - 1);
    expect(sliced.trainSlice()).toBe(false);
    const query = "o cliente desistiu, dá pra cancelar a operação?";
    expect([...sliced.probabilities(query)]).toEqual([...classifier.probabilities(query)]);
    const halfway = new EntryClassifier(examples);
    halfway.trainSlice();
    expect([...halfway.probabilities(query)]).toEqual([...classifier.probabilities(query)]);
    expect(halfway.trainSlice()).toBe(false);
  });

  it("slices a pass over many examples, to the same weights", () => {
    const many = Array.from({ length: 2_500 }, (_, index) => examples[index % examples.length] as LabelledText);
    const whole = new EntryClassifier(many);
    const sliced = new EntryClassifier(many);
    let slices = 0;
    while (sliced.trainSlice()) slices++;
    // 2,500 examples take three slices a pass.
    expect(slices).toBe(3 * CLASSIFIER_TRAINING.steps - 1);
    const query = "margem reservada";
    expect([...sliced.probabilities(query)]).toEqual([...whole.probabilities(query)]);
  });

  it("answers a probability per entry that sum to one, and nothing for words it never saw", () => {
    const probabilities = classifier.probabilities("cancelamento da operação hoje");
    expect(probabilities.size).toBe(3);
    expect([...probabilities.values()].reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 10);
    expect(classifier.probabilities("xyzzy quux plugh").size).toBe(0);
  });

  it("leaves a query of one or two words to the words: a keyword names what it wants", () => {
    expect(classifier.probabilities("cancelamento").size).toBe(0);
    expect(classifier.probabilities("margem reservada").size).toBe(0);
    expect(classifier.probabilities("margem fica reservada").size).toBe(3);
  });

  it("learns the same model from the same texts", () => {
    expect([...new EntryClassifier(examples).probabilities("termo da operação")]).toEqual([...classifier.probabilities("termo da operação")]);
  });

  it("counts a long entry's many examples for less, so it is not every question's answer", () => {
    const crowded = [
      ...Array.from({ length: 30 }, (_, index) => ({ text: `operação status ${index} consulta varredura`, entry: "longa" })),
      { text: "qual o prazo do token", entry: "token" },
      { text: "token expira em quanto tempo", entry: "token" },
    ];
    const belief = (balance: number) => new EntryClassifier(crowded, { ...CLASSIFIER_TRAINING, balance }).probabilities("prazo do token da operação").get("token") ?? 0;
    expect(belief(CLASSIFIER_TRAINING.balance)).toBeGreaterThan(belief(0));
    expect(belief(1)).toBeGreaterThan(0.5);
  });
});
