/**
 * What the documentation search covers: each guide section and each endpoint of the reference (read from
 * the route registry through the OpenAPI document, so a new route is searchable without code here), as one
 * document tagged with the modules it serves, and cut into answer cards (answer-cards.ts). Built once per process.
 *
 * A query's candidates (its cards with their BM25 score and the share of the question each covers, and the entries'
 * whole scores) are found here and ordered by ranking.ts, whose weights are one object. A guide's sentence naming a
 * route is also asked for by its endpoint's summary (contract-forms.ts).
 */
import type { ProductModule } from "@/lib/contract/enums";
import { GUIDES, OVERVIEW_SLUG, sectionsOf } from "../content/guides";
import { entryQuestionsOf, questionFormsOf, questionListOf } from "../content/question-forms";
import { MODULE_IDS } from "../modules";
import { type EndpointReference, endpointReference } from "../reference/endpoints";
import { fieldNamesByUnit } from "../reference/fields";
import { endpointTitle } from "../reference/render";
import { type AnswerCardFlags, type AnswerCardText, type QuestionKind, carriesNumber, CoverageModel, definedInProse, endpointCards, outrightDefinitions, listsStatuses, listsValues, questionKind, RESPONSE_LINE, sectionCards, statesAbsence, statesRange, statesRefusal, statesTransition } from "./answer-cards";
import { numbersAgainst, type QuestionNumber, questionNumbers, statedIntervals } from "./intervals";
import { contractForms, statusNamed } from "./contract-forms";
import { type Candidates, RANKING, rankCandidates } from "./ranking";
import { analyzeQuery, MAX_QUERY_CHARACTERS, portugueseOf, type QueryTerm, withoutPastedValues } from "./query";
import { EntryClassifier, type LabelledText } from "./entry-classifier";
import { QuestionMatcher } from "./question-match";
import { LEARNED_PROBES } from "./probe-set";
import { SearchIndex, type IndexEntry } from "./search-index";
import { tokenize, wordPairs } from "./tokenize";
import { answerSnippet, FIRST_HIT_ROOM, markdownPassages, OTHER_HIT_ROOM, type SnippetCard } from "./snippet";

export type SearchKind = "guia" | "endpoint";

export interface CorpusDocument extends IndexEntry {
  readonly kind: SearchKind;
  readonly modules: readonly ProductModule[];
  /** What the answers show as the title. */
  readonly displayTitle: string;
  /** The address of the entry: `guia#secao`, or the endpoint's operationId. */
  readonly anchor: string;
  /** How to open the whole entry with another tool. */
  readonly open: string;
  /** The resource address of the entry. */
  readonly uri: string;
  readonly endpoint?: { readonly operationId: string; readonly method: string; readonly path: string };
  /** An endpoint's response-only fields with what they mean: the context of its response card. */
  readonly responseGloss?: string;
  /** What each field of an endpoint's response means, as analyzed terms: its response card's snippet opens at the one asked about. */
  readonly responseMeanings?: ReadonlyMap<string, readonly string[]>;
}

function endpointModules(endpoint: EndpointReference): readonly ProductModule[] {
  if (endpoint.products.length > 0) return endpoint.products.filter((product): product is ProductModule => (MODULE_IDS as readonly string[]).includes(product));
  // The token serves both modules; meta routes (OpenAPI, health) serve neither.
  return endpoint.tag === "autenticacao" ? MODULE_IDS : [];
}

function requestFieldLines(endpoint: EndpointReference): string[] {
  const fields = [...endpoint.pathParameters, ...endpoint.queryParameters, ...(endpoint.body?.fields ?? [])].filter((field) => !field.forbidden);
  return fields.map((field) => `${field.path}: ${field.description ?? field.type}`);
}

/** A field's path without the list it is an item of (`data[].status`, `[].offerRequestId`, `results[].plan.id`). */
function itemPath(path: string): string {
  return path.replace(/^(?:data|results)?\[\]\./, "");
}

