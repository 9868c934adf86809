import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SearchBox } from '../../../../web/components/data/search-box';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { useAuditFilters } from '../api/audit';
import { useAuditT } from '../i18n';

export type AuditTab = 'changes' | 'system';
const KEYS = ['q', 'person', 'entity', 'action', 'category', 'from', 'to'] as const;
type Key = (typeof KEYS)[number];

/** The audit page's filters, kept in the URL so a filtered view can be shared and survives a reload. */
export function useAuditFilterState() {
  const [params, setParams] = useSearchParams();
  const get = (key: Key | 'tab') => params.get(key) ?? '';
  const set = useCallback(
    (changes: Partial<Record<Key | 'tab', string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const tab: AuditTab = get('tab') === 'system' ? 'system' : 'changes';
  const active = KEYS.some((k) => get(k));
  return { tab, get, set, active, clear: () => set(Object.fromEntries(KEYS.map((k) => [k, ''])) as Record<Key, string>) };
}

type State = ReturnType<typeof useAuditFilterState>;

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

export function AuditFiltersBar({ state }: { state: State }) {
  const { t } = useAuditT();
  const choices = useAuditFilters();
  const { get, set, tab } = state;
  const onSearch = useCallback((q: string) => set({ q }), [set]);
  return (
    <div className="flex flex-col gap-3" role="search">
      <SearchBox id="audit-search" value={get('q')} onSearch={onSearch} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <Field id="audit-person" label={t('filters.person')}>
          <NativeSelect id="audit-person" value={get('person')} onChange={(e) => set({ person: e.target.value })}>
            <option value="">{t('filters.anyone')}</option>
            {(choices.data?.people ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name ?? p.id.slice(0, 8)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {tab === 'changes' ? (
          <>
            <Field id="audit-entity" label={t('filters.entity')}>
              <NativeSelect id="audit-entity" value={get('entity')} onChange={(e) => set({ entity: e.target.value })}>
                <option value="">{t('filters.anyEntity')}</option>
                {(choices.data?.entities ?? []).map((e) => (
                  <option key={e.entity} value={e.entity}>
                    {e.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="audit-action" label={t('filters.action')}>
              <NativeSelect id="audit-action" value={get('action')} onChange={(e) => set({ action: e.target.value })}>
                <option value="">{t('filters.anyAction')}</option>
                {(['insert', 'update', 'delete'] as const).map((a) => (
                  <option key={a} value={a}>
                    {t(`action.${a}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </>
        ) : (
          <Field id="audit-category" label={t('filters.category')}>
            <NativeSelect id="audit-category" value={get('category')} onChange={(e) => set({ category: e.target.value })}>
              <option value="">{t('filters.anyCategory')}</option>
              {(choices.data?.categories ?? []).map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}` as 'categories.browse', { defaultValue: c })}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        <Field id="audit-from" label={t('filters.from')}>
          <Input id="audit-from" type="date" value={get('from')} max={get('to') || undefined} onChange={(e) => set({ from: e.target.value })} />
        </Field>
        <Field id="audit-to" label={t('filters.to')}>
          <Input id="audit-to" type="date" value={get('to')} min={get('from') || undefined} onChange={(e) => set({ to: e.target.value })} />
        </Field>
      </div>
      {state.active ? (
        <Button variant="ghost" size="sm" className="w-fit" onClick={state.clear}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
