// Placing influence with operations (rule 6.1) and influence changes made by events.
import { controlledByAt, countryAt, countryIndex, countryName, countryNameFirst, draftInfluence, forkedDraft, influenceAt, isInAsiaAt, isInSoutheastAsiaAt, isReachableAt, reachableNear, setInfluenceAt, withInfluence, type InfluenceDraft } from './map';
import { cardTitle } from '../data/cards';
import { midSentence } from '../common/text';
import { describeOps, opsBreakdown, opsContext, type OpsBreakdown } from './ops';
import { problem, type ProblemTarget, type RuleProblem, type Section } from './problems';
import { effectDeclarationOf, effectsDeclaring } from './eventDefinition';
import { opponent, type GameState, type Side } from './state';

/** Influence a side places with operations: `IT2` is { country: 'IT', amount: 2 }. */
export interface Placement {
  readonly country: string;
  readonly amount: number;
}

/** An influence change with its owner, as an event writes it: `(FR-2)` in a USSR play is { FR, US, -2 }. */
export interface InfluenceChange {
  readonly country: string;
  readonly side: Side;
  readonly delta: number;
}

/** What an operations spend is made with. */
export interface OpsSpend {
  readonly side: Side;
  /** The card whose operations are spent. */
  readonly card: string;
  /** The state at the start of the action round: reach is checked against it (6.1.4). */
  readonly roundStart: GameState;
  readonly section?: Section;
  /** A fixed operations value (an event's own operations) instead of the card's modified value. */
  readonly ops?: number;
  /**
   * Operations an event grants, as TSN112 names them ("Olympic Games' boycott gives the USSR"),
   * with their value's breakdown and the player the event's problem is put on.
   */
  readonly granted?: { readonly what: string; readonly ops: OpsBreakdown; readonly player: Side };
}

/** Where a placement's problem points; made only for a problem, as most placements have none. */
function countryTarget(country: string, index: number, section: Section): ProblemTarget {
  return { kind: 'country', country, index, section };
}

/**
 * Places influence one point at a time (6.1.1): each point costs 2 operations in a country the
 * opponent controls at that moment and 1 otherwise, so breaking control makes the next point
 * cheaper (6.1.3). Every country must be in reach at the start of the round (influence out of
 * reach is reported and not placed), and the cost must equal the card's operations, modified (7.4).
 */
export function placeInfluence(state: GameState, placements: readonly Placement[], spend: OpsSpend, problems: RuleProblem[]): GameState {
  const { side, section = 'ops' } = spend;
  const draft = draftInfluence(state);
  const other = opponent(side);
  let spent = 0;
  let allInAsia = placements.length > 0;
  let allInSoutheastAsia = placements.length > 0;
  let enemyControlled = 0;
  // The countries in reach nearest to each one out of reach, once per country (a play may repeat
  // one); the map is made only for a play that has one out of reach.
  let near: Map<string, readonly string[]> | undefined;
  // The board as written, out-of-reach points included, once one is written: what the cost is counted on.
  let written: InfluenceDraft | undefined;
  for (let index = 0; index < placements.length; index++) {
    const placement = placements[index]!;
    const i = countryIndex(placement.country);
    if (i < 0) {
      problems.push(problem('TSN118', `${placement.country} is not a country`, countryTarget(placement.country, index, section), side));
      allInAsia = allInSoutheastAsia = false;
      continue;
    }
    if (!isInAsiaAt(i)) allInAsia = false;
    if (!isInSoutheastAsiaAt(i)) allInSoutheastAsia = false;
    if (placement.amount <= 0) {
      problems.push(problem('TSN113', `Operations only add influence: ${countryName(placement.country)} ${placement.amount} cannot be placed (write the ${side}'s own additions, such as ${placement.country}${Math.abs(placement.amount) > 1 ? Math.abs(placement.amount) : ''})`, countryTarget(placement.country, index, section), side));
      continue;
    }
    let inReach = true;
    for (const bar of placementBars(state, spend.roundStart, side, i)) {
      if (bar.kind === 'effect') {
        problems.push(problem('TSN119', bar.reason, countryTarget(placement.country, index, section), side, { related: [{ kind: 'effect', card: bar.card }] }));
        continue;
      }
      inReach = false;
      near ??= new Map();
      let nearest = near.get(placement.country);
      if (!nearest) near.set(placement.country, nearest = reachableNear(spend.roundStart, side, placement.country));
      problems.push(problem('TSN103', `${countryNameFirst(placement.country)} is out of reach: the ${side} had no influence in it or next to it at the start of the round`, countryTarget(placement.country, index, section), side,
        { expected: { kind: 'countries', countries: nearest } }));
      // Not placed, so that the plays after it are checked on the board the rules allow (one
      // mistake, one diagnostic); its points still count in the cost, as written.
      written ??= forkedDraft(draft);
    }
    const costed = (written ?? draft).values;
    for (let n = 0; n < placement.amount; n++) {
      const controlled = controlledByAt(costed, i, other); // rechecked after every point (6.1.3)
      if (controlled) enemyControlled++;
      spent += controlled ? 2 : 1;
      if (written) setInfluenceAt(written, i, side, influenceAt(written.values, i, side) + 1);
      if (inReach) setInfluenceAt(draft, i, side, influenceAt(draft.values, i, side) + 1);
    }
  }
  const breakdown = spend.ops !== undefined
    ? { value: spend.ops, printed: spend.ops, parts: [] as string[] }
    : opsBreakdown(state, side, spend.card, opsContext(allInAsia, allInSoutheastAsia));
  const available = breakdown.value;
  if (spent !== available && spend.granted) {
    const { what, ops, player } = spend.granted;
    problems.push(problem('TSN112', `The influence written costs ${spent} ${spent === 1 ? 'op' : 'ops'}, but ${what} ${describeOps(ops)}: the influence placed must cost exactly ${ops.value}`, { kind: 'play' }, player));
  } else if (spent !== available) {
    const extra = enemyControlled > 0 ? ` (${enemyControlled} of the points at 2 ops in ${other}-controlled countries)` : '';
    const fitting = fittingPlacements(state, placements, side, available);
    problems.push(problem('TSN112',
      `The influence written costs ${spent} ${spent === 1 ? 'op' : 'ops'}${extra}, but ${midSentence(cardTitle(spend.card))} gives the ${side} ${describeOps(breakdown)}: the influence placed must cost exactly ${available}`,
      { kind: 'play' }, side, fitting ? { expected: { kind: 'placements', placements: fitting } } : undefined));
  }
  return withInfluence(state, draft);
}

