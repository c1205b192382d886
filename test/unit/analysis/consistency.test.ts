// Issue 19: for every line of many games (the examples, the fixtures, the games written to show
// the defects, the generated benchmark games and, once imported, the real games), what the
// editor says of the line agrees with the board the engine reports before and after it: the
// reading's facts, the hover's words and board list, the preview's changes and board, `tsn state`,
// the inlay hints and the code lenses. A reading built apart from the engine's record fails here.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  analyze, boardView, lineReading, partReadingsAt, stateBeforePart, type DocumentAnalysis, type PartReading, type ReplayedLine,
} from '../../../core/src/analysis';
import { cardTitle, COUNTRIES, SIDES, type Side } from '../../../core/src/data';
import { signed, vpText } from '../../../core/src/common/text';
import { controlOf, countryName, influenceOf, stateJson, stepsBetween, type EventStep, type GameState, type Step } from '../../../core/src/rules';
import type { GameLine } from '../../../core/src/notation';
import { hoverAt } from '../../../server/src/lsp/hover';
import { codeLenses } from '../../../server/src/lsp/codeLens';
import { inlayHints } from '../../../server/src/lsp/inlayHints';
import { stateReport } from '../../../cli/src/state';
import { corpus } from '../helpers/corpus';

/** What a board difference holds, for the parts of the board a reading speaks of. */
interface Difference {
  influence: Map<string, { US: [number, number]; USSR: [number, number] }>;
  vp?: [number, number];
  defcon?: [number, number];
  milops: Partial<Record<Side, [number, number]>>;
  space: Partial<Record<Side, [number, number]>>;
  china?: string;
  discard: string[];
  removed: string[];
  effects: string;
  result?: string;
}

/** The engine's two boards compared, country by country and track by track. */
function difference(before: GameState, after: GameState): Difference {
  const influence = new Map<string, { US: [number, number]; USSR: [number, number] }>();
  for (const c of COUNTRIES) {
    const b = { US: influenceOf(before, c.code, 'US'), USSR: influenceOf(before, c.code, 'USSR') };
    const a = { US: influenceOf(after, c.code, 'US'), USSR: influenceOf(after, c.code, 'USSR') };
    if (b.US !== a.US || b.USSR !== a.USSR) influence.set(c.code, { US: [b.US, a.US], USSR: [b.USSR, a.USSR] });
  }
  const moved = (b: number, a: number): [number, number] | undefined => (b === a ? undefined : [b, a]);
  const milops: Difference['milops'] = {};
  const space: Difference['space'] = {};
  for (const side of SIDES) {
    const m = moved(before.milops[side], after.milops[side]);
    if (m) milops[side] = m;
    const s = moved(before.space[side], after.space[side]);
    if (s) space[side] = s;
  }
  const china = (s: GameState) => `${s.china.holder} ${s.china.faceUp}`;
  const added = (b: readonly string[], a: readonly string[]) => a.filter((c) => !b.includes(c)).sort();
  return {
    influence,
    ...(moved(before.vp, after.vp) ? { vp: [before.vp, after.vp] as [number, number] } : {}),
    ...(moved(before.defcon, after.defcon) ? { defcon: [before.defcon, after.defcon] as [number, number] } : {}),
    milops, space,
    ...(china(before) !== china(after) ? { china: `${china(before)} -> ${china(after)}` } : {}),
    discard: added(before.discard, after.discard),
    removed: added(before.removed, after.removed),
    effects: after.effects.map((e) => e.card).join(' '),
    ...(!before.result && after.result ? { result: JSON.stringify(after.result) } : {}),
  };
}

