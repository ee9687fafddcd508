import { beforeAll, describe, expect, it } from "vitest";
import { findEndpoint } from "../reference/endpoints";
import { contractForms } from "./contract-forms";
import { findCorpusDocument, searchCorpus } from "./corpus";
import { GUIDES, sectionsOf } from "../content/guides";
import { QUESTION_FORMS, questionFormsOf } from "../content/question-forms";
import { ENGLISH_SYNONYMS, inflections } from "./english";
import { endpointsNamed } from "./contract-forms";
import { analyzeQuery, MAX_CORRECTIONS, MAX_QUERY_TERMS, portugueseOf } from "./query";
import { DOMAIN_SYNONYMS } from "./synonyms";
import { SearchIndex } from "./search-index";
import { definedInProse, endpointCards, questionKind, sectionCards, statesAbsence } from "./answer-cards";
import { questionNumbers, statedIntervals } from "./intervals";
import { answerSnippet, bestPassage, FIRST_HIT_ROOM, markdownPassages, OTHER_HIT_ROOM } from "./snippet";

/** The window of a card that is not a first hit's best (snippet.ts). */
const CARD_WINDOW = OTHER_HIT_ROOM.firstCard;
import { MAX_WORD_LENGTH, stem, terms as termsOf, tokenize } from "./tokenize";


// The index (and its entry classifier) is built once per process, in a few seconds on a busy machine: before the tests.
beforeAll(() => void searchCorpus("aquecimento"), 60_000);

describe("tokenize", () => {
  it("folds accents, drops stopwords and question words, and stems pt-BR", () => {
    expect(tokenize("Como faço as Operações da conta")).toEqual(["oper", "cont"]);
    expect(tokenize("numa operação, dum tomador")).toEqual(["oper", "tomador"]);
    // With or without accents, singular or plural: one term.
    expect(new Set(["operação", "operações", "operacao", "operacoes"].map((word) => tokenize(word)[0]))).toEqual(new Set(["oper"]));
    expect(tokenize("averbação averbar averbada")).toEqual(["averb", "averb", "averb"]);
  });

  it("keeps identifiers whole and also splits them", () => {
    expect(tokenize("termInMonths")).toEqual(["terminmonths", "term", "months"]);
    expect(tokenize("registry_EmployeeCode")[0]).toBe("registry_employeecode");
  });

  it("keeps a sandbox scenario's name whole: its English words are a name, not words of the question", () => {
    expect(tokenize("cenário `fgts-no-birthday-withdrawal`, FGTS-no-birthday-withdrawal")).toEqual([tokenize("cenário")[0], "fgts-no-birthday-withdrawal", "fgts-no-birthday-withdrawal"]);
    expect(tokenize("birthday withdrawal")).not.toContain("fgts-no-birthday-withdrawal");
    expect(tokenize("a not-in-registry-ish word")).not.toContain("not-in-registry");
  });

  it("does not merge the credit desk with the month, and reads plural acronyms as the acronym", () => {
    expect(stem("mesa")).not.toBe(stem("meses"));
    expect(tokenize("CPFs URLs")).toEqual(tokenize("CPF URL"));
    expect(tokenize("getting 401s and 429s")).toEqual(tokenize("getting 401 and 429"));
    expect(tokenize("are all ids uuids")).toEqual(tokenize("are all id uuid"));
    // A file's name is its type: "termo.pdf" is a PDF, not a question about the consent term.
    const fileName = analyzeQuery("subi um png chamado termo.pdf, foi recusado").map((term) => term.token);
    expect(fileName).toContain("pdf");
    expect(fileName).not.toContain(tokenize("termo")[0]);
    expect(searchCorpus("subi um png chamado termo.pdf e foi recusado, pq?")[0]?.document.id).toBe("uploadFile");
  });

  it("does not merge a partner's verb with a field or a day of the documentation", () => {
    // "paga" (pays) is not the pagination field `page`; "sabendo" (knowing) is not "sábado" (a non-business day).
    expect(stem("paga")).not.toBe(stem("page"));
    expect(stem("sabendo")).not.toBe(stem("sabado"));
    expect(searchCorpus("como o cliente paga o consignado?", { limit: 3 }).map((result) => result.document.id)).not.toContain("listNaturalPersons");
    expect(analyzeQuery("como eu fico sabendo que o trabalhador confirmou?").map((term) => term.token)).not.toContain("duedateonbusinessdays");
  });
});

