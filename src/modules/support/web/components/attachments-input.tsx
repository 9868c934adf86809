import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import { errorText } from '../../../../web/components/data/error-text';
import { Button } from '../../../../web/components/ui/button';
import { Spinner } from '../../../../web/components/ui/spinner';
import { uploadAttachment, type Attachment, type Side } from '../api/tickets';
import { useSupportT } from '../i18n';

const MAX = 5;

/** Screenshots for a ticket or a reply: uploaded at once, sent with the form as { url, name }. */
export function AttachmentsInput({ value, onChange, side }: { value: Attachment[]; onChange: (next: Attachment[]) => void; side: Side }) {
  const { t } = useSupportT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function pick(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    try {
      const added: Attachment[] = [];
      for (const file of [...files].slice(0, MAX - value.length)) added.push(await uploadAttachment(side, file));
      onChange([...value, ...added]);
    } catch (err) {
      setError(errorText(err, t('createFailed'), t('createFailed')));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={busy || value.length >= MAX} onClick={() => input.current?.click()}>
          {busy ? <Spinner /> : <ImagePlus aria-hidden="true" />}
          {busy ? t('uploading') : t('attach')}
        </Button>
        <span className="text-xs text-muted-foreground">{t('attachHint')}</span>
        <input ref={input} type="file" accept="image/png,image/jpeg,image/webp" multiple hidden aria-label={t('attach')} onChange={(event) => void pick(event.target.files)} />
      </div>
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((a) => (
            <li key={a.url} className="flex items-center gap-1 rounded-md border border-border bg-muted/50 ps-2 text-xs">
              <span className="max-w-40 truncate">{a.name}</span>
              <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={t('removeAttachment', { name: a.name })} onClick={() => onChange(value.filter((x) => x.url !== a.url))}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}

export function AttachmentLinks({ items }: { items: Attachment[] }) {
  if (!items.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {items.map((a) => (
        <li key={a.url}>
          <a href={a.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border border-border">
            <img src={a.url} alt={a.name} className="h-20 w-28 object-cover" loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
