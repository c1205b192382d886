// What package.json and the README point at is in the .vsix: the icons, the walkthrough's pages and
// pictures, the example the walkthrough opens, the README's images and linked documents, the
// exported page's script. Checked
// against .vscodeignore (all files out, then `!pattern` lines back in) and on disk.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageBuild } from '../../../scripts/page-bundle.mjs';
import { SERVER_NODE_FLAGS } from '../../../core/src/protocol';

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

  test('the README\'s relative links exist and are packaged; its pictures exist', () => {
    const links = [...read('README.md').matchAll(/(!?)\[[^\]]*\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].filter((m) => !/^[a-z]+:/.test(m[2]!));
    assert.ok(links.some((l) => l[1] === '!'));
    for (const [, image, link] of links) {
      assert.ok(existsSync(join(ROOT, link!)), `${link} is missing`);
      // A picture reaches the Extensions view inline in the packaged README (packageReadme.mjs).
      if (!image) assert.ok(isPackaged(link!), `${link} is not in the .vsix (.vscodeignore)`);
    }
  });

  test('the packaged README carries its pictures inline, as data: URLs of the files\' bytes (issue 19)', async () => {
    const { packagedReadme, relativeImages, publicRepository } = await import('../../../scripts/packageReadme.mjs');
    const readme = read('README.md');
    const images = relativeImages(readme);
    assert.equal(images.length, readme.split('](docs/images/').length - 1);
    assert.ok(images.length >= 4);
    const packaged = packagedReadme(ROOT);
    assert.deepEqual(relativeImages(packaged), [], 'no relative picture is left');
    for (const image of images) {
      const inline = new RegExp(`\\]\\(data:image/png;base64,${readFileSync(join(ROOT, image.path)).toString('base64').replace(/[+/]/g, '\\$&')}\\)`);
      assert.match(packaged, inline, `${image.path} inline`);
    }
    // Everything else is the README as it is.
    assert.equal(packaged.replace(/\(data:image\/png;base64,[^)]*\)/g, '()'), readme.replace(/!\[([^\]]*)\]\(docs\/images\/[^)]*\)/g, '![$1]()'));
    // With a public home for the pictures, vsce rewrites their links to https: URLs instead.
    assert.equal(publicRepository({ repository: { url: 'https://github.com/owner/tsn.git' } }), 'https://github.com/owner/tsn.git');
    assert.equal(publicRepository({}), undefined);
  });

  test('the README states no .vsix size, which would go stale (npm run package prints it)', () => {
    assert.doesNotMatch(read('README.md'), /\.vsix`? \(\d+ KiB/);
    assert.doesNotMatch(read('CONTRIBUTING.md'), /Measured: \d+ KiB/);
  });

  test('the exported page\'s script, which Export Game as Web Page reads from the extension, is packaged', () => {
    assert.equal(pageBuild.outfile, 'dist/page/game.js');
    assert.ok(isPackaged(pageBuild.outfile), `${pageBuild.outfile} is not in the .vsix (.vscodeignore)`);
  });

  test('the source of the icon is not packaged', () => {
    assert.equal(isPackaged('images/icon.svg'), false);
  });
});

describe('npm ci installs with no warning on Node.js 20', () => {
  test('every package in package-lock.json accepts the Node.js running the tests (no EBADENGINE; issue 19)', () => {
    // npm's own range test (semver, which vsce depends on), as `npm ci` applies it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const semver = require('semver') as { satisfies(version: string, range: string): boolean };
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node?: string } | string[] }> };
    const refused = Object.entries(lock.packages).flatMap(([name, entry]) => {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      return range && !semver.satisfies(process.version, range) ? [`${name || 'this package'} wants node ${range}`] : [];
    });
    assert.deepEqual(refused, [], `on ${process.version}`);
  });
});

// The README's commands for other editors start the server as VS Code's client does (issue 22:
// its memory figures are measured with SERVER_NODE_FLAGS).
describe('the README starts the server with the desktop client\'s Node flags', () => {
  test('each editor\'s command names every flag of SERVER_NODE_FLAGS before bin/tsn.js', () => {
    const section = read('README.md').split('## Using it from another editor')[1]!.split('\n## ')[0]!;
    const commands = section.split('\n').filter((line) => line.includes('bin/tsn.js'));
    assert.ok(commands.length >= 4, `${commands.length} commands`);
    for (const command of commands) {
      const before = command.slice(0, command.indexOf('bin/tsn.js'));
      for (const flag of SERVER_NODE_FLAGS) assert.ok(before.includes(flag), `${flag} in: ${command}`);
    }
  });
});
