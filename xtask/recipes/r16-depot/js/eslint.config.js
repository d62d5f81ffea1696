// Lint configuration for the depot's web code and the vendored libraries it audits.
import js from "@eslint/js";

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "commonjs", globals: { require: "readonly", module: "writable", process: "readonly", console: "readonly", __dirname: "readonly", Symbol: "readonly", exports: "writable" } },
    rules: { "no-unused-vars": "warn", eqeqeq: "error", "no-var": "error", "prefer-const": "warn" },
  },
];