describe("analyzeQuery", () => {
  it("adds the domain's synonyms with less weight than the typed words", () => {
    const terms = analyzeQuery("link de assinatura");
    expect(terms).toEqual(expect.arrayContaining([{ token: "link", weight: 2 }, { token: "signurl", weight: 1, standsFor: ["link", "assin"] }]));
    expect(analyzeQuery("alterar a operação").map((term) => term.token)).toEqual(expect.arrayContaining(["put", "atualiz"]));
  });

  it("marks the camelCase parts of a synonym's identifier, which are not another way to say the phrase", () => {
    const terms = analyzeQuery("consulta de margem");
    expect(terms).toEqual(expect.arrayContaining([expect.objectContaining({ token: "freemarginincents", standsFor: ["consult", "marg"] })]));
    expect(terms.find((term) => term.token === "cents")?.part).toBe(true);
    expect(terms.find((term) => term.token === "freemarginincents")?.part).toBeUndefined();
  });

  it("never corrects a partner's word the synonym table maps as a typo of a documentation word", () => {
    // The documentation never writes "desistir"; a spelling corrector would make it "existir".
    const lexicon = { knows: (token: string) => token !== "desist", correct: () => "exist" };
    const tokens = analyzeQuery("o cliente quer desistir", lexicon).map((term) => term.token);
    expect(tokens).toContain("cancel");
    expect(tokens).not.toContain("exist");
  });

  it("reads a date pasted as the contract writes it as a value, and keeps a date in another shape", () => {
    const pasted = analyzeQuery('o GET mostra "cancelRequestedAt": "2026-05-03T12:00:00Z", travou?').map((term) => term.token);
    expect(pasted).not.toContain("2026");
    expect(pasted).toEqual(expect.arrayContaining(tokenize("data hora")));
    expect(analyzeQuery("startDate 2026-05-01T00:00:00.000Z gets a 400").map((term) => term.token)).toContain("2026");
  });

  it("reads a field name the contract does not have as a question about unknown fields", () => {
    const lexicon = { knows: (token: string) => token !== "paymentmonht" && token !== "externalid", correct: () => "paymentmonth" };
    const unknownField = tokenize("campo desconhecido");
    expect(analyzeQuery("digitei paymentMonht errado, a api ignora?", lexicon).map((term) => term.token)).toEqual(expect.arrayContaining(unknownField));
    // A status typed with a slip (PascalCase) is a status, not a field.
    expect(analyzeQuery("qual a diferença de WarrantyRevison?", lexicon).map((term) => term.token)).not.toContain(unknownField[1]);
    expect(searchCorpus("mandei um externalId nosso no body do POST CreditNote e deu 400", { limit: 1 })[0]?.document.id).toBe("convencoes#corpos-e-campos");
  });

  it("gives a word the documentation never uses the full weight of its synonyms", () => {
    const lexicon = { knows: (token: string) => token !== "colateral", correct: () => undefined };
    expect(analyzeQuery("colateral", lexicon)).toEqual(expect.arrayContaining([{ token: "garant", weight: 2, standsFor: ["colateral"] }]));
  });
});

describe("questions about what comes next", () => {
  it("are told by their words", () => {
    expect(questionKind("o signatário recusou, o que acontece com a operação?").transition).toBe(true);
    expect(questionKind("pra onde vai a operação depois da averbação?").transition).toBe(true);
    expect(questionKind("what happens after submitapproval?").transition).toBe(true);
    expect(questionKind("qual o prazo máximo do fgts?").transition).toBe(false);
  });
});

describe("questions about a cause", () => {
  it("are told by a symptom or by asking why", () => {
    expect(questionKind("deu 409 no cancelamento").cause).toBe(true);
    expect(questionKind("My FGTS operation went to Disapproved after submitapproval. Why?").cause).toBe(true);
    expect(questionKind("o cliente vai receber menos que o simulado, pq?").cause).toBe(true);
    expect(questionKind("por que a operação foi reprovada?").cause).toBe(true);
    expect(questionKind("qual o prazo máximo do fgts?").cause).toBe(false);
  });
});

describe("questions about the order of the flow", () => {
  it("are told by their words", () => {
    expect(questionKind("What's the order of API calls for an FGTS anticipation?").sequence).toBe(true);
    expect(questionKind("qual a ordem das chamadas no fgts?").sequence).toBe(true);
    expect(questionKind("simulei pelas ofertas, qual o próximo passo?").sequence).toBe(true);
    expect(questionKind("chamo o FirstPaymentDate antes ou depois de criar a operação?").sequence).toBe(true);
    expect(questionKind("what's the next step after the margin query?").sequence).toBe(true);
    expect(questionKind("a margem antes deste empréstimo ou depois?").sequence).toBe(false);
  });

  it("find the flow's step and show the step after it", () => {
    const [first] = searchCorpus("simulei pelas ofertas, qual o proximo passo?", { limit: 1 });
    expect(first?.document.id).toBe("consignado-privado#fluxo");
    expect(first?.excerpt).toContain("proposta ao empregador");
  });
});

describe("questions about a field's unit or format", () => {
  it("are told by their words", () => {
    expect(questionKind("o totalValue é em centavos?").unit).toBe(true);
    expect(questionKind("o productId é texto ou uuid?").unit).toBe(true);
    expect(questionKind("qual o mínimo do totalValue?").unit).toBe(false);
  });

  it("are answered by the convention for every field of that unit, which the contract's types link to it", () => {
    expect(searchCorpus("o installmentAmountInCents vem em reais ou centavos?", { limit: 1 })[0]?.document.id).toBe("convencoes#valores-em-dinheiro");
    expect(searchCorpus("o productId é texto ou uuid?", { limit: 1 })[0]?.document.id).toBe("convencoes#identificadores-e-documentos");
  });
});

describe("questions whether a response carries a piece of information", () => {
  it("are told by their words", () => {
    expect(questionKind("a listagem de contas mostra o banco de cada conta?").contents).toBe(true);
    expect(questionKind("does the token response tell me when it expires?").contents).toBe(true);
    expect(questionKind("qual o prazo máximo do consignado?").contents).toBe(false);
  });
});

describe("questions about where to read a thing through the API", () => {
  it("are told by their words", () => {
    expect(questionKind("onde eu vejo pela api a faixa de taxa do produto?").lookup).toBe(true);
    expect(questionKind("where can I see the signers' status?").lookup).toBe(true);
    expect(questionKind("de onde tiro a data da última mudança de status?").lookup).toBe(true);
    expect(questionKind("qual a taxa máxima do produto price?").lookup).toBe(false);
  });
});

