import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../../core/src/analysis';
import { IndexRuns } from '../../../core/src/analysis/replay';
import { scenario, SETUP } from '../helpers/scenario';
import { generateGame } from '../../../bench/generateGame';

describe('analysis: replaying a file through the rules', () => {
  test('the bundled example game replays without an error or a warning', () => {
    for (const name of ['game.tsn', 'annotated.tsn']) {
      const text = readFileSync(join(__dirname, '..', '..', '..', 'examples', name), 'utf8');
      scenario(text).assertClean();
    }
  });

  test('a rules problem lands on the item it is about', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DES#IR4+2 D4 ; MAR&JP3 TH`);
    const coup = game.expect('TSN151', '1.1', /Coup result should be \+3: die 4 \+ 3 ops - 2 x stability 2/);
    assert.deepEqual([coup.range.start.character, coup.range.end.character], [10, 15]);
    const reach = game.expect('TSN103', '1.1', /Thailand is out of reach: the US had no influence in it or next to it at the start of the round/);
    assert.deepEqual([reach.range.start.character, reach.range.end.character], [29, 31]);
  });

  test('with every board kept, a later edit replays only from the first changed line', () => {
    const first = `${SETUP}\n1.1   DES#IR4+3 D4 ; MAR&JP3 KR\n1.2   FID&SY2 ; DAC&EG2 JO LB\n`;
    const keepAll = { rules: true, checkpointEvery: 1 };
    const a = analyze(first, keepAll);
    const b = analyze(first.replace('LB\n', 'IL\n'), keepAll, a);
    assert.equal(b.replay!.lines.get(0).after, a.replay!.lines.get(0).after, 'the setup line is reused');
    assert.equal(b.replay!.lines.get(1).after, a.replay!.lines.get(1).after, 'the unchanged round is reused');
    assert.notEqual(b.replay!.lines.get(2).after, a.replay!.lines.get(2).after, 'the changed round is replayed');
    assert.equal(b.stateAfter(2).defcon, 4);
    assert.equal(b.stateAfter(0).defcon, 5);
  });

  test('inserting a line above shifts every later line: the lines are shared, their diagnostics read where they now stand', () => {
    // The coup's result is wrong (+3: die 4 + 3 ops - 2 x stability 2).
    const first = `${SETUP}\n1.1   DES#IR4+4 D4 ; MAR&JP3 KR\n`;
    const a = analyze(first);
    const b = analyze(`# a comment\n${first}`, undefined, a);
    assert.equal(b.replay!.lines.get(0), a.replay!.lines.get(0));
    assert.deepEqual(Array.from(b.replay!.lineNumbers), [1, 2]);
    const fresh = analyze(`# a comment\n${first}`);
    assert.ok(b.replay!.lines.get(1).diagnosticsOn(2).length > 0, 'the play has a problem');
    assert.deepEqual(b.replay!.lines.get(1).diagnosticsOn(2), fresh.replay!.lines.get(1).diagnosticsOn(2));
    assert.deepEqual(b.diagnostics, fresh.diagnostics);
  });

  test('the replayed line at or above a line, and where it stands: none above the first, the one above on a line between', () => {
    const text = `[Event "placed"]\n${SETUP}\n# a comment\n\n1.1   DES#IR4+3 D4 ; MAR&JP3 KR\n`;
    const analysis = analyze(text);
    const numbers = Array.from(analysis.replay!.lineNumbers);
    assert.deepEqual(numbers, [1, 4]);
    assert.equal(analysis.replayedAt(0), undefined, 'above the first game line');
    for (const [line, index] of [[1, 0], [2, 0], [3, 0], [4, 1], [9, 1]] as const) {
      const placed = analysis.replayedAt(line)!;
      assert.deepEqual([placed.index, placed.line], [index, numbers[index]], `line ${line}`);
      assert.equal(placed.replayed, analysis.replay!.lines.get(index));
    }
  });

  test('with rules off, only the notation is checked', () => {
    const game = `${SETUP}\n1.1   DES#IR4+2 D4 ; —\n`;
    assert.ok(analyze(game).diagnostics.some((d) => d.code === 'TSN151'));
    assert.deepEqual(analyze(game, { rules: false }).diagnostics, []);
  });

  test('the Result tag is checked against the engine\'s result', () => {
    const game = (result: string) => scenario(`
      [Result "${result}"]
      ${SETUP}
      1.1   DES#IR4+3 D4 ; —
      1.2   FID#KR6+2 D3 ; —
      1.3   COM#PA6+5 D2 ; —
      1.4   KOR#CU6+4 D1 ; —`);
    const wrong = game('USSR wins').diagnostics.find((d) => d.code === 'TSN165');
    assert.ok(wrong, 'a Result tag naming the loser is an error');
    assert.equal(wrong.range.start.line, 0);
    assert.match(wrong.message, /The Result tag says the USSR won, but the game ended with a US win \(DEFCON 1, turn 1\)/);
    assert.equal(game('US wins (DEFCON 1), turn 1').diagnostics.find((d) => d.code === 'TSN165'), undefined);
    game('US wins').expect('TSN162', '1.4', /DEFCON reached 1/);
  });
});

