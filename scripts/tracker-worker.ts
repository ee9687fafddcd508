/**
 * The portal's operation tracker as a process of its own (`npm run tracker:worker`), for deployments that run
 * the app instances with OPERATION_TRACKER=off and the scans apart. Needs DATABASE_URL, PORTAL_ENCRYPTION_KEY
 * (branch credentials) and CREDIT_API_URL (the credit API it scans; defaults to http://127.0.0.1:3000). Several
 * may run at once: per-credential leases keep two from scanning the same credential. Stops on SIGTERM/SIGINT.
 */
import { startOperationTracker, stopOperationTracker } from "../lib/portal/tracker/operation-tracker";
import { exitOnProductionStartProblems } from "../lib/ops/production-checks";

exitOnProductionStartProblems("tracker worker");
if (!process.env.DATABASE_URL) {
  process.stderr.write("DATABASE_URL is not set\n");
  process.exit(1);
}
process.env.CREDIT_API_URL ??= "http://127.0.0.1:3000";
// This process is the tracker: OPERATION_TRACKER=off, meant for the app instances, does not stop it.
process.env.OPERATION_TRACKER = "on";
startOperationTracker();
process.stdout.write(`tracker worker running (credit API ${process.env.CREDIT_API_URL})\n`);
const stop = () => {
  stopOperationTracker();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
