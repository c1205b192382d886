#!/usr/bin/env node
// A stand-in "VS Code executable" for @vscode/test-electron's runTests({ vscodeExecutablePath })
// (or @vscode/test-cli's useInstallation.fromPath): it reads the command line they would give the
// desktop VS Code and runs the same tests in code-server instead (run-ext-tests.mjs). A standard
// test-electron setup thus runs unchanged here, and against the real desktop VS Code elsewhere.
//
// Read:    --extensionDevelopmentPath=DIR (the first one), --extensionTestsPath=FILE, and the first
//          plain argument as the folder to open.
// Ignored: everything else (--no-sandbox, --disable-extensions, --user-data-dir=..., ...): every
//          run gets fresh user-data and extensions folders anyway.
// Must stay executable (test-electron spawns it directly): scripts/test-integration.mjs checks.
import { runExtensionTests } from './run-ext-tests.mjs';

/** @type {string[]} */
const developmentPaths = [];
let extensionTestsPath = '';
let folder = '';
for (const arg of process.argv.slice(2)) {
  const [flag, ...rest] = arg.split('=');
  const value = rest.join('=');
  if (flag === '--extensionDevelopmentPath') developmentPaths.push(value);
  else if (flag === '--extensionTestsPath') extensionTestsPath = value;
  else if (!arg.startsWith('-') && !folder) folder = arg;
}
if (!developmentPaths.length || !extensionTestsPath) {
  console.error('vscode-shim: needs --extensionDevelopmentPath=... and --extensionTestsPath=...');
  process.exit(1);
}
if (developmentPaths.length > 1) {
  console.error(`vscode-shim: only the first --extensionDevelopmentPath is loaded (${developmentPaths[0]})`);
}

const code = await runExtensionTests({
  extensionDevelopmentPath: developmentPaths[0],
  extensionTestsPath,
  workspaceFolder: folder || undefined,
});
// test-electron stops reading our output as soon as it sees us exit: give it a moment to read the
// last lines (the test summary among them) before exiting.
setTimeout(() => process.exit(code), 300);