// Issue 24: the analysis read every replayed line twice for diagnostics, though most games have none.
describe('the lines that hold diagnostics, counted as they are recorded', () => {
  const clean = `${SETUP}\n1.1   DES#IR4+3 D4 ; MAR&JP3 KR\n1.2   FID&SY2 ; DAC&EG2 JO\n`;
  const wrongCoup = clean.replace('IR4+3', 'IR4+4');

  test('a game without a problem on any line counts none, and no line is read for diagnostics', () => {
    const analysis = analyze(clean);
    assert.equal(analysis.replay!.linesDiagnosed, 0);
    assert.equal(analysis.replay!.linesMergedAgain, 0);
    assert.deepEqual(analysis.diagnostics.filter((d) => d.range.start.line > 0), []);
  });

  test('a line with a problem, and a run of refused lines merged into one diagnostic, are counted and reported', () => {
    const analysis = analyze(wrongCoup);
    assert.equal(analysis.replay!.linesDiagnosed, 1);
    assert.ok(analysis.diagnostics.some((d) => d.code === 'TSN151' && d.range.start.line === 1));
    const ended = `${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   FID#KR6+2 D3 ; —\n1.3   COM#PA6+5 D2 ; —\n1.4   KOR#CU6+4 D1 ; —\n1.5   NAS&IL ; —\n1.6   VIE&IR ; —\n`;
    const after = analyze(ended);
    assert.equal(after.replay!.linesDiagnosed, 3, 'the coup in Cuba, which holds no US influence (TSN121), and the two lines after the game ended');
    const merged = after.diagnostics.filter((d) => d.code === 'TSN171');
    assert.equal(merged.length, 1, 'one diagnostic for the run');
    assert.deepEqual([merged[0]!.range.start.line, merged[0]!.range.end.line], [5, 6]);
  });

  test('an edit counts the lines it reads; the diagnostics are a fresh analysis\'s', () => {
    for (const [before, after, count] of [
      [clean, `# a note\n${clean}`, 0],
      [clean, `# a note\n${wrongCoup}`, 1],
      [wrongCoup, `# a note\n${wrongCoup}`, 1],
      [wrongCoup, clean, 0],
    ] as const) {
      const edited = analyze(after, undefined, analyze(before));
      assert.equal(edited.replay!.linesDiagnosed, count, after);
      assert.deepEqual(edited.diagnostics, analyze(after).diagnostics, after);
    }
  });

  test('lines kept unread hold none when the previous replay had none; else the count is not known', () => {
    const options = { rules: true, keepTreeUpTo: 0 };
    const withNote = (text: string, index: number): string => {
      const lines = text.split('\n');
      const at = analyze(text, options).syntax.gameLineNumbers[index]!;
      return [...lines.slice(0, at), '# a note', ...lines.slice(at)].join('\n');
    };
    const game = generateGame(1);
    const gameNoted = withNote(game, 40);
    const edited = analyze(gameNoted, options, analyze(game, options));
    assert.ok(edited.replay!.linesVisited! < 5, `${edited.replay!.linesVisited} lines read`);
    assert.equal(edited.replay!.linesDiagnosed, 0);
    assert.deepEqual(edited.diagnostics, analyze(gameNoted, options).diagnostics);
    // Two games in one file: the second's lines come after the end of the first (TSN171).
    const two = `${game}\n${generateGame(2)}`;
    const twoNoted = withNote(two, 100);
    const editedTwo = analyze(twoNoted, options, analyze(two, options));
    assert.ok(analyze(two, options).replay!.linesDiagnosed! > 0);
    assert.equal(editedTwo.replay!.linesDiagnosed, undefined);
    assert.deepEqual(editedTwo.diagnostics, analyze(twoNoted, options).diagnostics);
  });
});

