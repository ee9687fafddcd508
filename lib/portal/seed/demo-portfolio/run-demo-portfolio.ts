import "server-only";
import { creditSettings } from "@/lib/credit/settings";
import { getPrisma } from "@/lib/db/client";
import { logger as rootLogger } from "@/lib/log/logger";
import { ActionRefusal } from "../../actions/action-result";
import { DEMO_OPERATORS } from "../demo-portal";
import { demoActor } from "./demo-actors";
import { buildDemoPlan, type DemoCase } from "./demo-plan";
import { claimDemoPortfolio, demoPortfolioEnabled, finishDemoPortfolio } from "./demo-portfolio-state";
import { followDemoCase, type FollowOptions } from "./follow-demo-case";
import { originateDemoCase } from "./originate-demo-case";

export interface DemoPortfolioOptions {
  /** Default: `DEMO_PORTFOLIO=on`. */
  readonly enabled?: boolean;
  /** Default: the whole plan. */
  readonly plan?: readonly DemoCase[];
  /** Cases originated at once (the rest of each case is waiting for the pipeline). */
  readonly concurrency?: number;
  /** Per status awaited; default twenty pipeline stages. */
  readonly waitSeconds?: number;
}

export type DemoPortfolioReport =
  | { readonly outcome: "off" | "not-fresh" }
  | { readonly outcome: "created"; readonly operations: number; readonly wizards: number; readonly failures: number; readonly seconds: number };

const logger = rootLogger.child({ component: "demo-portfolio" });

/**
 * Creates the demo portfolio once on a fresh database (the rule and the marker: `demo-portfolio-state.ts`): every
 * case of the plan originated by its demo operator through the portal's origination functions (the credit API over
 * HTTP with the branch's credential; tracked with branch and operator), then followed through the pipeline to its
 * outcome, the borrower, partner and desk acting on the way. A failing case is logged (masked) and counted; the
 * others go on. Never throws for a case; the marker records the totals when it ends.
 */
export async function runDemoPortfolio(options: DemoPortfolioOptions = {}): Promise<DemoPortfolioReport> {
  if (!(options.enabled ?? demoPortfolioEnabled())) return { outcome: "off" };
  const prisma = getPrisma();
  if (!(await claimDemoPortfolio(prisma))) return { outcome: "not-fresh" };

  const started = performance.now();
  const plan = options.plan ?? buildDemoPlan();
  logger.info("carteira de demonstração: criando", { cases: plan.length });
  const follow: FollowOptions = { desk: await demoActor(deskEmail()), waitSeconds: options.waitSeconds ?? 20 * stageSeconds() + 30, pollMs: Math.min(1_500, stageSeconds() * 500) };

  let operations = 0;
  let wizards = 0;
  let failures = 0;
  const failed = (demoCase: DemoCase, step: string, error: unknown) => {
    failures += 1;
    const fields = error instanceof ActionRefusal && error.fieldErrors ? { fields: error.fieldErrors } : {};
    logger.warn("carteira de demonstração: caso não concluído", { case: demoCase.key, step, error: String(error), ...fields });
  };
  const followUps: Promise<void>[] = [];
  let next = 0;
  const originator = async () => {
    while (next < plan.length) {
      const demoCase = plan[next]!;
      next += 1;
      try {
        const context = await demoActor(demoCase.operatorEmail);
        const { operation } = await originateDemoCase(context, demoCase);
        if (!operation) {
          wizards += 1;
          continue;
        }
        operations += 1;
        followUps.push(followDemoCase(context, demoCase, operation.id, follow).then(() => undefined, (error: unknown) => failed(demoCase, "follow", error)));
      } catch (error) {
        failed(demoCase, "originate", error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 3, plan.length) }, originator));
  await Promise.all(followUps);

  await finishDemoPortfolio(prisma, { operations, failures });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  logger.info("carteira de demonstração: pronta", { operations, wizards, failures, seconds });
  return { outcome: "created", operations, wizards, failures, seconds };
}

function deskEmail(): string {
  const desk = DEMO_OPERATORS.find((operator) => operator.role === "desk");
  if (!desk) throw new Error("no demo desk operator");
  return desk.email;
}

/** The sandbox pipeline's stage (the embedded API's setting; another deployment's pace is not known here). */
function stageSeconds(): number {
  return Math.max(1, creditSettings.pipelineStageSeconds());
}