describe("numbers in questions and intervals in the guides", () => {
  it("reads the amounts a question names, not its CPFs or HTTP statuses", () => {
    expect(questionNumbers("saldo do fgts de 8 mil, de quanto fica?")).toEqual([{ value: 8000, unit: "reais" }]);
    expect(questionNumbers("R$ 1.500,50 em 24 parcelas, taxa 1.8")).toEqual([{ value: 1500.5, unit: "reais" }, { value: 24, unit: "parcelas" }, { value: 1.8 }]);
    expect(questionNumbers("deu 400 no CPF 12345678909")).toEqual([]);
    // English groups thousands with commas: three digits after a comma are never cents.
    expect(questionNumbers("A holder has R$ 3,500 in the account, or 1,500.50?")).toEqual([{ value: 3500, unit: "reais" }, { value: 1500.5 }]);
    expect(questionNumbers("saldo de R$ 3,50")).toEqual([{ value: 3.5, unit: "reais" }]);
    // Nor is the end of an amount a symptom: "R$ 3,500" holds no 500.
    expect(questionKind("A holder has R$ 3,500 in the FGTS account. Which rate applies?").cause).toBe(false);
    expect(questionKind("the token call answered 401").cause).toBe(true);
    // A three-digit count with its unit is not an HTTP status.
    expect(questionNumbers("Price em 120 parcelas e 2% ao mês, rola?")).toEqual([{ value: 120, unit: "parcelas" }, { value: 2, unit: "percent" }]);
    // An ordinal is no amount.
    expect(questionNumbers("os juros do 1º período e da 2ª parcela")).toEqual([]);
  });

  it("open a long rule on the interval that holds the number asked about", () => {
    const [hit] = searchCorpus("no Price o primeiro vencimento ficou a 80 dias da data-base, cobra quantos meses de juros?", { limit: 1 });
    expect(hit?.excerpt).toContain("de 75 a 104 dias, 3 meses");
    const rule = `Regra longa ${"com texto, ".repeat(40)}(até 44 dias, 1 mês; de 45 a 74 dias, 2 meses).`;
    const at = statedIntervals(rule).find((interval) => interval.low === 45)?.at;
    expect(rule.slice(at)).toMatch(/^de 45 a 74 dias/);
    expect(answerSnippet([{ answer: rule, focus: at }], [])).toContain("de 45 a 74 dias, 2 meses");
  });

  it("reads the intervals a sentence states", () => {
    expect(statedIntervals("de R$ 5.000,01 a R$ 10.000,00 — 20% — R$ 650,00")).toMatchObject([{ low: 5000.01, high: 10000, unit: "reais" }]);
    expect(statedIntervals("1,60% a 3,80% a.m. — 6 a 96 parcelas")).toMatchObject([
      { low: 1.6, high: 3.8, unit: "percent" },
      { low: 6, high: 96, unit: "parcelas" },
    ]);
    expect(statedIntervals("até R$ 500,00 — 50%")).toMatchObject([{ low: 0, high: 500, unit: "reais" }]);
    expect(statedIntervals("acima de R$ 20.000,00 — 5%")).toMatchObject([{ low: 20000, high: Number.POSITIVE_INFINITY, unit: "reais" }]);
  });
});

describe("comparisons", () => {
  it("are told by their words", () => {
    expect(questionKind("qual a diferença entre Revision e WarrantyRevision?").comparison).toBe(true);
    expect(questionKind("POST vs GET on FreeMarginQuery").comparison).toBe(true);
    expect(questionKind("Revision e WarrantyRevision, o que muda no que eu tenho que fazer?").comparison).toBe(true);
    expect(questionKind("when do I use offers instead of amortization?").comparison).toBe(true);
    expect(questionKind("qual status diferente de Draft aceita PUT?").comparison).toBe(false);
  });
});

describe("questions whether a thing exists", () => {
  it("are told by their words, and prefer the sentence that says it does not", () => {
    expect(questionKind("FGTS tem consulta de margem?").existence).toBe(true);
    expect(questionKind("existe webhook?").existence).toBe(true);
    expect(questionKind("is there a webhook?").existence).toBe(true);
    expect(questionKind("como consultar a margem").existence).toBe(false);
    expect(statesAbsence("Não há consulta de margem, nem autorização de margem.")).toBe(true);
    expect(statesAbsence("O saldo antecipável não é exposto por consulta.")).toBe(true);
    expect(statesAbsence("A consulta de margem devolve o vínculo ativo.")).toBe(false);
  });

  it("find the rule that says the balance is not exposed among the first three", () => {
    const hits = searchCorpus("tem endpoint pra consultar o saldo antecipável do titular?", { limit: 3 }).map((hit) => hit.document.id);
    expect(hits).toContain("fgts#simulacao");
  });
});

