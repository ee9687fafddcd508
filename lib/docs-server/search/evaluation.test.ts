/**
 * The evaluation set (evaluation-set.ts) on the real index: for the development and the held-out parts, the
 * share of questions whose first hit is an expected entry and whose snippet carries the fact (first-hit), whose
 * first hit is an expected entry (right-section-first), and with an expected entry in the top three (top-3).
 * Printed in the test output with the issue's goal for the held-out part (90% first-hit, 98% top-3), and the same figures
 * for the probe questions (probe-set.ts), which have no floor: they were read to find classes of failure, and the entry
 * classifier learns from all but the newest rounds, whose figures are printed apart (how the search answers new questions).
 *
 * The gate is the goal, reached on 2026-11-28 (until then a floor under the day's figures), so a change that loses
 * ground fails. Tune on the development part only. History of the held-out
 * part: 2026-11-25, 70.0% first-hit and 93.8% top-3 on 80 questions (before the answer cards 32.5% and 71.3%);
 * 2026-11-26, 73.8% / 96.3%; third session, after a blind audit of every question's labels (83.8% / 96.3%) and the
 * mixed ranking, 90.0% / 96.3% on those 80, which had been read a few times by then; 60 questions written the same
 * day blind to the search (E199–E258) then joined the part: 82.1% / 94.3% on 140 (71.7% first-hit on the 60 new).
 * Fourth session, tuned on 210 new development questions written blind (E259–E468): 84.3% / 95.0% on those 140
 * after a blind audit of E199–E398 (76.7% first-hit on E199–E258); 35 more held-out questions written blind after
 * that tuning (E469–E503) scored 77.1% / 94.3%: 82.9% / 94.9% on all 175; 25 more at the end of the session
 * (E574–E598), 76.0% / 92.0%: 82.0% / 94.5% on all 200. Fifth session: each sentence of the guides and each endpoint
 * line got the questions it answers in partners' words, written blind to this set by two writers per part
 * (content/question-forms), plus English inflections, routes written with their method, the flow's order, numbers
 * with their units and permission questions: 86.5% / 97.0% on the 200 (development 74.9% → 85.2%); a third writer per
 * part, 86.0% / 98.0% (development 86.4% / 96.7%). 60 more held-out questions written blind after that (E599–E658)
 * scored 85.0% / 98.3%: 85.8% / 98.1% on all 260. Sixth session (2026-11-27): a fourth writer per part, and the
 * closest single question form and the sentence's word pairs in the ranking: 88.1% / 98.5% on those 260 (development
 * 87.9% / 98.0%). 60 more written blind for this part (E659–E718), asked to prefer facts and phrasings the set did not
 * cover yet (legal references, brackets, body shapes, the long tail), scored 71.7% / 83.3%: 85.0% / 95.6% on all 320.
 * The guides then described the documentation server, the /v1/Webhook routes and the signed instrument's shortcut (a
 * blind audit of all 778 questions against the new sentences added 4 facts): 84.7% / 95.6% on the 320 (87.7% / 98.5%
 * on the first 260). Development 86.0% / 97.6% on 458, of which E719–E778, written blind with the long-tail brief for
 * this part, 70.0% / 93.3%: the long tail is the work left. Seventh session: the facts a blind coverage audit found
 * missing from the guides (labels audited blind against them: 84.7% / 95.9%), then an entry classifier learned from
 * the question forms and sentences (not the guides' overviews), its belief added to the ranking: 85.9% / 96.3% on the
 * 320 (development 85.6% → 89.3% first-hit, 97.6% → 98.5% top-3). Right-section-first is 90.0% on the held-out part:
 * in 13 questions the right entry comes first and its snippet misses the fact. 60 development questions written blind
 * afterwards with the long-tail brief (E779–E838) scored 81.7% / 96.7% (80.0% / 95.0% without the classifier):
 * development 88.4% / 98.3% on 518. The first hit's snippet then showed five cards in 1,000 characters instead of four
 * in 800 (the right section's fact was often its fifth card): 87.2% / 96.3% on the held-out 320, development 89.4%.
 * Eighth session: the classifier's belief counted in log space (as evidence, by ratios) and left out of one- and
 * two-word queries, the first hit's snippet eight cards in 1,600 characters: 88.4% / 96.6% on the 320 (development
 * 89.4% → 90.7% first-hit on 518). 80 development questions written blind just before that change was measured on them
 * (E839–E918: 40 section by section, 40 with the long-tail brief) went 75.0% → 77.5% first-hit, 95.0% → 96.3% top-3.
 * Then snippets that open a response's list of names at the one asked about (typed, by a part, or by its meaning), a
 * table's row shown with the refusal under the table, and response cards that know what their fields mean: 88.1% /
 * 96.6% on the 320 (right-section-first 89.4%), development 89.8% / 97.8% on 598 (E839–E918: 82.5% / 96.3%).
 * Ninth session: a question about a field's unit answered by the convention for its kind of field, one whether a
 * response carries an information by the route's response line, both product routes saying what a product record
 * carries, and legal abbreviations ("Res. CCFGTS") kept inside their sentence: 88.1% / 96.9% on the 320. 80 development
 * questions written blind with the long-tail brief (E919–E998) scored 81.3% / 92.5% before any tuning, 85.0% / 96.3%
 * after (development 89.8% / 97.9% on 678). They brought the held-out part under a third of the set, so 80 more were
 * written blind for it (E999–E1078, 40 section by section, 40 long-tail) and measured once: 83.8% / 93.8%. The held-out
 * part is now 87.3% / 96.3% on 400, and the gate below sits under those figures. 80 more development questions
 * (E1079–E1158) scored 83.8% / 96.3% before tuning. Then a question whether a record carries a bound stopped preferring
 * the rules that state numbers, and the guides said that a 400 lists every invalid field and where the time in status
 * is read (labels audited blind against both sentences): held-out 87.5% / 96.3% on 400, development 89.8% / 98.4% on 758.
 * The signature refusal rule, stated in the flow guides too, and the product sections saying what the product routes
 * return, the FGTS consent term section that a term attached to the holder serves all their operations, and the
 * creation sections that a field outside their lists is refused (labels audited blind against each): held-out 88.0% /
 * 96.3% on 400, development 90.4% / 98.7% on 758. Then snippets, the FGTS guide's common rules and more blind relabelling:
 * 88.3% / 96.3% (development 91.3% / 98.3% on 800). Tenth session: English questions were the weak class on development
 * (88.1% first-hit against 91.8% in Portuguese): the sandbox's English scenario names became one term each, English
 * glossary phrases matched the words as typed instead of Portuguese stems ("page" was every "pagamento"), the glossary
 * covered the documentation's common terms, and the classifier read the English in Portuguese; then the HTTP method typed
 * in capitals, the product a question compares with ("igual no consignado") and the everyday words of 120 blind probe
 * questions (helper-notes/probe-*.ts: 85.8% / 95.8% when first measured). Held-out 89.8% / 97.0% on 400, development
 * 92.8% / 98.8% on 800; the floor rises to 89% / 96.5%. Eleventh session: 280 probe questions written blind to the set
 * (officers' words, the long tail, debugging symptoms; 89.3% / 98.2%) found a route typed with another identifier in its
 * placeholder, "a proposta" for the operation in officers' words, English "find", and guide sentences that were missing
 * (where a product's initial status is read, how to register a margin authorization); a fifth pass of question forms in
 * officers' words, and forms for the 30 sentences that had none, each cost development 6 first-hit answers and were not
 * adopted; three blind label audits (label-audit-26 to -28, the last a completeness re-check of the whole set). Held-out
 * unchanged at 89.8% / 97.0% on 400; development 93.4% / 99.1% on 800. Twelfth session: four more rounds of blind probe
 * questions (880, the last with the held-out part's own briefs; 86.7% to 89.2% first-hit when each was first measured)
 * found the meaning of a response's fields held only as context (now a line each, the ones no other card defines counted
 * as their definitions), the desk's number typed into the route, a pending cancellation, whether the FGTS balance can be
 * queried, a file's name read as a topic and the payroll's "termo de autorização" read as FGTS's consent term; four
 * blind label audits (29 to 32) followed the new lines. Held-out 89.8% / 97.3% on 400 (359 / 389, from 359 / 388);
 * development 93.8% / 99.1% on 800; probes 91.1% / 99.1% on 1,160. Thirteenth session: four more rounds of blind probes
 * (1,040; 83.8% to 91.3% first-hit when first measured) found a name glossed in passing counted as its definition, a
 * two-word sentence and a "este passo" that could not be read alone, the cancel route and sections silent on where it
 * is refused, which credential created an operation, the 404 of the operation's number typed in the route, and body
 * sizes the documentation called unpublished while the OpenAPI document stated them; five label audits blind to the
 * split followed (33 to 37, one pooled on the search's results: evaluation-set.ts). Held-out 90.5% / 97.3% on 400
 * (362 / 389); development 94.5% / 99.1% on 800; probes 93.5% / 99.4% on 2,200. The first-hit floor rises to 89.5%.
 * Fourteenth session: a blind completeness audit of every label against the whole corpus, not read from the search's
 * results (label-audit-38), left the held-out figures unchanged. Four more rounds of blind probes (959; the eleventh,
 * asked in other words than the documentation's, 77.9% / 94.2% when first measured) found a returned field's meaning
 * weighed as a route's line for a symptom, a returned field's line not read as part of the object named, "why" not
 * read as a cause, an English "for revision" read as the status, a partner's word the synonym table maps "corrected" as
 * a typo, and the guides silent on restore's outcome and the token route's 429 (label audits 39 and 40). Then the entry
 * classifier learned from the probe questions (all rounds but the two newest, held back): on the held-back rounds,
 * the eleventh 188 → 196 first-hit and 228 → 234 top-3, the twelfth 210 → 214 and 236 → 237, the thirteenth 217 → 222
 * (238 either way); development 758 / 795 → 757 / 796. Held-out 90.5% / 97.8% on 400 (362 / 391); development 94.6% /
 * 99.5% on 800; held-back probes 91.0% / 99.0% on 479. The top-3 floor rises to 97%. Session of 2026-11-28: three probe
 * rounds (fourteenth to sixteenth, 706 questions, labels completed blind) found words the stemmer merged with a field
 * or a weekday ("paga" / `page`, "sabendo" / "sábado"), a field name the contract lacks not read as a question about
 * unknown fields, pasted dates read as a question about date formats, lower-case plural acronyms ("ids", "uuids"),
 * comparisons said "o que muda" or "instead of", and two routes silent on a rule the others state (doneWarrantyRevision's
 * one status, the token's 429: label audit 41); the twelfth round joined what the classifier learns and its weight went
 * 0.14 → 0.18, chosen on the four held-back rounds. Held-out, measured once at the end: 91.8% / 98.0% on 400 (367 /
 * 392), the goal reached; development 94.4% / 99.6%; held-back probes 94.3% / 99.4% on 945. The floors rise to the goal.
 */
