#!/usr/bin/env node
// Builds the production bundles (minified, no source maps) and packs them into a .vsix with vsce.
// The bundles carry their dependencies, so vsce packs no node_modules.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';

const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
const out = `${name}-${version}.vsix`;
rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['scripts/build.mjs', '--production'], { stdio: 'inherit' });
execFileSync(process.execPath, ['node_modules/@vscode/vsce/vsce', 'package', '--no-dependencies', '--allow-missing-repository', '--no-rewrite-relative-links', '--out', out], { stdio: 'inherit' });
console.log(`${out}: ${(statSync(out).size / 1024).toFixed(0)} KiB`);
