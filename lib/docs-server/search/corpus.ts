/**
 * What the documentation search covers: each guide section and each endpoint of the reference (read from
 * the route registry through the OpenAPI document, so a new route is searchable without code here), as one
 * document tagged with the modules it serves, and cut into answer cards (answer-cards.ts). Built once per process.
 *
 * Ranking (issue 26, measured on the evaluation set's development part only): an entry ranks by its best card,
 * BM25 over the card's sentence, question forms, identifiers and passage without length normalisation (a rule
 * is one sentence whatever its neighbours), times the share of the question the card covers (a synonym stands
 * for the typed words it replaces: it covers them, it adds no words to cover); plus a share of the whole entry's
 * score (the section about the question breaks ties). A query naming one product module weighs that module's entries over the other's. A card defining a field the query names
 * (its table row, or the sentence that lists its values or glosses it) or a route it names weighs more; an endpoint's
 * other lines, and cards that only point to another section, less; a question asking for a number, a bound or a
 * cause prefers cards stating one (a range with its numbers answers "faixa", "mínimo", "máximo"), and a symptom's cause is looked for in the guides (their error tables and statuses) before the
 * endpoints. A guide's sentence naming a route is also asked for by its endpoint's summary (contract-forms.ts); a
 * status the query names (`Revision`) is not matched by the longer statuses that contain it (`WarrantyRevision`). The snippet is the
 * entry's best card first, then its next best while room is left.
 */
import type { ProductModule } from "@/lib/contract/enums";
import { GUIDES, sectionsOf } from "../content/guides";
import { MODULE_IDS } from "../modules";
import { type EndpointReference, endpointReference } from "../reference/endpoints";
import { endpointTitle } from "../reference/render";
import { type AnswerCardText, carriesNumber, CoverageModel, definedInProse, endpointCards, listsValues, questionKind, sectionCards, statesRange, statesRefusal } from "./answer-cards";
import { contractForms, statusNamed } from "./contract-forms";
import { analyzeQuery, type QueryTerm } from "./query";
import { SearchIndex, type IndexEntry } from "./search-index";
import { tokenize, wordsOf } from "./tokenize";
import { answerSnippet, markdownPassages } from "./snippet";

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

/** The summary leads the description, so a hit on what the endpoint does shows its name. */
function endpointPassages(endpoint: EndpointReference): string[] {
  return [
    `${endpoint.summary}: ${endpoint.description}`,
    ...requestFieldLines(endpoint),
    `Resposta: ${endpoint.response.description} ${endpoint.response.fields.map((field) => field.name).join(", ")}`,
  ];
}

/** A card as the card index holds it: one sentence of an entry, with its question forms and identifiers. */
interface AnswerCard extends IndexEntry, AnswerCardText {
  readonly document: CorpusDocument;
  readonly crossReference: boolean;
  /** The sentence states a number (a limit, a range, an interval, a size). */
  readonly carriesNumber: boolean;
  /** The sentence states a range or a bound with its numbers ("6 a 96 parcelas", "no máximo 3 saques"). */
  readonly statesRange: boolean;
  /** The sentence lists the values a name takes (`fileType` `Authorization`, … ou `Others`; "Valores: …"). */
  readonly listsValues: boolean;
  /** The sentence states a refusal or an error and its cause (the rule a symptom points to). */
  readonly statesRefusal: boolean;
  /** The tokens of the identifiers the card defines: its field, or its route's last word and operationId. */
  readonly defines: readonly string[];
}

/**
 * The field a card defines (`amortization.paymentMonth`, `warranty[].registry_HasWarranty` → the token a query
 * naming it carries). Fields only: a status or enum value (`Draft`) is ruled on by many cards, not defined by one.
 */
function subjectToken(subject: string): string {
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

function toCard(document: CorpusDocument, text: AnswerCardText, index: number, routes: ReadonlyMap<string, string> = new Map()): AnswerCard {
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
    crossReference: /guia `[a-z-]+#[a-z0-9-]+`/.test(text.answer),
    carriesNumber: carriesNumber(text.answer),
    statesRange: statesRange(text.answer),
    listsValues: listsValues(text.answer),
    defines: definedTokens(document, text, index, routes),
    statesRefusal: statesRefusal(text.answer),
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
        title: section.slug === "introducao" ? "Visão geral" : section.title,
        keywords: "",
        context: guide.title,
        passages: markdownPassages(section.markdown),
        displayTitle: section.slug === "introducao" ? guide.title : `${guide.title} › ${section.title}`,
        anchor,
        open: `docs_ler_guia id="${anchor}"`,
        uri: `docs://guia/${anchor}`,
      };
      sectionCards({ documentId: anchor, title: `${section.title} ${guide.title}` }, section.markdown).forEach((card, index) =>
        cards.push(toCard(document, { ...card, forms: `${card.forms} ${contractForms(card.answer)}` }, index)),
      );
      return document;
    }),
  );
  return { documents, cards };
}

