/**
 * Next.js start-up hook (Node.js runtime only): starts the credit pipeline worker (`PIPELINE_WORKER=off`
 * disables it; see lib/credit/pipeline) and the portal's operation tracker (`OPERATION_TRACKER=off` disables
 * it; see lib/portal/tracker), and, under `npm start` on a fresh database, the demo portfolio in the background
 * (`DEMO_PORTFOLIO=on`; see lib/portal/seed/demo-portfolio). It also registers the metrics read from the
 * database at scrape time (/metrics; lib/metrics).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { registerServerMetrics } = await import("./lib/metrics/register-server-metrics");
  registerServerMetrics();
  const { startPipelineWorker } = await import("./lib/credit/pipeline/pipeline-worker");
  startPipelineWorker();
  const { startOperationTracker } = await import("./lib/portal/tracker/operation-tracker");
  startOperationTracker();
  const { startDemoPortfolio } = await import("./lib/portal/seed/demo-portfolio/start-demo-portfolio");
  startDemoPortfolio();
}
