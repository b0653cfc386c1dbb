/**
 * Calls `probe` until `done` accepts its answer or `timeoutMs` passes; answers the last result.
 * For conditions that become true on their own (a cache window), never a fixed sleep.
 */
export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<{ value: T; elapsedMs: number }> {
  const start = Date.now();
  for (;;) {
    const value = await probe();
    const elapsedMs = Date.now() - start;
    if (done(value) || elapsedMs > timeoutMs) return { value, elapsedMs };
    await new Promise((r) => setTimeout(r, 50));
  }
}