function endpointDocuments(): CorpusDocument[] {
  return endpointReference().map(
    (endpoint): CorpusDocument => ({
      id: endpoint.operationId,
      kind: "endpoint",
      modules: endpointModules(endpoint),
      title: endpoint.summary,
      keywords: `${endpoint.operationId} ${endpoint.method} ${endpoint.path}`,
      context: `seção ${endpoint.tag} ${endpoint.products.join(" ")}`,
      passages: endpointPassages(endpoint),
      displayTitle: endpointTitle(endpoint),
      anchor: endpoint.operationId,
      open: `docs_referencia_endpoint api="creditapi" opId="${endpoint.operationId}"`,
      uri: `docs://referencia/creditapi#${endpoint.operationId}`,
      endpoint: { operationId: endpoint.operationId, method: endpoint.method, path: endpoint.path },
    }),
  );
}

interface Corpus {
  readonly coverage: CoverageModel;
  readonly index: SearchIndex<CorpusDocument>;
  readonly cards: SearchIndex<AnswerCard>;
  readonly documents: ReadonlyMap<string, CorpusDocument>;
}

let cached: Corpus | undefined;

/** Card properties: the answer and the names it carries weigh most; where it stands helps; its paragraph a little. */
const CARD_BOOST = { title: 1, keywords: 2, context: 0.5, text: 1.5 } as const;
/** Share of the whole entry's score added to its best card's: the section that is about the question breaks ties. */
const ENTRY_SHARE = 1.2;
/** How much a card that covers only part of the question (by the weight of the words it misses) loses. */
const COVERAGE_POWER = 1.5;
/** A question about a bound ("taxa mínima", "faixa de prazo") prefers the sentence that states one over one that names it. */
const RANGE_BOOST = 1.5;
/** An endpoint's line says what the route takes; the guides' cards carry the rules: on a tie, the rule. */
const ENDPOINT_CARD_WEIGHT = 0.6;
/** A question asking for a number (a limit, a frequency), for the values a name takes, or for a cause (a symptom) prefers cards that state one. */
const ASKED_FOR_BOOST = 1.5;
/** The card that defines an identifier the query names. */
const DEFINITION_BOOST = 1.45;
/** The route's own card when the query names the route: as much as a guide card, no more (guides carry the rules). */
const ROUTE_DEFINITION_BOOST = 1;
/** A card that sends the reader to another section (guia `x#y`) names the rule without carrying its fact. */
const CROSS_REFERENCE_WEIGHT = 0.5;
/** An entry that does not serve the one product module the query names ("FGTS tem consulta de margem?"). */
const OTHER_MODULE_WEIGHT = 0.6;
/** An entry written for that module alone, over the rules common to both. */
const NAMED_MODULE_BOOST = 1.2;

/**
 * A card that names a status the query names only inside a longer one (`WarrantyRevision`, `PaymentRevision` for a
 * question about `Revision`): the camelCase part matches the word, but the card is about another status.
 */
const COMPOUND_STATUS_WEIGHT = 0.5;

/** The statuses a query names as typed, whole words of any case ("Revision", "revision"). */
function typedStatuses(query: string): readonly string[] {
  return [...new Set(wordsOf(query).flatMap((word) => statusNamed(word) ?? []))];
}

function namesOnlyCompound(text: string, statuses: readonly string[]): boolean {
  if (statuses.length === 0) return false;
  return statuses.every((status) => !new RegExp(`(?<![A-Za-z])${status}(?![a-z])`).test(text) && new RegExp(`[a-z]${status}|${status}[A-Z]`).test(text));
}

/** The words that name a module, as analyzed terms: the module's own name and its products' models. */
const MODULE_WORDS: Readonly<Record<ProductModule, readonly string[]>> = {
  "consignado-privado": tokenize("consignado privado payroll price sac clt"),
  fgts: tokenize("fgts saque-aniversário"),
};

/** The one module a query names, if it names exactly one. */
function namedModule(terms: readonly QueryTerm[]): ProductModule | undefined {
  const typed = new Set(terms.filter((term) => term.weight === 2).map((term) => term.token));
  const named = MODULE_IDS.filter((module) => MODULE_WORDS[module].some((token) => typed.has(token)));
  return named.length === 1 ? named[0] : undefined;
}

function moduleWeight(document: CorpusDocument, module: ProductModule | undefined): number {
  if (module === undefined || document.modules.length === 0) return 1;
  if (!document.modules.includes(module)) return OTHER_MODULE_WEIGHT;
  return document.modules.length === 1 ? NAMED_MODULE_BOOST : 1;
}