describe("English questions", () => {
  const tokens = (query: string, lexicon = { knows: () => false, correct: () => "corrigida" }) => analyzeQuery(query, lexicon).map((term) => term.token);

  it("search the documentation's Portuguese words as strongly as typed ones, never corrected as typos", () => {
    const terms = analyzeQuery("is apr a monthly or yearly rate?", { knows: (token) => token === "apr", correct: () => "corrigida" });
    expect(terms).toEqual(expect.arrayContaining([expect.objectContaining({ token: tokenize("mensal")[0], weight: 2 }), expect.objectContaining({ token: tokenize("anual")[0], weight: 2 })]));
    expect(terms.map((term) => term.token)).toEqual(expect.arrayContaining([tokenize("taxa")[0], "apr", tokenize("monthly")[0]]));
    expect(terms.map((term) => term.token)).not.toContain("corrigida");
    expect(tokens("sandbox cpf for settlement failure")).toEqual(expect.arrayContaining(tokenize("liquidação falha")));
  });

  it("leave a status of the contract alone: `Signatures` is the status, not the English word for assinatura", () => {
    expect(tokens("li Signatures duas vezes")).not.toContain(tokenize("assinatura")[0]);
    expect(tokens("sign the contract")).toContain(tokenize("assinatura")[0]);
    expect(analyzeQuery("SignUrl").map((term) => term.token)).not.toContain(tokenize("assinatura")[0]);
  });

  it("read an inflected English word as the glossary's word: plurals, past tenses, -ing, doubled consonants", () => {
    expect(inflections("simulation")).toContain("simulations");
    expect(inflections("restore")).toEqual(expect.arrayContaining(["restored", "restoring"]));
    expect(inflections("submit")).toEqual(expect.arrayContaining(["submitted", "submitting", "submits"]));
    expect(inflections("batch")).toContain("batches");
    expect(inflections("retry")).toEqual(expect.arrayContaining(["retries", "retried", "retrying"]));
    expect(tokens("I restored a credit note I had deleted")).toEqual(expect.arrayContaining(tokenize("restaurar excluir")));
    expect(tokens("can I send 150 simulations in one batch?")).toEqual(expect.arrayContaining(tokenize("simulação lote")));
  });

  it("match the words as typed, so a Portuguese word sharing an English word's stem calls for nothing", () => {
    // "pagamento" and "page" share the stem "pag"; "fila" and "file" share "fil".
    expect(tokens("o pagamento caiu?")).not.toContain(tokenize("página")[0]);
    expect(tokens("a fila da esteira")).not.toContain(tokenize("arquivo")[0]);
    expect(tokens("which page size?")).toContain(tokenize("página")[0]);
    // What a synonym stands for stays the typed term, so it covers that word and adds none to cover.
    expect(analyzeQuery("which products?").find((term) => term.token === tokenize("produto")[0])?.standsFor).toEqual(tokenize("products"));
  });

  it("are read by the entry classifier with their glossary words in Portuguese", () => {
    expect(portugueseOf("can I send 150 simulations in one batch?")).toContain("lote");
    expect(portugueseOf("posso simular em lote?")).toBe("");
  });

  it("find the entry that answers", () => {
    expect(searchCorpus("is apr a monthly or yearly rate?", { limit: 1 })[0]?.document.id).toBe("convencoes#taxas");
  });

  it("of the FGTS birthday withdrawal land on its rules, not on the sandbox scenario whose name holds the words", () => {
    expect(searchCorpus("Once an FGTS anticipation is Finished, does our backend have to trigger anything when each birthday withdrawal is taken?", { limit: 1 })[0]?.document.id).not.toBe("fgts#sandbox");
  });
});

