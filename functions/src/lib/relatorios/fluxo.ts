/**
 * Async iteration with bounded read-ahead, for the reports: rows flow from DynamoDB pages to the
 * xlsx writer without ever holding all of them. Each helper keeps at most a fixed number of
 * pages (or batches) in flight, whatever the table's size.
 */

/**
 * Reads `source` up to `ahead` items ahead of its consumer, starting at once: the next pages are
 * fetched while the current one is written. `source` must accept queued `next()` calls (an async
 * generator does: it runs them one after another).
 */
export function prefetch<T>(source: AsyncIterable<T>, ahead: number): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  const queue: Promise<IteratorResult<T>>[] = [];
  let ended = false;
  const fill = () => {
    while (!ended && queue.length < ahead) {
      const p = it.next();
      // Also marks a rejection as handled until the consumer awaits it (no unhandledRejection meanwhile).
      p.then(
        (r) => void (r.done && (ended = true)),
        () => void (ended = true),
      );
      queue.push(p);
    }
  };
  fill();
  const self: AsyncIterableIterator<T> = {
    [Symbol.asyncIterator]: () => self,
    async next() {
      fill();
      const p = queue.shift();
      if (!p) return { done: true, value: undefined };
      const r = await p;
      if (!r.done) fill();
      return r;
    },
    async return() {
      ended = true;
      queue.length = 0;
      await it.return?.();
      return { done: true, value: undefined };
    },
  };
  return self;
}

/**
 * The items of each source, source after source, with up to `inFlight` sources read at once, each
 * at most `ahead` items ahead (the detailed report's 12 months: a few months read in parallel, the
 * file still in month order).
 */
export async function* inOrder<T>(sources: readonly (() => AsyncIterable<T>)[], inFlight: number, ahead: number): AsyncGenerator<T> {
  const running: AsyncIterableIterator<T>[] = [];
  let next = 0;
  const start = () => {
    if (next < sources.length) running.push(prefetch(sources[next++]!(), ahead));
  };
  for (let i = 0; i < inFlight; i++) start();
  try {
    while (running.length) {
      const current = running[0]!;
      for (let r = await current.next(); !r.done; r = await current.next()) yield r.value;
      running.shift();
      start();
    }
  } finally {
    await Promise.all(running.map((r) => r.return?.()));
  }
}

/**
 * `fn` over each item, up to `concurrency` calls at once, the results in the items' order (the
 * doctors' counters: a few BatchGetItem in flight, the rows still alphabetical).
 */
export async function* mapOrdered<T, U>(source: AsyncIterable<T>, concurrency: number, fn: (item: T) => Promise<U>): AsyncGenerator<U> {
  const it = source[Symbol.asyncIterator]();
  const queue: Promise<U>[] = [];
  let done = false;
  try {
    for (;;) {
      while (!done && queue.length < concurrency) {
        const r = await it.next();
        if (r.done) done = true;
        else {
          const p = fn(r.value);
          p.catch(() => undefined);
          queue.push(p);
        }
      }
      const p = queue.shift();
      if (!p) return;
      yield await p;
    }
  } finally {
    if (!done) await it.return?.();
  }
}

/** The items of `source` regrouped in arrays of at most `size` (pages of any size in, batches of `size` out). */
export async function* chunks<T>(source: AsyncIterable<readonly T[]>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const page of source) {
    for (const item of page) {
      batch.push(item);
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length) yield batch;
}
