import { z } from '@hono/zod-openapi';
import { dateTimeOut } from '../../../server/http/row-schema';
import { optionalText, text } from '../../../server/http/fields';

/** A percentage of the contributory wage: 0 to 100 with up to three decimals. */
const rate = z
  .string()
  .trim()
  .regex(/^(100(\.0{1,3})?|\d{1,2}(\.\d{1,3})?)$/, 'payroll_rate_invalid')
  .nullable()
  .optional();

export const settingsInput = z
  .object({
    wpsEmployerId: optionalText(40),
    wpsPayerId: optionalText(40),
    wpsPayerBank: optionalText(40),
    wpsPayerAccount: optionalText(40),
    /** Qatar: write the earlier 15-column SIF some banks still take. */
    wpsLegacyLayout: z.boolean().optional(),
    insuranceOverrides: z.array(z.object({ branchId: z.string().max(40), employee: rate, employer: rate, note: text(200).optional() }).strict()).max(20),
  })
  .strict();

const bi = z.object({ ar: z.string(), en: z.string() });
export const settingsOut = z.object({
  country: z.string(),
  /** The wage protection file of the company's country, or null where a generic bank CSV is made. */
  wpsFormat: z.enum(['uae_sif', 'qatar_sif', 'oman_wps', 'saudi_mudad']).nullable(),
  wpsEmployerId: z.string().nullable(),
  wpsPayerId: z.string().nullable(),
  wpsPayerBank: z.string().nullable(),
  wpsPayerAccount: z.string().nullable(),
  wpsLegacyLayout: z.boolean(),
  insurance: z.object({
    authority: bi,
    law: bi,
    branches: z.array(z.object({ id: z.string(), name: bi, covers: z.enum(['nationals', 'non_nationals', 'all']), employee: z.string(), employer: z.string(), ceiling: z.string().nullable(), from: z.string().nullable() })),
  }),
  insuranceOverrides: z.array(z.object({ branchId: z.string(), employee: z.string().nullable(), employer: z.string().nullable(), note: z.string().nullable() })),
  updatedAt: dateTimeOut.nullable(),
});
