/**
 * How the documentation search orders its entries (issue 26), apart from how it finds them (corpus.ts): every
 * weight is in RANKING, and rankCandidates is a pure function of the candidates a query found, tested on its own.
 *
 * A card scores BM25 over its sentence, question forms, identifiers and passage, times the share of the question it
 * covers (coverage ** coveragePower), times what the question asks for and what the card is. An entry mixes three
 * scores, each divided by the best of its kind among the query's entries: its best card (the sentence that
 * answers), its whole score (the section about the question) and how much of the question its title covers (the
 * entry is the task asked: "cadastrar um novo tomador"). Dividing makes the mix the same for every query: a raw sum
 * let a short endpoint whose summary shares two words of a question outweigh the long section holding the one
 * sentence that answers it. (Measured on the development part and the original retrieval set only: 84.7% / 90.2%
 * with the raw sum, 87.3% / 92.2% with the mix; a grid of the mix's two free weights showed a plateau around
 * entry 0.4 and title 0.2 to 0.3. Fitting every weight at once did worse on five-fold cross-validation, 145 against
 * 149 of 169, so the other weights stay as they were.) The snippet is the entry's best card first, then its next
 * best while room is left.
 */
import type { ProductModule } from "@/lib/contract/enums";
import { MODULE_IDS } from "../modules";
import { type AnswerCardFlags, type QuestionKind, RESPONSE_LINE } from "./answer-cards";
import { numbersAgainst, questionNumbers } from "./intervals";
import { endpointsNamed, methodsTyped, statusNamed } from "./contract-forms";
import { isEnglishQuestion, type QueryTerm } from "./query";
import type { HeadProperty } from "./search-index";
import { tokenize, wordsOf } from "./tokenize";

