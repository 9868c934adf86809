// Response schemas for API output: the JSON forms of database values, and a table row's schema
// read from its Drizzle columns, so a column added to a table is declared in the API at once.
import { z } from '@hono/zod-openapi';
import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import { CURRENCY_CODES } from '../../core/money';

/** A timestamp as it leaves in JSON (Date#toJSON). */
export const dateTimeOut = z.iso.datetime({ offset: true });
/** A calendar day, YYYY-MM-DD. */
export const dateOut = z.iso.date();
export const currencyOut = z.enum(CURRENCY_CODES);
/** Money and other numerics travel as decimal strings, never floats. */
export const decimalOut = z.string().regex(/^-?\d+(\.\d+)?$/).openapi({ example: '120.500' });

type Data<C> = C extends Column ? C['_']['data'] : never;
type ColumnOut<C> = Data<C> extends Date ? z.ZodString : Data<C> extends string ? z.ZodString : Data<C> extends number ? z.ZodNumber : Data<C> extends boolean ? z.ZodBoolean : z.ZodUnknown;
type Nullable<C, S extends z.ZodType> = C extends Column ? (C['_']['notNull'] extends true ? S : z.ZodNullable<S>) : never;
export type RowShape<T extends Table> = { [K in keyof T['_']['columns']]: Nullable<T['_']['columns'][K], ColumnOut<T['_']['columns'][K]>> };

function columnOut(column: Column): z.ZodType {
  if (column.dataType === 'date') return dateTimeOut;
  if (column.columnType === 'PgNumeric') return decimalOut;
  if (column.columnType === 'PgDateString') return dateOut;
  if (column.dataType === 'string') return column.enumValues?.length ? z.enum(column.enumValues as [string, ...string[]]) : z.string();
  if (column.dataType === 'number') return z.number();
  if (column.dataType === 'boolean') return z.boolean();
  if (column.dataType === 'array' && 'baseColumn' in column) return z.array(columnOut(column.baseColumn as Column));
  // JSON and the rest have no shape in the column: the schema must say (via .extend), and the
  // document test fails the `{}` this leaves otherwise.
  return z.unknown();
}

/**
 * A row of `table` as the API sends it: each column with its JSON type and nullability. Omit
 * what never leaves (company ids, token hashes) and extend JSON columns with their real shape.
 */
export function rowSchema<T extends Table>(table: T): z.ZodObject<RowShape<T>> {
  const shape = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const out = columnOut(column);
      return [key, column.notNull ? out : out.nullable()];
    }),
  );
  return z.object(shape) as unknown as z.ZodObject<RowShape<T>>;
}
