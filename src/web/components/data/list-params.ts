import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A list's state lives in the URL (shareable, survives reloads); `set` drops empty values. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Record<string, string | number | null | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const get = (key: string, fallback = '') => params.get(key) ?? fallback;
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { params, get, set, page };
}
