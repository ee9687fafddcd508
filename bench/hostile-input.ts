/**
 * Hostile-input benchmark (`npx tsx bench/run.ts hostile-input`): CPU time of the work a request does on
 * attacker-controlled text before any business logic, on the largest input of each shape that reaches it:
 * masking (lib/log), argument screening (docs server), and reading a body within its cap (byte cap, JSON shape
 * limits, parse, contract validation). Goal (issue #11): under 100 ms per request for every shape; the old
 * e-mail patterns took seconds on 40 kB of letters and grew with the square of the length.
 */
import { simulationBatchRequestSchema } from "@/lib/contract";
import { screenArguments, sensitiveKindInText } from "@/lib/docs-server/safety";
import { BODY_LIMITS, readJsonBody } from "@/lib/http";
import { maskText } from "@/lib/log/mask";

const ROUNDS = 5;

async function worstOf(run: () => unknown): Promise<number> {
  await run(); // warm-up
  let worst = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    worst = Math.max(worst, performance.now() - started);
  }
  return worst;
}

function request(body: string): Request {
  return new Request("http://bench/v1/Amortization/Batch", { method: "POST", headers: { "content-type": "application/json" }, body });
}

export async function run(): Promise<void> {
  const nearCap = BODY_LIMITS.json - 1024;
  const texts: Record<string, string> = {
    "letters (no @)": "A".repeat(nearCap),
    "letters and digits": "a1".repeat(nearCap / 2),
    "@ after a long run": `${"a".repeat(nearCap)}@`,
    "dotted digits": "1.".repeat(nearCap / 2),
    "conta + spaces": `conta${" ".repeat(nearCap)}x`,
    "eyJ- repeated": "eyJ-".repeat(nearCap / 4),
  };
  for (const [shape, text] of Object.entries(texts)) {
    const mask = await worstOf(() => maskText(text));
    const screen = await worstOf(() => sensitiveKindInText(text.slice(0, 40_000)));
    process.stdout.write(`masking ${shape} (${text.length} chars): ${mask.toFixed(1)} ms; screening (40,000 chars): ${screen.toFixed(1)} ms\n`);
  }
  const argumentsNearCap = { api: "creditapi", opId: "createCreditNote", dados: { observations: "a1b2".repeat(8_000) } };
  process.stdout.write(`screening MCP arguments near their cap: ${(await worstOf(() => screenArguments(argumentsNearCap))).toFixed(1)} ms\n`);

  const bodies: Record<string, string> = {
    "a 200 kB key": JSON.stringify({ items: [], ["A".repeat(200_000)]: 1 }),
    "1,000 strings of 240 characters": JSON.stringify({ items: Array.from({ length: 1_000 }, (_, index) => `${"x".repeat(236)}${index}`) }),
    "nesting at the limit, 100,000 numbers": `{"items":${"[".repeat(31)}${"1,".repeat(100_000)}1${"]".repeat(31)}}`,
    "100 simulations with unknown keys": JSON.stringify({ items: Array.from({ length: 100 }, () => ({ productId: "x", legalPerson: false, amortization: Object.fromEntries(Array.from({ length: 20 }, (_, key) => [`campo_${key}`, "y".repeat(80)])) })) }),
  };
  for (const [shape, body] of Object.entries(bodies)) {
    const ms = await worstOf(() => readJsonBody(request(body), simulationBatchRequestSchema).catch(() => undefined));
    process.stdout.write(`reading and validating a body, ${shape} (${body.length} bytes): ${ms.toFixed(1)} ms\n`);
  }
}
