#!/usr/bin/env node
// Builds the production bundles (minified, no source maps) and packs them into a .vsix with vsce.
// The bundles carry their dependencies, so vsce packs no node_modules. The README's pictures must
// reach the Extensions view (packageReadme.mjs): with a public home for them (package.json's
// `repository`, or `--base-images-url URL`) vsce rewrites their links to it; without one the
// packaged README carries them inline.
//
//   npm run package [-- --base-images-url https://example.org/tsn/]
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { packagedReadme, publicRepository } from './packageReadme.mjs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const out = `${manifest.name}-${manifest.version}.vsix`;
const at = process.argv.indexOf('--base-images-url');
const baseImagesUrl = at >= 0 ? process.argv[at + 1] : undefined;
if (at >= 0 && !/^https:\/\//.test(baseImagesUrl ?? '')) throw new Error('--base-images-url needs an https: URL');
rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['scripts/build.mjs', '--production'], { stdio: 'inherit' });
const readme = baseImagesUrl || publicRepository(manifest)
  ? [...(baseImagesUrl ? ['--baseImagesUrl', baseImagesUrl] : [])]
  : (writeFileSync('dist/README.md', packagedReadme('.')), ['--readme-path', 'dist/README.md', '--no-rewrite-relative-links']);
execFileSync(process.execPath, ['node_modules/@vscode/vsce/vsce', 'package', '--no-dependencies', '--allow-missing-repository', ...readme, '--out', out], { stdio: 'inherit' });
// The size as built: the README states none, as it would go stale.
console.log(`${out}: ${(statSync(out).size / 1024).toFixed(0)} KiB`);