/** The reading's facts, in the same form, on the board before (a side that did not move keeps its value). */
function factsAsDifference(analysis: DocumentAnalysis, replayed: ReplayedLine): Difference {
  const { facts, before, after } = lineReading(analysis, replayed);
  const influence = new Map<string, { US: [number, number]; USSR: [number, number] }>();
  for (const f of facts.influence) {
    const side = (s: Side): [number, number] => (f[s] ? [f[s]!.from, f[s]!.to] : [influenceOf(before, f.country, s), influenceOf(before, f.country, s)]);
    influence.set(f.country, { US: side('US'), USSR: side('USSR') });
  }
  const pair = (c: { from: number; to: number } | undefined): [number, number] | undefined => (c ? [c.from, c.to] : undefined);
  const milops: Difference['milops'] = {};
  const space: Difference['space'] = {};
  for (const side of SIDES) {
    if (facts.milops[side]) milops[side] = pair(facts.milops[side]);
    if (facts.space[side]) space[side] = pair(facts.space[side]);
  }
  const chinaText = (c: { holder: Side; faceUp: boolean }) => `${c.holder} ${c.faceUp}`;
  // The effects in force after the line: the board's before, with what the facts say came and went.
  const effects = before.effects.map((e) => e.card);
  for (const e of facts.effects) {
    const at = effects.indexOf(e.card);
    if (at >= 0) effects.splice(at, 1);
    if (e.inForce) effects.push(e.card);
  }
  // Cards that ended in a pile they were not in before.
  const into = (pile: 'discard' | 'removed') => facts.cards.filter((c) => c.to === pile && !before[pile].includes(c.card)).map((c) => c.card).sort();
  return {
    influence,
    ...(facts.vp ? { vp: pair(facts.vp) } : {}),
    ...(facts.defcon ? { defcon: pair(facts.defcon) } : {}),
    milops, space,
    ...(facts.china ? { china: `${chinaText(facts.china.from)} -> ${chinaText(facts.china.to)}` } : {}),
    discard: into('discard').filter((c) => !before.discard.includes(c) && after.discard.includes(c)),
    removed: into('removed').filter((c) => after.removed.includes(c)),
    effects: effects.join(' '),
    ...(facts.result ? { result: JSON.stringify(facts.result) } : {}),
  };
}

/** The hover's board list: country code → each side's value after the line, as listed. */
function hoverBoardList(text: string): Map<string, { US: number; USSR: number }> {
  const out = new Map<string, { US: number; USSR: number }>();
  for (const m of text.matchAll(/^- .* \(([A-Z]{2})\): US (?:\d+ → )?(\d+), USSR (?:\d+ → )?(\d+)/gm)) {
    out.set(m[1]!, { US: Number(m[2]), USSR: Number(m[3]) });
  }
  return out;
}

