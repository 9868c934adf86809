/**
 * A long list cut into runs of `size`, for statements that take one parameter per value: PostgreSQL
 * accepts at most 65,535 parameters in one statement (an insert of 7,500 fines of 18 columns is
 * twice that), and the query builder spreads them onto the call stack.
 */
export function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
