/**
 * Writes a complete, legal 10-turn game in TSN, deterministically from a seed, by asking the rules
 * engine what each play does: cards played for influence (where the side already has influence,
 * or next to it), coups in non-battleground countries, space race attempts and scoring cards, with
 * every result, VP and DEFCON mark the engine computes, and each end of turn written out.
 * Used by the benchmarks and by a test that replays it without a single error.
 */
import { cardByCode, COUNTRIES, actionRoundsForTurn, isCoupOrRealignForbidden } from '../server/src/data';
import {
  applyEndOfTurn, applyPlay, applySetup, coupResult, initialState, milopsShortfall, modifiedOps, randomSource,
  nextSpaceBox, opponent, reachableCountries, controlOf, influenceOf, isBattleground, regionOf,
  type GameState, type PlayCommand, type Side,
} from '../server/src/rules';
import { EVENTS } from '../server/src/rules/events';


function vpMark(before: number, after: number): string {
  const delta = after - before;
  return delta === 0 ? '' : delta > 0 ? ` =+${delta}` : ` =${delta}`;
}

function defconMark(before: number, after: number): string {
  return before === after ? '' : ` D${after}`;
}

export function generateGame(seed = 1): string {
  const random = randomSource(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const lines: string[] = [
    '[Event "Generated game"]', '[Site "bench/generateGame.ts"]', `[Round "seed ${seed}"]`,
    '[US "Engine"]', '[USSR "Engine"]', '[Notation "TSN 2"]', '',
  ];
  let state: GameState = initialState(EVENTS);
  const setup = '1.S   PL4 DD HU ; IT3 FR2 DE2';
  state = applySetup(state, { side: 'USSR', placements: [{ country: 'PL', amount: 4 }, { country: 'DD', amount: 1 }, { country: 'HU', amount: 1 }] }).state;
  state = applySetup(state, { side: 'US', placements: [{ country: 'IT', amount: 3 }, { country: 'FR', amount: 2 }, { country: 'DE', amount: 2 }] }).state;
  lines.push(setup);

  for (let turn = 1; turn <= 10 && !state.result; turn++) {
    for (let round = 1; round <= (actionRoundsForTurn(turn) ?? 7) && !state.result; round++) {
      const parts: string[] = [];
      for (const side of ['USSR', 'US'] as const) {
        if (state.result) { parts.push('—'); continue; }
        const roundStart = state;
        const { text, command } = choosePlay(state, roundStart, side, turn, round, random, pick);
        const before = state;
        const out = applyPlay(state, command);
        state = out.state;
        // A scoring card's VP is attached to its code (`SME=-4`); other marks follow a space.
        const vp = vpMark(before.vp, state.vp);
        parts.push(`${text}${command.kind === 'event' ? vp.trimStart() : vp}${defconMark(before.defcon, state.defcon)}`);
      }
      lines.push(`${`${turn}.${round}`.padEnd(5)} ${parts.join(' ; ')}`);
    }
    if (state.result) break;
    const shortfall = milopsShortfall(state);
    const before = state;
    state = applyEndOfTurn(state, { turn }).state;
    const ussrPart = shortfall.USSR > 0 ? `=+${shortfall.USSR}` : '—';
    const usPart = shortfall.US > 0 ? `=-${shortfall.US}` : '—';
    const defcon = state.defcon !== before.defcon ? ` D${state.defcon}` : '';
    lines.push(`${`${turn}.E`.padEnd(5)} ${ussrPart} ; ${usPart}${defcon}`.replace('— ; — D', '— ; D'));
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}

type Pick = <T>(items: readonly T[]) => T;

function choosePlay(state: GameState, roundStart: GameState, side: Side, turn: number, round: number, random: () => number, pick: Pick): { text: string; command: PlayCommand } {
  // Own and neutral cards only: an opponent's card would trigger its event.
  const playable = state.deck.filter((code) => {
    const card = cardByCode(code);
    return card && card.side !== opponent(side) && card.inDeck;
  });
  const code = playable.length ? pick(playable) : pick(state.deck);
  const card = cardByCode(code)!;
  const base = { turn, round, side, card: code };
  if (card.scoring) return { text: code, command: { ...base, kind: 'event' } };
  const ops = modifiedOps(state, side, code);
  const roll = () => 1 + Math.floor(random() * 6);
  // Now and then a space race attempt, when the card is strong enough.
  const box = nextSpaceBox(state, side);
  if (random() < 0.12 && box && box.minOps !== null && ops >= box.minOps && state.spaceAttempts[side] === 0) {
    const die = roll();
    const success = die >= box.successRolls![0] && die <= box.successRolls![1];
    return { text: `${code}*${die}${success ? '+' : ''}`, command: { ...base, kind: 'space', space: { die, success } } };
  }
  // Now and then a coup in a non-battleground country the DEFCON allows, where the opponent has influence.
  if (random() < 0.25) {
    const targets = COUNTRIES.filter((c) => !isBattleground(c.code) && influenceOf(state, c.code, opponent(side)) > 0 && !isCoupOrRealignForbidden(state.defcon, regionOf(c.code)!));
    if (targets.length) {
      const target = pick(targets);
      const die = roll();
      const result = coupResult(die, ops, target.stability);
      const text = `${code}#${target.code}${die}${result > 0 ? `+${result}` : ''}`;
      return { text, command: { ...base, kind: 'coup', coup: result > 0 ? { country: target.code, die, result } : { country: target.code, die } } };
    }
  }
  // Influence: one point at a time where the side may place it at cost 1 (not enemy-controlled).
  const reachable = [...reachableCountries(roundStart, side)].filter((c) => controlOf(roundStart, c) !== opponent(side));
  const amounts = new Map<string, number>();
  for (let i = 0; i < ops; i++) {
    const country = pick(reachable.length ? reachable : ['UK']);
    amounts.set(country, (amounts.get(country) ?? 0) + 1);
  }
  const placements = [...amounts].map(([country, amount]) => ({ country, amount }));
  const text = `${code}&${placements.map((p) => `${p.country}${p.amount > 1 ? p.amount : ''}`).join(' ')}`;
  return { text, command: { ...base, kind: 'influence', influence: placements } };
}
