/** Catalogue lookups for the landing page, shared by its build step and its browser module. */
export type TextTree = { readonly [key: string]: string | TextTree };

/** `lookup(tree, 'hero.title')`; undefined unless the path ends on a string. */
export function lookup(tree: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

export { escapeHtml } from '../../core/html/escape';
