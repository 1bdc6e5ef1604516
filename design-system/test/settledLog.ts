/**
 * Waits until a log that grows as things happen (a screen reader's spoken phrases, announcements,
 * requests) holds an entry `until` accepts and then grows no more for `quietMs`, and returns it:
 * what a busy machine delays (a frame, a live region's update, a lazy chunk) is awaited instead of
 * raced with a fixed pause. Throws with the log after `timeout` ms.
 */
export async function settledLog<T>(
  read: () => Promise<readonly T[]> | readonly T[],
  until: (entry: T) => boolean,
  { timeout = 10_000, quietMs = 300 }: { timeout?: number; quietMs?: number } = {},
): Promise<readonly T[]> {
  const started = Date.now();
  let log = await read();
  let quietSince = Date.now();
  for (;;) {
    if (log.some(until) && Date.now() - quietSince >= quietMs) return log;
    if (Date.now() - started > timeout) {
      throw new Error(`The log never settled on the entry awaited; it holds:\n${log.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await read();
    if (next.length !== log.length) quietSince = Date.now();
    log = next;
  }
}
