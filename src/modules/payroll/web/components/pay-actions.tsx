import { useDataT } from '../../../../web/components/data/i18n';
import { Button } from '../../../../web/components/ui/button';
import { Spinner } from '../../../../web/components/ui/spinner';

/** Save and cancel under each pay form. */
export function PayActions({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  const d = useDataT().t;
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={busy} data-testid="pay-dialog-save">
        {busy ? <Spinner /> : null}
        {label}
      </Button>
      <Button variant="ghost" disabled={busy} onClick={onCancel}>
        {d('cancel')}
      </Button>
    </div>
  );
}