export interface RankingWeights {
  /**
   * Card properties: the answer and the names it carries weigh most; where it stands helps; its paragraph a little; the
   * questions it answers in the askers' words (content/question-forms) half a word of its own: they find the sentence a
   * question shares no word with, and must not outweigh one that says what was asked. (Development 76.6% → 86.4%
   * first-hit with three writers' forms, held-out 83.0% → 86.0% on the same 200 questions, top-3 95.0% → 98.0%. A grid
   * of this weight and the entry's, 0.25 to 1 and 0.5 to 2, is a plateau within two development questions; 0.75 / 1.5
   * keeps the original set at 48 of 51, where 1 / 1 lost two of them. Larger entry weights kept gaining on development
   * but lost on the held-out part, and were not adopted.)
   */
  readonly cardBoost: Readonly<Record<HeadProperty, number>>;
  /** Whole-entry properties: the title (section heading, endpoint summary) weighs most; all its sentences' questions count as its text does. */
  readonly entryBoost: Readonly<Record<HeadProperty, number>>;
  /**
   * How an entry's three scores mix, each first divided by the best of its kind among the query's entries (their
   * scales differ from one query to the next): its best card (the sentence that answers), its whole score (the
   * section about the question), and the share of the question its title covers (the entry is about the task asked);
   * plus `definition` when its best card is the guide's definition of an identifier the query names.
   */
  readonly mix: { readonly card: number; readonly entry: number; readonly title: number; readonly definition: number };
  /** How much a card that covers only part of the question (by the weight of the words it misses) loses. */
  readonly coveragePower: number;
  /**
   * A card gains this much times the similarity of its closest single question form (0 to 1): a question asked the way
   * one form asks it is that form's sentence, where the bag of all the card's forms also matches a card whose many forms
   * share one word each with the question.
   */
  readonly questionMatchBoost: number;
  /**
   * The similarity under which the closest form says nothing: a form sharing one word of a two-word query ("uploads"
   * of "SignedContract uploads") is not the question asked. (Development 350, original set 49 of 51 with 0.3; 351 / 48
   * with 0.2; the signed-instrument rule of search.test.ts needs at least 0.3.)
   */
  readonly questionMatchFloor: number;
  /**
   * A card gains this much times the share of the question's word pairs its sentence holds in order ("autorização de
   * margem", "antecipar FGTS"): its words say the same thing, not the same words about other things.
   */
  readonly wordPairBoost: number;
  /** A question about a bound ("taxa mínima", "faixa de prazo") prefers the sentence that states one over one that names it. */
  readonly rangeBoost: number;
  /** An endpoint's line says what the route takes; the guides' cards carry the rules: on a tie, the rule. */
  readonly endpointCardWeight: number;
  /** A question asking for a number (a limit, a frequency), for the values a name takes, or for a cause (a symptom) prefers cards that state one. */
  readonly askedForBoost: number;
  /** A question about what comes next prefers the sentence that writes the transition (an arrow between statuses). */
  readonly transitionBoost: number;
  /**
   * An action asked about in a status ("consigo cancelar em ManualLiquidation?") is answered by the row listing the
   * statuses where it is allowed, which says so by leaving the status out.
   */
  readonly permissionBoost: number;
  /** A question about the order of the flow prefers its numbered steps. */
  readonly sequenceBoost: number;
  /** A comparison is answered by the entry that holds both things compared: its second best card adds this share of its score. */
  readonly comparisonSecondCard: number;
  /** A question asking where to read a thing through the API prefers the reading routes' cards (GET). */
  readonly lookupBoost: number;
  /** A question naming a number ("saldo de 8 mil", "100 parcelas") prefers the row whose interval holds it. */
  readonly intervalBoost: number;
  /**
   * A question naming a number with its unit ("120 parcelas, rola?", "fgts a 2% ao mês passa?") is answered by the
   * row stating the bounds in that unit, even when the number falls outside them (that is the answer).
   */
  readonly sameUnitBoost: number;
  /** The card that defines an identifier the query names: a guide's row or prose, or an endpoint's line alone defining its field (definesField). */
  readonly definitionBoost: number;
  /**
   * A question about the unit or format of a field it names ("totalValue vai em reais ou centavos?") prefers, among the
   * cards defining that field, the convention stating the unit for all fields of its kind (Guide.unitSections).
   */
  readonly unitConventionBoost: number;
  /** The route's own card when the query names the route: as much as a guide card, no more (guides carry the rules). */
  readonly routeDefinitionBoost: number;
  /** The endpoint whose route the query writes out whole ("GET /v1/CreditNote"): it is the subject, as a field's row is. */
  readonly typedRouteBoost: number;
  /**
   * An endpoint whose HTTP method the query types as the contract writes it ("dá pra mandar depois no PUT?", "o GET da
   * simulação recalcula?"): the method alone does not name the route, but it says which kind of call is asked about.
   * Development 733 → 737 of 800 first-hit, top-3 790 → 791; 1.15 gains 1, 1.3 to 1.6 gain 3 to 4.
   */
  readonly typedMethodBoost: number;
  /**
   * An endpoint's response line ("Resposta: …, field, field, …") is a bag of field names whose parts match many
   * words: it answers what a route returns, and weighs this much for any other question.
   */
  readonly responseListWeight: number;
  /**
   * A question whether a resource carries a piece of information ("a operação mostra qual client_id a criou?", "which
   * fields tell me it was deleted?") is answered by the response line listing that field, whose meanings the card holds
   * (responseGloss). Development 537 → 540 of 598 first-hit, top-3 unchanged; a plateau from 1.5 to 2, 2.5 loses two.
   */
  readonly responseContentsBoost: number;
  /** A card that sends the reader to another section (guia `x#y`) names the rule without carrying its fact. */
  readonly crossReferenceWeight: number;
  /** An entry that does not serve the one product module the query names ("FGTS tem consulta de margem?"). */
  readonly otherModuleWeight: number;
  /** An entry written for that module alone, over the rules common to both. */
  readonly namedModuleBoost: number;
  /**
   * A card that names a status the query names only inside a longer one (`WarrantyRevision`, `PaymentRevision` for a
   * question about `Revision`): the camelCase part matches the word, but the card is about another status.
   */
  readonly compoundStatusWeight: number;
  /**
   * The entry classifier's belief (entry-classifier.ts), as evidence: `weight × ln(belief + floor)` is added to each
   * entry's score, a share of the best entry's. In log space a belief counts by ratios: an entry the whole question
   * makes ten times likelier gains the same over its rival whether their beliefs are 0.5 and 0.05 or 0.02 and 0.002,
   * so the classifier also separates the entries it finds unlikely, which a share of the belief itself (the earlier
   * `0.5 × belief`) left flat. The floor caps what a near-zero belief costs. Development 465 → 470 of 518 first-hit,
   * top-3 509 → 508; a plateau from weight 0.06 to 0.12 and floor 0.003 to 0.03 (both halves of the development part
   * gained alike); the original retrieval set unchanged, 48 of 51. Once the classifier learned the probe questions too
   * (corpus.ts trainingTexts), 0.14: the held-back probe round 196 / 234 of 240 (0.1: 196 / 233; 0.18: 199 / 235;
   * 0.24: 205 / 235) with development at its best (0.1: 757 / 795; 0.14: 758 / 796; 0.18: 755 / 795; 0.24: 752 / 794).
   * With the twelfth round learned too (2026-11-28), 0.18 over the four held-back rounds (945 questions): first-hit
   * 884 → 891, top-3 939 either way, development 756 → 755 first-hit, 797 top-3 either way (0.2: 895 / 939 and 754 /
   * 797; 0.22: 892 / 940 and 754 / 796; 0.26: 892 / 941 and 751 / 793). The freshest round, the sixteenth, unchanged.
   */
  readonly entryBeliefWeight: number;
  /** The least belief counted: an entry the classifier rules out loses at most `weight × ln(floor)`. */
  readonly entryBeliefFloor: number;
}

