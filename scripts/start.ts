/**
 * `npm start`: the whole system on http://localhost:3000 (PORT to change it) with nothing else to set up.
 * Without DATABASE_URL an embedded PostgreSQL keeps its data under .data/. Ctrl+C stops everything cleanly.
 */
import path from "node:path";
import { createPrismaClient } from "../lib/db/client";
import { deskTokenKeptIn, startBanner } from "../lib/portal/config/start-banner";
import { demoPortfolioSetting, demoPortfolioState, type DemoPortfolioState } from "../lib/portal/seed/demo-portfolio/demo-portfolio-state";
import { startSystem } from "./system";

async function main() {
  // Read before the system starts: it copies the generated secrets into this process's environment.
  const deskToken = deskTokenKeptIn(process.env);
  const port = Number(process.env.PORT ?? 3000);
  const startedAt = new Date();
  // npm start (and only npm start) asks the server for the demo portfolio, unless DEMO_PORTFOLIO=off.
  const demoPortfolio = demoPortfolioSetting(process.env.DEMO_PORTFOLIO);
  const system = await startSystem({
    port,
    dev: process.argv.includes("--dev"),
    dataDir: path.resolve(__dirname, "..", ".data", "postgres"),
    secretsFile: path.resolve(__dirname, "..", ".data", "portal-secrets.json"),
    extraEnv: { DEMO_PORTFOLIO: demoPortfolio },
  });

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write("\nstopping the server and the database...\n");
    await system.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  process.on("SIGHUP", () => void shutdown(0));
  system.server.on("exit", (code) => void shutdown(code ?? 1));

  const demo = await readDemoPortfolioState(system.databaseUrl, demoPortfolio === "on", startedAt);
  const database = process.env.DATABASE_URL ? "DATABASE_URL" : "embedded PostgreSQL (.data/postgres)";
  process.stdout.write(startBanner({ baseUrl: system.baseUrl, database, demoPortfolio: demo, deskTokenKeptIn: deskToken }));
}

async function readDemoPortfolioState(databaseUrl: string, enabled: boolean, since: Date): Promise<string> {
  const prisma = createPrismaClient(databaseUrl);
  try {
    return describeDemoPortfolio(await demoPortfolioState(prisma, enabled, since));
  } catch (error) {
    return `unknown (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await prisma.$disconnect();
  }
}

function describeDemoPortfolio(state: DemoPortfolioState): string {
  switch (state.kind) {
    case "fresh":
    case "creating":
      return "being created in the background (about a minute; the server logs \"carteira de demonstração: pronta\" when done)";
    case "created":
      return `${state.operations} operations, created ${state.finishedAt.toISOString().slice(0, 16).replace("T", " ")} UTC${state.failures ? ` (${state.failures} cases failed, see the log)` : ""}`;
    case "interrupted":
      return "interrupted in an earlier start and not resumed (delete .data/ for a fresh one)";
    case "not-created":
      return "not created (the database already had operations)";
    case "off":
      return "off (DEMO_PORTFOLIO=off)";
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`npm start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
