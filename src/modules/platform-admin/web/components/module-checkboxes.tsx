import { KNOWN_MODULES } from '../../../../core/companies';
import type { Language } from '../../../../web/i18n/language';
import { MODULES } from '../../../index';

const labelOf = (id: string, language: Language) => MODULES.find((m) => m.id === id)?.label[language] ?? id;

/** The switchable modules as checkboxes (support is always on, so it is not offered). */
export function ModuleCheckboxes({ value, onChange, language, legend, hint }: { value: readonly string[]; onChange: (next: string[]) => void; language: Language; legend: string; hint: string }) {
  const options = KNOWN_MODULES.filter((id) => id !== 'support');
  const toggle = (id: string, on: boolean) => onChange(on ? [...new Set([...value, id])] : value.filter((m) => m !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted-foreground">{hint}</p>
      <div className="mt-1 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((id) => (
          <label key={id} className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
            <input type="checkbox" className="size-4 accent-primary" checked={value.includes(id)} onChange={(event) => toggle(id, event.target.checked)} />
            {labelOf(id, language)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
