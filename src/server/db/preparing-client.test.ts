// Which queries run as named prepared statements (generic plans after five runs) on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { shouldPrepare } from './preparing-client';

describe('prepared statements', () => {
  it('prepares parameterised queries whose plan does not depend on a search pattern', () => {
    expect(shouldPrepare('select "id", "status" from "contracts" where "contracts"."status" in ($1, $2) limit $3', ['active', 'suspended', 25])).toBe(true);
  });

  it('leaves searches, queries without parameters and multi-statement scripts to be planned each time', () => {
    expect(shouldPrepare('select * from "customers" where "search_name" ilike $1', ['%x%'])).toBe(false);
    expect(shouldPrepare('select * from "customers" where $1 <% "search_name"', ['x'])).toBe(false);
    expect(shouldPrepare('select * from "customers" order by word_similarity($1, "search_name") desc', ['x'])).toBe(false);
    expect(shouldPrepare('select 1', [])).toBe(false);
    expect(shouldPrepare('begin', undefined)).toBe(false);
    expect(shouldPrepare('select $1; select 2', [1])).toBe(false);
  });
});