describe('quick fixes for rules problems whose right text the engine knows', () => {
  const text = `${SETUP}\n1.1   DES#IR4+2 ; —\n1.2   FID&SY2 ; SME {scored}\n1.3   NAS#IL6+1 D2 ; —\n`;
  const fixes = () => analyze(text).diagnostics.filter((d) => d.fix).map((d) => `${d.code} ${d.range.start.line}:${d.range.start.character} ${d.fix!.title} → ${d.fix!.newText}`);

  test('a wrong coup result or mark is replaced; a missing mark is added to the play', () => {
    assert.deepEqual(fixes(), [
      'TSN157 1:6 Add D4 → DES#IR4+2 D4',
      'TSN151 1:10 Write IR4+3 → IR4+3',
      'TSN156 2:16 Add =-6 → SME=-6 {scored}',
      'TSN151 3:10 Write IL6 → IL6',
      'TSN155 3:16 Write D3 → D3',
    ]);
  });

  test('applying every fix leaves a file the rules accept', () => {
    let current = text;
    for (let round = 0; round < 10; round++) {
      const d = analyze(current).diagnostics.find((x) => x.fix && x.severity !== 'hint');
      if (!d) break;
      const lines = current.split('\n');
      const line = lines[d.range.start.line]!;
      lines[d.range.start.line] = line.slice(0, d.range.start.character) + d.fix!.newText + line.slice(d.range.end.character);
      current = lines.join('\n');
    }
    scenario(current).assertClean();
  });
});

// Issue 22: the lines pointing at other lines were pushed one by one into an array grown by copies
// (10 MB of one play per line: 454,000 on every keystroke); runs of the previous replay's are kept as views.
describe('the indices of the lines that point at others', () => {
  test('pushed one at a time and as runs of another list, past a run\'s length, they read back in order', () => {
    const earlier = Int32Array.from({ length: 10_000 }, (_, k) => 3 * k);
    const runs = new IndexRuns();
    const expected: number[] = [];
    for (let k = 0; k < 5_000; k++) { runs.push(k); expected.push(k); }
    runs.pushRun(earlier.subarray(2_000, 9_000));
    expected.push(...earlier.subarray(2_000, 9_000));
    runs.pushRun(earlier.subarray(9_000, 9_000));
    for (let k = 0; k < 3; k++) { runs.push(40_000 + k); expected.push(40_000 + k); }
    assert.deepEqual([...runs.toArray()], expected);
    assert.deepEqual([...new IndexRuns().toArray()], []);
  });

  // A keystroke that changed no line's pointing: the previous replay's array, not a copy (1.8 MB an edit in 10 MB of one play per line).
  test('the same indices as the previous replay\'s are its array; others, a new one', () => {
    const earlier = Int32Array.from({ length: 10_000 }, (_, k) => 2 * k);
    const same = (pushed: (runs: IndexRuns) => void) => {
      const runs = new IndexRuns(earlier);
      pushed(runs);
      return runs.toArray();
    };
    // Runs of it where they stand in it, and the lines read again pushed one by one with the same indices.
    assert.equal(same((runs) => {
      runs.pushRun(earlier.subarray(0, 4_000));
      for (let k = 4_000; k < 4_010; k++) runs.push(2 * k);
      runs.pushRun(earlier.subarray(4_010));
    }), earlier);
    // One index otherwise, a run taken from elsewhere in it, one fewer: a new array.
    const otherwise = same((runs) => {
      runs.pushRun(earlier.subarray(0, 4_000));
      runs.push(8_001);
      runs.pushRun(earlier.subarray(4_001));
    });
    assert.notEqual(otherwise, earlier);
    assert.equal(otherwise[4_000], 8_001);
    const moved = same((runs) => { runs.pushRun(earlier.subarray(1, 5_001)); runs.pushRun(earlier.subarray(5_000)); });
    assert.notEqual(moved, earlier);
    assert.deepEqual([...moved], [...earlier.subarray(1, 5_001), ...earlier.subarray(5_000)]);
    assert.notEqual(same((runs) => runs.pushRun(earlier.subarray(1))), earlier);
    // All of them pushed one by one, then fewer, then one more.
    assert.equal(same((runs) => { for (const index of earlier) runs.push(index); }), earlier);
    assert.deepEqual([...same((runs) => { for (const index of earlier.subarray(0, 9_000)) runs.push(index); })], [...earlier.subarray(0, 9_000)]);
    const more = same((runs) => { runs.pushRun(earlier); runs.push(30_000); });
    assert.deepEqual([...more], [...earlier, 30_000]);
  });
});
