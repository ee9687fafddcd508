/**
 * The portal's operation tracker (DESIGN §5, issue 14): per operation the last known status and since when, and
 * every observed transition once. See docs/portal.md ("Operation tracker and operations board").
 *
 * - `trackCreatedOperation({ creditNote, branchId, operatorId })`: right after a wizard's `createCreditNote`.
 * - `refreshTrackedOperation(id, { maxAgeSeconds })`: the operation on screen (route `GET /operations/{id}/tracking`).
 * - `getTrackedOperation(id)`: the stored state and timeline, no API call.
 * - `recordActedOperation(note)` / `recordDeskDecision(result)`: right after the portal acted on an operation (hot).
 * - `startOperationTracker()`: the scanner and the hot reader inside the server (instrumentation.ts).
 */
import "server-only";
export { trackCreatedOperation, type TrackCreatedOperationInput } from "./track-created-operation";
export { refreshTrackedOperation, type RefreshOptions, type RefreshResult } from "./refresh-tracked-operation";
export { getTrackedOperation, type TrackedOperation } from "./get-tracked-operation";
export { canViewTrackedOperation } from "./tracked-operation-scope";
export { startOperationTracker, stopOperationTracker } from "./operation-tracker";
export { runTrackerTick, type TrackerTickOptions } from "./run-tracker-tick";
export { runHotReads, type HotReadOptions, type HotReadReport } from "./run-hot-reads";
export { recordActedOperation, recordDeskDecision } from "./record-acted-operation";
