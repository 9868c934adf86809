// Lint: TypeScript recommended rules, the one-way import boundaries of ARCHITECTURE.md and the
// RTL rule (logical direction classes only).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Physical-direction Tailwind classes break the Arabic (RTL) layout.
const PHYSICAL_CLASS = String.raw`(^|\s|:)(-?(ml|mr|pl|pr|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|scroll-m[lr]|scroll-p[lr])-[^\s]+|text-(left|right))(\s|$)`;
const rtlRule = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `Literal[value=/${PHYSICAL_CLASS}/]`,
      message: 'Use logical direction classes (ms-/me-/ps-/pe-/start-/end-/text-start/text-end) so RTL works.',
    },
    {
      selector: `TemplateElement[value.raw=/${PHYSICAL_CLASS}/]`,
      message: 'Use logical direction classes (ms-/me-/ps-/pe-/start-/end-/text-start/text-end) so RTL works.',
    },
  ],
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // Node scripts: globals are Node's; TypeScript checks undefined names in .ts files.
    files: ['**/*.{js,mjs}', '**/*.ts', '**/*.tsx'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: restrict([
      { group: ['**/server/**', '**/web/**', '**/modules/**'], message: 'src/core is pure: it imports neither server, web nor modules.' },
      { group: ['node:*'], message: 'src/core has no I/O.' },
    ]),
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/modules/*/web/**/*.{ts,tsx}'],
    rules: {
      ...restrict([{ group: ['**/server/**', 'node:*'], message: 'The web app never imports server code.' }]),
      ...rtlRule,
    },
  },
  {
    // Build steps run in Node by Vite (never shipped to the browser): they may read and write files.
    files: ['src/web/**/build-plugin.ts', 'src/web/**/build-plugin.test.ts', 'src/web/prerender/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/server/**'], message: 'The web app never imports server code.' }]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([
      { group: ['**/web/**'], message: 'The server never imports web code.' },
      { group: ['**/modules/*/server/!(routes|tables|service|seed|jobs)*'], message: 'Use a module’s exported routes, tables, service or jobs.' },
    ]),
  },
  {
    // A transaction is one connection running one query at a time: Promise.all over its queries only
    // queued them inside pg, which warns that pg 9 will refuse it.
    files: ['src/server/**/*.ts', 'src/modules/*/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Promise'][callee.property.name='all']",
          message: 'Reads of one transaction run in turn: inTurn / mapInTurn (src/server/db/in-turn.ts). Promise.all only where the work is not on one connection (say why).',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'src/server/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Declaration merging (vitest ProvidedContext, i18next resources) needs interfaces.
    files: ['**/*.d.ts', '**/global-setup.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
);
