import type { Language } from './language';

/** A language's bundle of a namespace: the data itself, or a lazy chunk holding it. */
export type TextSource = object | (() => Promise<{ default: object }>);
export type TextSources = Record<Language, TextSource>;

const namespaces = new Map<string, TextSources>();

/** Declares where a namespace's texts come from; i18n/index.ts's backend reads them from here. */
export function registerNamespace(ns: string, sources: TextSources): void {
  const known = namespaces.get(ns);
  if (known && known !== sources) throw new Error(`i18n: the namespace "${ns}" is defined twice`);
  namespaces.set(ns, sources);
}

export function isLazy(source: TextSource): source is () => Promise<{ default: object }> {
  return typeof source === 'function';
}

/** One language's bundle of a registered namespace (`undefined` for a namespace nobody defined). */
export async function readNamespace(language: Language, ns: string): Promise<object | undefined> {
  const source = namespaces.get(ns)?.[language];
  if (source === undefined) return undefined;
  return isLazy(source) ? (await source()).default : source;
}