/**
 * What keeps the side from placing influence with operations in a country: an effect in force
 * (Chernobyl), judged on the board as it stands, or reach (6.1.4), judged at the start of the round.
 * The one judgement behind the check of a written placement and the list of legal targets.
 */
export type PlacementBar = { readonly kind: 'effect'; readonly reason: string; readonly card: string } | { readonly kind: 'reach' };

/** Every bar to a placement in the country at index `i`, in the order the check reports them. */
export function placementBars(state: GameState, roundStart: GameState, side: Side, i: number): readonly PlacementBar[] {
  // Most placements have no bar: no list is made for them (a replay places influence millions of times).
  const restricted = state.effects.length ? placementRestrictionBy(state, side, countryAt(i).code) : null;
  const reach = isReachableAt(roundStart.influence, i, side);
  if (restricted === null && reach) return NO_PLACEMENT_BARS;
  const bars: PlacementBar[] = [];
  if (restricted !== null) bars.push({ kind: 'effect', reason: restricted.reason, card: restricted.card });
  if (!reach) bars.push({ kind: 'reach' });
  return bars;
}

const NO_PLACEMENT_BARS: readonly PlacementBar[] = [];

/** What placing the influence costs, point by point (6.1.1, 6.1.3); undefined when a country is unknown. */
export function placementCost(state: GameState, placements: readonly Placement[], side: Side): number | undefined {
  const draft = draftInfluence(state);
  const other = opponent(side);
  let cost = 0;
  for (const placement of placements) {
    const i = countryIndex(placement.country);
    if (i < 0 || placement.amount <= 0) return undefined;
    for (let n = 0; n < placement.amount; n++) {
      cost += controlledByAt(draft.values, i, other) ? 2 : 1;
      setInfluenceAt(draft, i, side, influenceAt(draft.values, i, side) + 1);
    }
  }
  return cost;
}

/**
 * The placements with the last one's amount changed (or the last one dropped) so that they cost
 * exactly `ops`, when that is possible: the influence total the operations pay for.
 */
function fittingPlacements(state: GameState, placements: readonly Placement[], side: Side, ops: number): Placement[] | undefined {
  if (placements.length === 0 || ops <= 0) return undefined;
  const head = placements.slice(0, -1);
  const last = placements[placements.length - 1]!;
  for (let amount = ops; amount >= 0; amount--) {
    const candidate = amount === 0 ? head : [...head, { country: last.country, amount }];
    if (candidate.length === 0 || amount === last.amount) continue;
    if (placementCost(state, candidate, side) === ops) return candidate;
  }
  return undefined;
}

/** The effect in force that forbids the side to place influence with operations in the country, and why; or null. */
export function placementRestrictionBy(state: GameState, side: Side, country: string): { readonly reason: string; readonly card: string } | null {
  for (const effect of effectsDeclaring(state, 'restrictsInfluence')) {
    const reason = effectDeclarationOf(state, effect)!.restrictsInfluence!({ state, effect, side, country });
    if (reason !== null) return { reason, card: effect.card };
  }
  return null;
}

/**
 * Applies influence changes an event made, in the order written; influence never goes below 0
 * (a removal of more than there is is reported and stops at 0).
 */
export function applyInfluenceChanges(state: GameState, changes: readonly InfluenceChange[], problems: RuleProblem[], section: Section = 'event', side?: Side): GameState {
  if (changes.length === 0) return state;
  const draft = draftInfluence(state);
  changes.forEach((change, index) => {
    const target = { kind: 'country', country: change.country, index, section } as const;
    const i = countryIndex(change.country);
    if (i < 0) {
      problems.push(problem('TSN118', `${change.country} is not a country`, target, side));
      return;
    }
    const before = influenceAt(draft.values, i, change.side);
    if (before + change.delta < 0) {
      problems.push(problem('TSN114', `The ${change.side} has ${before} influence in ${countryName(countryAt(i).code)}: it cannot lose ${-change.delta}${before === 0 ? ' (it has none to remove)' : ` (at most ${before})`}`, target, side));
    }
    setInfluenceAt(draft, i, change.side, before + change.delta);
  });
  return withInfluence(state, draft);
}
