/**
 * Next.js start-up hook: starts the credit pipeline worker inside the server (Node.js runtime only;
 * `PIPELINE_WORKER=off` disables it). See lib/credit/pipeline.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startPipelineWorker } = await import("./lib/credit/pipeline/pipeline-worker");
  startPipelineWorker();
}
