// Loads mocha's browser build (it sets globalThis.mocha) and sets it up for the tdd interface,
// which defines suite, test, suiteSetup, ... on globalThis for the test files.
import 'mocha/mocha.js';

// Set by the bundler from the environment of the run (the web worker has no process.env).
declare const __TSN_TEST_GREP__: string;
declare const __TSN_TEST_TIMEOUT_MS__: number;

mocha.setup({
  ui: 'tdd',
  reporter: 'spec',
  color: false,
  // VS Code's first start of a language server can be slow on a loaded CI machine.
  timeout: __TSN_TEST_TIMEOUT_MS__,
  ...(__TSN_TEST_GREP__ ? { grep: __TSN_TEST_GREP__ } : {}),
});
