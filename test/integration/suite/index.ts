// The module VS Code loads with --extensionTestsPath: runs every *.test.ts of this folder with mocha
// inside the extension host. scripts/test-integration.mjs bundles each of them into its own
// *.test.js beside this file's bundle (dist/test/integration/suite/), where run() collects them.
// The last line printed is `N passed, N failed` (`, N skipped` when there are skipped tests),
// which CI reads.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Mocha from 'mocha';
import { runAndReport } from './report';

export function run(): Promise<void> {
  const mocha = new Mocha({
    ui: 'tdd',
    reporter: 'spec',
    color: false,
    // VS Code's first start of a language server can be slow on a loaded CI machine.
    timeout: Number(process.env.TSN_TEST_TIMEOUT_MS || 60_000),
  });
  if (process.env.TSN_TEST_GREP) mocha.grep(process.env.TSN_TEST_GREP);

  const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.js'))
    .sort();
  for (const name of files) mocha.addFile(path.join(__dirname, name));

  return runAndReport(mocha);
}
