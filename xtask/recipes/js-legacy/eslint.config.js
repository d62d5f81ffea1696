// Strict-but-warning rules adopted for the port: the CI lint step allows no warnings.
module.exports = [
  {
    files: ['src/**/*.js'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', __dirname: 'readonly' },
    },
    rules: {
      'no-var': 'warn',
      'prefer-const': 'warn',
      eqeqeq: 'warn',
      'no-console': 'warn',
      'no-unused-vars': 'warn',
      'no-shadow': 'warn',
      'no-param-reassign': 'warn',
      'prefer-template': 'warn',
      'object-shorthand': 'warn',
      'no-else-return': 'warn',
      curly: 'warn',
      'no-undef': 'error',
    },
  },
];
