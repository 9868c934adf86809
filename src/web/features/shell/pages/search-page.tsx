import Search from 'lucide-react/icons/search';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchEntries, searchPalette, withBase } from '../../../../core/modules';
import { MODULES } from '../../../../modules';
import { PageTitle } from '../../../components/page-title';
import { Card } from '../../../components/ui/card';
import { currentLanguage } from '../../../i18n';
import { useMe } from '../../auth/api/use-me';
import { readBrowsedCompany } from '../../../lib/browse-session';
import { accessContextOf } from '../lib/access-context';
import { useRecordSearch } from '../palette/use-record-search';

/** /search: the quick-search entries as a page, for people who prefer a page to a shortcut. */
export function SearchPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [query, setQuery] = useState('');
  const language = currentLanguage();
  const browsing = Boolean(me?.browsing && readBrowsedCompany());
  const groups = useMemo(() => searchPalette(searchEntries(MODULES, accessContextOf(me), browsing), query), [me, browsing, query]);
  const base = browsing ? '/browse-company' : '';
  const records = useRecordSearch(query, Boolean(me?.company));

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('shell.searchPage.title')} />
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight">{t('shell.searchPage.title')}</h1>
        <p className="text-muted-foreground">{t('shell.searchPage.subtitle')}</p>
      </div>
      <label className="relative block max-w-xl">
        <span className="sr-only">{t('shell.searchPage.placeholder')}</span>
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('shell.searchPage.placeholder')}
          className="h-11 w-full rounded-md border border-input bg-card ps-9 pe-3 text-base focus-visible:border-ring focus-visible:outline-none sm:text-sm"
        />
      </label>
      {groups.length === 0 && records.hits.length === 0 ? (
        <p className="text-muted-foreground">{records.searching ? t('shell.palette.searching') : t('shell.palette.empty')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {records.hits.length ? (
            <Card className="p-4 md:col-span-2">
              <h2 className="mb-2 text-sm font-semibold text-primary">{t('shell.palette.records')}</h2>
              <ul className="grid gap-1 sm:grid-cols-2">
                {records.hits.map((hit) => (
                  <li key={`${hit.kind}:${hit.id}`}>
                    <Link to={withBase(base, hit.href)} className="flex flex-col rounded-md px-2 py-2 hover:bg-muted">
                      <span className="text-sm font-medium">{hit.title}</span>
                      <span className="text-xs text-muted-foreground">{[t(`shell.palette.kinds.${hit.kind}`), hit.subtitle].filter(Boolean).join(' · ')}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          {groups.map((group) => (
            <Card key={group.category} className="p-4">
              <h2 className="mb-2 text-sm font-semibold text-primary">{t(`shell.palette.categories.${group.category}`)}</h2>
              <ul className="flex flex-col">
                {group.entries.map((entry) => (
                  <li key={entry.path}>
                    <Link to={withBase(base, entry.path)} className="flex flex-col rounded-md px-2 py-2 hover:bg-muted">
                      <span className="text-sm font-medium">{entry.title[language]}</span>
                      <span className="text-xs text-muted-foreground">{entry.description[language]}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
