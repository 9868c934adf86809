import { useHrT } from '../../i18n';
import { currentLanguage } from '../../../../../web/i18n';
import { roleLabel } from '../../lib/roles';

type RoleCheckboxesProps = { roles: readonly string[]; value: readonly string[]; onChange: (roles: string[]) => void; error?: string | undefined; id: string };

/** Only the roles the caller may assign (GET /api/hr/assignable), as checkboxes. */
export function RoleCheckboxes({ roles, value, onChange, error, id }: RoleCheckboxesProps) {
  const { t } = useHrT();
  const language = currentLanguage();
  const toggle = (role: string, on: boolean) => onChange(on ? [...value, role] : value.filter((r) => r !== role));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined} data-testid="role-choices">
      <legend className="mb-2 text-sm leading-none font-medium">
        {t('users.roles')}
        <span aria-hidden="true" className="ms-0.5 text-destructive">*</span>
      </legend>
      {roles.length === 0 ? <p className="text-sm text-muted-foreground">{t('users.noAssignableRoles')}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {roles.map((role) => (
          <label key={role} className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md border border-input bg-card px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary-soft">
            <input type="checkbox" className="size-4 accent-primary" checked={value.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />
            {roleLabel(role, language)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
