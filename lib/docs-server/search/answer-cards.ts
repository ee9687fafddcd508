/**
 * Answer cards: every rule the documentation states, as a searchable unit of its own. A card is one sentence
 * of a guide section (a list item, a paragraph's sentence, a table row) or one line of an endpoint's
 * reference, with:
 *
 * - `answer`: the sentence that carries the fact (the number, the field, the route, the status), shown first
 *   by a hit;
 * - `forms`: the question forms it answers, from where it stands: the section's title, the table's column
 *   names ("obrigatório", "ação do parceiro?", "permitida nos status") and the row's subject, so "X é
 *   obrigatório?" finds the row of X in a table with that column;
 * - `identifiers`: the contract's names it carries (`fileType`, `SignedContract`, routes, statuses), the
 *   subject of a table row first: a query naming one ranks first the cards that define or rule on it;
 * - `passage`: the paragraph, item or row it came from, for the words its sentence leaves to its neighbours.
 *
 * Cards are built from the guides and the endpoint reference as they are (which themselves read the contract
 * in lib/contract): nothing here restates a rule.
 */
import { statusNamed } from "./contract-forms";
import type { StatedInterval } from "./intervals";
import type { QueryTerm } from "./query";
import { passageUnits, type Unit } from "./snippet";
import { tokenize } from "./tokenize";

export interface CardSource {
  readonly documentId: string;
  /** The section's or endpoint's title. */
  readonly title: string;
}

export interface AnswerCardText {
  readonly answer: string;
  /** The next sentence of the same item or paragraph, when the answer alone is short. */
  readonly continuation?: string;
  readonly forms: string;
  /** The questions the sentence answers, in the askers' words (content/question-forms). */
  readonly questions?: string;
  readonly identifiers: string;
  /** The contract name the card defines: the subject (first cell) of a table row. */
  readonly subject?: string;
  readonly passage: string;
  /** A step of a numbered flow (a guide's "Fluxo"): it answers what comes before or after another step. */
  readonly step?: true;
  /** For a step, the first sentence of the step after it: "qual o próximo passo" is answered by that one. */
  readonly nextStep?: string;
  /** For a table's row: the refusal stated under the table, what holds outside its rows ("Ação proibida no status atual: 409"). */
  readonly tableRule?: string;
  /** An endpoint's line for a field of its response: what a returned value means ("veio negativa, é bug?"). */
  readonly returned?: true;
}

/** How an endpoint's passages open its response line (corpus.ts writes it, ranking.ts weighs it). */
export const RESPONSE_LINE = "Resposta:";

/** What a card is, as the ranking reads it (ranking.ts). */
export interface AnswerCardFlags {
  readonly crossReference: boolean;
  /** The sentence states a number (a limit, a range, an interval, a size). */
  readonly carriesNumber: boolean;
  /** The sentence states a range or a bound with its numbers ("6 a 96 parcelas", "no máximo 3 saques"). */
  readonly statesRange: boolean;
  /** The sentence lists the values a name takes (`fileType` `Authorization`, … ou `Others`; "Valores: …"). */
  readonly listsValues: boolean;
  /** The sentence states a refusal or an error and its cause (the rule a symptom points to). */
  readonly statesRefusal: boolean;
  /** The sentence says whether a thing exists: that it does not ("não há consulta de margem", "não é exposto por consulta"). */
  readonly statesAbsence: boolean;
  /** The sentence states a transition: the guides write the path between statuses with arrows (`Signatures` → `Canceled`). */
  readonly statesTransition: boolean;
  /** The sentence lists statuses (three or more): a permission row, a group of statuses; it answers for the ones it leaves out too. */
  readonly listsStatuses: boolean;
  /** The intervals the sentence states, to find the row of a table that holds the number a question names. */
  readonly intervals: readonly StatedInterval[];
  /** The tokens of the identifiers the card defines: its field, or its route's last word and operationId. */
  readonly defines: readonly string[];
  /** The tokens of the fields whose unit or format the card's section states (Guide.unitSections). */
  readonly unitOf: readonly string[];
}

