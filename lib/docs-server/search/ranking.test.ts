import { describe, expect, it } from "vitest";
import { type Candidates, RANKING, type RankedCard, rankCandidates } from "./ranking";

const NO_ASK = { number: false, range: false, values: false, cause: false, existence: false, transition: false, comparison: false, lookup: false, sequence: false, unit: false, contents: false } as const;

function card(id: string, kind = "guia", title = id): RankedCard {
  return {
    kind,
    answer: `${id} answer`,
    forms: title,
    document: { id, title, modules: [] },
    crossReference: false,
    carriesNumber: false,
    statesRange: false,
    listsValues: false,
    listsStatuses: false,
    statesRefusal: false,
    statesAbsence: false,
    statesTransition: false,
    intervals: [],
    defines: [],
    unitOf: [],
  };
}

function candidates(entries: readonly { id: string; bm25: number; whole: number; title?: number; kind?: string }[], scale = 1): Candidates<RankedCard> {
  return {
    query: "pergunta",
    terms: [{ token: "pergunt", weight: 2 }],
    cards: entries.map((entry) => ({ card: card(entry.id, entry.kind), bm25: entry.bm25 * scale, coverage: 1, questionMatch: 0, pairShare: 0 })),
    entryScores: new Map(entries.map((entry) => [entry.id, entry.whole * scale])),
    entryBelief: new Map(),
    titleCoverage: new Map(entries.map((entry) => [entry.id, entry.title ?? 0])),
    moduleChosen: false,
  };
}

const order = (found: Candidates<RankedCard>, weights = RANKING) => rankCandidates(found, NO_ASK, weights).map((entry) => entry.cards[0]?.document.id);

/** The first entry for a query over two guide sections, one per module (an id starting with `fgts#` is the FGTS one). */
function firstByModule(entries: readonly { id: string; bm25: number; whole: number }[], query: string, tokens: readonly string[]): string | undefined {
  const found = candidates(entries);
  return order({
    ...found,
    query,
    terms: tokens.map((token) => ({ token, weight: 2 as const })),
    cards: found.cards.map((entry) => ({ ...entry, card: { ...entry.card, document: { ...entry.card.document, modules: [entry.card.document.id.startsWith("fgts") ? "fgts" : "consignado-privado"] } } })),
  })[0];
}

