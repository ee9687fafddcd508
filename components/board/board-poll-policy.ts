/**
 * When the board asks again (UX.md, polling boards): every 10 s while things change, doubling after each
 * refresh that brought nothing (Airflow's "slow down when nothing runs") up to a minute, and never sooner than
 * 4× the last request took (Dagster's rule, so a slow server is not hammered). Hidden tabs do not poll at all
 * (react-query's `refetchIntervalInBackground: false`) and refresh at once on return (`refetchOnWindowFocus`).
 */
export const BASE_POLL_MS = 10_000;
export const MAX_POLL_MS = 60_000;

export function nextPollDelay(unchangedStreak: number, lastDurationMs: number): number {
  const backoff = Math.min(MAX_POLL_MS, BASE_POLL_MS * 2 ** Math.max(0, Math.min(unchangedStreak, 10)));
  return Math.max(backoff, Math.ceil(4 * Math.max(0, lastDurationMs)));
}
