import { registerPipelineGauges } from "./pipeline-metrics";
import { metricsRegistry } from "./registry";
import { registerTrackerGauges } from "./tracker-metrics";

/** The metrics of an application server that are read at scrape time rather than counted as things happen. */
export function registerServerMetrics(): void {
  metricsRegistry();
  registerPipelineGauges();
  registerTrackerGauges();
}
