/**
 * When a hot operation is read again (issue 23). Pure: the hot reader, the recording code and the benchmark share it.
 *
 * An operation becomes hot when the portal acts on it or when it enters a status that moves on its own; it is read
 * `first` seconds later, then at gaps doubling while it stays put (15 s, 30 s, 1 min, 2 min…). In a status that
 * moves on its own the gap stays at most `motion` (1 min) until the stay passes `motionWindow`, so each status of
 * an operation in motion that lasts more than a minute is read. Once the gap would reach the portfolio interval,
 * the operation leaves the hot set: the portfolio scan follows it from there.
 */
import { selfMovingStatusValues } from "@/lib/contract";

/** Statuses the pipeline leaves by itself within minutes (the contract's list): worth re-reading promptly. */
export const SELF_MOVING_STATUSES = selfMovingStatusValues;

export function isSelfMoving(status: string): boolean {
  return (SELF_MOVING_STATUSES as readonly string[]).includes(status);
}

export interface HotCadence {
  readonly firstSeconds: number;
  readonly motionSeconds: number;
  readonly motionWindowSeconds: number;
  /** The portfolio scan's interval: a gap this long leaves the operation to the scan. */
  readonly intervalSeconds: number;
}

/**
 * Seconds until the next reading after `step` readings in a row found the operation unchanged (0 right after it
 * became hot or changed), or null when it leaves the hot set.
 */
export function hotDelaySeconds(step: number, cadence: HotCadence, stay: { status: string; stayedSeconds: number }): number | null {
  let delay = cadence.firstSeconds * 2 ** Math.min(step, 30);
  if (isSelfMoving(stay.status) && stay.stayedSeconds < cadence.motionWindowSeconds) delay = Math.min(delay, cadence.motionSeconds);
  return delay < cadence.intervalSeconds ? delay : null;
}

/**
 * The readings one hot episode costs when the operation never moves again: what the call economy is measured in
 * (docs/portal.md and `npm run bench board`). The stay is counted from the moment it became hot.
 */
export function readingsPerEpisode(cadence: HotCadence, status: string): number {
  let readings = 0;
  let elapsed = 0;
  for (let step = 0; readings < 10_000; step += 1) {
    const delay = hotDelaySeconds(step, cadence, { status, stayedSeconds: elapsed });
    if (delay === null) return readings;
    elapsed += delay;
    readings += 1;
  }
  return readings;
}
