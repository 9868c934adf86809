import { useTranslation } from 'react-i18next';

/** Sets the document title as "<page> · مسار" (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const app = t('common.appName');
  return <title>{title ? `${title} · ${app}` : app}</title>;
}
