// Builds one seeded test template ahead of its tier, for `npm test` (scripts/test.mjs), which runs
// the two kinds at once beside lint and typecheck:
//   tsx scripts/test-template.ts pglite <file>                 a PGlite data-dir dump
//   tsx scripts/test-template.ts postgres <admin-url> <name>   a template database
import { buildPgliteTemplate, buildPostgresTemplate } from '../src/server/test/templates';

const [kind, ...args] = process.argv.slice(2);
if (kind === 'pglite' && args[0]) await buildPgliteTemplate(args[0]);
else if (kind === 'postgres' && args[0] && args[1]) await buildPostgresTemplate(args[0], args[1]);
else {
  console.error('usage: test-template.ts pglite <file> | postgres <admin-url> <name>');
  process.exit(2);
}
// Nothing may keep the process waiting once the template is written: npm test waits on its exit.
process.exit(0);
