/**
 * The credit pipeline worker as a process of its own (the server also runs one, from instrumentation.ts).
 * Useful to add processing capacity beside the app instances, and used by the kill-and-restart test. Needs
 * DATABASE_URL; stops on SIGTERM/SIGINT. Several may run at once: they share the work through row locks.
 */
import { startPipelineWorker, stopPipelineWorker } from "../lib/credit/pipeline/pipeline-worker";

if (!process.env.DATABASE_URL) {
  process.stderr.write("DATABASE_URL is not set\n");
  process.exit(1);
}
startPipelineWorker();
process.stdout.write("pipeline worker running\n");
const stop = () => {
  stopPipelineWorker();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