/** The steps of a part of a line, and the boards around it (the US's part of an action round starts after the USSR's). */
function partBoards(replayed: ReplayedLine, line: GameLine, side: Side): { before: GameState; after: GameState } | undefined {
  if (typeof line.label.round !== 'number') return undefined;
  const middle = stateBeforePart(replayed.before, line, 'US');
  return side === 'USSR' ? { before: replayed.before, after: middle } : { before: middle, after: replayed.after };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The events among some steps that moved something on the board (a card of their own coming and going aside). */
function eventsThatMoved(steps: readonly Step[]): EventStep[] {
  const out: EventStep[] = [];
  steps.forEach((step, at) => {
    if (step.kind !== 'event' || !step.happened) return;
    const own = steps.slice(at - step.span, at);
    if (own.some((s) => s.kind !== 'card' && s.kind !== 'cards' && s.kind !== 'effect' && !('span' in s))) out.push(step);
  });
  return out;
}

/** What each part's words say, checked against the part's own board difference and its record. */
function checkPartWords(where: string, part: PartReading, boards: { before: GameState; after: GameState }, steps: readonly Step[], written: { vp?: number }): void {
  const text = part.text;
  const diff = difference(boards.before, boards.after);
  // Each coup: the influence it moved is what the part moved in its country (when nothing else there moved it).
  const coups = steps.filter((s) => s.kind === 'coup');
  for (const coup of coups) {
    if (coup.kind !== 'coup') continue;
    const touches = steps.filter((s) => s.kind === 'influence' && s.country === coup.country).length;
    const inCoup = coup.result > 0 ? 2 : 0;
    if (touches > inCoup) continue;
    const d = diff.influence.get(coup.country);
    const moved = d ? Math.abs(d.US[1] - d.US[0]) + Math.abs(d.USSR[1] - d.USSR[0]) : 0;
    if (coup.result > 0) assert.match(text, new RegExp(`it succeeded and moved ${moved} influence`), `${where}: the coup in ${coup.country} moved ${moved} on the board`);
    else assert.match(text, /it failed/, `${where}: the coup in ${coup.country} failed on the board`);
  }
  // Every country the part changed is named (NORAD's addition at the end of the play included).
  for (const code of diff.influence.keys()) {
    assert.ok(text.includes(countryName(code)), `${where}: ${code} changed; the reading does not name it: ${text}`);
  }
  // The VP mark: what the line writes is never read as what happened.
  const vpMoved = diff.vp ? diff.vp[1] - diff.vp[0] : 0;
  const asWritten = steps.some((s) => s.kind === 'vp' && s.asWritten);
  if (written.vp !== undefined && written.vp !== vpMoved && !asWritten) {
    assert.match(text, new RegExp(`the line writes =${signed(written.vp).replace('+', '\\+')}`), `${where}: the line's = differs from the board`);
    assert.match(text, new RegExp(`moved VP by ${signed(vpMoved).replace('+', '\\+')}`), `${where}: the VP the board moved`);
  }
  // An event that moved anything on the board did not "change nothing" (ABM Treaty's, with its operations written apart).
  for (const event of eventsThatMoved(steps)) {
    const said = event.chosen ? 'for its event: it changed nothing' : `${escape(cardTitle(event.card))}'s event[^:]*: it changed nothing`;
    assert.doesNotMatch(text, new RegExp(said, 'i'), `${where}: ${event.card}'s event moved the board`);
  }
  // A card an event moved: named; its event said to happen only when the record says it did.
  const happened = new Set(steps.filter((s): s is EventStep => s.kind === 'event' && s.happened).map((s) => s.card));
  const played = new Set(steps.filter((s) => s.kind === 'play').map((s) => (s.kind === 'play' ? s.card : '')));
  for (const card of [...diff.discard, ...diff.removed]) {
    if (played.has(card)) continue;
    assert.ok(text.toLowerCase().includes(cardTitle(card).toLowerCase()), `${where}: ${card} went to a pile; the reading does not name it: ${text}`);
  }
  for (const s of steps) {
    if (s.kind !== 'card' || played.has(s.card) || happened.has(s.card)) continue;
    assert.doesNotMatch(text, new RegExp(`${escape(cardTitle(s.card))}'s event(?! could not)`, 'i'), `${where}: ${s.card}'s event did not happen`);
  }
}

function checkGame(name: string, text: string): void {
  const analysis = analyze(text);
  const replay = analysis.replay!;
  const last = replay.lines.get(replay.lines.length - 1);
  const hints = new Map(inlayHints(analysis).map((h) => [h.position.line, String(h.label)]));
  for (const [k, replayed] of [...replay.lines].entries()) {
    const at = replay.lineNumbers[k]!;
    const line = analysis.gameLineAt(at)!;
    const where = `${name}:${at + 1} ${line.label.text}`;
    const reading = lineReading(analysis, replayed);
    const after = replayed === last ? replay.final : replayed.after;
    // Equal, not the same object: a board not kept at a checkpoint is replayed each time it is read.
    assert.deepEqual(reading.after, after, `${where}: the reading's board after`);
    // 1. The reading's facts are the engine's board difference.
    assert.deepEqual(factsAsDifference(analysis, replayed), difference(replayed.before, after), `${where}: the reading's facts`);
    // 2. Each side's words against that side's own part of the board.
    for (const side of SIDES) {
      const part = (side === 'USSR' ? line.ussr : line.us);
      const boards = partBoards(replayed, line, side);
      const read = partReadingsAt(analysis, line, side).find((p) => p.side === side);
      if (!boards || !read || part?.kind !== 'play') continue;
      const partSteps = stepsBetween(boards.before, boards.after);
      if (!partSteps.some((s) => s.kind === 'play')) {
        // The rules did not play it (the game over, a turn out of order, an unknown card): it is quoted, never read as done.
        assert.match(read.text, /^The line writes that /, `${where} ${side}: a play the rules did not apply`);
        continue;
      }
      checkPartWords(`${where} ${side}`, read, boards, partSteps, { ...(part.vp ? { vp: part.vp.value } : {}) });
    }
    // 3. The hover: the parts' words, and a board list of exactly the countries the board changed, at their values.
    const hover = hoverAt(analysis, line.label.range.start);
    const words = (hover?.contents as { value: string } | undefined)?.value ?? '';
    const listed = hoverBoardList(words);
    const diff = difference(replayed.before, after);
    assert.deepEqual([...listed.keys()].sort(), [...diff.influence.keys()].sort(), `${where}: the hover's board list`);
    for (const [code, values] of listed) assert.deepEqual(values, { US: influenceOf(after, code, 'US'), USSR: influenceOf(after, code, 'USSR') }, `${where}: ${code} in the hover`);
    assert.match(words, new RegExp(`VP (?:[^·]* → )?${vpText(after.vp).replace('+', '\\+')} ·`), `${where}: the hover's VP`);
    // 4. The preview: the same words, the same changes, the same board.
    const view = boardView(analysis, at);
    assert.deepEqual(view.reading, partReadingsAt(analysis, line).map((p) => p.text), `${where}: the preview's reading`);
    assert.deepEqual(view.changes.countries.map((c) => c.code).sort(), [...diff.influence.keys()].sort(), `${where}: the preview's countries`);
    for (const c of view.changes.countries) {
      const d = diff.influence.get(c.code)!;
      assert.deepEqual({ before: [c.before.US, c.before.USSR], after: [c.after.US, c.after.USSR] }, { before: [d.US[0], d.USSR[0]], after: [d.US[1], d.USSR[1]] }, `${where}: ${c.code} in the preview`);
      assert.equal(c.after.control, controlOf(after, c.code), `${where}: ${c.code}'s control in the preview`);
    }
    const vpTrack = view.changes.tracks.find((t) => t.track === 'vp');
    assert.deepEqual(vpTrack ? [vpTrack.before, vpTrack.after] : undefined, diff.vp ? diff.vp.map(vpText) : undefined, `${where}: the preview's VP`);
    assert.equal(view.board.vp, after.vp, `${where}: the preview's board VP`);
    assert.equal(view.timeline.find((p) => p.line === at)?.vp, after.vp, `${where}: the chart's VP`);
    // 5. tsn state: the board after the line, and its words.
    const report = stateReport(analysis, at + 1);
    assert.deepEqual(Object.fromEntries(Object.entries(report.board).filter(([k]) => k !== 'scoring')), stateJson(after), `${where}: tsn state's board`);
    assert.deepEqual(report.reading, view.reading, `${where}: tsn state's reading`);
    // 6. The inlay hint: the VP the line left, when it moved VP.
    const hint = hints.get(at);
    if (diff.vp) assert.match(hint ?? '', new RegExp(`VP ${vpText(after.vp).replace('+', '\\+')}`), `${where}: the hint`);
    else if (!diff.defcon) assert.equal(hint, undefined, `${where}: no hint`);
  }
  // 7. The last turn's lens ends where the game ends (after final scoring).
  if (last) {
    const lens = codeLenses(analysis).pop();
    assert.ok(lens?.command?.title.includes(vpText(replay.final.vp)), `${name}: the last turn's lens ends at ${vpText(replay.final.vp)}: ${lens?.command?.title}`);
  }
}

describe('issue 19: every line\'s reading agrees with the engine\'s boards, in the hover, the preview, tsn state, the hints and the lenses', () => {
  for (const game of corpus(8)) {
    test(game.name, () => checkGame(game.name, game.text));
  }
});
