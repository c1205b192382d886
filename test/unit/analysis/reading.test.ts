// Issue 19: what the editor says of a play is what the engine did. Each defect the issue lists, in
// TSN, through the surfaces a user reads: the hover, the preview (boardView), the code lens, the
// inlay hints and `tsn state`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, boardView, type DocumentAnalysis } from '../../../core/src/analysis';
import type { Side } from '../../../core/src/data';
import { hoverAt } from '../../../server/src/lsp/hover';
import { codeLenses } from '../../../server/src/lsp/codeLens';
import { inlayHints } from '../../../server/src/lsp/inlayHints';
import { generateGame } from '../../../bench/generateGame';
import { fixtureGame } from '../helpers/games';

const readings = (name: string) => fixtureGame(`../readings/${name}`);

function lineOf(analysis: DocumentAnalysis, label: string): number {
  const line = [...analysis.syntax.gameLines()].find((l) => l.label.text === label);
  assert.ok(line, `no line ${label}`);
  return line.range.start.line;
}

/** The hover over a side's part of the line with this label (its card code), or over the label. */
function hover(analysis: DocumentAnalysis, label: string, side?: Side): string {
  const line = analysis.syntax.gameLine(lineOf(analysis, label))!;
  const part = side === 'USSR' ? line.ussr : side === 'US' ? line.us : undefined;
  const position = part ? part.range.start : line.label.range.start;
  const found = hoverAt(analysis, position);
  assert.ok(found, `no hover over ${label} ${side ?? ''}`);
  return (found.contents as { value: string }).value;
}

function assertClean(analysis: DocumentAnalysis): void {
  assert.deepEqual(analysis.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => `${d.range.start.line + 1} ${d.code}`), []);
}

/** The preview's reading of the line: its paragraphs. */
function preview(analysis: DocumentAnalysis, label: string): string {
  return boardView(analysis, lineOf(analysis, label)).reading.join('\n');
}

describe('issue 19: a coup is read from what the coup did, not from the line', () => {
  const analysis = analyze(readings('coupAndMarks.tsn'));

  test('the US part changes Japan after the USSR\'s coup there: the coup still succeeded and moved 1 influence', () => {
    // 1.1   DES#JP6+1 D3 ; MAR&JP3 KR: 6 + 3 ops - 2 x 4 = 1, written +1; the US then adds 3 in Japan.
    const text = hover(analysis, '1.1', 'USSR');
    assert.match(text, /De-Stalinization for a coup in Japan: die 6 \+ 3 ops − 2 × stability 4 = 1: it succeeded and moved 1 influence \(the US lost 1\); DEFCON fell to 3\./);
    assert.doesNotMatch(text, /failed/);
    assert.doesNotMatch(text, /the line writes/, 'the line wrote it right');
    assert.match(preview(analysis, '1.1'), /it succeeded and moved 1 influence/);
  });
});

describe('issue 19: a wrong mark is read as what the line writes, apart from what happened', () => {
  const analysis = analyze(readings('coupAndMarks.tsn'));

  test('FID*2+ =+1 (TSN154 asks for =+2): the US gained 2 VP; the line writes =+1', () => {
    assert.ok(analysis.diagnostics.some((d) => d.code === 'TSN154' && d.range.start.line === lineOf(analysis, '1.2')));
    const text = hover(analysis, '1.2', 'US');
    assert.match(text, /the US gained 2 VP; the play moved VP by \+2; the line writes =\+1\./);
    assert.doesNotMatch(text, /the US gained 1 VP/);
    assert.match(text, /VP US \+1 → US \+3/, 'the board after the line');
  });
});