function corpus(): Corpus {
  if (cached === undefined) {
    const guides = guideDocuments();
    const endpoints = endpointDocuments();
    const routes = routeNames(endpoints);
    const documents = [...guides.documents, ...endpoints];
    // A field a guide's table defines (type, required, rule) is one card, the guide's: the endpoint's line repeats it.
    const defined = new Set(guides.cards.flatMap((card) => (card.subject === undefined ? [] : [card.subject])));
    const endpointCardList = endpoints.flatMap((document) =>
      endpointCards({ documentId: document.id, title: document.title }, document.keywords, document.passages)
        .map((card, index) => toCard(document, card, index, routes))
        .filter((card) => card.subject === undefined || !defined.has(card.subject.replace(/^(?:items)?\[\]\./, ""))),
    );
    const cards = [...guides.cards, ...endpointCardList];
    cached = {
      index: new SearchIndex(documents, { passageShare: 0 }),
      coverage: new CoverageModel(cards),
      // Queries are analyzed against the entries' index: the cards' need not learn words for typo correction.
      cards: new SearchIndex(cards, { boost: CARD_BOOST, passageShare: 0, lengthNormalization: 0, lexicon: false }),
      documents: new Map(documents.map((document) => [document.id, document])),
    };
  }
  return cached;
}

let warming = false;

/**
 * Builds the indexes in the background, once: the documentation server calls it on its first request (a client
 * initializes or lists tools before it searches), so the first search finds them built instead of paying the build.
 */
export function warmCorpus(): void {
  if (cached !== undefined || warming) return;
  warming = true;
  setTimeout(() => corpus(), 0).unref();
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

export function searchCorpus(query: string, options: SearchOptions = {}): SearchResult[] {
  const index = corpusIndex();
  const terms = analyzeQuery(query, index);
  if (terms.length === 0) return [];
  const scope = options.scope ?? "todos";
  const filters = {
    ...(scope !== "todos" && { kind: scope === "guias" ? "guia" : "endpoint" }),
    ...(options.module !== undefined && { module: options.module }),
  };
  const entryScores = new Map(index.search(terms, { ...filters, limit: 1_000 }).map((hit) => [hit.entry.id, hit.score]));
  // Each entry ranks by its best card (the sentence that answers), plus a share of its whole score.
  const coverage = corpus().coverage;
  const asks = questionKind(query);
  // The names the partner typed (or a strong synonym stands for): a weaker synonym's identifier is a hint, not the subject.
  const identifiers = new Set(terms.filter((term) => term.weight === 2).map((term) => term.token));
  // Each entry's cards, best first: the entry ranks by its best, and its snippet opens with it.
  const byEntry = new Map<string, { card: AnswerCard; score: number }[]>();
  const statuses = typedStatuses(query);
  for (const hit of corpus().cards.search(terms, { ...filters, limit: 400 })) {
    const card = hit.entry;
    let score = hit.score * coverage.of(card, terms) ** COVERAGE_POWER;
    if (card.crossReference) score *= CROSS_REFERENCE_WEIGHT;
    if (namesOnlyCompound(`${card.answer} ${card.forms}`, statuses)) score *= COMPOUND_STATUS_WEIGHT;
    // Exact terms win: a query naming a contract identifier puts first the card that defines it (the table row of
    // a field, the route's own card); otherwise an endpoint's line gives way to the guides' rules.
    if (card.defines.some((token) => identifiers.has(token))) score *= card.kind === "endpoint" ? ROUTE_DEFINITION_BOOST : DEFINITION_BOOST;
    else if (card.kind === "endpoint") score *= ENDPOINT_CARD_WEIGHT;
    if (asks.number && card.carriesNumber) score *= ASKED_FOR_BOOST;
    if (asks.range && card.statesRange) score *= RANGE_BOOST;
    if (asks.values && card.listsValues) score *= ASKED_FOR_BOOST;
    if (asks.cause && card.statesRefusal) score *= ASKED_FOR_BOOST;
    // A symptom's cause is a rule of the guides (the error tables, the statuses), not what a route takes.
    if (asks.cause && card.kind === "endpoint") score *= ENDPOINT_CARD_WEIGHT;
    byEntry.set(card.document.id, [...(byEntry.get(card.document.id) ?? []), { card, score }]);
  }
  const named = options.module === undefined ? namedModule(terms) : undefined;
  const ranked = [...byEntry.entries()].map(([id, cards]) => {
    cards.sort((a, b) => b.score - a.score);
    const share = asks.cause && cards[0]?.card.kind === "endpoint" ? ENTRY_SHARE * ENDPOINT_CARD_WEIGHT : ENTRY_SHARE;
    const document = cards[0]?.card.document;
    // An entry titled by the longer status ("Revisão de garantia (WarrantyRevision)") is about that one as a whole.
    const compound = document !== undefined && namesOnlyCompound(document.title, statuses) ? COMPOUND_STATUS_WEIGHT : 1;
    const weight = compound * (document === undefined ? 1 : moduleWeight(document, named));
    return { cards, score: weight * ((cards[0]?.score ?? 0) + share * (entryScores.get(id) ?? 0)) };
  });
  ranked.sort((a, b) => b.score - a.score || (a.cards[0]?.card.document.id ?? "").localeCompare(b.cards[0]?.card.document.id ?? ""));
  return ranked.slice(0, options.limit ?? 8).map(({ cards, score }) => ({
    document: (cards[0] as { card: AnswerCard }).card.document,
    score,
    excerpt: answerSnippet(cards.map((entry) => entry.card), terms),
  }));
}
