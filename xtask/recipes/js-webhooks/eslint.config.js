'use strict';

module.exports = [
  {
    files: ['src/**/*.js'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      'no-unused-vars': 'error',
      'no-undef': 'error',
      'no-dupe-keys': 'error',
      'no-unreachable': 'error',
      'no-fallthrough': 'error',
      'no-cond-assign': 'error',
      'no-self-compare': 'error',
      'no-constant-binary-expression': 'error',
      'prefer-const': 'warn',
      eqeqeq: ['warn', 'always'],
      'no-console': 'warn',
      'no-empty': 'error',
      'no-redeclare': 'error',
      'no-unsafe-finally': 'error',
      'no-var': 'warn',
    },
  },
];