describe('issue 19: cards an event moves are read as moved, their event only when it happened', () => {
  const analysis = analyze(readings('movedCards.tsn'));

  test('the game replays clean', () => assertClean(analysis));

  test('Grain Sales: the card taken from the USSR\'s hand and played for a coup, its event not happening', () => {
    const text = hover(analysis, '4.1', 'US');
    assert.match(text, /Grain Sales to Soviets for its event: One Small Step was taken from the USSR's hand; the US played One Small Step for a coup in Syria: die 5 \+ 2 ops − 2 × stability 2 = 3: it succeeded/);
    assert.doesNotMatch(text, /brought in|event happened/);
  });

  test('Five Year Plan: a USSR card discarded from the USSR\'s hand, no event', () => {
    const text = hover(analysis, '4.2', 'US');
    assert.match(text, /Five Year Plan for its event: the USSR discarded Vietnam Revolts\./);
    assert.doesNotMatch(text, /brought in|Vietnam Revolts's event/);
  });

  test('SALT Negotiations: a card from the discard pile into the hand, no event', () => {
    const text = hover(analysis, '4.3', 'USSR');
    assert.match(text, /Nasser went from the discard pile to the USSR's hand/);
    assert.doesNotMatch(text, /brought in|Nasser's event/);
  });

  test('Missile Envy: the card taken from the opponent\'s hand and its event, Missile Envy going to that hand', () => {
    const text = hover(analysis, '4.3', 'US');
    assert.match(text, /Red Scare\/Purge was taken from the USSR's hand; the US played Red Scare\/Purge for its event: Red Scare\/Purge is now in force; Missile Envy went to the USSR's hand/);
    assert.doesNotMatch(text, /brought in/);
  });

  test('Terrorism: the card the other side discards, no event', () => {
    const text = hover(analysis, '8.1', 'USSR');
    assert.match(text, /Terrorism for its event: the US discarded Kitchen Debates\./);
    assert.doesNotMatch(text, /brought in|Kitchen Debates's event/);
  });

  test('Star Wars: the card taken from the discard pile, and its event, which happened', () => {
    const text = hover(analysis, '8.3', 'US');
    assert.match(text, /Duck and Cover was taken from the discard pile; Duck and Cover's event: DEFCON fell to 4; the US gained 1 VP; Duck and Cover went to the discard pile\./);
  });
});

describe('issue 19: ABM Treaty\'s operations and NORAD\'s influence are read and listed', () => {
  const analysis = analyze(readings('abmNorad.tsn'));

  test('the game replays clean', () => assertClean(analysis));

  test('NORAD\'s influence at the end of the play that moved DEFCON to 2: in the reading and in the board list', () => {
    const text = hover(analysis, '1.3', 'USSR');
    assert.match(text, /DEFCON fell to 2; NORAD's effect: the US gained 1 in Italy\./);
    assert.match(text, /- Italy \(IT\): US 4 → 5, USSR 0, US-controlled/);
    assert.match(preview(analysis, '1.3'), /NORAD's effect: the US gained 1 in Italy/);
    assert.ok(boardView(analysis, lineOf(analysis, '1.3')).changes.countries.some((c) => c.code === 'IT' && c.before.US === 4 && c.after.US === 5));
  });

  test('ABM Treaty\'s event with its coup written after a space: the coup is the event\'s, nothing "changed nothing"', () => {
    const text = hover(analysis, '4.1', 'US');
    assert.match(text, /ABM Treaty for its event: a coup in Iran: die 5 \+ 4 ops − 2 × stability 2 = 5: it succeeded and moved 5 influence \(the USSR lost 2, the US gained 3\); DEFCON fell to 4\./);
    assert.doesNotMatch(text, /changed nothing/);
  });
});

describe('issue 19: the end of the game, final scoring included everywhere', () => {
  const text = generateGame(1);
  const analysis = analyze(text);
  const final = analysis.replay!.final;
  const end = lineOf(analysis, '10.E');

  test('the game ends with final scoring after 10.E', () => {
    assert.equal(final.result?.reason, 'final-scoring');
    assert.notEqual(analysis.replayedAt(end)!.replayed.after.vp, final.vp, 'final scoring moved VP');
  });

  test('the 10.E hover reads the end of turn and final scoring, with each region broken down', () => {
    const hovered = hover(analysis, '10.E');
    assert.doesNotMatch(hovered, /nothing changed/);
    assert.match(hovered, /End of turn 10: /);
    assert.match(hovered, /Final scoring: Europe USSR \+5, Asia US \+5, Middle East no VP, Central America US \+3, South America US \+2, Africa US \+4; the China Card: the USSR holds it and gains 1 VP; VP USSR \+3 → US \+5/);
    assert.match(hovered, /- Europe: US presence 3 \+ 1 battleground \(IT\) 1 = 4 \(6 countries counted\); USSR domination 7 \+ 2 battlegrounds \(DD PL\) 2 = 9 \(8 countries counted\): USSR \+5/);
    assert.match(hovered, /VP USSR \+5 → US \+5/, 'the board list, from before 10.E to after final scoring');
  });

  test('the preview at the last line: the board, the chart, the changes and the scored regions all after final scoring', () => {
    const view = boardView(analysis, end);
    assert.equal(view.board.vp, final.vp);
    assert.equal(view.timeline[view.timeline.length - 1]!.vp, final.vp);
    assert.deepEqual(view.changes.tracks.find((t) => t.track === 'vp'), { track: 'vp', name: 'VP', before: 'USSR +5', after: 'US +5' });
    assert.deepEqual(view.scored.map((s) => s.region), ['Europe', 'Asia', 'Middle East', 'Central America', 'South America', 'Africa']);
    assert.match(view.reading.join(' '), /Final scoring: /);
  });

  test('turn 10\'s code lens ends after final scoring; the last line\'s hint says the final VP', () => {
    const lens = codeLenses(analysis).find((l) => l.command?.title.startsWith('Turn 10:'));
    assert.ok(lens);
    assert.match(lens.command!.title, /→ US \+5/);
    const hint = inlayHints(analysis).find((h) => h.position.line === end);
    assert.ok(hint);
    assert.match(String(hint.label), /VP US \+5/);
  });
});

describe('issue 19: scoring breakdowns', () => {
  const analysis = analyze(readings('scoring.tsn'));

  test('the game replays clean', () => assertClean(analysis));

  test('a scoring card\'s hover: each side\'s level, battlegrounds, the effects that changed the counts, and the net', () => {
    const text = hover(analysis, '4.4', 'USSR');
    assert.match(text, /The USSR played Asia Scoring: Asia scored: US \+8; Shuttle Diplomacy is no longer in force/);
    assert.match(text, /- Asia: US domination 7 \+ 1 battleground 1 = 8 \(2 countries counted\); USSR nothing \(no country counted\); \(Formosan Resolution: the region counts 1 battleground more; the US \+1 battleground\); \(Shuttle Diplomacy: the USSR −1 country, −1 battleground\): US \+8/);
  });

  test('the preview carries the breakdown of the region scored', () => {
    const view = boardView(analysis, lineOf(analysis, '4.4'));
    assert.equal(view.scored.length, 1);
    const asia = view.scored[0]!;
    assert.equal(asia.region, 'Asia');
    assert.equal(asia.net, 8);
    assert.deepEqual([asia.US.level, asia.US.levelVp, asia.US.battlegrounds, asia.US.battlegroundVp, asia.US.vp], ['domination', 7, 1, 1, 8]);
    assert.deepEqual(asia.adjustments.map((a) => `${a.card} ${a.side}`), ['FOR USSR', 'FOR US', 'SHU USSR']);
  });
});