const CODE = /`([^`]+)`/g;

function codeNames(text: string): string[] {
  return [...text.matchAll(CODE)].map((match) => match[1] ?? "").filter((name) => name !== "");
}

function cells(line: string): string[] {
  return line
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.replace(/\\\|/g, "|").replace(/\*\*/g, "").trim());
}

const isSeparator = (line: string) => /^\|?\s*:?-{3,}/.test(line);

/** Column names of the table each row belongs to, by the row's text as passageUnits writes it. */
function tableHeaders(markdown: string): Map<string, { readonly header: string; readonly subject: string }> {
  const rows = new Map<string, { header: string; subject: string }>();
  const lines = markdown.split("\n").map((line) => line.trim());
  let header: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (!line.startsWith("|")) {
      header = undefined;
      continue;
    }
    if (isSeparator(line)) continue;
    if (isSeparator(lines[index + 1] ?? "")) {
      header = cells(line).join(" ");
      continue;
    }
    const row = cells(line);
    const text = row.filter((cell) => cell !== "").join(" — ").replace(/\s+/g, " ");
    rows.set(text, { header: header ?? "", subject: row[0] ?? "" });
  }
  return rows;
}

/** The first sentence of the numbered item after the one `index` is in, if the list goes on. */
function nextStepOf(units: readonly Unit[], index: number): { nextStep?: string } {
  const block = units[index]?.block;
  const next = units.slice(index + 1).find((unit) => unit.block !== block);
  return next?.step === true ? { nextStep: next.text } : {};
}

/**
 * The rule under the table a row is in: the sentence right after the table (a blank line between at most, no heading or
 * list first) when it says what is refused ("Ação proibida no status atual: 409"), what holds outside the rows.
 */
function tableRuleOf(units: readonly Unit[], index: number, rows: ReadonlyMap<string, unknown>): { tableRule?: string } {
  let last = units[index] as Unit;
  for (const unit of units.slice(index + 1)) {
    if (!rows.has(unit.text)) {
      return unit.block - last.block <= 2 && unit.step !== true && statesRefusal(unit.text) ? { tableRule: unit.text } : {};
    }
    last = unit;
  }
  return {};
}

/** The cards of a guide section's markdown, in order. */
export function sectionCards(source: CardSource, markdown: string): AnswerCardText[] {
  const units = passageUnits(markdown);
  const rows = tableHeaders(markdown);
  const blocks = new Map<number, string[]>();
  for (const unit of units) blocks.set(unit.block, [...(blocks.get(unit.block) ?? []), unit.text]);
  return units.map((unit, index) => {
    const row = rows.get(unit.text);
    const next = units[index + 1];
    const subject = row === undefined ? undefined : codeNames(row.subject)[0];
    return {
      answer: unit.text,
      ...(next !== undefined && next.block === unit.block && { continuation: next.text }),
      forms: [source.title, row?.header ?? "", unit.lead ?? ""].join(" "),
      identifiers: [...new Set([...(subject === undefined ? [] : [subject]), ...codeNames(unit.text)])].join(" "),
      ...(subject !== undefined && { subject }),
      ...(unit.step === true && { step: true as const, ...nextStepOf(units, index) }),
      ...(row !== undefined && tableRuleOf(units, index, rows)),
      passage: (blocks.get(unit.block) ?? []).join(" "),
    };
  });
}

/**
 * The cards of an endpoint: its summary and description, each request field, its response. The response card lists
 * field names; `responseGloss` (what the response-only fields mean) is its context, so "o produto embute seguro?"
 * finds the list that holds `insuranceEmbedded`.
 */
export function endpointCards(source: CardSource, keywords: string, passages: readonly string[], responseGloss = ""): AnswerCardText[] {
  const responseAt = passages.findIndex((passage) => passage.startsWith(RESPONSE_LINE));
  return passages.map((passage, index) => {
    const field = index === 0 ? undefined : /^([\w.[\]]+):/.exec(passage)?.[1];
    return {
      ...(responseAt >= 0 && index > responseAt && field !== undefined && { returned: true as const }),
      answer: passage,
      forms: source.title,
      // The route names the endpoint's first card; a field line is about its field.
      identifiers: index === 0 ? keywords : (field ?? ""),
      ...(field !== undefined && { subject: field }),
      passage: responseGloss !== "" && passage.startsWith(RESPONSE_LINE) ? `${passage} ${responseGloss}` : passage,
    };
  });
}

/**
 * The identifiers a sentence defines in prose, the way the guides write a field's values or its gloss: the name
 * followed by its values (`fileType` `Authorization` (…), `SignedContract` (…) ou `Others`) or by a parenthesis
 * that says what it is (`displayName` (opcional, mas envie)).
 */
const VALUE_LIST = /`([A-Za-z_]\w*)`:?\s+`[^`]+`(?:\s*\([^)]*\))?(?:,\s*`[^`]+`(?:\s*\([^)]*\))?)*,?\s+ou\s+`[^`]+`/g;
const GLOSS = /`([a-z]\w*[A-Z_]\w*)`\s+\((?!`)[^)]{3,}\)/g;

/** A sentence that lists the values a name takes: in prose (VALUE_LIST) or as a field table's "Valores: `A`, `B`". */
/** Statuses a sentence must name to list them. */
const STATUS_LIST = 3;

export function listsStatuses(answer: string): boolean {
  return new Set(codeNames(answer).filter((name) => statusNamed(name) === name)).size >= STATUS_LIST;
}

export function listsValues(answer: string): boolean {
  // matchAll, not test: test would move the shared global pattern's lastIndex, which matchAll then starts from.
  return !answer.matchAll(VALUE_LIST).next().done || /\bValores: `/.test(answer);
}

/** The words that ask for a name's values, as analyzed terms. */
const VALUE_WORDS: readonly string[] = tokenize("valores valor values opções options possíveis aceitos");

/**
 * A sentence that opens by saying what a name is ("`creditNoteNo` é texto (string), não UUID: …", "`paymentPeriodicity` é
 * sempre …"): the name's definition, as its table row would be. Development unchanged, probes 254 → 255 first-hit,
 * fourth-round probes 215 → 218.
 */
const IS_DEFINITION = /^`([a-z]\w*[A-Z_]\w*)` (?:é|são) /;

/**
 * The names a sentence defines outright: the one it opens by saying what it is ("`creditNoteNo` é texto…") and those
 * whose values it lists (`fileType` `Authorization` (…), `SignedContract` (…) ou `Others`), not a gloss in passing.
 */
export function outrightDefinitions(answer: string): string[] {
  const opening = IS_DEFINITION.exec(answer)?.[1];
  return [...(opening === undefined ? [] : [opening]), ...[...answer.matchAll(VALUE_LIST)].map((match) => match[1] ?? "")].filter((name) => name !== "");
}

export function definedInProse(answer: string): string[] {
  const opening = IS_DEFINITION.exec(answer);
  return [...new Set([...answer.matchAll(VALUE_LIST), ...answer.matchAll(GLOSS), ...(opening === null ? [] : [opening])].map((match) => match[1] ?? ""))].filter(
    (name) => name !== "",
  );
}

/** A number in prose (limits, ranges, intervals, sizes, amounts), not one inside an identifier or a route. */
export function carriesNumber(answer: string): boolean {
  return /(?<![\w/{.-])\d+(?:[.,]\d+)?(?:\s?(?:%|minutos|dias|meses|parcelas|saques|hora|MiB|KiB|caracteres))?(?![\w-])/.test(answer.replace(/`[^`]*`/g, " "));
}

/**
 * A range or a bound stated with its numbers ("1,29% a 1,80% a.m.", "6 a 96 parcelas", "entre R$ 100,00 e R$ 500,00",
 * "no máximo 3 saques", "até 100"), not only named ("dentro da faixa do produto").
 */
const STATED_RANGE = /\d[\d.,]*\s?%?(?:\s?a\.m\.)?\s+(?:a|e)\s+(?:R\$\s?)?\d|\b(?:entre|de)\s+(?:R\$\s?)?\d[\d.,]*\s?%?\s+(?:a|e)\s|\b(?:no\s+)?(?:m[ií]nimo|m[aá]ximo|at[eé])\s+(?:de\s+)?(?:R\$\s?)?\d/i;

/** The words that ask for a range or a bound, as analyzed terms. */
const RANGE_WORDS: readonly string[] = tokenize("faixa mínimo mínima máximo máxima limite range minimum maximum limit");

export function statesRange(answer: string): boolean {
  return STATED_RANGE.test(answer.replace(/`[^`]*`/g, " "));
}

/** The refusal and error vocabulary of the guides: a card that says what is refused, blocked, returned or empty, and why. */
const REFUSAL = /\b(?:recusad[oa]s?|recusa|bloquead[oa]|reprovad[oa]|devolv\w*|volta\w*|vazi[oa]|sem resultado|falha|inv[aá]lid[oa]|proibid[oa]|responde (?:400|401|403|404|409|413)|400|401|403|404|409)\b/i;

const ABSENCE = /(?:^|[^\p{L}])(?:n[aã]o h[aá]|n[aã]o existe|n[aã]o tem|n[aã]o [eé] exposto|nenhum|nenhuma|nunca)(?![\p{L}])/iu;

export function statesAbsence(answer: string): boolean {
  return ABSENCE.test(answer);
}

export function statesRefusal(answer: string): boolean {
  return REFUSAL.test(answer);
}

/**
 * What a question asks for, by its own words: a number ("quantas vezes", "qual o mínimo", "de quanto em quanto
 * tempo", "how many") or a cause (a symptom: "veio vazia", "deu 403", "recusou", "voltou"; or "why", "por que", "pq":
 * probes +2 top-3, development unchanged).
 */
const ASKS_NUMBER =
  /\b(?:quant[oa]s?|m[ií]nim[oa]|m[aá]xim[oa]|faixa|limite|intervalo|tamanho|prazo|how (?:many|much|long|often|big|large)|minimum|maximum|largest|smallest|biggest|at (?:most|least)|up to|interval|frequency|range|limit)\b/i;
const ASKS_CAUSE =
  /\b(?:deu|veio|voltou|recusou|recusad[oa]|rejeit\w*|bloque\w*|negad[oa]|vazi[oa]|sem resultado|erro|falhou|falha|n[aã]o funciona|refused|rejected|declined|denied|bounced|empty|error|failed|fails|sent (?:it |us )?back|came back|why|por ?que|pq|por qu[eê]|(?<![\d.,])[45]\d\d(?![\d]|[.,]\d))\b/i;

/** A question whether a thing exists or is offered ("FGTS tem consulta de margem?", "existe webhook?", "is there a…"). */
const ASKS_EXISTENCE = /(?:^|[^\p{L}])(?:tem|existe|existem|h[aá]|is there|are there|does|do you have)(?![\p{L}])/iu;

/** A question about what comes next ("o que acontece", "pra onde vai", "quais etapas", "what happens", "next status"). */
const ASKS_TRANSITION = /\b(?:acontece|pra onde|para onde|pr[oó]xim[oa] status|etapas|what happens|next status|goes to|moves to)\b/i;

/** A comparison ("qual a diferença entre X e Y", "o que muda", "POST vs GET", "X instead of Y"). */
const ASKS_COMPARISON = /\b(?:diferen[cçs]as?|difference|vs|versus|compare|comparar|o que muda|difere|differ|instead of|rather than|em vez de|ao inv[eé]s de)\b/i;

/** Where to read a thing through the API ("onde vejo pela API", "qual rota mostra", "where can I see"): a reading route. */
const ASKS_LOOKUP =
  /\b(?:onde (?:eu )?(?:vejo|consulto|leio|acho|encontro|pego|confiro|tiro|obtenho|busco)|como (?:eu )?(?:vejo|consulto|descubro|acho|encontro|confiro|sei|obtenho)|pela api|via api|qual (?:rota|endpoint)|which (?:route|endpoint)|where (?:can|do) i (?:see|read|find|check|get|look)|how (?:do|can) i (?:find|see|check|look up|read))\b/i;

export function statesTransition(answer: string): boolean {
  return answer.includes("→");
}

/** A question about a field's unit, type or format ("é em reais ou centavos?", "uuid ou inteiro?", "vem em minutos?"). */
const ASKS_UNIT =
  /\b(?:reais|real|centavos|cents|uuid|inteiros?|integer|string|texto|decimal|decimais|percentual|porcentagem|percent(?:age)?|formato|format|unidade|unit|fuso|utc|timezone|segundos|minutos|seconds|minutes)\b/i;

/**
 * A question whether a resource, as a route returns it, carries a piece of information ("a operação mostra qual
 * client_id a criou?", "tem algum campo que diz?", "does the revalidation tell me the margin?"): a route's response.
 */
const ASKS_CONTENTS =
  /\b(?:tem (?:algum )?campo|qual (?:o )?campo|quais (?:os )?campos|d[aá] pra saber|consigo saber|mostra|traz|informa|aparece|diz|dizem|which fields?|tells? me|says?|shows?|returns?|returned|includes?|contains?|carr(?:y|ies))\b/i;

const ASKS_VALUES = /\b(?:valores|values|op[cç][oõ]es|options|outcomes|possíve(?:l|is)|aceit[oa]s?|quais (?:os )?tipos|(?:which|what) (?:\w+ )?(?:types|kinds))\b/i;
const ASKS_RANGE = /\b(?:m[ií]nim[oa]|m[aá]xim[oa]|faixa|limite|at[eé] quant[oa]s?|minimum|maximum|range|limit)\b/i;

/** The order of the flow's steps ("qual o próximo passo", "a próxima chamada", "antes ou depois de criar", "which call comes next"). */
const ASKS_SEQUENCE =
  /\b(?:pr[oó]xim[oa]s? (?:passo|chamada|etapa|rota|endpoint)|passo seguinte|antes ou depois d[eoa]s?|em que ordem (?:chamo|fa[cç]o)|ordem (?:das|de) chamadas|next (?:step|call)|order of (?:the )?(?:api )?calls|(?:what|which) order|what (?:comes|do i call) (?:next|after)|comes next|what(?:'s| is)? next|before or after (?:i|creating|calling)|o que vem (?:depois|em seguida|a seguir)|e (?:depois|agora), (?:qual|o que))\b/i;

/** What a question asks for, as ranking.ts reads it. */
export interface QuestionKind {
  readonly number: boolean;
  readonly range: boolean;
  readonly values: boolean;
  readonly cause: boolean;
  readonly existence: boolean;
  readonly transition: boolean;
  readonly comparison: boolean;
  readonly lookup: boolean;
  /** What comes before or after a step of the flow ("qual o próximo passo", "chamo X antes ou depois de criar"). */
  readonly sequence: boolean;
  /** A field's unit, type or format ("em reais ou centavos", "uuid ou inteiro"). */
  readonly unit: boolean;
  /** Whether what a route returns carries a piece of information ("a operação mostra…", "which fields tell me…"). */
  readonly contents: boolean;
}

export function questionKind(query: string): QuestionKind {
  return {
    number: ASKS_NUMBER.test(query),
    range: ASKS_RANGE.test(query),
    values: ASKS_VALUES.test(query),
    cause: ASKS_CAUSE.test(query),
    existence: ASKS_EXISTENCE.test(query),
    transition: ASKS_TRANSITION.test(query),
    comparison: ASKS_COMPARISON.test(query),
    lookup: ASKS_LOOKUP.test(query),
    sequence: ASKS_SEQUENCE.test(query),
    unit: ASKS_UNIT.test(query),
    contents: ASKS_CONTENTS.test(query),
  };
}

/**
 * How much of a question a card covers: the query's terms it holds anywhere (sentence, passage, question forms,
 * identifiers), each weighed by the partner's weight and by how rare it is among the cards (a rare word such as
 * "pular" says more than "operação"), over all the query's terms the cards know. BM25 adds up terms; coverage
 * keeps a card that matches one frequent word many ways from outranking one that answers the whole question.
 */
export class CoverageModel {
  private readonly tokens = new Map<string, ReadonlySet<string>>();
  private readonly idf = new Map<string, number>();

  constructor(cards: readonly (AnswerCardText & { readonly id: string })[]) {
    const frequency = new Map<string, number>();
    // A passage and a section's forms are shared by many cards: each text is analyzed once.
    const analyzed = new Map<string, readonly string[]>();
    const tokensOf = (text: string) => {
      const known = analyzed.get(text) ?? tokenize(text);
      analyzed.set(text, known);
      return known;
    };
    for (const card of cards) {
      const tokens = new Set([card.answer, card.passage, card.forms, card.identifiers, card.questions ?? ""].flatMap(tokensOf));
      this.tokens.set(card.id, tokens);
      // A sentence that states a range answers "faixa", "mínimo", "máximo" whether or not it uses the word.
      if (statesRange(card.answer)) for (const token of RANGE_WORDS) tokens.add(token);
      // And one that lists a name's values answers "valores", "opções".
      if (listsValues(card.answer)) for (const token of VALUE_WORDS) tokens.add(token);
      for (const token of tokens) frequency.set(token, (frequency.get(token) ?? 0) + 1);
    }
    for (const [token, count] of frequency) this.idf.set(token, Math.log(1 + cards.length / count));
  }

  of(card: { readonly id: string }, terms: readonly QueryTerm[]): number {
    return this.share(this.tokens.get(card.id), terms);
  }

  /** The share of the question a set of analyzed terms covers (an entry's title), weighed as a card's. */
  share(tokens: ReadonlySet<string> | undefined, terms: readonly QueryTerm[]): number {
    const has = (token: string) => tokens?.has(token) === true;
    let total = 0;
    let covered = 0;
    for (const term of terms) {
      const idf = this.idf.get(term.token);
      if (idf === undefined) continue;
      // A synonym is another way to say a phrase the partner typed: it covers that phrase's words, it adds none to cover.
      // A part of a synonym's identifier (`cents` of `freeMarginInCents`) is not: "consulta de margem" is not in "InCents".
      if (this.standsForKnown(term)) continue;
      total += term.weight * idf;
      const alternative = terms.some((other) => other.standsFor?.includes(term.token) === true && other.part !== true && this.standsForKnown(other) && has(other.token));
      if (has(term.token) || alternative) covered += term.weight * idf;
    }
    return total === 0 ? 0 : covered / total;
  }

  /** A synonym added for a phrase whose words the cards use: the phrase is what counts. */
  private standsForKnown(term: QueryTerm): boolean {
    return term.standsFor !== undefined && term.standsFor.every((token) => this.idf.has(token));
  }
}