export const RANKING: RankingWeights = {
  cardBoost: { title: 1, keywords: 2, context: 0.5, text: 1.5, questions: 0.75 },
  entryBoost: { title: 3, keywords: 2, context: 0.5, text: 1, questions: 1.5 },
  mix: { card: 0.6, entry: 0.4, title: 0.25, definition: 0.2 },
  coveragePower: 1.5,
  questionMatchBoost: 1,
  questionMatchFloor: 0.3,
  wordPairBoost: 1,
  rangeBoost: 1.5,
  endpointCardWeight: 0.6,
  askedForBoost: 1.5,
  transitionBoost: 2,
  comparisonSecondCard: 1,
  sequenceBoost: 2,
  permissionBoost: 1.5,
  lookupBoost: 3,
  intervalBoost: 1.5,
  sameUnitBoost: 1.25,
  definitionBoost: 1.45,
  unitConventionBoost: 1.5,
  routeDefinitionBoost: 1,
  typedRouteBoost: 2,
  typedMethodBoost: 1.3,
  responseListWeight: 0.5,
  responseContentsBoost: 2,
  crossReferenceWeight: 0.5,
  otherModuleWeight: 0.6,
  namedModuleBoost: 1.2,
  compoundStatusWeight: 0.5,
  entryBeliefWeight: 0.18,
  entryBeliefFloor: 0.03,
};

/** What ranking reads of an entry. */
export interface RankedDocument {
  readonly id: string;
  readonly title: string;
  readonly modules: readonly ProductModule[];
  /** An endpoint's method: a reading route (GET) answers where to see a thing. */
  readonly endpoint?: { readonly method: string };
}

/** What ranking reads of a card. */
export interface RankedCard extends AnswerCardFlags {
  readonly kind: string;
  /** A step of a numbered flow. */
  readonly step?: true;
  readonly answer: string;
  readonly forms: string;
  readonly document: RankedDocument;
  /** An endpoint's field line that alone defines its name in the whole documentation (corpus.ts; see definesField). */
  readonly soleDefinition?: true;
  readonly returned?: true;
}

/**
 * The card is where the name it defines is defined: a guide's row or prose, or an endpoint's field line for a field no
 * guide defines (a response's `cancelRequestedAt`, `history[].actor`, a route's own parameters), which is its only
 * definition. An endpoint's own line defines the route, and a field line repeating a guide's definition gives way to it
 * (the guides carry the rules), and so does one among several endpoints' lines for a common name (`personId`, `uploads`):
 * corpus.ts marks the line that alone defines its name in the whole documentation. Measured: development 748 first-hit
 * unchanged (top-3 792 → 793), probes 253 → 254 (276 → 277), third-round probes 214 → 215; counting every field line as
 * a definition gained more on development (750) but sent one-word queries for a name the guides define (`fileType`) to
 * an endpoint repeating it, and questions naming `personId` or `productId` to any route taking one.
 */
