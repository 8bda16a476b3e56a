import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/*
 * The web app's layers (docs/architecture.md): app/ composes features; a feature
 * (features/<area>) imports no other feature and not app/; components/ and lib/ import
 * neither. The rule reads the relative import: from a file n folders below its feature's
 * folder, n + 1 steps up land in features/, so such a path naming a folder there reaches
 * another feature, whatever that feature is called.
 */
const featureBoundaryMessage =
  'A feature does not import another feature or app/: move the shared piece down to components/ or lib/, or compose the screen in app/ (docs/architecture.md).';
const zodFreeMessage =
  "A contract's -constants module stays free of zod: it imports only constants.ts and other -constants modules.";
/*
 * A toast is shown through Mantine's notifications store alone (packages/web/plugins/
 * toast-store.ts): the package's index brings the toasts' container and transitions into
 * whatever chunk imports it, and so onto every logged-in page.
 */
const toastStorePath = {
  name: '@mantine/notifications',
  importNames: ['notifications', 'notificationsStore'],
  message:
    "Import `notifications` from 'mantine-toast-store': the package's index carries the toasts' container.",
};
const featureBoundaries = [0, 1, 2, 3].map((depth) => ({
  files: [`packages/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [toastStorePath],
        patterns: [
          {
            regex: `^(\\.\\./){${depth + 1}}(?!\\.)|^(\\.\\./){${depth + 2}}app(/|$)`,
            message: featureBoundaryMessage,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'bench/results/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [toastStorePath] }],
    },
  },
  ...featureBoundaries,
  {
    files: ['packages/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [toastStorePath],
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message:
                'components/ and lib/ sit below the features and app/: they import neither (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@club/server*', '@club/web*', 'react*'] },
      ],
    },
  },
  {
    // The web imports these to stay clear of zod (plugins/zod-free-screens.ts checks the
    // build); so they import neither zod nor a module that does.
    files: ['packages/shared/src/contract/*-constants.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: zodFreeMessage }],
          patterns: [
            { group: ['node:*', '@club/server*', '@club/web*', 'react*'] },
            { regex: '^\\.{1,2}/(?!(constants|[a-z-]+-constants)$)', message: zodFreeMessage },
          ],
        },
      ],
    },
  },
);
