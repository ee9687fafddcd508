/**
 * Retrieval quality of the documentation search, on the real index (every guide section and endpoint):
 * top-1 and top-3 accuracy over the retrieval set, reported in the test output, failing below 90% top-1.
 */
import { describe, expect, it } from "vitest";
import { findCorpusDocument, searchCorpus } from "./corpus";
import { RETRIEVAL_SET } from "./retrieval-set";

const MIN_TOP1 = 0.9;

function rankOf(question: string, expected: readonly string[]): number {
  return searchCorpus(question, { limit: 10 }).findIndex((result) => expected.includes(result.document.id));
}

describe("retrieval set", () => {
  const ranks = RETRIEVAL_SET.map((entry) => ({ ...entry, rank: rankOf(entry.question, entry.expected) }));

  it("has at least 30 questions, each expecting entries that exist", () => {
    expect(RETRIEVAL_SET.length).toBeGreaterThanOrEqual(30);
    for (const entry of RETRIEVAL_SET) {
      expect(entry.expected.length).toBeGreaterThan(0);
      for (const id of entry.expected) expect(findCorpusDocument(id), id).toBeDefined();
    }
  });

  it(`answers at least ${MIN_TOP1 * 100}% of the questions first (top-1)`, () => {
    const top1 = ranks.filter((entry) => entry.rank === 0).length / ranks.length;
    const top3 = ranks.filter((entry) => entry.rank >= 0 && entry.rank < 3).length / ranks.length;
    const misses = ranks.filter((entry) => entry.rank !== 0).map((entry) => `  #${entry.rank < 0 ? "-" : entry.rank + 1} ${entry.question}`);
    process.stdout.write(
      `\nretrieval set: ${ranks.length} questions, top-1 ${(top1 * 100).toFixed(1)}%, top-3 ${(top3 * 100).toFixed(1)}%\n${misses.join("\n")}\n`,
    );
    expect(top1).toBeGreaterThanOrEqual(MIN_TOP1);
  });

  it.each(ranks.filter((entry) => entry.fromIssue === true).map((entry) => [entry.question, entry] as const))(
    "the issue's question %j reaches the right entry first",
    (_question, entry) => {
      expect(entry.rank).toBe(0);
    },
  );
});