function definesField(card: RankedCard): boolean {
  return card.kind === "guia" || card.soleDefinition === true;
}

export interface CardCandidate<C extends RankedCard> {
  readonly card: C;
  /** The card's BM25 score for the query. */
  readonly bm25: number;
  /** The share of the question the card covers (CoverageModel), 0 to 1. */
  readonly coverage: number;
  /** The similarity of the card's closest question form to the query (QuestionMatcher), 0 to 1. */
  readonly questionMatch: number;
  /** The share of the query's word pairs the card's sentence holds, 0 to 1. */
  readonly pairShare: number;
}

/** What one query found, before ranking: its terms, its cards and the entries' whole scores. */
export interface Candidates<C extends RankedCard> {
  readonly query: string;
  readonly terms: readonly QueryTerm[];
  readonly cards: readonly CardCandidate<C>[];
  readonly entryScores: ReadonlyMap<string, number>;
  /** The share of the question each entry's title covers. */
  readonly titleCoverage: ReadonlyMap<string, number>;
  /** How likely each entry is what the question asks about, as the entry classifier reads the whole question (0 to 1). */
  readonly entryBelief: ReadonlyMap<string, number>;
  /** The caller chose a module: the query's module words then weigh nothing more. */
  readonly moduleChosen: boolean;
}

export interface RankedEntry<C extends RankedCard> {
  /** The entry's cards, best first. */
  readonly cards: readonly C[];
  readonly score: number;
}

/** A response line that names the fields it returns ("Resposta: A operação. id, status, …"), not a file ("Resposta: A CCB em PDF."). */
function listsResponseFields(answer: string): boolean {
  const period = answer.indexOf(". ");
  return period >= 0 && answer.slice(period + 2).trim() !== "";
}

/** The term a question about a route's response carries. */
const RESPONSE_TOKEN = tokenize("resposta")[0];

/** The actions on an operation, as analyzed terms: a question naming one with a status asks whether it is allowed there. */
const ACTION_TERMS: ReadonlySet<string> = new Set(
  tokenize("cancelar cancel excluir delete put alterar atualizar editar corrigir anexar upload submitapproval enviar reenviar restaurar restore SignUrl"),
);

/**
 * The statuses whose definition (their row of a status table) a question asks for: typed as the contract writes them
 * ("Revision"; "error" in "error responses" is a word, not the status `Error`), in a question about the status itself,
 * not about what comes after it or about an action in it (the transitions and the permissions table answer those).
 */
function statusesDefinedFor(found: Candidates<RankedCard>, asks: QuestionKind): ReadonlySet<string> {
  if (asks.transition || found.terms.some((term) => ACTION_TERMS.has(term.token))) return new Set();
  return new Set(wordsOf(found.query).flatMap((word) => (statusNamed(word) === word ? [word.toLowerCase()] : [])));
}

/**
 * The statuses a query names as typed, whole words of any case ("Revision", "revision"); in an English question only as
 * the contract writes them ("sent back for revision" is the English word): tenth-round probes +1, the rest unchanged.
 */
function typedStatuses(query: string): readonly string[] {
  const english = isEnglishQuestion(query);
  return [...new Set(wordsOf(query).flatMap((word) => (english && statusNamed(word) !== word ? [] : (statusNamed(word) ?? []))))];
}

export function namesOnlyCompound(text: string, statuses: readonly string[]): boolean {
  if (statuses.length === 0) return false;
  return statuses.every((status) => !new RegExp(`(?<![A-Za-z])${status}(?![a-z])`).test(text) && new RegExp(`[a-z]${status}|${status}[A-Z]`).test(text));
}

/** The words that name a module, as analyzed terms: the module's own name and its products' models. */
const MODULE_WORDS: Readonly<Record<ProductModule, readonly string[]>> = {
  "consignado-privado": tokenize("consignado privado payroll price sac clt"),
  fgts: tokenize("fgts saque-aniversário"),
};

