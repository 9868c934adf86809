// node-postgres client that runs parameterised queries as named prepared statements, named by a
// hash of their text. PostgreSQL then parses each distinct query once per connection and, after
// five runs, reuses a generic plan: planning a list's joined query under row-level security cost
// ~1.8 ms against ~0.5 ms to run it (decision 017). Searches (LIKE, trigram) stay unnamed: their
// best plan depends on the pattern, which a generic plan cannot see.
import { createHash } from 'node:crypto';
import pg from 'pg';

const PATTERN_DEPENDENT = /\b(i?like)\b|<%|%>|word_similarity|similarity\(/i;

type QueryConfigLike = { text?: string; name?: string; values?: unknown[] };

function statementName(text: string): string {
  return `q_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}

export function shouldPrepare(text: string, values: unknown[] | undefined): boolean {
  return Boolean(values?.length) && !PATTERN_DEPENDENT.test(text) && !text.includes(';');
}

export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [first, second] = args;
    if (first && typeof first === 'object' && !('submit' in first)) {
      const config = first as QueryConfigLike;
      const values = config.values ?? (Array.isArray(second) ? second : undefined);
      if (!config.name && config.text && shouldPrepare(config.text, values)) args[0] = { ...config, name: statementName(config.text) };
    } else if (typeof first === 'string' && Array.isArray(second) && shouldPrepare(first, second)) {
      args[0] = { text: first, name: statementName(first) };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
