// The record of a whole game the exported page lists (core/src/analysis/gameRecord.ts): the tags;
// each play's notation with the annotator's marks apart and its comments cut out; the comments and
// `#` lines beside the play they go with; the board view's reading; the problems; the result.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, boardView, gameRecord, type PlayRecord } from '../../../core/src/analysis';

const ROOT = join(__dirname, '..', '..', '..');
const ANNOTATED = readFileSync(join(ROOT, 'examples', 'annotated.tsn'), 'utf8');
const TAGS = '[Event "A test"]\n[Result "*"]\n[Notation "TSN 2"]\n';

function play(plays: readonly PlayRecord[], label: string): PlayRecord {
  const found = plays.find((p) => p.label === label);
  assert.ok(found, `no play ${label}`);
  return found;
}

describe('the annotated example', () => {
  const analysis = analyze(ANNOTATED);
  const record = gameRecord(analysis);

  test('its tags in file order, and a play per game line in file order', () => {
    assert.deepEqual(record.tags.map((t) => `${t.name}=${t.value}`), [
      'Event=Friendly game, annotated', 'Site=Kitchen table', 'Date=2026.11.29', 'US=Alice', 'USSR=Boris', 'Annotator=Carol', 'Result=*', 'Notation=TSN 2',
    ]);
    assert.deepEqual(record.plays.map((p) => p.label), ['1.S', '1.H', '1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '1.E']);
    assert.deepEqual(record.plays.map((p) => p.anchor), record.plays.map((p) => p.label), 'each label is the only one: it names its play');
    assert.deepEqual(record.plays.map((p) => p.line), Array.from(analysis.syntax.gameLineNumbers));
  });

  test('a # comment line right above a play goes with it', () => {
    assert.deepEqual(play(record.plays, '1.S').notesBefore, ['The USSR takes Poland at once; the US shores up Italy, France and West Germany.']);
    assert.deepEqual(play(record.plays, '1.3').notesBefore, ['With Vietnam Revolts in force, Korean War\'s 2 Operations are worth 3 in Southeast Asia.']);
    assert.deepEqual(play(record.plays, '1.1').notesBefore, []);
    assert.deepEqual(record.intro, []);
  });

  test('the marks apart from the notation, the comments cut out of it and listed beside the play', () => {
    assert.deepEqual(play(record.plays, '1.1').notation, [{ text: 'DES#IR4+3 D4 ; MAR&JP3 KR' }, { text: '!', mark: '!' }]);
    assert.deepEqual(play(record.plays, '1.1').comments, ['the classic Iran coup']);
    assert.deepEqual(play(record.plays, '1.3').notation, [{ text: 'KOR&VN LA TH' }, { text: '!?', mark: '!?' }, { text: ' ; RED&ID MY PH2' }]);
    assert.deepEqual(play(record.plays, '1.4').notation, [{ text: 'NAS#JO4+1 ; IND#LA2+3' }]);
    assert.deepEqual(play(record.plays, '1.4').comments, ['the US needs military operations']);
    assert.deepEqual(play(record.plays, '1.5').notation.map((p) => p.mark ?? ''), ['', '?!']);
    assert.deepEqual(play(record.plays, '1.E').notation, [{ text: '— ; =-1 D5' }]);
  });

  test('the reading is the board view\'s', () => {
    for (const p of record.plays) assert.deepEqual(p.reading, boardView(analysis, p.line).reading, p.label);
    assert.match(play(record.plays, '1.1').reading[0]!, /^The USSR played De-Stalinization for a coup in Iran/);
  });

  test('a game still going has no result', () => {
    assert.equal(record.result, null);
  });
});

describe('where # comment paragraphs go', () => {
  const text = `${TAGS}
# Before the game,
# on two lines.
#
# A second paragraph after
# an empty # line.

1.S   PL4 DD HU ; IT3 FR2 DE2

# After the setup, set apart.

# Right above the headline.
1.H   VIE VN2 ; CON
# Below the headline, then a blank line.

1.1   DES#IR4+3 D4 ; MAR&JP3 KR
# At the very end.`;
  const record = gameRecord(analyze(text));

  test('before the first play, set apart by a blank line: the game\'s introduction, its lines one paragraph', () => {
    assert.deepEqual(record.intro, ['Before the game, on two lines.', 'A second paragraph after an empty # line.']);
    assert.deepEqual(play(record.plays, '1.S').notesBefore, []);
  });

  test('set apart after a play: it follows that play; right above one: it goes with that one', () => {
    assert.deepEqual(play(record.plays, '1.S').notesAfter, ['After the setup, set apart.']);
    assert.deepEqual(play(record.plays, '1.H').notesBefore, ['Right above the headline.']);
    assert.deepEqual(play(record.plays, '1.H').notesAfter, ['Below the headline, then a blank line.']);
    assert.deepEqual(play(record.plays, '1.1').notesAfter, ['At the very end.']);
  });
});

test('comments beside a dash, a setup and a mark written after a comment', () => {
  const record = gameRecord(analyze(`${TAGS}
1.S   PL4 DD HU {the usual} ; IT3 FR2 DE2
1.H   VIE VN2 ; CON
1.1   DES#IR4+3 D4 {first}?? ; MAR&JP3 KR {second}`));
  assert.deepEqual(play(record.plays, '1.S').notation, [{ text: 'PL4 DD HU ; IT3 FR2 DE2' }]);
  assert.deepEqual(play(record.plays, '1.S').comments, ['the usual']);
  const coup = play(record.plays, '1.1');
  assert.deepEqual(coup.comments, ['first', 'second']);
  assert.deepEqual(coup.notation.filter((p) => p.mark).map((p) => p.mark), ['??']);
  assert.equal(coup.notation.map((p) => p.text).join(''), 'DES#IR4+3 D4?? ; MAR&JP3 KR');
});

test('a label written twice: each play is named by its line instead', () => {
  const record = gameRecord(analyze(`${TAGS}
1.S   PL4 DD HU ; IT3 FR2 DE2
1.H   VIE VN2 ; CON
1.H   VIE VN2 ; CON`));
  assert.deepEqual(record.plays.map((p) => p.anchor), ['1.S', 'line-6', 'line-7']);
});

test('a play\'s problems: errors and warnings, at most five, then how many more', () => {
  const record = gameRecord(analyze(`${TAGS}
1.S   PL4 DD HU ; IT3 FR2 DE2
1.H   VIE VN2 ; CON
1.1   XXA#IR4 ; XXB&JP XXC XXD XXE XXF XXG`));
  const problems = play(record.plays, '1.1').problems;
  assert.equal(problems.length, 6);
  assert.ok(problems.slice(0, 5).every((p) => p.severity === 'error' && /^TSN\d+$/.test(p.code) && p.message.length > 0));
  assert.match(problems[5]!.message, /^and \d+ more on this line$/);
  assert.deepEqual(play(record.plays, '1.S').problems, []);
});

test('a finished game: how it ended, in a sentence', () => {
  const record = gameRecord(analyze(readFileSync(join(ROOT, 'test', 'fixtures', 'games', 'fullGame.tsn'), 'utf8')));
  assert.match(record.result ?? '', /^The USSR wins on turn 10: final scoring \(VP -\d+, DEFCON 5\)$/);
  assert.equal(record.plays[0]!.label, '1.D');
  assert.match(record.intro[0]!, /^A whole game: turns 1-7 are midWar\.tsn/);
});