/**
 * What only one module has, read when the question names no product: the payroll loan's authorization (the margin
 * authorization, its "termo de autorização") and FGTS's consent. "reenviei o termo de autorização e deu 409" asks about
 * the payroll documents, not the FGTS consent term's section. Development unchanged; three probe questions of this
 * class (first, second and fifth rounds) gained; "a margem" as the payroll's concept lost one development question.
 */
const MODULE_CONCEPTS: Readonly<Record<ProductModule, readonly string[]>> = {
  "consignado-privado": tokenize("autorização"),
  fgts: tokenize("consentimento"),
};

/**
 * Words after which a question names what it compares with, not what it asks about: "igual no consignado", "igual faço
 * no price", "que nem no consignado", "like in payroll", "same as", "the way the payroll's authorization does".
 */
const COMPARED_WITH: ReadonlySet<string> = new Set(["igual", "igualzinho", "nem", "like", "same", "way"]);
/** How far after such a word the thing compared with is named ("igual faço no price": three words; "like path A in payroll": four). */
const COMPARED_REACH = 4;

/** The words of a query without those naming what it compares with ("no fgts posso X igual no consignado?" asks about FGTS). */
function subjectTokens(query: string): ReadonlySet<string> {
  const kept: string[] = [];
  let reference = 0;
  for (const word of wordsOf(query)) {
    if (reference > 0) reference--;
    else kept.push(word);
    if (COMPARED_WITH.has(word.toLowerCase())) reference = COMPARED_REACH;
  }
  return new Set(tokenize(kept.join(" ")));
}

/** The one module a query names as its subject, if it names exactly one. */
function namedModule(query: string, terms: readonly QueryTerm[]): ProductModule | undefined {
  const subject = subjectTokens(query);
  const typed = new Set(terms.filter((term) => term.weight === 2 && subject.has(term.token)).map((term) => term.token));
  const named = MODULE_IDS.filter((module) => MODULE_WORDS[module].some((token) => typed.has(token)));
  if (named.length > 0) return named.length === 1 ? named[0] : undefined;
  const meant = MODULE_IDS.filter((module) => MODULE_CONCEPTS[module].some((token) => typed.has(token)));
  return meant.length === 1 ? meant[0] : undefined;
}

function moduleWeight(document: RankedDocument, module: ProductModule | undefined, weights: RankingWeights): number {
  if (module === undefined || document.modules.length === 0) return 1;
  if (!document.modules.includes(module)) return weights.otherModuleWeight;
  return document.modules.length === 1 ? weights.namedModuleBoost : 1;
}

/** How much a card's closest question form is the question, 0 to 1: its similarity past the floor. */
function questionLikeness(similarity: number, weights: RankingWeights): number {
  return Math.max(0, similarity - weights.questionMatchFloor) / (1 - weights.questionMatchFloor);
}

/** For a question about a unit or format ("o iofAmountInCents é em reais?"): the card states the unit of a field named. */
function statesUnitOfNamed(card: RankedCard, asks: QuestionKind, identifiers: ReadonlySet<string>): boolean {
  return asks.unit && card.unitOf.some((token) => identifiers.has(token));
}

/** The card defines a name the query carries: its field, status or route, or the unit of a field asked about. */
function definesNamed(card: RankedCard, asks: QuestionKind, identifiers: ReadonlySet<string>): boolean {
  return card.defines.some((token) => identifiers.has(token)) || statesUnitOfNamed(card, asks, identifiers) || partOfNamed(card, identifiers);
}

/**
 * A returned field's line answers for the object it is part of: "no history, quem é o autor?" is `history[].actor`'s,
 * "o plano veio com amortização negativa" `plan.installments[].principalInCents`'s. Probes +7 (fourth-, tenth-round and
 * others), development unchanged.
 */
function partOfNamed(card: RankedCard, identifiers: ReadonlySet<string>): boolean {
  if (card.returned !== true) return false;
  const parents = card.answer.slice(0, card.answer.indexOf(":")).split(/\[\]\.|\./).slice(0, -1);
  return parents.some((parent) => identifiers.has(parent.toLowerCase()));
}

