// Several reads of one transaction, one after another. A transaction is one connection, which
// runs one query at a time: Promise.all over its queries only queued them inside pg, which warns
// that pg 9 will refuse a query sent while another runs. Awaiting them in turn costs nothing.

type Step = () => unknown;

/** Runs each step after the previous one has finished; resolves to their results, in order. */
export async function inTurn<const T extends readonly Step[]>(steps: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

/** `items.map(fn)`, each call awaited before the next starts. */
export async function mapInTurn<I, R>(items: readonly I[], fn: (item: I, index: number) => Promise<R> | R): Promise<R[]> {
  const results: R[] = [];
  for (const [index, item] of items.entries()) results.push(await fn(item, index));
  return results;
}
