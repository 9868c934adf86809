/**
 * The `translation` namespace in pieces: a base every page needs, and parts that only some pages
 * use (profile, company settings), which those pages load with their code (`loadTexts`).
 */
export const CATALOGUE_PARTS = ['profile', 'settings'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

type Tree = { [key: string]: unknown };

/** The base (`part` undefined) or one part of a full catalogue. */
export function pieceOf(catalogue: object, part?: CataloguePart): Tree {
  const full = catalogue as Tree;
  if (part) return { [part]: full[part] };
  const base: Tree = { ...full };
  for (const name of CATALOGUE_PARTS) delete base[name];
  return base;
}

/** Merges catalogue pieces (objects merged key by key, texts replaced). */
export function mergePieces(target: Tree, piece: Tree): Tree {
  for (const [key, value] of Object.entries(piece)) {
    const current = target[key];
    target[key] =
      value && typeof value === 'object' && current && typeof current === 'object' ? mergePieces({ ...(current as Tree) }, value as Tree) : value;
  }
  return target;
}
