// `npm run lint` (docs/decisions/0019-lint-and-format.md): typescript-eslint with type information, the rules of hooks and
// the import boundaries between layers and features (eslint/import-boundaries.js). Formatting is Prettier's job
// (`npm run format`); eslint-config-prettier switches off every rule that would fight it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { importBoundaries } from "./eslint/import-boundaries.js";
import { outsideReferences } from "./eslint/outside-references.js";
import { visitorReads } from "./eslint/visitor-reads.js";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      "node_modules/**",
      "db/migrations/**",
      "test-results/**",
      "playwright-report/**",
      ".bench/**",
      "**/.data/**",
      "**/.e2e-data*/**",
    ],
  },
  js.configs.recommended,
  {
    rules: {
      // Text cleaning, file sniffing and redirect checks match control characters on purpose.
      "no-control-regex": "off",
    },
  },
  // TypeScript: the type-aware rules (floating promises, misused promises, unsafe any, …).
  {
    files: ["**/*.{ts,tsx}"],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `_name` marks a parameter a signature requires but the body does not use.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // React Router's route modules and Express handlers take promise-returning callbacks by design.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false, arguments: false } }],
      // React Router's way to end a loader or action early is to throw a Response (redirect(), data()).
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: ["DataWithResponseInit", "UNSAFE_DataWithResponseInit"] },
          ],
        },
      ],
    },
  },
  // Tests read JSON answers (typed any) and check them with expect(); their fakes of async
  // interfaces are async without awaiting anything.
  {
    files: ["tests/**/*.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/require-await": "off",
    },
  },
  // A transaction is one connection: its queries side by side queue on one node-postgres client, which pg@9
  // refuses (db/client.server.ts, Queryable). Catches the plain form, `Promise.all([tx.select()…, tx.select()…])`;
  // a function given a Queryable is caught at run time by the tests (tests/pg-busy-client.setup.ts).
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^(all|allSettled|any|race)$/] MemberExpression[object.name='tx']",
          message: "Abfragen einer Transaktion nacheinander stellen (await), nicht nebeneinander: sie teilen eine Verbindung (db/client.server.ts, Queryable).",
        },
      ],
    },
  },
  // The rules of hooks, for every component and hook.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  // Plain JavaScript (scripts, configs): Node globals, no type information (they have no tsconfig).
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  importBoundaries,
  outsideReferences,
  ...visitorReads,
  prettier,
);
