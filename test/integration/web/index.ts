// The module the web extension host loads as extensionTestsPath (`@vscode/test-web`): one browser
// bundle (scripts/test-integration.mjs builds it into dist/test/integration/web/index.js) holding
// mocha's browser build, every test file of ../suite, and run(). The test files are the same as
// the desktop run's; they import `mocha`, which this bundle maps to ./mocha.ts.
//
// Order matters: ./setup installs mocha's tdd globals (suite, test, ...) before the test files
// are evaluated and register their suites.
import './setup';
// Every ../suite/*.test.ts, in name order: a module the bundler makes (see scripts/test-integration.mjs).
import 'tsn-integration-tests';

export { run } from './run';
