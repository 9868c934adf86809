/** Spec §2/§9: the alerts badge caps at '99+'; nothing shows for zero. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
