import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeFileBytes } from '../../../cli/src/check';
import { runCli } from '../helpers/cli';

function runWith(args: string[], files: Record<string, string>) {
  return runCli(args, files);
}

const GOOD = '[Notation "TSN 2"]\n1.1   NAS#IR6+3 D4 ; —\n';
const BAD = '1.1   NSA#IR6+3 ; —\n1.2   FID&IT1 ; —\n';

describe('tsn check', () => {
  test('text: one line per diagnostic, then a summary; exit 1 on an error', () => {
    const r = runWith(['check', 'good.tsn', 'bad.tsn'], { 'good.tsn': GOOD, 'bad.tsn': BAD });
    assert.equal(r.status, 1);
    assert.deepEqual(r.out.split('\n'), [
      'bad.tsn:1:7: error TSN011 Unknown card code "NSA". Did you mean NAS (Nasser), SSA (South America Scoring), NSO (North Sea Oil)?',
      'bad.tsn:2:7: error TSN112 The influence written costs 1 op, but Fidel gives the USSR 2 ops: the influence placed must cost exactly 2.',
      'bad.tsn:2:11: hint TSN032 A count of one is left out: write IT.',
      'bad.tsn:2:11: error TSN103 Italy is out of reach: the USSR had no influence in it or next to it at the start of the round.',
      '2 files checked: 3 errors, 0 warnings, 0 information, 1 hint',
    ]);
  });

  test('exit 0 when no file has an error', () => {
    assert.equal(runWith(['check', 'good.tsn'], { 'good.tsn': GOOD }).status, 0);
    assert.equal(runWith(['check', 'hint.tsn'], { 'hint.tsn': '1.1   NAS&SY1 ; —' }).status, 0);
  });

  test('--no-rules reports the notation only', () => {
    const r = runWith(['check', '--no-rules', 'bad.tsn'], { 'bad.tsn': BAD });
    assert.deepEqual(r.out.split('\n').map((l) => l.split(' ')[2]), ['TSN011', 'TSN032', 'checked:']);
  });

  test('json: one object per file, lines and columns from 1', () => {
    const r = runWith(['check', '--format', 'json', 'bad.tsn', 'good.tsn'], { 'good.tsn': GOOD, 'bad.tsn': BAD });
    assert.equal(r.status, 1);
    const parsed = JSON.parse(r.out);
    assert.equal(parsed.length, 2);
    assert.deepEqual(parsed[0].diagnostics[0], {
      line: 1, column: 7, endLine: 1, endColumn: 10, severity: 'error', code: 'TSN011',
      message: 'Unknown card code "NSA". Did you mean NAS (Nasser), SSA (South America Scoring), NSO (North Sea Oil)?',
    });
    assert.deepEqual(parsed[1], { file: 'good.tsn', diagnostics: [] });
    assert.equal(runWith(['check', '--format=json', 'good.tsn'], { 'good.tsn': GOOD }).status, 0);
  });

  test('json: the lines a problem follows from, as an added field `related`', () => {
    const text = '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   NAS#IR6+3 D4 ; —\n1.2   NAS#IR6 ; —\n';
    const r = runWith(['check', '--format', 'json', 'g.tsn'], { 'g.tsn': text });
    const [played] = JSON.parse(r.out)[0].diagnostics;
    assert.equal(played.code, 'TSN102');
    assert.deepEqual(played.related, [{ line: 2, column: 7, endLine: 2, endColumn: 10, message: 'Nasser went to the discard pile in 1.1' }]);
    assert.equal(JSON.parse(runWith(['check', '--format', 'json', 'bad.tsn'], { 'bad.tsn': BAD }).out)[0].diagnostics[0].related, undefined);
  });

  test('columns count UTF-16 units, as the editor does', () => {
    const r = runWith(['check', '--no-rules', '--format', 'json', 'u.tsn'], { 'u.tsn': '1.1   NAS#IR6 {😀} XX ; —' });
    assert.equal(JSON.parse(r.out)[0].diagnostics[0].column, 20);
  });

  test('a byte order mark is not a column: the editor drops it, and so do the columns here', () => {
    const r = runWith(['check', '--no-rules', '--format', 'json', 'bom.tsn'], { 'bom.tsn': '\uFEFF1.1   NSA@EG ; —\n' });
    assert.deepEqual(JSON.parse(r.out)[0].diagnostics.map((d: { code: string; column: number }) => [d.code, d.column]), [['TSN011', 7]]);
    assert.match(runWith(['check', '-'], { '-': '\uFEFF1.1   NSA@EG ; —\n' }).out, /^-:1:7: error TSN011/);
  });

  test('exit 2 with a message naming the file when it cannot be read', () => {
    const r = runWith(['check', 'missing.tsn', 'good.tsn'], { 'good.tsn': GOOD });
    assert.equal(r.status, 2);
    assert.match(r.err, /cannot read missing\.tsn: no such file/);
  });

  test('exit 2 when misused', () => {
    assert.equal(runWith(['check'], {}).status, 2);
    assert.equal(runWith(['check', '--format', 'xml', 'a'], {}).status, 2);
    assert.equal(runWith(['check', '--bogus', 'a'], {}).status, 2);
    assert.equal(runWith(['frobnicate'], {}).status, 2);
    assert.equal(runWith([], {}).status, 2);
    assert.match(runWith(['lsp'], {}).err, /--stdio/);
  });

  test('a directory: every .tsn file under it, in path order', () => {
    const r = runWith(['check', 'games'], { 'games/b.tsn': BAD, 'games/a/z.tsn': GOOD, 'games/notes.txt': 'x', 'games/c.tsn': GOOD });
    assert.equal(r.status, 1);
    assert.deepEqual([...new Set(r.out.split('\n').map((l) => l.split(':')[0]))], ['games/b.tsn', '3 files checked']);
    const json = JSON.parse(runWith(['check', '--format', 'json', 'games'], { 'games/b.tsn': BAD, 'games/a/z.tsn': GOOD, 'games/c.tsn': GOOD }).out);
    assert.deepEqual(json.map((f: { file: string }) => f.file), ['games/a/z.tsn', 'games/b.tsn', 'games/c.tsn']);
  });

  test('- reads standard input, reported as -', () => {
    const r = runWith(['check', '-'], { '-': BAD });
    assert.equal(r.status, 1);
    assert.match(r.out, /^-:1:7: error TSN011/);
  });

  test('an unreadable file: one clean line on standard error, exit 2, the other files still reported', () => {
    const r = runWith(['check', 'bad.tsn', 'missing.tsn'], { 'bad.tsn': BAD });
    assert.equal(r.status, 2);
    assert.equal(r.err, 'tsn: cannot read missing.tsn: no such file');
    assert.match(r.out, /bad\.tsn:1:7: error TSN011/);
  });

  test('options given twice: the last --format counts, --no-rules twice is --no-rules', () => {
    const r = runWith(['check', '--format', 'text', 'bad.tsn', '--format=json', '--no-rules', '--no-rules'], { 'bad.tsn': BAD });
    assert.equal(r.status, 1, r.err);
    assert.deepEqual(JSON.parse(r.out)[0].diagnostics.map((d: { code: string }) => d.code), ['TSN011', 'TSN032']);
  });

  test('a play nested deeper than any real play: one diagnostic, each file still reported', () => {
    const deep = {
      'paren.tsn': `1.1   CIA@${'('.repeat(10000)}IT${')'.repeat(10000)} ; —`,
      'sub.tsn': `1.1   ${'UNI@'.repeat(10000)}NAS&TW ; —`,
      'move.tsn': `1.1   FYP@${'>TRU@'.repeat(10000)}AT- ; —`,
      'good.tsn': GOOD,
    };
    const r = runWith(['check', '--format', 'json', ...Object.keys(deep)], deep);
    assert.equal(r.status, 1);
    const reports = JSON.parse(r.out) as { file: string; diagnostics: { code: string }[] }[];
    assert.deepEqual(reports.map((f) => [f.file, f.diagnostics.filter((d) => d.code === 'TSN040').length]), [['paren.tsn', 1], ['sub.tsn', 1], ['move.tsn', 1], ['good.tsn', 0]]);
  });

  test('help and version', () => {
    assert.equal(runWith(['--help'], {}).status, 0);
    assert.match(runWith(['--help'], {}).out, /tsn check FILE/);
    assert.equal(runWith(['--version'], {}).status, 0);
  });
});

