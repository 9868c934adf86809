import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { useDataT } from './i18n';

/** A read-only value (a link) with a copy button; the field selects all on focus for manual copy. */
export function CopyField({ id, value, label }: { id: string; value: string; label: string }) {
  const { t } = useDataT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      document.getElementById(id)?.focus();
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly dir="ltr" value={value} className="num text-start text-xs" onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" onClick={() => void copy()} aria-live="polite">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
    </div>
  );
}
