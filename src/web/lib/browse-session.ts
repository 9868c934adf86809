/**
 * Browse mode (spec §2, §4): the company a super admin chose to browse, kept for this browser tab
 * in sessionStorage `browse_company`. While it is set every API call carries X-Browse-Company,
 * and the server answers in that company's context.
 */
export const BROWSE_STORAGE_KEY = 'browse_company';
export const BROWSE_HEADER = 'X-Browse-Company';

export type BrowsedCompany = { id: string; name: string; nameAr: string | null };

function isBrowsedCompany(value: unknown): value is BrowsedCompany {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && record.id.length > 0 && typeof record.name === 'string' && (record.nameAr === null || typeof record.nameAr === 'string');
}

/** The stored text as is (cheap to compare for change detection). */
export function readBrowseRaw(): string | null {
  try {
    return sessionStorage.getItem(BROWSE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readBrowsedCompany(): BrowsedCompany | null {
  try {
    const raw = readBrowseRaw();
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isBrowsedCompany(parsed) ? { id: parsed.id, name: parsed.name, nameAr: parsed.nameAr ?? null } : null;
  } catch {
    return null;
  }
}

export function storeBrowsedCompany(company: BrowsedCompany): void {
  try {
    sessionStorage.setItem(BROWSE_STORAGE_KEY, JSON.stringify({ id: company.id, name: company.name, nameAr: company.nameAr }));
  } catch {
    // Storage disabled: browse mode cannot be kept, the layout then sends the user back to the list.
  }
}

export function clearBrowsedCompany(): void {
  try {
    sessionStorage.removeItem(BROWSE_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The header to add to API calls while browsing; empty otherwise. */
export function browseHeaders(): Record<string, string> {
  const company = readBrowsedCompany();
  return company ? { [BROWSE_HEADER]: company.id } : {};
}