describe("long queries", () => {
  it("cut a run of letters to the longest word, and read a bounded number of terms and corrections", () => {
    expect(termsOf("A".repeat(400))[0]?.surface.length).toBe(MAX_WORD_LENGTH);
    const corrected: string[] = [];
    const lexicon = { knows: () => false, correct: (surface: string) => (corrected.push(surface), undefined) };
    const many = Array.from({ length: 3_000 }, (_, index) => `palavra${index}x`).join(" ");
    expect(analyzeQuery(many, lexicon)).toHaveLength(MAX_QUERY_TERMS);
    expect(corrected).toHaveLength(MAX_CORRECTIONS);
  });

  it("answer within a search's usual time once the index is built", () => {
    for (const query of ["A".repeat(400), Array.from({ length: 3_000 }, (_, index) => `palavra${index}x`).join(" ")]) {
      const started = performance.now();
      searchCorpus(query);
      // A few milliseconds on an idle core (unbounded, 3,000 corrections took seconds); the HTTP bound is 1 s
      // (test/adversarial/hostile-input.int.test.ts): half of it leaves room for a loaded machine.
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});

describe("SearchIndex", () => {
  const index = new SearchIndex([
    { id: "a", kind: "guia", modules: ["fgts"], title: "Cancelar operação", keywords: "", context: "", passages: ["Como cancelar uma operação em andamento."] },
    { id: "b", kind: "guia", modules: ["consignado-privado"], title: "Simulação", keywords: "", context: "", passages: ["Simule antes de criar a operação."] },
    { id: "c", kind: "endpoint", modules: ["consignado-privado"], title: "Margem", keywords: "", context: "", passages: ["Consulta de margem livre do contrato."] },
  ]);
  const ids = (text: string, options = {}) => index.search(analyzeQuery(text, index), options).map((hit) => hit.entry.id);

  it("ranks by score, highest first", () => {
    const hits = index.search(analyzeQuery("cancelar operação", index));
    expect(hits.map((hit) => hit.entry.id)).toEqual(["a", "b"]);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it("matches whole terms only: the stem of conta does not complete into contrato", () => {
    expect(ids("conta")).toEqual([]);
  });

  it("corrects a misspelled word to the closest word of the index", () => {
    expect(index.correct("cancelamentto")).toBeUndefined();
    expect(index.correct("simulacao")).toBe("simul");
    expect(ids("cancelarr")).toEqual(["a"]);
  });

  it("filters by kind and module", () => {
    expect(ids("operação", { module: "fgts" })).toEqual(["a"]);
    expect(ids("margem", { kind: "guia" })).toEqual([]);
  });
});

describe("passages and snippets", () => {
  const section = [
    "| campo | tipo | regra |",
    "|---|---|---|",
    "| `requestedAmount` | inteiro | Centavos. |",
    "",
    "Primeira frase sobre outra coisa. O termo de consentimento vai em uploads como Authorization, antes do envio.",
  ].join("\n");

  it("never offers a table header as a passage", () => {
    expect(markdownPassages(section)).toEqual(["| `requestedAmount` | inteiro | Centavos. |", expect.stringContaining("Primeira frase")]);
  });

  it("cuts the sentence that matches", () => {
    expect(bestPassage(section, analyzeQuery("termo de consentimento"))).toBe("O termo de consentimento vai em uploads como Authorization, antes do envio.");
    expect(bestPassage(section, analyzeQuery("requestedAmount"))).toBe("`requestedAmount` — inteiro — Centavos.");
  });

  it("show a long rule's end in the first hit, and a sentence once even when a short card's continuation repeats it", () => {
    const rule = `O "evento" é a própria operação, ${"com campo, ".repeat(22)}e \`history\` (transições com autor, momento e motivo).`;
    const cards = [{ answer: rule }, { answer: "Cada transição é uma mudança de status.", continuation: rule }, { answer: "Nenhum evento é enviado." }];
    const terms = analyzeQuery("o que vem no campo history");
    const first = answerSnippet(cards, terms, FIRST_HIT_ROOM);
    expect(first).toContain("autor, momento e motivo");
    expect(first.split("própria operação").length).toBe(2);
    expect(first).toContain("Nenhum evento é enviado.");
    expect(answerSnippet(cards, terms, OTHER_HIT_ROOM).length).toBeLessThanOrEqual(first.length);
  });
});

describe("searchCorpus", () => {
  const ids = (query: string, options?: Parameters<typeof searchCorpus>[1]) => searchCorpus(query, options).map((result) => result.document.id);

  it("finds the endpoint by a route word", () => {
    expect(ids("SignUrl")[0]).toBe("getCreditNoteSignUrl");
  });

  it("puts first the endpoint whose route the query writes out with its method, and never a path without one", () => {
    expect([...endpointsNamed("can I pass several statuses to get /v1/CreditNote? and PUT /v1/creditnote/123/Warranty.")]).toEqual(["listCreditNotes", "updateCreditNoteWarranty"]);
    expect([...endpointsNamed("como baixo o pdf que subi pelo /v1/File?")]).toEqual([]);
    expect(searchCorpus("can I pass several statuses at once to GET /v1/CreditNote?", { limit: 1 })[0]?.document.id).toBe("listCreditNotes");
  });

  it("restricts to a module and to a scope", () => {
    const fgtsOnly = searchCorpus("margem proposta empregador", { module: "fgts" });
    expect(fgtsOnly.every((result) => result.document.modules.includes("fgts"))).toBe(true);
    expect(ids("margem", { module: "fgts" })).not.toContain("queryFreeMargin");
    expect(searchCorpus("operação", { scope: "guias" }).every((result) => result.document.kind === "guia")).toBe(true);
    expect(searchCorpus("operação", { scope: "endpoints" }).every((result) => result.document.kind === "endpoint")).toBe(true);
  });

  it("answers each hit with the matching sentence, its anchor and how to open it", () => {
    const [first] = searchCorpus("webhook");
    expect(first?.document.anchor).toBe("acompanhamento#nao-ha-webhook");
    // The section's text says it with the synonyms of webhook (push, evento): the table of synonyms at work.
    expect(first?.excerpt).toMatch(/webhook|push|evento/i);
    expect(first?.document.open).toBe('docs_ler_guia id="acompanhamento#nao-ha-webhook"');
    const [termo] = searchCorpus("termo de consentimento FGTS", { scope: "guias" });
    expect(termo?.document.anchor).toBe("fgts#termo-de-consentimento");
    expect(termo?.excerpt).toMatch(/termo/);
    expect(termo?.excerpt).not.toMatch(/^\|/);
  });

  it("lists results in the order of their scores", () => {
    const scores = searchCorpus("garantia").map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("answers nothing for stopwords only", () => {
    expect(searchCorpus("de a o como")).toEqual([]);
  });
});

describe("answer cards", () => {
  it("make each rule of a list or table its own unit, with the table's column names as question forms", () => {
    const cards = sectionCards({ documentId: "x#y", title: "Recusas" }, "1. Primeira regra: recusada.\n2. Segunda regra: bloqueada.\n\n| campo | obrigatório |\n|---|---|\n| `paymentMonth` | não |");
    expect(cards.map((card) => card.answer)).toEqual(["Primeira regra: recusada.", "Segunda regra: bloqueada.", "`paymentMonth` — não"]);
    expect(cards[2]).toMatchObject({ subject: "paymentMonth", forms: expect.stringContaining("obrigatório") });
  });

  it("keep a legal reference's abbreviation inside its sentence", () => {
    const cards = sectionCards({ documentId: "x#y", title: "Limites" }, "Res. CCFGTS 1.130/2025: entre R$ 100,00 e R$ 500,00. Valor do saque (Lei 8.036/1990, art. 20-D) sobre o saldo. Fora disso, 400.");
    expect(cards.map((card) => card.answer)).toEqual(["Res. CCFGTS 1.130/2025: entre R$ 100,00 e R$ 500,00.", "Valor do saque (Lei 8.036/1990, art. 20-D) sobre o saldo.", "Fora disso, 400."]);
  });

  it("give an endpoint's response card what its response-only fields mean, as context", () => {
    const cards = endpointCards({ documentId: "getProduct", title: "Consultar produto" }, "", ["Consultar produto: o produto.", "Resposta: O produto. id, insuranceEmbedded"], "insuranceEmbedded: Seguro prestamista embutido na parcela.");
    expect(cards[1]?.passage).toContain("Seguro prestamista embutido");
    expect(cards[0]?.passage).not.toContain("Seguro prestamista");
    const product = searchCorpus("qual campo do produto diz se ele tem seguro prestamista?", { limit: 3 }).find((hit) => hit.document.id === "getProduct");
    expect(product?.excerpt).toContain("insuranceEmbedded");
  });

  it("read a table's row with the refusal stated under the table, and only a refusal", () => {
    const table = "| Ação | Status |\n|---|---|\n| `submitapproval` | `Draft` |\n| `cancel` | `Draft`, `Signatures` |\n";
    const ruled = sectionCards({ documentId: "x#y", title: "Ações" }, `${table}\nAção proibida no status atual: 409.`);
    expect(ruled.slice(0, 2).map((card) => card.tableRule)).toEqual(["Ação proibida no status atual: 409.", "Ação proibida no status atual: 409."]);
    expect(sectionCards({ documentId: "x#y", title: "Ações" }, `${table}\nVeja também o guia de status.`)[0]?.tableRule).toBeUndefined();
    expect(sectionCards({ documentId: "x#y", title: "Ações" }, `${table}\n## Outra seção\n\nAção proibida: 409.`)[0]?.tableRule).toBeUndefined();
    // The permissions table's hit shows the route's row and the refusal under the table (the review section, which
    // says "só em `WarrantyRevision` (409 nos demais)", may come first).
    const permissions = searchCorpus("doneWarrantyRevision em outro status", { limit: 3 }).find((hit) => hit.document.id === "acompanhamento#acoes-permitidas-por-status");
    expect(permissions?.excerpt).toMatch(/^`POST \/v1\/CreditNote\/\{id\}\/doneWarrantyRevision` — `WarrantyRevision` … Ação proibida no status atual: 409/);
  });

  it("show the sentence that answers first, the issue's signed-instrument rule included", () => {
    const [first] = searchCorpus("SignedContract uploads");
    // Both product guides state the rule (SIGNED_CONTRACT_NOTE): either is the answer.
    expect(["consignado-privado#passo-5-garantia-e-documentos", "fgts#criar-a-operacao"]).toContain(first?.document.id);
    expect(first?.excerpt).toMatch(/^Um `SignedContract` enviado em `Draft` fica vinculado e é reaproveitado/);
  });

  it.each([
    ["registry_HasWarranty", "consignado-privado#passo-5-garantia-e-documentos", "warranty[].registry_HasWarranty"],
    ["financeTaxExempted", "consignado-privado#objeto-de-calculo-price-sac", "amortization.financeTaxExempted"],
    ["calculateByValueType", "consignado-privado#objeto-de-calculo-price-sac", "amortization.calculateByValueType"],
    ["termInMonths", "fgts#objeto-de-calculo-fgts", "amortization.termInMonths"],
  ])("rank first the unit that defines the identifier the query names (%s)", (query, id, row) => {
    const [first] = searchCorpus(query);
    expect(first?.document.id).toBe(id);
    expect(first?.excerpt.startsWith(`\`${row}\``)).toBe(true);
  });

  it("read a field defined in prose: the name followed by its values, by a gloss in parentheses, or by what it is", () => {
    expect(definedInProse("Documentos: `fileType` `Authorization` (termo), `SignedContract` (assinado) ou `Others`; `displayName` (opcional, mas envie).")).toEqual(["fileType", "displayName"]);
    expect(definedInProse("O termo (`fileType` = `Authorization`) e o status (`Draft`).")).toEqual([]);
    // A sentence opening by what a name is defines it; the name later in a sentence is only mentioned.
    expect(definedInProse("`creditNoteNo` é texto (string), não UUID.")).toEqual(["creditNoteNo"]);
    expect(definedInProse("O número da operação (`creditNoteNo`) é texto.")).toEqual([]);
  });

  it("find an identifier by its exact name and by its pt-BR meaning", () => {
    const [byName] = searchCorpus("fileType");
    expect(byName?.document.id).toBe("consignado-privado#passo-5-garantia-e-documentos");
    expect(byName?.excerpt).toMatch(/^Documentos \(`uploads\[\]`\): `fileType` `Authorization`/);
    const [month] = searchCorpus("paymentMonth");
    expect(month?.document.id).toMatch(/^fgts#/);
    expect(month?.excerpt).toContain("paymentMonth");
    expect(searchCorpus("tipo do documento anexado", { limit: 3 }).some((result) => result.excerpt.includes("fileType"))).toBe(true);
    expect(searchCorpus("mês do saque-aniversário da parcela")[0]?.excerpt).toContain("paymentMonth");
  });

  it("answer what a response's field means with the line of the route that states it, by name or by what it says", () => {
    // A name only one endpoint's line defines is defined there, as a guide's row defines its field.
    for (const query of ["createdByClientId preenchido", "o que significa o campo createdByClientId da operação?"]) {
      const [named] = searchCorpus(query);
      expect(named?.document.id, query).toBe("getCreditNote");
      expect(named?.excerpt, query).toMatch(/^createdByClientId: client_id da credencial que criou a operação/);
    }
    expect(searchCorpus("statusSince pra que serve")[0]?.excerpt).toMatch(/^statusSince: /);
    // Two routes return the plan's installments: their lines say the same, so each is the field's definition.
    const [negative] = searchCorpus("principalInCents negativo na primeira parcela");
    expect(["getAmortization", "getCreditNote"]).toContain(negative?.document.id);
    expect(negative?.excerpt).toMatch(/principalInCents: Amortização do principal em centavos\. Negativa quando/);
    const [actor] = searchCorpus("no history o actor Partner significa o quê");
    expect(actor?.document.id).toBe("getCreditNote");
    expect(actor?.excerpt).toMatch(/^history\[\]\.actor: .*Desk \(mesa de crédito\)/);
  });

  it("read a typed route's words as the route, not as a field of that name", () => {
    // `newPersonAndAccount.bankAccount` of the creation is a field named like the route; the question is about the route.
    expect(searchCorpus("no POST /v1/BankAccount o personId do corpo é de quem?")[0]?.document.id).toBe("createBankAccount");
  });

  it("look for a symptom's cause in the guides' rules before the endpoints", () => {
    const [conflict] = searchCorpus("recebi 409 ao cancelar");
    expect(conflict?.document.kind).toBe("guia");
    expect(conflict?.excerpt).toMatch(/^Ação proibida no status atual: 409/);
    // The status table's row ("Corrija a garantia e chame doneWarrantyRevision") and the section on the status both answer.
    const stopped = searchCorpus("a operação parou em WarrantyRevision", { limit: 2 });
    expect(stopped[0]?.document.kind).toBe("guia");
    expect(stopped.map((hit) => hit.document.id)).toContain("acompanhamento#warrantyrevision");
  });

  it("tell a status from the longer statuses that end with it (Revision, not WarrantyRevision or PaymentRevision)", () => {
    const hits = searchCorpus("operação em Revision, o que fazer", { limit: 3 }).map((hit) => hit.document.id);
    expect(hits[0]).toBe("acompanhamento#status-da-operacao");
    expect(hits).not.toContain("acompanhamento#warrantyrevision");
    expect(hits).not.toContain("acompanhamento#paymentrevision");
  });

  it("cut a sentence written as a list of steps (the diagnostic order) into one card per step", () => {
    const cards = sectionCards({ documentId: "erros#x", title: "Ordem" }, "Leia a mensagem; confira o status (por `GET`; sempre); confira o objeto; confira as unidades. Contate o suporte por último.");
    expect(cards.map((card) => card.answer)).toEqual([
      "Leia a mensagem;",
      "confira o status (por `GET`; sempre);",
      "confira o objeto;",
      "confira as unidades.",
      "Contate o suporte por último.",
    ]);
    expect(searchCorpus("ordem de diagnóstico: como conferir as unidades")[0]?.excerpt).toMatch(/^confira as unidades/);
    // A list that opens with its title ("Ordem de diagnóstico:") gives the title to every step, not to the first alone.
    const titled = sectionCards({ documentId: "fgts#x", title: "Erros" }, "Ordem de diagnóstico: leia a mensagem; confira o status; confira o objeto; confira as unidades.");
    expect(titled.map((card) => card.answer)).toEqual(["Leia a mensagem;", "confira o status;", "confira o objeto;", "confira as unidades."]);
    for (const card of titled) expect(card.forms).toContain("Ordem de diagnóstico");
  });

  it("give a sentence naming a route the question forms of what the route does (its endpoint's summary)", () => {
    const summary = findEndpoint("updateCreditNote")?.summary ?? "?";
    expect(contractForms("`PUT /v1/CreditNote/{id}` — `Draft`, `Revision`")).toContain(summary);
    expect(contractForms("`PUT /v1/CreditNote/{id}/warranty` e `/upload`")).not.toContain(summary);
  });

  it("lead a symptom to the rule that explains it, and a question for a number to the number", () => {
    expect(searchCorpus("veio vazia")[0]?.excerpt).toMatch(/sem resultado/);
    expect(searchCorpus("de quanto em quanto tempo consultar")[0]?.excerpt).toContain("15 a 30 minutos");
  });
});

describe("analysis of how partners write", () => {
  it("meets a noun and its verb where the stemmer leaves them apart", () => {
    expect(tokenize("assinatura")).toEqual(tokenize("assinar"));
    expect(tokenize("vencimento")).toEqual(tokenize("vencer"));
  });

  it("never reads an English question word as a typo of a Portuguese one", () => {
    const lexicon = { knows: (token: string) => token === "dois" || token === "kind", correct: (surface: string) => (surface === "does" ? "dois" : surface === "find" ? "kind" : undefined) };
    const tokens = analyzeQuery("how does the API find a borrower", lexicon).map((term) => term.token);
    expect(tokens).not.toContain("dois");
    expect(tokens).not.toContain("kind");
    expect(tokens).toEqual(expect.arrayContaining(["api", "tomador"]));
  });

  it("corrects in an English question only the capitalized words (identifiers, statuses), never an English word", () => {
    const lexicon = {
      knows: (token: string) => ["lot", "freemarginquery"].includes(token),
      correct: (surface: string) => (surface === "lose" ? "lot" : surface === "freemarginquerry" ? "freemarginquery" : undefined),
    };
    const tokens = analyzeQuery("did I lose events after FreeMarginQuerry?", lexicon).map((term) => term.token);
    expect(tokens).not.toContain("lot");
    expect(tokens).toContain("freemarginquery");
    expect(analyzeQuery("perdi o lose", lexicon).map((term) => term.token)).toContain("lot");
  });

  it("reads 'voltou' with an HTTP status as the answer's status, not the operation's return to a status", () => {
    expect(analyzeQuery("a operação voltou, e agora?").map((term) => term.token)).toContain("revision");
    expect(analyzeQuery("upload de 12 MB voltou 413").map((term) => term.token)).not.toContain("revision");
  });

  it("keeps two terms of every phrase of several words (a phrase that stopwords reduce to one word fires on that word alone)", () => {
    for (const entry of [...DOMAIN_SYNONYMS, ...ENGLISH_SYNONYMS]) {
      for (const phrase of [...entry.when, ...(entry.both === true ? entry.add : [])]) {
        expect(tokenize(phrase).length, phrase).toBeGreaterThanOrEqual(Math.min(2, phrase.split(/\s+/).length));
      }
    }
  });

  it("reads a negation-free phrase as it is: 'funciona' alone is no symptom", () => {
    expect(analyzeQuery("returnValue=1 funciona?").map((term) => term.token)).not.toContain("falh");
  });
});

describe("the snippet of a long passage", () => {
  it("starts at the sentence that holds most of the question's words, not at the first word found", () => {
    const filler = "Guarda o conteúdo de um documento enviado em multipart, com o nome do arquivo e o tipo reconhecido pelos bytes do conteúdo.";
    const answer = `${filler} ${filler} ${filler} O mesmo conteúdo enviado duas vezes devolve o mesmo arquivo: o envio é idempotente pelo conteúdo. ${filler} ${filler}`;
    const snippet = answerSnippet([{ answer }], analyzeQuery("enviar o mesmo conteúdo duas vezes devolve o mesmo arquivo?"));
    expect(snippet).toContain("idempotente pelo conteúdo");
    expect(snippet.startsWith("…O mesmo conteúdo")).toBe(true);
  });

  it("opens a list of names longer than the window at the name the question asks about, after what the list is", () => {
    const fields = Array.from({ length: 40 }, (_, index) => `field${index}Value`).join(", ");
    const answer = `Resposta: A operação como GET /v1/CreditNote/{id} a devolve. id, status, ${fields}, cancelRequestedAt, history, from, to`;
    const snippet = answerSnippet([{ answer }], analyzeQuery("tem campo que mostra o pedido de cancel registrado?"));
    expect(snippet.startsWith("Resposta: A operação como GET /v1/CreditNote/{id} a devolve. …")).toBe(true);
    expect(snippet).toContain("cancelRequestedAt");
    expect(snippet.length).toBeLessThanOrEqual(CARD_WINDOW + 4);
    // A plain name is found as an item of the list, typed whole, before a compound that only shares a part with the query.
    const history = answerSnippet([{ answer }], analyzeQuery("cada operação da página do GET /v1/CreditNote já vem com o history?"));
    expect(history).toContain("cancelRequestedAt, history, from, to");
    // Or by what a name means, when the card knows it (a route's response fields).
    const meanings = new Map([["field30Value", tokenize("Saldo devedor após a parcela, em centavos.")]]);
    const balance = answerSnippet([{ answer, meanings }], analyzeQuery("aparece o saldo devedor depois de cada parcela?"));
    expect(balance).toContain("field30Value");
    // A part of what the partner typed (`id` of `client_id`) is not a name typed whole: the compound it names wins.
    const creator = `Resposta: A operação. status, id, ${fields}, createdByClientId, updatedAt`;
    expect(answerSnippet([{ answer: creator }], analyzeQuery("temos dois client_id, a operação mostra qual deles criou?"))).toContain("createdByClientId");
  });

  it("does not open on a response line that names no field (a file): the description says what the file holds", () => {
    const [first] = searchCorpus("a CCB em PDF que a API devolve depois das assinaturas mostra quem assinou e quando?");
    expect(first?.document.id).toBe("getCreditNoteCcb");
    expect(first?.excerpt).toContain("página de certificado de assinaturas");
  });

  it("opens a sentence longer than the window at the clause that holds the question's words", () => {
    const clauses = Array.from({ length: 12 }, (_, index) => `faixa número ${index} de taxa e de prazo`).join(", ");
    const answer = `Um produto habilitado, ${clauses} e, no FGTS, os limites por saque antecipado (centavos).`;
    const snippet = answerSnippet([{ answer }], analyzeQuery("o produto traz os limites por saque antecipado?"));
    expect(snippet).toContain("limites por saque antecipado");
    expect(answerSnippet([{ answer }], analyzeQuery("qual a faixa de taxa do produto?")).startsWith("Um produto habilitado")).toBe(true);
  });
});

describe("question forms", () => {
  /** The answer sentences of an entry, cut as the corpus cuts them. */
  const sentencesOf = (id: string): string[] => {
    const section = GUIDES.flatMap((guide) => sectionsOf(guide).map((entry) => ({ id: `${guide.id}#${entry.slug}`, entry }))).find((entry) => entry.id === id);
    if (section !== undefined) return sectionCards({ documentId: id, title: section.entry.title }, section.entry.markdown).map((card) => card.answer);
    const document = findCorpusDocument(id);
    return document === undefined ? [] : endpointCards({ documentId: id, title: document.title }, document.keywords, document.passages).map((card) => card.answer);
  };

  it("name an entry that exists and open exactly one of its sentences each, so a rewritten sentence loses its questions visibly", () => {
    const orphans: string[] = [];
    for (const [id, forms] of Object.entries(QUESTION_FORMS)) {
      const sentences = sentencesOf(id);
      for (const [opening, questions] of forms) {
        if (sentences.filter((sentence) => sentence.startsWith(opening)).length !== 1 || questions.length === 0) orphans.push(`${id}: ${opening}`);
      }
    }
    expect(orphans).toEqual([]);
  });

  it("cover nearly every sentence of the guides", () => {
    const sentences = GUIDES.flatMap((guide) => sectionsOf(guide).flatMap((section) => sentencesOf(`${guide.id}#${section.slug}`).map((sentence) => [`${guide.id}#${section.slug}`, sentence] as const)));
    const without = sentences.filter(([id, sentence]) => questionFormsOf(id, sentence) === "");
    expect(without.length / sentences.length).toBeLessThan(0.05);
  });

  it("count a name glossed in passing as defined where it is defined outright", () => {
    // The creation step's reminder "Guarde `creditNoteNo` (número para a mesa e o suporte)" is not its definition: the
    // route's line and the conventions say it does not serve in the path.
    const [first] = searchCorpus("consigo fazer GET da operação passando o creditNoteNo que a mesa me passou?", { limit: 1 });
    expect(["getCreditNote", "convencoes#identificadores-e-documentos"]).toContain(first?.document.id);
  });

  it("let a situation told in the partner's words find the rule", () => {
    // "desistiu depois que o dinheiro caiu": cancelling after settlement, which the permissions table rules on.
    expect(searchCorpus("o cliente desistiu depois que o dinheiro caiu, consigo cancelar?", { limit: 3 }).map((hit) => hit.document.id)).toContain("acompanhamento#acoes-permitidas-por-status");
  });
});