/**
 * Which endpoint states each response-only field (one the partner never sends): the route that returns the resource
 * itself (not in a list), a reading route (GET) before the actions that return it too, so the credit note's
 * `cancelRequestedAt` is stated once, by `GET /v1/CreditNote/{id}`, not by the ten routes that answer the same body.
 */
function responseFieldOwners(endpoints: readonly EndpointReference[]): ReadonlyMap<string, string> {
  const sent = new Set(endpoints.flatMap((endpoint) => [...endpoint.pathParameters, ...endpoint.queryParameters, ...(endpoint.body?.fields ?? [])].map((field) => itemPath(field.path))));
  const preference = (endpoint: EndpointReference, path: string) => (path === itemPath(path) ? 0 : 2) + (endpoint.method === "GET" ? 0 : 1);
  const owners = new Map<string, { operationId: string; rank: number }>();
  for (const endpoint of endpoints) {
    for (const field of endpoint.response.fields) {
      const key = itemPath(field.path);
      if (field.description === undefined || sent.has(key)) continue;
      const rank = preference(endpoint, field.path);
      if ((owners.get(key)?.rank ?? Infinity) > rank) owners.set(key, { operationId: endpoint.operationId, rank });
    }
  }
  return new Map([...owners].map(([key, owner]) => [key, owner.operationId]));
}

/** The response-only fields an endpoint states (responseFieldOwners), with what they mean. */
function ownResponseFields(endpoint: EndpointReference, owners: ReadonlyMap<string, string>): readonly { readonly name: string; readonly path: string; readonly description: string }[] {
  return endpoint.response.fields.flatMap((field) =>
    field.description !== undefined && owners.get(itemPath(field.path)) === endpoint.operationId ? [{ name: field.name, path: itemPath(field.path), description: field.description }] : [],
  );
}

/** What the response-only fields an endpoint states mean ("insuranceEmbedded: Seguro prestamista embutido…"): its response card's context. */
function responseGlossOf(endpoint: EndpointReference, owners: ReadonlyMap<string, string>): string {
  return ownResponseFields(endpoint, owners)
    .map((field) => `${field.name}: ${field.description}`)
    .join(" ");
}

/**
 * Each response-only field an endpoint states, with what it means, as a line of its own, as a request field's is: "tem
 * algum campo que mostra que o cancelamento foi pedido?", "o actor veio Desk, quem é?", "principalInCents negativo na
 * primeira parcela" are answered by the field's meaning, which the response card only held as context (its snippet
 * shows the names). 240 probe questions written blind (2026-11-27) went 208 → 214 first-hit, 231 → 234 top-3.
 */
function responseFieldLines(endpoint: EndpointReference, owners: ReadonlyMap<string, string>): string[] {
  return ownResponseFields(endpoint, owners).map((field) => `${field.path}: ${field.description}`);
}

/** The summary leads the description, so a hit on what the endpoint does shows its name. */
function endpointPassages(endpoint: EndpointReference): string[] {
  return [
    `${endpoint.summary}: ${endpoint.description}`,
    ...requestFieldLines(endpoint),
    `${RESPONSE_LINE} ${endpoint.response.description} ${endpoint.response.fields.map((field) => field.name).join(", ")}`,
  ];
}

/** A card as the card index holds it: one sentence of an entry, with its question forms and identifiers. */
interface AnswerCard extends IndexEntry, AnswerCardText, AnswerCardFlags {
  readonly document: CorpusDocument;
  /** Its question forms one by one (QuestionMatcher compares a query with each). */
  readonly questionList: readonly string[];
  /** The pairs of adjacent words of its sentence (tokenize.ts `wordPairs`). */
  readonly pairs: ReadonlySet<string>;
  /** For an endpoint's response card: what the names it lists mean (snippet.ts). */
  readonly meanings?: ReadonlyMap<string, readonly string[]>;
}

