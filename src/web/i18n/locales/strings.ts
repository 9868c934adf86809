/** A catalogue's shape with plain strings as leaves: a translation must match it key for key. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
