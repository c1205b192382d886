/**
 * Quick fixes for rules problems: the engine says what the line should write as data
 * (`ExpectedValue`), and the notation printer writes it. The fix follows from the kind of value and
 * from whether the item was written (replaced where it stands) or left out (the play written again,
 * in canonical form, with it) — never from the code number.
 */
import type { Fix } from '../common/diagnostic';
import type { Range } from '../common/text';
import { countryByCode } from '../data';
import { forEachEffect, printEffectText, printPart, type Action, type Effect, type InfluenceChange, type Part, type Play } from '../notation';
import type { ExpectedValue, RuleProblem, Side } from '../rules';

/** How many countries in reach an out-of-reach placement offers in its place. */
const MAX_COUNTRY_CHOICES = 6;

export interface ProblemFixes {
  readonly fix?: Fix;
  readonly alternatives?: readonly Fix[];
  /** The side whose card cannot be played: its fixes are the cards it can play there, listed when asked (`playableCardFixes`). */
  readonly anotherCard?: Side;
}

/** The TSN text of an expected value on its own: `IR4+3`, `=+2`, `D3`, `~3+`. */
function expectedText(expected: ExpectedValue): string {
  switch (expected.kind) {
    case 'coupResult':
      return printEffectText({
        kind: 'coup', country: { code: expected.country, range: NOWHERE }, die: expected.die, owner: 'self', range: NOWHERE,
        ...(expected.result !== null ? { result: expected.result } : {}),
      });
    case 'trapRoll': return `~${printEffectText({ kind: 'trap', die: expected.die, success: expected.success, owner: 'self', range: NOWHERE })}`;
    case 'vp': return expected.value > 0 ? `=+${expected.value}` : `=${expected.value}`;
    case 'defcon': return `D${expected.level}`;
    case 'placements': return `&${expected.placements.map((p) => printEffectText(influenceNode(p.country, p.amount))).join(' ')}`;
    case 'countries': return expected.countries.join(', ');
    case 'playableCard': return '';
  }
}

const NOWHERE: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

function influenceNode(country: string, amount: number): InfluenceChange {
  return { kind: 'influence', country: { code: country, range: NOWHERE }, delta: amount, owner: 'self', range: NOWHERE };
}

/**
 * The fixes for a problem located at `range` in `part`. `located` tells whether the range is the
 * written item the problem is about (true) or the whole part, the item being left out (false).
 */
export function fixesFor(p: RuleProblem, range: Range, part: Part | undefined): ProblemFixes {
  const expected = p.expected;
  if (!expected || part?.kind !== 'play') return {};
  // A part's range is its own object (common/text.ts `ownRange`: the items' ranges are shared, a
  // short one even from parse to parse, never a part's), so it is the range of a problem located
  // at the whole part, not at an item in it.
  const located = range !== part.range;
  switch (expected.kind) {
    case 'coupResult':
    case 'trapRoll': {
      if (!located) return {};
      const text = expected.kind === 'trapRoll' ? expectedText(expected).slice(1) : expectedText(expected);
      return { fix: { title: `Write ${text}`, newText: text } };
    }
    case 'vp':
    case 'defcon': {
      const text = expectedText(expected);
      if (located) return { fix: { title: `Write ${text}`, newText: text } };
      const play: Play = expected.kind === 'vp'
        ? { ...part, vp: { kind: 'vp', value: expected.value, range: part.range } }
        : { ...part, defcon: { kind: 'defcon', level: expected.level, range: part.range } };
      return { fix: { title: `Add ${text}`, newText: printPart(play) } };
    }
    case 'placements': {
      const play = withPlacements(part, expected.placements);
      if (!play) return {};
      return { fix: { title: `Write ${expectedText(expected)} (the influence the operations pay for)`, newText: printPart(play) } };
    }
    case 'playableCard': return located && p.side ? { anotherCard: p.side } : {};
    case 'countries': {
      if (!located) return {};
      const written = influenceByRange(part).get(range);
      const fixes = countryFixes(expected.countries, written);
      return fixes.length ? { alternatives: fixes } : {};
    }
  }
}

/** The fixes for one list of countries and one written count, shared by the items that repeat them. */
const COUNTRY_FIXES = new WeakMap<readonly string[], Map<string, readonly Fix[]>>();

function countryFixes(countries: readonly string[], written: InfluenceChange | undefined): readonly Fix[] {
  const amount = written ? written.delta : 1;
  let byAmount = COUNTRY_FIXES.get(countries);
  if (!byAmount) COUNTRY_FIXES.set(countries, byAmount = new Map());
  const key = String(amount);
  let fixes = byAmount.get(key);
  if (!fixes) {
    fixes = countries.slice(0, MAX_COUNTRY_CHOICES).map((code): Fix => ({
      title: `Change to ${code} (${countryByCode(code)?.name ?? code}, in reach)`,
      newText: printEffectText(influenceNode(code, amount)),
    }));
    byAmount.set(key, fixes);
  }
  return fixes;
}

const INFLUENCE_BY_RANGE = new WeakMap<Play, Map<Range, InfluenceChange>>();

/**
 * The play's influence items by their range, built once per play (a play may hold thousands). A
 * problem about a country is located at its item's own range (problemRanges.ts `locateInPart`),
 * the object this map holds; an item's range may also be its action's, never another item's.
 */
function influenceByRange(play: Play): Map<Range, InfluenceChange> {
  let map = INFLUENCE_BY_RANGE.get(play);
  if (!map) {
    map = new Map();
    addInfluence(play.actions, map);
    INFLUENCE_BY_RANGE.set(play, map);
  }
  return map;
}

/**
 * The influence items of `actions`, those of the cards played or moved inside them included (the
 * operations of a card played with UN Intervention, `UNI@NAS&TH2`, are the sub-play's).
 */
function addInfluence(actions: readonly Action[], map: Map<Range, InfluenceChange>): void {
  forEachEffect(actions, (e) => {
    if (e.kind === 'influence') map.set(e.range, e);
  });
}

/** The play with the influence of its operations (`&…`) replaced by `placements`; undefined when it has none. */
function withPlacements(play: Play, placements: readonly { readonly country: string; readonly amount: number }[]): Play | undefined {
  const index = play.actions.findIndex((a) => a.symbol === '&' && a.owner === 'self');
  if (index < 0) return undefined;
  const action = play.actions[index]!;
  const others = action.effects.filter((e) => e.kind !== 'influence' || e.owner !== 'self');
  const effects: Effect[] = [...placements.map((p) => influenceNode(p.country, p.amount)), ...others];
  const actions: Action[] = play.actions.map((a, i) => (i === index ? { ...a, effects } : a));
  return { ...play, actions };
}