/**
 * The name a card defines (`amortization.paymentMonth`, `warranty[].registry_HasWarranty` → the token a query
 * naming it carries): a field, or a status when the card is its row of a status table (`Draft` — sim — Complete…).
 * Other enum values are ruled on by many cards, not defined by one.
 */
function subjectToken(subject: string): string {
  const status = statusNamed(subject.replace(/`/g, ""));
  if (status !== undefined) return status.toLowerCase();
  const name = subject.replace(/^.*[.\]]/, "");
  if (!/^[a-z]/.test(name)) return "";
  return /[A-Z_]/.test(name) ? name.toLowerCase() : (tokenize(name)[0] ?? "");
}

function lastRouteWord(path: string): string {
  return path.split("/").filter((segment) => segment !== "" && !segment.startsWith("{")).at(-1) ?? "";
}

/**
 * The route word that names one endpoint alone (`SignUrl`, `OfferProposalsWarranty`): an identifier (a capital
 * inside it) that ends one route only. Plain words (`cancel`, `warranty`) and shared ones (`CreditNote`) name none.
 */
function routeNames(documents: readonly CorpusDocument[]): ReadonlyMap<string, string> {
  const count = new Map<string, number>();
  for (const document of documents) {
    if (document.endpoint === undefined) continue;
    const word = lastRouteWord(document.endpoint.path);
    count.set(word, (count.get(word) ?? 0) + 1);
  }
  return new Map(
    documents.flatMap((document) => {
      const word = document.endpoint === undefined ? "" : lastRouteWord(document.endpoint.path);
      return count.get(word) === 1 && /.[A-Z]/.test(word) ? [[document.id, word.toLowerCase()] as const] : [];
    }),
  );
}

function definedTokens(document: CorpusDocument, text: AnswerCardText, index: number, routes: ReadonlyMap<string, string>): string[] {
  if (document.endpoint !== undefined && index === 0) {
    return [document.endpoint.operationId.toLowerCase(), ...(routes.has(document.id) ? [routes.get(document.id) as string] : [])];
  }
  const token = text.subject === undefined ? "" : subjectToken(text.subject);
  const prose = document.kind === "guia" ? [...definedInProse(text.answer).map(subjectToken), definedStatusCode(text.answer)] : [];
  return [...new Set([token, ...prose])].filter((name) => name !== "");
}

/**
 * The HTTP status a guide's sentence rules on when it opens with it: the row of an error table ("409 — Ação
 * inválida para o status atual…") or the item that explains it ("401: token ausente…"). A query naming the
 * status ("deu 409") ranks that rule first, as it does a field's definition.
 */
function definedStatusCode(answer: string): string {
  return /^([1-5]\d\d)(?:\s+—|:)\s/.exec(answer)?.[1] ?? "";
}

/** The fields whose unit a guide's section states (Guide.unitSections), as the tokens a query naming them carries. */
function unitFieldsOf(units: readonly string[] | undefined): readonly string[] {
  if (units === undefined) return [];
  const byUnit = fieldNamesByUnit();
  return [...new Set(units.flatMap((unit) => byUnit.get(unit) ?? []).map((name) => name.toLowerCase()))];
}

/** What a card knows beyond its text: an endpoint's route names (routeNames), a conventions section's unit fields (unitFieldsOf). */
interface CardContext {
  readonly routes?: ReadonlyMap<string, string>;
  readonly unitOf?: readonly string[];
}

function toCard(document: CorpusDocument, text: AnswerCardText, index: number, { routes = new Map(), unitOf = [] }: CardContext = {}): AnswerCard {
  return {
    ...text,
    id: `${document.id}\u0001${index}`,
    kind: document.kind,
    modules: document.modules,
    title: text.forms,
    keywords: text.identifiers,
    context: text.passage,
    passages: [text.answer],
    document,
    questionList: questionListOf(document.id, text.answer),
    pairs: new Set(wordPairs(text.answer)),
    crossReference: /guia `[a-z-]+#[a-z0-9-]+`/.test(text.answer),
    carriesNumber: carriesNumber(text.answer),
    statesRange: statesRange(text.answer),
    listsValues: listsValues(text.answer),
    listsStatuses: listsStatuses(text.answer),
    defines: definedTokens(document, text, index, routes),
    unitOf,
    statesRefusal: statesRefusal(text.answer),
    statesAbsence: statesAbsence(text.answer),
    statesTransition: statesTransition(text.answer),
    intervals: statedIntervals(text.answer),
  };
}

function guideDocuments(): { documents: CorpusDocument[]; cards: AnswerCard[] } {
  const cards: AnswerCard[] = [];
  const documents = GUIDES.flatMap((guide) =>
    sectionsOf(guide).map((section): CorpusDocument => {
      const anchor = `${guide.id}#${section.slug}`;
      const document: CorpusDocument = {
        id: anchor,
        kind: "guia",
        modules: guide.module === "comum" ? MODULE_IDS : [guide.module],
        // The guide's title is the context of every section; the introduction's own title would repeat it.
        title: section.slug === OVERVIEW_SLUG ? "Visão geral" : section.title,
        keywords: "",
        context: guide.title,
        passages: markdownPassages(section.markdown),
        displayTitle: section.slug === OVERVIEW_SLUG ? guide.title : `${guide.title} › ${section.title}`,
        anchor,
        open: `docs_ler_guia id="${anchor}"`,
        uri: `docs://guia/${anchor}`,
        questions: entryQuestionsOf(anchor),
      };
      const unitOf = unitFieldsOf(guide.unitSections?.[section.slug]);
      sectionCards({ documentId: anchor, title: `${section.title} ${guide.title}` }, section.markdown).forEach((card, index) =>
        cards.push(toCard(document, { ...card, forms: `${card.forms} ${contractForms(card.answer)}`, questions: questionFormsOf(anchor, card.answer) }, index, { unitOf })),
      );
      return document;
    }),
  );
  return { documents, cards };
}

function endpointDocuments(): CorpusDocument[] {
  const owners = responseFieldOwners(endpointReference());
  return endpointReference().map((endpoint): CorpusDocument => {
    const passages = [...endpointPassages(endpoint), ...responseFieldLines(endpoint, owners)];
    const responseGloss = responseGlossOf(endpoint, owners);
    return {
      id: endpoint.operationId,
      kind: "endpoint",
      modules: endpointModules(endpoint),
      title: endpoint.summary,
      keywords: `${endpoint.operationId} ${endpoint.method} ${endpoint.path}`,
      context: `seção ${endpoint.tag} ${endpoint.products.join(" ")}`,
      passages,
      displayTitle: endpointTitle(endpoint),
      anchor: endpoint.operationId,
      open: `docs_referencia_endpoint api="creditapi" opId="${endpoint.operationId}"`,
      uri: `docs://referencia/creditapi#${endpoint.operationId}`,
      endpoint: { operationId: endpoint.operationId, method: endpoint.method, path: endpoint.path },
      responseGloss,
      responseMeanings: new Map(endpoint.response.fields.flatMap((field) => (field.description === undefined ? [] : [[field.name, [...new Set(tokenize(field.description))]] as const]))),
      // The route as a whole is asked for by what it does (its summary's questions); a field's questions are its line's.
      questions: questionFormsOf(endpoint.operationId, passages[0] ?? ""),
    };
  });
}

/**
 * Marks the endpoints' field lines that define a name no other card of the documentation defines otherwise (a
 * response's `statusSince`, `history[].actor`): that line is the name's definition (ranking.ts definesField). Counting
 * the lines that say the same as the only definitions (a field two routes return): second-round probes 220 → 221,
 * fifth-round 142 → 144, the rest unchanged.
 */
function withSoleDefinitions(cards: readonly AnswerCard[]): AnswerCard[] {
  // A name's definitions, by what they say: the same field returned by two routes (`principalInCents` of a simulation's
  // plan and of an operation's) is defined once, in the same words.
  const meaning = (card: AnswerCard) => (card.kind === "endpoint" && card.subject !== undefined ? card.answer.slice(card.answer.indexOf(": ") + 2) : card.id);
  const definitions = new Map<string, Set<string>>();
  for (const card of cards) for (const token of card.defines) definitions.set(token, (definitions.get(token) ?? new Set()).add(meaning(card)));
  const sole = (card: AnswerCard) => card.kind === "endpoint" && card.subject !== undefined && card.defines.length > 0 && card.defines.every((token) => definitions.get(token)?.size === 1);
  return cards.map((card) => (sole(card) ? { ...card, soleDefinition: true as const } : card));
}

/**
 * A name glossed in passing ("Guarde `id` e `creditNoteNo` (número para a mesa e o suporte)") is defined there only
 * when nothing defines it outright: a guide's table row, a sentence that opens saying what it is ("`creditNoteNo` é
 * texto…") or lists its values, or an endpoint's line for the field (`personId`, glossed "(UUID, preferido)" in the
 * margin query step). A section whose title names it (`rateMode` in "taxa das ofertas (rateMode e interestRate)") keeps
 * its glosses: it is about the name. Guides' definitions: development unchanged, probes +3 −1 ("consigo fazer GET
 * passando o creditNoteNo?" found the creation step's reminder first); endpoints' lines too: development +2 −1, probes +4.
 */
function withoutPassingGlosses(cards: readonly AnswerCard[]): AnswerCard[] {
  const outright = (card: AnswerCard) => [...(card.subject === undefined ? [] : [card.subject]), ...outrightDefinitions(card.answer)].map(subjectToken);
  const fieldLines = cards.filter((card) => card.kind === "endpoint" && card.subject !== undefined);
  const defined = new Set([...cards.filter((card) => card.kind === "guia").flatMap(outright), ...fieldLines.flatMap((card) => card.defines)]);
  return cards.map((card) => {
    if (card.kind !== "guia") return card;
    const own = new Set([...outright(card), ...(card.document.title.match(/[a-z]\w*[A-Z_]\w*/g) ?? []).map((name) => name.toLowerCase())]);
    const defines = card.defines.filter((token) => own.has(token) || !defined.has(token));
    return defines.length === card.defines.length ? card : { ...card, defines };
  });
}

interface Corpus {
  readonly coverage: CoverageModel;
  readonly questions: QuestionMatcher;
  readonly classifier: EntryClassifier;
  readonly index: SearchIndex<CorpusDocument>;
  readonly cards: SearchIndex<AnswerCard>;
  readonly documents: ReadonlyMap<string, CorpusDocument>;
  /** Each entry's title as analyzed terms: its section heading, or its endpoint's summary, operationId and route. */
  readonly titles: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * What the entry classifier learns from: each entry's title, each card's sentence and each of its question forms, and
 * the probe questions (probe-set.ts: partners' questions written blind), each labelled with the entries that answer
 * it; never a question of the evaluation set. A guide's overview is left out: it sums up the guide, so its words
 * are every section's, and learning them would send any question naming the product there ("colateral da antecipação
 * do saque-aniversário"); it competes on its words. Learning the first ten rounds of probes (2,437 questions), with the
 * classifier's weight raised from 0.1 to 0.14: the eleventh round, held back, 188 → 196 first-hit and 228 → 234 top-3
 * of 240, the twelfth 210 → 214 and 236 → 237; development 758 first-hit unchanged, 795 → 796 top-3. The eleventh round
 * then joined them (development 757 / 796, the twelfth unchanged), and the twelfth after it (probe-set.ts). The
 * classifier's training takes about 1.6 s of the build's 3 s (1.5 s before): warmCorpus runs it a slice at a time.
 */
function trainingTexts(documents: readonly CorpusDocument[], cards: readonly AnswerCard[]): LabelledText[] {
  const overview = (entry: string) => entry.endsWith(`#${OVERVIEW_SLUG}`);
  return [
    ...documents.map((document) => ({ text: document.title, entry: document.id })),
    ...cards.flatMap((card) => [card.answer, ...card.questionList].map((text) => ({ text, entry: card.document.id }))),
    ...LEARNED_PROBES.flatMap((question) => question.expected.map((entry) => ({ text: question.question, entry }))),
  ].filter((example) => !overview(example.entry));
}

let cached: Corpus | undefined;

function corpus(): Corpus {
  if (cached === undefined) {
    const guides = guideDocuments();
    const endpoints = endpointDocuments();
    const routes = routeNames(endpoints);
    const documents = [...guides.documents, ...endpoints];
    // A field a guide's table defines (type, required, rule) is one card, the guide's: the endpoint's line repeats it.
    const defined = new Set(guides.cards.flatMap((card) => (card.subject === undefined ? [] : [card.subject])));
    const endpointCardList = endpoints.flatMap((document) =>
      endpointCards({ documentId: document.id, title: document.title }, document.keywords, document.passages, document.responseGloss)
        .map((card, index) => toCard(document, { ...card, questions: questionFormsOf(document.id, card.answer) }, index, { routes }))
        .map((card) => (card.answer.startsWith(RESPONSE_LINE) && document.responseMeanings !== undefined ? { ...card, meanings: document.responseMeanings } : card))
        .filter((card) => card.subject === undefined || !defined.has(card.subject.replace(/^(?:items)?\[\]\./, ""))),
    );
    const cards = withSoleDefinitions(withoutPassingGlosses([...guides.cards, ...endpointCardList]));
    cached = {
      index: new SearchIndex(documents, { boost: RANKING.entryBoost, passageShare: 0 }),
      coverage: new CoverageModel(cards),
      questions: new QuestionMatcher(cards.map((card) => ({ id: card.id, questions: card.questionList }))),
      classifier: new EntryClassifier(trainingTexts(documents, cards)),
      // Queries are analyzed against the entries' index: the cards' need not learn words for typo correction.
      cards: new SearchIndex(cards, { boost: RANKING.cardBoost, passageShare: 0, lengthNormalization: 0, lexicon: false }),
      documents: new Map(documents.map((document) => [document.id, document])),
      titles: new Map(documents.map((document) => [document.id, new Set(tokenize(`${document.title} ${document.keywords}`))])),
    };
  }
  return cached;
}

let warming = false;

/**
 * Builds the indexes in the background, once: the documentation server calls it on its first request (a client
 * initializes or lists tools before it searches), so the first search finds them built instead of paying the build.
 * The entry classifier, most of the build, learns a slice at a time between other requests' turns.
 */
export function warmCorpus(): void {
  if (cached !== undefined || warming) return;
  warming = true;
  setTimeout(() => trainInSlices(corpus().classifier), 0).unref();
}

function trainInSlices(classifier: EntryClassifier): void {
  if (classifier.trainSlice()) setImmediate(() => trainInSlices(classifier)).unref();
}

function corpusIndex(): SearchIndex<CorpusDocument> {
  return corpus().index;
}

/** An entry of the search by its id (`guia#secao` or operationId). */
export function findCorpusDocument(id: string): CorpusDocument | undefined {
  return corpus().documents.get(id);
}

export type SearchScope = "guias" | "endpoints" | "todos";

export interface SearchResult {
  readonly document: CorpusDocument;
  readonly score: number;
  /** The passage that answers, cut around the sentence that matches. */
  readonly excerpt: string;
}

export interface SearchOptions {
  readonly module?: ProductModule;
  readonly scope?: SearchScope;
  readonly limit?: number;
}

/** The analyzed query (typos corrected, synonyms added), for callers that show what was searched. */
export function queryTermsOf(query: string): readonly QueryTerm[] {
  return analyzeQuery(query, corpusIndex());
}

/**
 * What a query finds before ranking: its cards with their BM25 scores, the share of the question each covers, how
 * close its closest question form is, and the share of the question's word pairs its sentence holds; and the
 * entries' whole scores.
 */
function findCandidates(query: string, options: SearchOptions): Candidates<AnswerCard> {
  const index = corpusIndex();
  const terms = analyzeQuery(query, index);
  const found = { query, terms, cards: [], entryScores: new Map(), titleCoverage: new Map(), entryBelief: new Map(), moduleChosen: options.module !== undefined };
  if (terms.length === 0) return found;
  const scope = options.scope ?? "todos";
  const filters = {
    ...(scope !== "todos" && { kind: scope === "guias" ? "guia" : "endpoint" }),
    ...(options.module !== undefined && { module: options.module }),
  };
  const entryScores = new Map(index.search(terms, { ...filters, limit: 1_000 }).map((hit) => [hit.entry.id, hit.score]));
  const coverage = corpus().coverage;
  const closest = corpus().questions.closest(terms);
  const pairs = [...new Set(wordPairs(query.slice(0, MAX_QUERY_CHARACTERS)))];
  const cards = corpus()
    .cards.search(terms, { ...filters, limit: 400 })
    .map((hit) => ({
      card: hit.entry,
      bm25: hit.score,
      coverage: coverage.of(hit.entry, terms),
      questionMatch: closest.get(hit.entry.id) ?? 0,
      pairShare: pairs.length === 0 ? 0 : pairs.filter((pair) => hit.entry.pairs.has(pair)).length / pairs.length,
    }));
  const titleCoverage = new Map([...entryScores.keys()].map((id) => [id, coverage.share(corpus().titles.get(id), terms)]));
  // The classifier reads the question as the analysis does: a file's name is its type ("termo.pdf" is a pdf, not the term).
  const entryBelief = corpus().classifier.probabilities(withoutPastedValues(`${query} ${portugueseOf(query)}`));
  return { ...found, cards, entryScores, titleCoverage, entryBelief };
}

/**
 * The cards a hit's snippet shows: for a table's row, the row and the rule under the table; for a question about the
 * order of the flow, the step found and the one after it; a card whose interval holds a number the question names
 * opens on that interval.
 */
function snippetCards(cards: readonly AnswerCard[], asks: QuestionKind, numbers: readonly QuestionNumber[]): readonly SnippetCard[] {
  const focused = numbers.length === 0 ? cards : cards.map((card) => ({ ...card, ...focusOf(card, numbers) }));
  const [first, ...rest] = focused;
  // A table's row is read with the rule under the table ("Ação proibida no status atual: 409"): the row says where, the rule what happens elsewhere.
  if (first?.tableRule !== undefined) return [first, { answer: first.tableRule }, ...rest.filter((card) => card.answer !== first.tableRule)];
  if (!asks.sequence || first?.nextStep === undefined) return focused;
  return [first, { answer: first.nextStep }, ...rest];
}

function focusOf(card: AnswerCard, numbers: readonly QuestionNumber[]): { focus?: number } {
  const holding = card.intervals.find((interval) => numbersAgainst(numbers, [interval]) === "holds");
  return holding === undefined ? {} : { focus: holding.at };
}

export function searchCorpus(query: string, options: SearchOptions = {}): SearchResult[] {
  const found = findCandidates(query, options);
  const asks = questionKind(query);
  const numbers = questionNumbers(query);
  return rankCandidates(found, asks)
    .slice(0, options.limit ?? 8)
    .map(({ cards, score }, position) => ({
      document: (cards[0] as AnswerCard).document,
      score,
      excerpt: answerSnippet(snippetCards(cards, asks, numbers), found.terms, position === 0 ? FIRST_HIT_ROOM : OTHER_HIT_ROOM),
    }));
}
