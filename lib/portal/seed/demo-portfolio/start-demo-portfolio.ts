import "server-only";
import { defaultBaseUrl } from "@/lib/credit-client/client-options";
import { logger } from "@/lib/log/logger";
import { demoPortfolioEnabled } from "./demo-portfolio-state";
import { runDemoPortfolio } from "./run-demo-portfolio";
import { pause } from "./wait";

/** How long the server may take to answer its own health check before the demo portfolio gives up. */
const READY_TIMEOUT_MS = 300_000;

/**
 * From `instrumentation.ts`: when `DEMO_PORTFOLIO=on` (npm start), creates the demo portfolio in the background once
 * the credit API answers (it is this server, still starting when this is called). Nothing here stops the server:
 * an error is logged, masked, and the portal goes on without the rest of the portfolio.
 */
export function startDemoPortfolio(): void {
  if (!demoPortfolioEnabled()) return;
  void (async () => {
    try {
      await untilReady(`${defaultBaseUrl()}/health`);
      await runDemoPortfolio({ enabled: true });
    } catch (error) {
      logger.error("carteira de demonstração: falhou; o sistema segue sem ela", { error: String(error) });
    }
  })();
}

async function untilReady(healthUrl: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await pause(500);
  }
  throw new Error(`${healthUrl} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}