describe('tsn check: what a file\'s bytes are (cli.md: a file that cannot be analysed is one error saying why)', () => {
  test('UTF-8 with or without its byte order mark, UTF-16 by its byte order mark, as the editor decodes them', () => {
    const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
    const line = '1.1   NSA@EG ; —\n';
    for (const bytes of [
      Buffer.from(line, 'utf8'),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(line, 'utf8')]),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(line, 'utf16le')]),
      Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(line)]),
    ]) {
      assert.equal(decodeFileBytes(bytes), line, bytes.toString('hex', 0, 8));
    }
    // Without a byte order mark, ASCII text in UTF-16 shows a zero byte beside each character.
    const ascii = '1.1   NSA@EG ; --\n';
    assert.equal(decodeFileBytes(Buffer.from(ascii, 'utf16le')), ascii);
    assert.equal(decodeFileBytes(utf16be(ascii)), ascii);
  });

  test('a binary file: one error saying it is not text, at its first zero byte; the other files still reported', () => {
    const binary = 'PK\u0003\u0004\u0000\u0000garbage 1.1 NAS\n\u0000\u0000more';
    const r = runWith(['check', '--format', 'json', 'archive.tsn', 'good.tsn'], { 'archive.tsn': binary, 'good.tsn': GOOD });
    assert.equal(r.status, 1);
    const [archive, good] = JSON.parse(r.out);
    assert.deepEqual(archive.diagnostics.map((d: { code: string; line: number; column: number }) => [d.code, d.line, d.column]), [['TSN044', 1, 5]]);
    assert.match(archive.diagnostics[0].message, /not text/);
    assert.deepEqual(good.diagnostics, []);
  });
});
