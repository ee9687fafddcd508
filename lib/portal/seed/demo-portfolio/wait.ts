/** Polling for the demo portfolio: bounded, with a pause between tries. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Calls `done` until it is true, every `intervalMs`, for at most `seconds`; then fails naming what it waited for. */
export async function waitUntil(seconds: number, done: () => Promise<boolean>, what = "condition", intervalMs = 1_000): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (await done()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting ${seconds} s for ${what}`);
    await pause(intervalMs);
  }
}
