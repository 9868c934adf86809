// Form validation in the browser speaks the server's words (issue 12): a schema without its own
// message code still gets an Arabic or English message, never zod's English default.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { composeCatalogue } from '../i18n/catalogues/compose';
import { ar } from '../i18n/locales/ar';
import { en } from '../i18n/locales/en';
import { fieldErrorMap } from '../../core/i18n/issue-code';
import { zodFieldErrors } from './zod-errors';

const schema = z.object({
  name: z.string().max(5),
  age: z.number().int(),
  kind: z.enum(['a', 'b']),
  email: z.string().email('invalid_email'),
});
const bad = { name: 'too long a name', age: 'x', kind: 'c', email: 'nope' };

describe('zodFieldErrors', () => {
  beforeAll(async () => {
    // As the web entry configures zod (main.tsx): the server's error map.
    z.config({ customError: fieldErrorMap });
    await i18next.init({ interpolation: { escapeValue: false }, lng: 'ar', resources: { ar: { translation: composeCatalogue('ar', ar) }, en: { translation: composeCatalogue('en', en) } } });
  });

  it('answers each field in Arabic with the bound it broke', async () => {
    await i18next.changeLanguage('ar');
    const fields = zodFieldErrors(schema.safeParse(bad).error!, i18next.t);
    expect(fields).toEqual({
      name: 'يجب ألا يزيد النص عن 5 حرفاً',
      age: 'نوع القيمة غير صحيح',
      kind: 'القيمة ليست من الخيارات المتاحة',
      email: i18next.t('messages.invalid_email'),
    });
  });

  it('and in English', async () => {
    await i18next.changeLanguage('en');
    const fields = zodFieldErrors(schema.safeParse(bad).error!, i18next.t);
    expect(fields.name).toBe('At most 5 characters');
    expect(fields.age).toBe('The value has the wrong type');
    for (const text of Object.values(fields)) expect(text).not.toMatch(/Invalid input|expected|received/);
  });
});
