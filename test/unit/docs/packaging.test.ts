// What package.json and the README point at is in the .vsix: the icons, the walkthrough's pages and
// pictures, the example the walkthrough opens, the README's images and linked documents, the
// exported page's script. Checked
// against .vscodeignore (all files out, then `!pattern` lines back in) and on disk.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageBuild } from '../../../scripts/page-bundle.mjs';

const ROOT = join(__dirname, '../../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The `!pattern` lines of .vscodeignore as regular expressions (`*` within one path segment). */
function packagedPatterns(): RegExp[] {
  return read('.vscodeignore').split('\n').map((l) => l.trim()).filter((l) => l.startsWith('!'))
    .map((l) => new RegExp(`^${l.slice(1).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`));
}

function isPackaged(file: string): boolean {
  const path = file.replace(/^\.\//, '');
  return packagedPatterns().some((p) => p.test(path));
}

interface Manifest {
  icon: string;
  contributes: {
    languages: { icon?: { light: string; dark: string } }[];
    walkthroughs: { steps: { media: { image?: string; markdown?: string } }[] }[];
  };
}

describe('the .vsix holds what the manifest and the README point at', () => {
  const manifest = JSON.parse(read('package.json')) as Manifest;
  const referenced = [
    manifest.icon,
    ...manifest.contributes.languages.flatMap((l) => (l.icon ? [l.icon.light, l.icon.dark] : [])),
    ...manifest.contributes.walkthroughs.flatMap((w) => w.steps.flatMap((s) => [s.media.image, s.media.markdown].filter((m): m is string => !!m))),
    // Opened by TSN: Open Example Game (client/src/newGame.ts).
    'examples/game.tsn',
  ];

  test('icons, walkthrough media and the example exist and are packaged', () => {
    assert.ok(referenced.length >= 6);
    for (const file of referenced) {
      assert.ok(existsSync(join(ROOT, file)), `${file} is missing`);
      assert.ok(isPackaged(file), `${file} is not in the .vsix (.vscodeignore)`);
    }
  });

  test('the README\'s relative links and images exist and are packaged', () => {
    const links = [...read('README.md').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
    assert.ok(links.some((l) => l.endsWith('.png')));
    for (const link of links) {
      assert.ok(existsSync(join(ROOT, link)), `${link} is missing`);
      assert.ok(isPackaged(link), `${link} is not in the .vsix (.vscodeignore)`);
    }
  });

  test('the exported page\'s script, which Export Game as Web Page reads from the extension, is packaged', () => {
    assert.equal(pageBuild.outfile, 'dist/page/game.js');
    assert.ok(isPackaged(pageBuild.outfile), `${pageBuild.outfile} is not in the .vsix (.vscodeignore)`);
  });

  test('the source of the icon is not packaged', () => {
    assert.equal(isPackaged('images/icon.svg'), false);
  });
});