import { describe, expect, it } from "vitest";
import { foldAccents } from "../text";
import { findCorpusDocument, searchCorpus } from "./corpus";
import { EVALUATION_SET, type EvaluationQuestion } from "./evaluation-set";
import { HELD_OUT_IDS } from "./evaluation-split";
import { HELD_BACK_ROUNDS, isHeldBack, LEARNED_PROBES, PROBE_SET } from "./probe-set";

/** The issue's goal for the held-out part, printed beside the figures. */
const GOAL = { firstHit: 0.9, top3: 0.98 } as const;
/** What the held-out part must not fall below: the goal, reached on 2026-11-28. */
const MIN_HELD_OUT_FIRST_HIT = GOAL.firstHit;
const MIN_HELD_OUT_TOP3 = GOAL.top3;

/**
 * Compared as read: no accents, case, markdown emphasis or code marks, spaces collapsed; a table's cell border (`|` in
 * the guide's markdown) and the dash a snippet shows between a row's cells (`—`) are the same separator.
 */
export function plain(text: string): string {
  return foldAccents(text).toLowerCase().replace(/[`*_]/g, "").replace(/\s*[|—]\s*/g, " | ").replace(/\s+/g, " ").trim();
}

function carriesFact(snippet: string, fact: readonly string[]): boolean {
  const text = plain(snippet);
  return fact.some((alternative) => text.includes(plain(alternative)));
}

interface Outcome {
  readonly entry: EvaluationQuestion;
  readonly rank: number;
  readonly firstHit: boolean;
}

function evaluate(entry: EvaluationQuestion): Outcome {
  const results = searchCorpus(entry.question, { limit: 3 });
  const rank = results.findIndex((result) => entry.expected.includes(result.document.id));
  return { entry, rank, firstHit: rank === 0 && carriesFact(results[0]?.excerpt ?? "", entry.fact) };
}

interface Figures {
  readonly count: number;
  readonly firstHit: number;
  readonly sectionFirst: number;
  readonly top3: number;
}

function figures(outcomes: readonly Outcome[]): Figures {
  const share = (test: (outcome: Outcome) => boolean) => outcomes.filter(test).length / outcomes.length;
  return { count: outcomes.length, firstHit: share((o) => o.firstHit), sectionFirst: share((o) => o.rank === 0), top3: share((o) => o.rank >= 0) };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

describe("evaluation set", () => {
  const development = EVALUATION_SET.filter((entry) => !HELD_OUT_IDS.has(entry.id)).map(evaluate);
  const heldOut = EVALUATION_SET.filter((entry) => HELD_OUT_IDS.has(entry.id)).map(evaluate);
  const learnedProbes = LEARNED_PROBES.map(evaluate);
  const heldBackProbes = PROBE_SET.filter(isHeldBack).map(evaluate);

  it("has at least 150 unique questions, a held-out third, and facts the expected entries hold", () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EVALUATION_SET.map((entry) => entry.id)).size).toBe(EVALUATION_SET.length);
    expect(new Set(EVALUATION_SET.map((entry) => plain(entry.question))).size).toBe(EVALUATION_SET.length);
    for (const id of HELD_OUT_IDS) expect(EVALUATION_SET.some((entry) => entry.id === id), id).toBe(true);
    expect(heldOut.length * 3).toBeGreaterThanOrEqual(EVALUATION_SET.length);
    for (const entry of EVALUATION_SET) {
      const documents = entry.expected.map((id) => findCorpusDocument(id));
      for (const [index, document] of documents.entries()) expect(document, `${entry.id}: ${entry.expected[index]}`).toBeDefined();
      const texts = documents.map((document) => [document?.title ?? "", ...(document?.passages ?? [])].join("\n"));
      expect(texts.some((text) => carriesFact(text, entry.fact)), `${entry.id}: the fact is in no expected entry`).toBe(true);
    }
  });

  it("keeps the evaluation set's questions out of the probes the entry classifier learns from", () => {
    const probes = new Set(PROBE_SET.map((entry) => plain(entry.question)));
    for (const entry of EVALUATION_SET) expect(probes.has(plain(entry.question)), entry.id).toBe(false);
    expect(heldBackProbes.length).toBeGreaterThan(0);
    expect(learnedProbes.length + heldBackProbes.length).toBe(PROBE_SET.length);
  });

  it("labels the probe questions by the same standard: their entries exist and hold their facts", () => {
    expect(new Set(PROBE_SET.map((entry) => entry.id)).size).toBe(PROBE_SET.length);
    for (const entry of PROBE_SET) {
      const texts = entry.expected.map((id) => findCorpusDocument(id)).map((document) => (document === undefined ? "" : [document.title, ...document.passages].join("\n")));
      expect(texts.every((text) => text !== ""), `${entry.id}: an expected entry does not exist`).toBe(true);
      expect(texts.some((text) => carriesFact(text, entry.fact)), `${entry.id}: the fact is in no expected entry`).toBe(true);
    }
  });

  it(`keeps at least ${percent(MIN_HELD_OUT_FIRST_HIT)} first-hit and ${percent(MIN_HELD_OUT_TOP3)} top-3 on the held-out part`, () => {
    // The development part's misses are listed (they are what to work on); the held-out part's only counted, so
    // reading the test's output never turns the held-out questions into tuning material.
    const report = (name: string, outcomes: readonly Outcome[], listMisses: boolean) => {
      const f = figures(outcomes);
      const misses = outcomes
        .filter((outcome) => !outcome.firstHit)
        .map((outcome) => `    ${outcome.entry.id} #${outcome.rank < 0 ? "-" : outcome.rank + 1}${outcome.rank === 0 ? " (fact missing)" : ""} ${outcome.entry.question}`);
      const listed = listMisses ? misses : [`    ${misses.length} misses (not listed: the held-out part is measured, never tuned on)`];
      return `  ${name}: ${f.count} questions, first-hit ${percent(f.firstHit)}, right-section-first ${percent(f.sectionFirst)}, top-3 ${percent(f.top3)}\n${listed.join("\n")}`;
    };
    const held = figures(heldOut);
    const goal = held.firstHit >= GOAL.firstHit && held.top3 >= GOAL.top3 ? "reached" : "NOT reached";
    process.stdout.write(
      `\nevaluation set:\n${report("development", development, true)}\n${report("held-out", heldOut, false)}\n  held-out goal (${percent(GOAL.firstHit)} first-hit, ${percent(GOAL.top3)} top-3): ${goal}\n${report(`probes held back from the classifier (${HELD_BACK_ROUNDS.join(", ")}: read, no floor)`, heldBackProbes, true)}\n${report("probes the classifier learned from (read, no floor)", learnedProbes, true)}\n`,
    );
    expect(held.firstHit).toBeGreaterThanOrEqual(MIN_HELD_OUT_FIRST_HIT);
    expect(held.top3).toBeGreaterThanOrEqual(MIN_HELD_OUT_TOP3);
  });
});
