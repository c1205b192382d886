#!/usr/bin/env node
// Runs the test suites. `npm test` runs everything; `npm run test:unit` (or TSN_FAST=1) only the
// fast part: unit and grammar tests, which need neither a build nor a browser.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const fast = process.argv.includes('--unit') || process.env.TSN_FAST === '1';

function testFiles(dir) {
  const out = [];
  try { statSync(dir); } catch { return out; }
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...testFiles(full));
    else if (name.endsWith('.test.ts')) out.push(full);
  }
  return out.sort();
}

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

const unit = [...testFiles('test/unit'), ...testFiles('test/grammar')];
run('unit and grammar tests', process.execPath, ['--import', 'tsx', '--test', '--test-reporter', 'spec', ...unit]);

if (!fast) {
  for (const suite of ['scripts/test-integration.mjs']) {
    try { statSync(suite); } catch { continue; }
    run('integration tests', process.execPath, [suite]);
  }
}