describe("rankCandidates", () => {
  it("reads the product a question compares with as the reference, not the subject (\"no fgts … igual no consignado?\")", () => {
    const sections = [
      { id: "consignado-privado#passo-4", bm25: 30, whole: 30 },
      { id: "fgts#criar-a-operacao", bm25: 28, whole: 28 },
    ];
    const byModule = (query: string) => firstByModule(sections, query, ["fgts", "consign"]);
    expect(byModule("no fgts posso mandar insurance igual no consignado?")).toBe("fgts#criar-a-operacao");
    expect(byModule("no fgts posso mandar insurance, e no consignado?")).toBe("consignado-privado#passo-4");
  });

  it("reads a concept only one product has as that product when the question names none (the payroll's authorization)", () => {
    const sections = [
      { id: "fgts#termo-de-consentimento", bm25: 30, whole: 30 },
      { id: "consignado-privado#passo-5", bm25: 27, whole: 27 },
    ];
    const byConcept = (query: string, tokens: readonly string[]) => firstByModule(sections, query, tokens);
    expect(byConcept("reenviei o termo de autorização", ["reenvi", "term", "autoriz"])).toBe("consignado-privado#passo-5");
    // A product named wins over the concept: FGTS asked about, whatever else the question says.
    expect(byConcept("no fgts reenviei o termo de autorização", ["fgts", "reenvi", "term", "autoriz"])).toBe("fgts#termo-de-consentimento");
    expect(byConcept("reenviei o termo", ["reenvi", "term"])).toBe("fgts#termo-de-consentimento");
  });

  it("lifts the endpoints of the HTTP method the query types in capitals, not of a word that spells one", () => {
    const routes = (query: string) => {
      const found = candidates([
        { id: "createCreditNote", bm25: 30, whole: 30, kind: "endpoint" },
        { id: "updateCreditNote", bm25: 28, whole: 28, kind: "endpoint" },
      ]);
      const withMethods = {
        ...found,
        query,
        cards: found.cards.map((entry) => ({ ...entry, card: { ...entry.card, document: { ...entry.card.document, endpoint: { method: entry.card.document.id.startsWith("update") ? "PUT" : "POST" } } } })),
      };
      return order(withMethods)[0];
    };
    expect(routes("dá pra mandar depois no PUT?")).toBe("updateCreditNote");
    expect(routes("dá pra mandar depois no put?")).toBe("createCreditNote");
  });

  it("orders the same whatever the scale of the query's scores (each kind is divided by its best)", () => {
    const entries = [
      { id: "secao-longa", bm25: 50, whole: 8 },
      { id: "endpoint-curto", bm25: 20, whole: 40 },
      { id: "outra", bm25: 30, whole: 20 },
    ];
    expect(order(candidates(entries, 10))).toEqual(order(candidates(entries)));
    expect(order(candidates(entries, 0.1))).toEqual(order(candidates(entries)));
  });

  it("puts first the sentence that answers over a short entry that only shares words with the question", () => {
    // A long section whose sentence answers the whole question, against an endpoint whose summary shares two words.
    expect(order(candidates([{ id: "fluxo", bm25: 55, whole: 8 }, { id: "simular", bm25: 25, whole: 47, kind: "endpoint" }]))[0]).toBe("fluxo");
  });

  it("lifts the entry whose title is the task asked (\"cadastrar um novo tomador\")", () => {
    const found = candidates([
      { id: "cadastrar-tomador", bm25: 30, whole: 30, title: 0.7 },
      { id: "revisao-de-pagamento", bm25: 36, whole: 30, title: 0 },
    ]);
    expect(order(found)[0]).toBe("cadastrar-tomador");
    expect(order({ ...found, titleCoverage: new Map() })[0]).toBe("revisao-de-pagamento");
  });

  it("lifts the card one of whose question forms is asked, and the one whose sentence says the question's word pairs", () => {
    // Two sections with the same BM25 and coverage: one a question form matches closely, the other's forms only share words.
    const found = candidates([
      { id: "autorizacao-de-margem", bm25: 30, whole: 30 },
      { id: "fgts-pre-requisitos", bm25: 26, whole: 30 },
    ]);
    expect(order(found)[0]).toBe("autorizacao-de-margem");
    const asked = { ...found, cards: found.cards.map((entry) => (entry.card.document.id === "fgts-pre-requisitos" ? { ...entry, questionMatch: 0.8 } : entry)) };
    expect(order(asked)[0]).toBe("fgts-pre-requisitos");
    const said = { ...found, cards: found.cards.map((entry) => (entry.card.document.id === "fgts-pre-requisitos" ? { ...entry, pairShare: 0.5 } : entry)) };
    expect(order(said)[0]).toBe("fgts-pre-requisitos");
    expect(order(said, { ...RANKING, wordPairBoost: 0 })[0]).toBe("autorizacao-de-margem");
  });

  it("lets the entry classifier decide between entries the words rank close, not overturn a clear answer", () => {
    const close = candidates([
      { id: "passo-3-proposta", bm25: 30, whole: 30 },
      { id: "fluxo", bm25: 28, whole: 29 },
    ]);
    expect(order(close)[0]).toBe("passo-3-proposta");
    expect(order({ ...close, entryBelief: new Map([["fluxo", 0.8], ["passo-3-proposta", 0.05]]) })[0]).toBe("fluxo");
    const clear = candidates([
      { id: "token", bm25: 60, whole: 60, title: 1 },
      { id: "autenticacao", bm25: 12, whole: 10 },
    ]);
    expect(order({ ...clear, entryBelief: new Map([["autenticacao", 0.9]]) })[0]).toBe("token");
    // An entry the words did not find stays out, whatever the classifier believes.
    expect(order({ ...close, entryBelief: new Map([["outra", 1]]) })).not.toContain("outra");
  });

  it("lets a definition win only when it states the number or bound the question asks for", () => {
    const definition = { ...card("objeto#numberofpayments"), defines: ["numberofpayments"] };
    const range = { ...card("produtos#faixas"), carriesNumber: true, statesRange: true };
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      terms: [{ token: "numberofpayments", weight: 2 }],
      cards: [
        { card: definition, bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: range, bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["objeto#numberofpayments", 10], ["produtos#faixas", 10]]),
    };
    expect(rankCandidates(found, NO_ASK)[0]?.cards[0]?.document.id).toBe("objeto#numberofpayments");
    expect(rankCandidates(found, { ...NO_ASK, range: true })[0]?.cards[0]?.document.id).toBe("produtos#faixas");
  });

  it("answers a question about a field's unit with the convention for its kind of field, not the row naming the field", () => {
    const row = { ...card("passo-5#totalvalue"), defines: ["totalvalue"] };
    const convention = { ...card("convencoes#valores-em-dinheiro"), unitOf: ["totalvalue", "requestedamount"] };
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      terms: [{ token: "totalvalue", weight: 2 }],
      cards: [
        { card: row, bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: convention, bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["passo-5#totalvalue", 10], ["convencoes#valores-em-dinheiro", 10]]),
    };
    expect(rankCandidates(found, { ...NO_ASK, unit: true })[0]?.cards[0]?.document.id).toBe("convencoes#valores-em-dinheiro");
    expect(rankCandidates(found, NO_ASK)[0]?.cards[0]?.document.id).toBe("passo-5#totalvalue");
  });

  it("gives an endpoint's whole score less weight when the question is a symptom", () => {
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      cards: [
        // The endpoint's line weighs as much as the guide's rule once its own weights apply: the whole scores decide.
        { card: card("rota", "endpoint"), bm25: 30 / RANKING.endpointCardWeight ** 2, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: card("erros#recusas"), bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["rota", 40], ["erros#recusas", 30]]),
    };
    expect(rankCandidates(found, { ...NO_ASK, cause: true })[0]?.cards[0]?.document.id).toBe("erros#recusas");
    expect(rankCandidates(found, NO_ASK)[0]?.cards[0]?.document.id).toBe("rota");
  });

  it("keeps a returned field's meaning as the answer to a symptom about that value (\"veio negativa, é bug?\")", () => {
    const returned = { ...card("rota", "endpoint"), answer: "installments[].principalInCents: Negativa quando os juros superam a parcela.", returned: true as const };
    const found = (line: RankedCard): Candidates<RankedCard> => ({
      ...candidates([]),
      cards: [
        // The route's line and whole score, once the weights of any endpoint line apply, a little above the guide's.
        { card: line, bm25: 36 / RANKING.endpointCardWeight, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: card("guia#regra"), bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["rota", 30 / RANKING.endpointCardWeight], ["guia#regra", 30]]),
    });
    expect(rankCandidates(found(returned), { ...NO_ASK, cause: true })[0]?.cards[0]?.document.id).toBe("rota");
    const { returned: _, ...requestLine } = returned;
    expect(rankCandidates(found(requestLine), { ...NO_ASK, cause: true })[0]?.cards[0]?.document.id).toBe("guia#regra");
  });

  it("reads a returned field's line as a definition of the object it is part of, when that object is named", () => {
    const actor = { ...card("rota", "endpoint"), answer: "history[].actor: Autor da transição.", returned: true as const, soleDefinition: true as const };
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      cards: [
        { card: actor, bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: card("guia#regra"), bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["rota", 30], ["guia#regra", 30]]),
    };
    const asking = (token: string) => rankCandidates({ ...found, terms: [{ token, weight: 2 }] }, NO_ASK)[0]?.cards[0]?.document.id;
    expect(asking("history")).toBe("rota");
    expect(asking("autor")).toBe("guia#regra");
  });

  it("reads a status typed in any case in Portuguese, but only as the contract writes it in an English question", () => {
    const section = { ...card("revisao-de-garantia"), document: { id: "revisao-de-garantia", title: "Revisão de garantia (WarrantyRevision)", modules: [] } };
    const found = (query: string): Candidates<RankedCard> => ({
      ...candidates([]),
      query,
      cards: [
        { card: section, bm25: 31, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: card("outra"), bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["revisao-de-garantia", 31], ["outra", 30]]),
    });
    // "revision" names the status `Revision`: a section titled by the longer `WarrantyRevision` is not about it.
    expect(order(found("a operação voltou pra revision, onde vejo o motivo?"))[0]).toBe("outra");
    // In English it is a word: "sent back for revision" is any revision.
    expect(order(found("the endorsement sent it back for revision, where is the reason?"))[0]).toBe("revisao-de-garantia");
    expect(order(found("it went to Revision, where is the reason?"))[0]).toBe("outra");
  });

  it("reads an endpoint's response line as the answer only to what the route returns", () => {
    const response = { ...card("rota", "endpoint"), answer: "Resposta: A operação. id, status, installmentAmountInCents" };
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      cards: [
        { card: response, bm25: 40 / RANKING.endpointCardWeight, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: card("guia#regra"), bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["rota", 30], ["guia#regra", 30]]),
    };
    expect(rankCandidates(found, NO_ASK)[0]?.cards[0]?.document.id).toBe("guia#regra");
    const asked = { ...found, terms: [...found.terms, { token: "respost", weight: 1 as const }] };
    expect(rankCandidates(asked, NO_ASK)[0]?.cards[0]?.document.id).toBe("rota");
  });

  it("answers whether a resource carries a piece of information with the route's response line", () => {
    const response = { ...card("rota", "endpoint"), answer: "Resposta: A operação. id, status, statusSince" };
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      cards: [
        // An endpoint's line weighs 0.6 of a guide's: the response line, doubled, outweighs the rule by a little.
        { card: response, bm25: 35, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: card("guia#regra"), bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["rota", 30], ["guia#regra", 30]]),
    };
    expect(rankCandidates(found, NO_ASK)[0]?.cards[0]?.document.id).toBe("guia#regra");
    expect(rankCandidates(found, { ...NO_ASK, contents: true })[0]?.cards[0]?.document.id).toBe("rota");
    // "o GET traz o mínimo e o máximo?" asks whether the record carries the bound: the rule stating it gains nothing.
    const bound = { ...found, cards: found.cards.map((entry) => (entry.card.kind === "endpoint" ? entry : { ...entry, card: { ...entry.card, carriesNumber: true, statesRange: true } })) };
    expect(rankCandidates(bound, { ...NO_ASK, contents: true, number: true, range: true })[0]?.cards[0]?.document.id).toBe("rota");
  });

  it("answers a question about what comes next with the sentence that writes the transition", () => {
    const transition = { ...card("transicoes"), answer: "`Signatures` → `Canceled` na etapa seguinte", statesTransition: true };
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      cards: [
        { card: card("assinaturas"), bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: transition, bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["assinaturas", 20], ["transicoes", 20]]),
    };
    expect(rankCandidates(found, NO_ASK)[0]?.cards[0]?.document.id).toBe("assinaturas");
    expect(rankCandidates(found, { ...NO_ASK, transition: true })[0]?.cards[0]?.document.id).toBe("transicoes");
  });

  it("answers a question about a status typed as the contract writes it with its row of the status table, not one about an action in it", () => {
    const row = { ...card("status#draft"), defines: ["draft"] };
    const asked = (query: string, terms: readonly string[]): Candidates<RankedCard> => ({
      ...candidates([]),
      query,
      terms: terms.map((token) => ({ token, weight: 2 as const })),
      cards: [
        { card: card("sandbox"), bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: row, bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["sandbox", 20], ["status#draft", 20]]),
    });
    expect(rankCandidates(asked("ficou em Draft, não anda?", ["draft", "anda"]), NO_ASK)[0]?.cards[0]?.document.id).toBe("status#draft");
    expect(rankCandidates(asked("posso cancelar em Draft?", ["cancel", "draft"]), NO_ASK)[0]?.cards[0]?.document.id).toBe("sandbox");
    expect(rankCandidates(asked("a draft of the body", ["draft", "body"]), NO_ASK)[0]?.cards[0]?.document.id).toBe("sandbox");
  });

  it("shows different answers in the first three hits: a sentence repeated by a lesser entry yields its place", () => {
    const same = (id: string) => ({ ...card(id), answer: "CPFs fictícios do sandbox" });
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      cards: [
        { card: same("guia-a#sandbox"), bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: same("guia-b#sandbox"), bm25: 39, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: card("convencoes#dados"), bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: card("outra"), bm25: 20, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["guia-a#sandbox", 20], ["guia-b#sandbox", 20], ["convencoes#dados", 20], ["outra", 20]]),
    };
    expect(rankCandidates(found, NO_ASK).map((entry) => entry.cards[0]?.document.id)).toEqual(["guia-a#sandbox", "convencoes#dados", "outra", "guia-b#sandbox"]);
  });

  it("answers a comparison with the entry that holds both things compared", () => {
    const row = (id: string, answer: string) => ({ ...card(id), answer });
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      cards: [
        { card: row("revisao-de-garantia", "WarrantyRevision: corrija a garantia"), bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: row("status", "Revision: corrija por PUT"), bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: row("status", "WarrantyRevision: corrija a garantia e chame doneWarrantyRevision"), bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["revisao-de-garantia", 20], ["status", 20]]),
    };
    expect(rankCandidates(found, NO_ASK)[0]?.cards[0]?.document.id).toBe("revisao-de-garantia");
    expect(rankCandidates(found, { ...NO_ASK, comparison: true })[0]?.cards[0]?.document.id).toBe("status");
  });

  it("answers where to read a thing through the API with a reading route", () => {
    const route = { ...card("getProduct", "endpoint"), document: { id: "getProduct", title: "Consultar produto", modules: [], endpoint: { method: "GET" } } };
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      cards: [
        { card: card("produtos"), bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: route, bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["produtos", 30], ["getProduct", 20]]),
    };
    expect(rankCandidates(found, NO_ASK)[0]?.cards[0]?.document.id).toBe("produtos");
    expect(rankCandidates(found, { ...NO_ASK, lookup: true })[0]?.cards[0]?.document.id).toBe("getProduct");
    // "consigo cancelar pela API?" asks whether an action is allowed.
    const action = { ...found, terms: [...found.terms, { token: "cancel", weight: 2 as const }] };
    expect(rankCandidates(action, { ...NO_ASK, lookup: true })[0]?.cards[0]?.document.id).toBe("produtos");
  });

  it("answers an action asked about in a status with the row listing where it is allowed", () => {
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      query: "consigo cancelar em ManualLiquidation?",
      terms: [{ token: "cancel", weight: 2 }, { token: "manualliquidation", weight: 2 }],
      cards: [
        { card: card("status-da-operacao"), bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: { ...card("acoes-permitidas"), listsStatuses: true }, bm25: 30, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["status-da-operacao", 20], ["acoes-permitidas", 20]]),
    };
    expect(rankCandidates(found, NO_ASK)[0]?.cards[0]?.document.id).toBe("acoes-permitidas");
    // A status is named as the contract writes it: "warranty" in "posso mandar warranty" is the field.
    expect(rankCandidates({ ...found, query: "consigo cancelar com a manualliquidation?" }, NO_ASK)[0]?.cards[0]?.document.id).toBe("status-da-operacao");
  });

  it("prefers the row whose interval holds the number the question names", () => {
    const row = (id: string, [low, high]: readonly [number, number]) => ({ ...card(id), intervals: [{ low, high, unit: "reais" as const, at: 0 }] });
    const found: Candidates<RankedCard> = {
      ...candidates([]),
      query: "saldo de 8 mil",
      cards: [
        { card: row("limites#faixa-baixa", [1000.01, 5000]), bm25: 40, coverage: 1, questionMatch: 0, pairShare: 0 },
        { card: row("limites#faixa-certa", [5000.01, 10000]), bm25: 35, coverage: 1, questionMatch: 0, pairShare: 0 },
      ],
      entryScores: new Map([["limites#faixa-baixa", 20], ["limites#faixa-certa", 20]]),
    };
    expect(rankCandidates(found, NO_ASK)[0]?.cards[0]?.document.id).toBe("limites#faixa-certa");
    expect(rankCandidates({ ...found, query: "saldo alto" }, NO_ASK)[0]?.cards[0]?.document.id).toBe("limites#faixa-baixa");
  });
});
