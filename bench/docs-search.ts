/**
 * Documentation search benchmark (`npx tsx bench/run.ts docs-search`): the time to build the index (once per
 * process, on the first search) and searches per second over the retrieval set's questions, on one core.
 */
import { searchCorpus } from "@/lib/docs-server/search/corpus";
import { RETRIEVAL_SET } from "@/lib/docs-server/search/retrieval-set";

export async function run(): Promise<void> {
  const built = performance.now();
  searchCorpus("warm-up");
  const buildMs = performance.now() - built;
  const questions = RETRIEVAL_SET.map((entry) => entry.question);
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < 3_000) {
    for (const question of questions) searchCorpus(question);
    count += questions.length;
  }
  const perSecond = (count * 1000) / (performance.now() - start);
  process.stdout.write(`index build (first search): ${buildMs.toFixed(0)} ms\n`);
  process.stdout.write(`searches/s over ${questions.length} questions: ${Math.round(perSecond)} (${(1000 / perSecond).toFixed(2)} ms each)\n`);
}