/** The entries a query's candidates make, best first. */
export function rankCandidates<C extends RankedCard>(found: Candidates<C>, asks: QuestionKind, weights: RankingWeights = RANKING): RankedEntry<C>[] {
  // The names the partner typed (or a strong synonym stands for): a weaker synonym's identifier is a hint, not the subject.
  const statusesAsked = statusesDefinedFor(found, asks);
  // "consigo cancelar pela API?" asks whether an action is allowed, not where to read something.
  const lookup = asks.lookup && !found.terms.some((term) => ACTION_TERMS.has(term.token));
  const numbers = questionNumbers(found.query);
  // "consigo cancelar em ManualLiquidation?": an action typed with a status, written as the contract writes it, asks
  // whether the action is allowed there ("posso mandar warranty" names the field, not the status `Warranty`).
  const permission = !asks.transition && found.terms.some((term) => term.weight === 2 && ACTION_TERMS.has(term.token)) && wordsOf(found.query).some((word) => statusNamed(word) === word);
  // A typed route's words name the route ("POST /v1/BankAccount"), not a field of that name (`newPersonAndAccount.bankAccount`):
  // development 748 → 749 first-hit, second-round probes 216 → 217.
  const routeWords = new Set(tokenize((found.query.match(/\/v1\/[\w/{}.-]*/g) ?? []).join(" ")));
  const identifiers = new Set(
    found.terms
      .filter((term) => term.weight === 2 && !routeWords.has(term.token) && (statusNamed(term.token) === undefined || statusesAsked.has(term.token)))
      .map((term) => term.token),
  );
  const statuses = typedStatuses(found.query);
  const routesNamed = endpointsNamed(found.query);
  const methods = methodsTyped(wordsOf(found.query));
  // "o DELETE retorna o quê", "what does the token response carry": the synonyms of query.ts bring "resposta".
  const asksResponse = asks.contents || found.terms.some((term) => term.token === RESPONSE_TOKEN);
  const byEntry = new Map<string, { card: C; score: number }[]>();
  for (const { card, bm25, coverage, questionMatch, pairShare } of found.cards) {
    let score = bm25 * coverage ** weights.coveragePower * (1 + weights.questionMatchBoost * questionLikeness(questionMatch, weights)) * (1 + weights.wordPairBoost * pairShare);
    if (card.crossReference) score *= weights.crossReferenceWeight;
    if (card.kind === "endpoint" && card.answer.startsWith(RESPONSE_LINE)) score *= asks.contents && listsResponseFields(card.answer) ? weights.responseContentsBoost : asksResponse ? 1 : weights.responseListWeight;
    if (namesOnlyCompound(`${card.answer} ${card.forms}`, statuses)) score *= weights.compoundStatusWeight;
    // Exact terms win: a query naming a contract identifier puts first the card that defines it (the table row of
    // a field, the route's own card); otherwise an endpoint's line gives way to the guides' rules.
    if (definesNamed(card, asks, identifiers)) score *= definesField(card) ? weights.definitionBoost : weights.routeDefinitionBoost;
    else if (card.kind === "endpoint") score *= weights.endpointCardWeight;
    // The row of a field gives its type; the convention says what the unit means for every field of that kind.
    if (statesUnitOfNamed(card, asks, identifiers)) score *= weights.unitConventionBoost;
    // "o GET do produto traz o mínimo e o máximo?" asks whether a record carries the bound, not for the bound itself.
    if (asks.number && !asks.contents && card.carriesNumber) score *= weights.askedForBoost;
    if (asks.range && !asks.contents && card.statesRange) score *= weights.rangeBoost;
    if (asks.values && card.listsValues) score *= weights.askedForBoost;
    if (asks.cause && card.statesRefusal) score *= weights.askedForBoost;
    if (asks.existence && card.statesAbsence) score *= weights.askedForBoost;
    if (asks.transition && card.statesTransition) score *= weights.transitionBoost;
    if (asks.sequence && card.step === true) score *= weights.sequenceBoost;
    if (lookup && card.document.endpoint?.method === "GET") score *= weights.lookupBoost;
    if (permission && card.listsStatuses) score *= weights.permissionBoost;
    const bounds = numbersAgainst(numbers, card.intervals);
    if (bounds === "holds") score *= weights.intervalBoost;
    else if (bounds === "same-unit") score *= weights.sameUnitBoost;
    // A symptom's cause is a rule of the guides (the error tables, the statuses), not what a route takes; what a value
    // that came back means is its response line's ("principalInCents veio negativa"): probes +2, development unchanged.
    if (asks.cause && card.kind === "endpoint" && card.returned !== true) score *= weights.endpointCardWeight;
    const list = byEntry.get(card.document.id);
    if (list === undefined) byEntry.set(card.document.id, [{ card, score }]);
    else list.push({ card, score });
  }
  const named = found.moduleChosen ? undefined : namedModule(found.query, found.terms);
  const scored = [...byEntry.entries()].map(([id, cards]) => {
    cards.sort((a, b) => b.score - a.score);
    const best = cards[0] as { card: C; score: number };
    // A symptom's cause is not what a route takes: an endpoint's whole score weighs as its lines do.
    const whole = (asks.cause && best.card.kind === "endpoint" ? weights.endpointCardWeight : 1) * (found.entryScores.get(id) ?? 0);
    const document = best.card.document;
    // An entry titled by the longer status ("Revisão de garantia (WarrantyRevision)") is about that one as a whole.
    const compound = namesOnlyCompound(document.title, statuses) ? weights.compoundStatusWeight : 1;
    // A definition that does not state the number or the bound the question asks for is not its answer.
    const answersAsked = (!asks.number && !asks.range) || best.card.carriesNumber;
    // A section titled by the status asked about ("Revisão de garantia (WarrantyRevision)") defines it as its row does.
    const titled = statusesAsked.size > 0 && wordsOf(document.title).some((word) => statusesAsked.has(word.toLowerCase()));
    const defines = titled || (answersAsked && definesField(best.card) && definesNamed(best.card, asks, identifiers));
    // "Revision vs WarrantyRevision": the status table holds both rows; a section about one of them, only one.
    const second = asks.comparison ? weights.comparisonSecondCard * (cards[1]?.score ?? 0) : 0;
    const method = document.endpoint !== undefined && methods.has(document.endpoint.method) ? weights.typedMethodBoost : 1;
    const weight = method * compound * moduleWeight(document, named, weights) * (routesNamed.has(id) ? weights.typedRouteBoost : 1);
    return { id, cards: cards.map((entry) => entry.card), card: best.score + second, whole, defines, weight };
  });
  const bestCard = Math.max(Number.MIN_VALUE, ...scored.map((entry) => entry.card));
  const bestWhole = Math.max(Number.MIN_VALUE, ...scored.map((entry) => entry.whole));
  const { mix } = weights;
  const ranked = scored.map((entry) => ({
    id: entry.id,
    cards: entry.cards,
    score:
      entry.weight *
      (mix.card * (entry.card / bestCard) + mix.entry * (entry.whole / bestWhole) + mix.title * (found.titleCoverage.get(entry.id) ?? 0) + (entry.defines ? mix.definition : 0)),
  }));
  const bestScore = Math.max(Number.MIN_VALUE, ...ranked.map((entry) => entry.score));
  for (const entry of ranked) entry.score = entry.score / bestScore + weights.entryBeliefWeight * Math.log((found.entryBelief.get(entry.id) ?? 0) + weights.entryBeliefFloor);
  ranked.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return distinctFirst(ranked, DISTINCT_HITS);
}

/** The hits a reader weighs against each other: they show different answers. */
const DISTINCT_HITS = 3;

/**
 * The first `count` entries with different best sentences: an entry whose best sentence repeats a better entry's (the
 * status table and the sandbox CPFs are in three guides) yields its place to the next entry that says something else,
 * and follows right after them.
 */
function distinctFirst<E extends { readonly cards: readonly RankedCard[] }>(ranked: readonly E[], count: number): E[] {
  const first: E[] = [];
  const repeated: E[] = [];
  const said = new Set<string>();
  for (const entry of ranked) {
    const answer = entry.cards[0]?.answer ?? "";
    if (first.length < count && said.has(answer)) repeated.push(entry);
    else {
      said.add(answer);
      first.push(entry);
    }
  }
  return [...first.slice(0, count), ...repeated, ...first.slice(count)];
}
