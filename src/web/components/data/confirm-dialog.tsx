import { useState, type ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Spinner } from '../ui/spinner';
import { useDataT } from './i18n';
import { Textarea } from './textarea';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** With `reason`, a required reason field is shown and passed on. */
  onConfirm: (reason: string) => void;
  reason?: { label: string; required: boolean };
  busy?: boolean;
  destructive?: boolean;
  error?: string | null;
  children?: ReactNode;
};

/** Asks before a consequential action, naming the record; optionally with a reason. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, reason, busy, destructive, error, children }: ConfirmDialogProps) {
  const { t } = useDataT();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (reason?.required && !text.trim()) return setMissing(true);
    onConfirm(text.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setText('');
          setMissing(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent role="alertdialog">
        <div className="flex flex-col gap-2">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        </div>
        {children}
        {reason ? (
          <FormField id="confirm-reason" label={reason.label} required={reason.required} error={missing ? t('required') : undefined}>
            <Textarea value={text} onChange={(event) => { setText(event.target.value); setMissing(false); }} />
          </FormField>
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button variant={destructive ? 'destructive' : 'primary'} disabled={busy} onClick={confirm}>
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
