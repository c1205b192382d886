/**
 * Writes a complete, legal 10-turn game in TSN, deterministically from a seed, by asking the rules
 * engine what each play does: cards played for influence (where the side already has influence,
 * or next to it), coups in non-battleground countries, space race attempts and scoring cards, with
 * every result, VP and DEFCON mark the engine computes, and each end of turn written out.
 * Used by the benchmarks and by a test that replays it without a single error.
 *
 * With `{ deals: true }` the game is dealt (`generateDealtGame`): a deal line and headlines every
 * turn, plays only from the known hands, the China Card, opponent's cards with their events written
 * as the engine carries them out, held cards, box-6 discards at T.E. Without it the output is
 * unchanged (the benchmarks depend on it).
 */
import { cardByCode, COUNTRIES, actionRoundsForTurn, handSizeForTurn, isCoupOrRealignForbidden, EAGLE_BEAR_HAS_LANDED_BOX } from '../core/src/data';
import {
  applyDeal, applyEndOfTurn, applyHeadline, applyPlay, applySetup, coupResult, initialState, milopsShortfall, modifiedOps, randomSource,
  nextSpaceBox, opponent, opsContextOf, rollForbidden, coupModifier, reachableCountries, controlOf, influenceOf, isBattleground, regionOf, hasSpaceAbility, CHINA_CARD,
  type EndPartInput, type GameState, type HeadlineCommand, type HeadlineEntry, type PlayCommand, type Side,
} from '../core/src/rules';
import { EVENTS } from '../core/src/rules/events';


function vpMark(before: number, after: number): string {
  const delta = after - before;
  return delta === 0 ? '' : delta > 0 ? ` =+${delta}` : ` =${delta}`;
}

function defconMark(before: number, after: number): string {
  return before === after ? '' : ` D${after}`;
}

export interface GenerateOptions {
  /**
   * Deal real hands: each turn opens with its deal line (`T.D`), the cards drawn from the deck with
   * the seeded RNG (the discard pile reshuffled when the deck runs out), each side plays only
   * cards of its hand (or the China Card), keeps what it does not play, and may discard a held card
   * at the end of the turn with the space race's box 6. Without it, hands are unknown (no deal lines).
   */
  readonly deals?: boolean;
  /**
   * With deals: no side plays a scoring card (unless it has nothing else to play), so the first one
   * held at the end of a turn loses the game (rule: a scoring card must be played in the turn it is drawn).
   */
  readonly holdScoring?: boolean;
}

export function generateGame(seed = 1, options: GenerateOptions = {}): string {
  if (options.deals) return generateDealtGame(seed, options.holdScoring === true).text;
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
  return playCard(state, roundStart, side, turn, round, code, random, pick);
}

/** How the side plays the card: its event for a scoring card, else the space race, a coup or influence. */
function playCard(state: GameState, roundStart: GameState, side: Side, turn: number, round: number, code: string, random: () => number, pick: Pick): { text: string; command: PlayCommand } {
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
    const targets = COUNTRIES.filter((c) => !isBattleground(c.code) && influenceOf(state, c.code, opponent(side)) > 0 && !isCoupOrRealignForbidden(state.defcon, regionOf(c.code)!) && rollForbidden(state, side, c.code, 'coup') === null);
    if (targets.length) {
      const target = pick(targets);
      const die = roll();
      // The China Card's +1 for a coup in Asia (9.4), Vietnam Revolts' in Southeast Asia; an event's
      // modifier to the roll (SALT Negotiations) and one that forbids the coup (NATO) are the engine's.
      const result = coupResult(die, modifiedOps(state, side, code, opsContextOf([target.code])), target.stability, coupModifier(state, side, target.code));
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
  // All of it in Asia with the China Card (or Southeast Asia after Vietnam Revolts): its bonus op
  // goes where the others went.
  const countries = [...amounts.keys()];
  for (let extra = modifiedOps(state, side, code, opsContextOf(countries)) - ops; extra > 0; extra--) {
    const country = countries[countries.length - 1]!;
    amounts.set(country, amounts.get(country)! + 1);
  }
  const placements = [...amounts].map(([country, amount]) => ({ country, amount }));
  const text = `${code}&${placements.map((p) => `${p.country}${p.amount > 1 ? p.amount : ''}`).join(' ')}`;
  return { text, command: { ...base, kind: 'influence', influence: placements } };
}

/** What a game generated with deals exercised, for a test to show it covered the hand paths. */
export interface DealtGameStats {
  /** Turns dealt. */
  turns: number;
  /** Deals that ran through the draw pile and went on with the reshuffled discard pile. */
  reshuffles: number;
  /** Cards held at the end of a turn (kept into the next deal), summed over turns and sides. */
  heldCards: number;
  /** Held cards discarded at the end of a turn with the space race's box 6. */
  boxSixDiscards: number;
  /** China Card plays. */
  chinaPlays: number;
  /** Opponent's cards played (their events happening) or sent to the space race. */
  opponentCards: number;
  /** Headlines played. */
  headlines: number;
  /**
   * Each turn as the generator dealt it: the hands, the draw pile and discard pile left after the
   * deal, and the cards each side held at the turn's end (after any box-6 discard).
   */
  piles: { turn: number; hands: Record<Side, string[]>; deck: string[]; discard: string[]; held?: Record<Side, string[]> }[];
}

/** Thrown when a side is left with only opponent's cards whose events the generator cannot write. */
class Stuck extends Error {}

/**
 * The game of `generateGame(seed, { deals: true })`, with what it exercised. The generator cannot
 * write every event (choices, dice, hands): a deal that leaves a side only such opponent's cards to
 * play is given up, and the game dealt again from the next attempt's seed (`attempts` counts them).
 */
export function generateDealtGame(seed = 1, holdScoring = false): { text: string; stats: DealtGameStats; attempts: number } {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      return { ...dealtGameAttempt(seed, attempt, holdScoring), attempts: attempt + 1 };
    } catch (error) {
      if (!(error instanceof Stuck)) throw error;
    }
  }
  throw new Error(`seed ${seed}: no complete game with deals in 200 attempts`);
}

function dealtGameAttempt(seed: number, attempt: number, holdScoring: boolean): { text: string; stats: DealtGameStats } {
  let random = randomSource(seed + attempt * 1_000_003);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const stats: DealtGameStats = { turns: 0, reshuffles: 0, heldCards: 0, boxSixDiscards: 0, chinaPlays: 0, opponentCards: 0, headlines: 0, piles: [] };
  const lines: string[] = [
    '[Event "Generated game with deals"]', '[Site "bench/generateGame.ts"]', `[Round "seed ${seed}"]`,
    '[US "Engine"]', '[USSR "Engine"]', '[Notation "TSN 2"]', '',
  ];
  let state: GameState = initialState(EVENTS);
  // The generator's own account of the hands (the China Card aside): dealt, less what was played.
  const hands: Record<Side, string[]> = { USSR: [], US: [] };

  for (let turn = 1; turn <= 10 && !state.result; turn++) {
    // A turn that leaves a side only cards the generator cannot play is dealt again from its start
    // with other draws (up to 50 times), before the whole game is given up.
    const checkpoint = { state, hands: { USSR: [...hands.USSR], US: [...hands.US] }, lines: lines.length, stats: structuredClone(stats) };
    for (let retry = 0; ; retry++) {
      try {
        // The deal (4.3): each hand refilled to the turn's size from the draw pile, the cards kept from
        // the turn before staying; when the draw pile runs out, the discard pile is shuffled into a new one.
        const size = handSizeForTurn(turn)!;
        let pile = [...state.deck];
        let discard = [...state.discard];
        for (const side of ['USSR', 'US'] as const) {
          while (hands[side].length < size) {
            if (pile.length === 0) {
              if (discard.length === 0) break;
              pile = discard;
              discard = [];
              stats.reshuffles++;
            }
            hands[side].push(pile.splice(Math.floor(random() * pile.length), 1)[0]!);
          }
        }
        const piles: DealtGameStats['piles'][number] = { turn, hands: { USSR: [...hands.USSR], US: [...hands.US] }, deck: pile, discard };
        stats.piles.push(piles);
        lines.push(`${`${turn}.D`.padEnd(5)} [${hands.USSR.join(' ')}] ; [${hands.US.join(' ')}]`);
        state = applyDeal(state, { turn, hands: { USSR: [...hands.USSR], US: [...hands.US] } }).state;
        stats.turns++;
        if (turn === 1) {
          lines.push('1.S   PL4 DD HU ; IT3 FR2 DE2');
          state = applySetup(state, { side: 'USSR', placements: [{ country: 'PL', amount: 4 }, { country: 'DD', amount: 1 }, { country: 'HU', amount: 1 }] }).state;
          state = applySetup(state, { side: 'US', placements: [{ country: 'IT', amount: 3 }, { country: 'FR', amount: 2 }, { country: 'DE', amount: 2 }] }).state;
        }

        // The headlines (4.5 C): a card from each hand, its event as the engine carries it out.
        const headline = chooseHeadlines(state, hands, turn, pick, holdScoring);
        if (!headline) throw new Stuck(`no headlines the generator can write in turn ${turn}`);
        state = applyHeadline(state, headline.command).state;
        for (const side of ['USSR', 'US'] as const) {
          const entry = headline.command[side];
          if (entry) hands[side].splice(hands[side].indexOf(entry.card), 1);
        }
        stats.headlines += (headline.command.USSR ? 1 : 0) + (headline.command.US ? 1 : 0);
        lines.push(`${`${turn}.H`.padEnd(5)} ${headline.text}`);
        if (state.result) break;

        const rounds = actionRoundsForTurn(turn) ?? 7;
        for (let round = 1; round <= rounds && !state.result; round++) {
          const parts: string[] = [];
          for (const side of ['USSR', 'US'] as const) {
            if (state.result) { parts.push('—'); continue; }
            const chosen = chooseFromHand(state, hands[side], side, turn, round, rounds - round + 1, random, pick, holdScoring);
            if (!chosen) { parts.push('—'); continue; }
            const { text, command } = chosen;
            if (command.card === CHINA_CARD) stats.chinaPlays++;
            else hands[side].splice(hands[side].indexOf(command.card), 1);
            if (cardByCode(command.card)!.side === opponent(side)) stats.opponentCards++;
            const before = state;
            state = applyPlay(state, command).state;
            const vp = vpMark(before.vp, state.vp);
            parts.push(`${text}${command.kind === 'event' ? vp.trimStart() : vp}${defconMark(before.defcon, state.defcon)}`);
          }
          lines.push(`${`${turn}.${round}`.padEnd(5)} ${parts.join(' ; ')}`);
        }
        if (state.result) break;

        // The end of the turn: the first side in box 6 may discard a held card (never a scoring card,
        // which must be played; the generator plays them all).
        const shortfall = milopsShortfall(state);
        const endParts: Record<Side, EndPartInput> = { USSR: {}, US: {} };
        const written: Record<Side, string[]> = {
          USSR: shortfall.USSR > 0 ? [`=+${shortfall.USSR}`] : [],
          US: shortfall.US > 0 ? [`=-${shortfall.US}`] : [],
        };
        for (const side of ['USSR', 'US'] as const) {
          if (hasSpaceAbility(state, side, EAGLE_BEAR_HAS_LANDED_BOX) && hands[side].length > 0 && random() < 0.5) {
            const code = pick(hands[side]);
            hands[side].splice(hands[side].indexOf(code), 1);
            endParts[side] = { discards: [code] };
            written[side].push(`>${code}`);
            stats.boxSixDiscards++;
          }
        }
        const before = state;
        state = applyEndOfTurn(state, { turn, USSR: endParts.USSR, US: endParts.US }).state;
        stats.heldCards += hands.USSR.length + hands.US.length;
        piles.held = { USSR: [...hands.USSR], US: [...hands.US] };
        if (state.defcon !== before.defcon) written.US.push(`D${state.defcon}`);
        const part = (side: Side) => (written[side].length ? written[side].join(' ') : '—');
        lines.push(`${`${turn}.E`.padEnd(5)} ${part('USSR')} ; ${part('US')}`);
        lines.push('');
        break;
      } catch (error) {
        if (!(error instanceof Stuck) || retry >= 50) throw error;
        state = checkpoint.state;
        hands.USSR = [...checkpoint.hands.USSR];
        hands.US = [...checkpoint.hands.US];
        lines.length = checkpoint.lines;
        Object.assign(stats, structuredClone(checkpoint.stats));
        random = randomSource(seed + attempt * 1_000_003 + turn * 7_919 + (retry + 1) * 104_729);
      }
    }
    if (state.result) break;
  }
  return { text: lines.join('\n').trimEnd() + '\n', stats };
}

/**
 * The side's play from its hand, or null when it has no card to play. A scoring card is played
 * before the turn runs out of rounds for it; the China Card now and then when it is face up; an
 * opponent's card when the engine can replay its event as written (no choices to write), or for
 * the space race; otherwise one of the side's own or neutral cards. Cards not played are held.
 */
function chooseFromHand(state: GameState, hand: readonly string[], side: Side, turn: number, round: number, roundsLeft: number, random: () => number, pick: Pick, holdScoring = false, scoringHeldBack = 0): { text: string; command: PlayCommand } | null {
  const play = (code: string) => playCard(state, state, side, turn, round, code, random, pick);
  const scoring = hand.filter((code) => cardByCode(code)!.scoring);
  // Card 6: the China Card may not leave a scoring card unplayed (a round after this one for each).
  const chinaUp = state.china.holder === side && state.china.faceUp && scoring.length + scoringHeldBack < roundsLeft;
  if (holdScoring) {
    const others = hand.filter((code) => !cardByCode(code)!.scoring);
    if (others.length > 0 || chinaUp) return chooseFromHand(state, others, side, turn, round, roundsLeft, random, pick, false, scoring.length);
  }
  if (scoring.length > 0 && (scoring.length >= roundsLeft || random() < 0.3)) return play(pick(scoring));
  if (chinaUp && (hand.length === 0 || random() < 0.1)) return play(CHINA_CARD);
  const own = hand.filter((code) => !cardByCode(code)!.scoring && cardByCode(code)!.side !== opponent(side));
  const theirs = hand.filter((code) => cardByCode(code)!.side === opponent(side));
  // Opponent's cards first, most of the time: an own card can always be played later, while an
  // opponent's card whose event the generator cannot write may only go to the space race (once a turn).
  const holdable = hand.length - roundsLeft;
  if (theirs.length > holdable || random() < 0.7) {
    const unwritable: string[] = [];
    for (const code of shuffle(theirs, random)) {
      const written = withEventWritten(state, play(code));
      if (written) return written;
      unwritable.push(code);
    }
    const space = spaceAttempt(state, side, turn, round, unwritable, random);
    if (space) return space;
  }
  // The space race now and then with an own card too, so that games reach box 6 (a held card
  // discarded at the end of the turn).
  const ownSpace = random() < 0.25 ? spaceAttempt(state, side, turn, round, shuffle(own, random), random) : null;
  if (ownSpace) return ownSpace;
  for (const code of shuffle(own, random)) return play(code);
  for (const code of shuffle(theirs, random)) {
    const written = withEventWritten(state, play(code)) ?? spaceAttempt(state, side, turn, round, [code], random);
    if (written) return written;
  }
  if (scoring.length > 0) return play(pick(scoring));
  if (chinaUp) return play(CHINA_CARD);
  // Only opponent's cards whose events need choices written: the generator cannot write them.
  if (hand.length > 0) throw new Stuck(`the the ${side} has only opponent's cards with events it cannot write in ${turn}.${round}: ${hand.join(' ')}`);
  return null;
}

/** Influence the play changed beyond the operations' placements, by country and side. */
function influenceChanges(before: GameState, after: GameState, placements: readonly { country: string; amount: number }[] = [], player?: Side): { country: string; side: Side; delta: number }[] {
  const changes: { country: string; side: Side; delta: number }[] = [];
  for (const country of COUNTRIES) {
    for (const side of ['USSR', 'US'] as const) {
      const ops = side === player ? placements.find((p) => p.country === country.code)?.amount ?? 0 : 0;
      const delta = influenceOf(after, country.code, side) - influenceOf(before, country.code, side) - ops;
      if (delta !== 0) changes.push({ country: country.code, side, delta });
    }
  }
  return changes;
}

/** TSN for an event's influence changes: the player's, then the other side's in parentheses. */
function changesText(changes: readonly { country: string; side: Side; delta: number }[], player: Side): string {
  const print = (c: { country: string; delta: number }) => `${c.country}${c.delta < 0 ? '-' : ''}${Math.abs(c.delta) === 1 ? '' : Math.abs(c.delta)}`;
  const own = changes.filter((c) => c.side === player).map(print);
  const other = changes.filter((c) => c.side !== player).map(print);
  return [...own, ...(other.length ? [`(${other.join(' ')})`] : [])].join(' ');
}

/** Quagmire and Bear Trap: the generator does not play the rolls to leave them. */
function trapped(before: GameState, after: GameState): boolean {
  return after.effects.some((e) => (e.card === 'QUA' || e.card === 'BEA') && !before.effects.some((f) => f.card === e.card));
}

/**
 * Both headlines, each card's event written as the engine carries it out when headlined alone
 * (its influence changes, VP and DEFCON), kept when the two replay together without a problem.
 * Null when no pair tried does (events that need choices, dice or cards written).
 */
function chooseHeadlines(state: GameState, hands: Record<Side, string[]>, turn: number, pick: Pick, holdScoring = false): { text: string; command: HeadlineCommand } | null {
  for (let tries = 0; tries < 40; tries++) {
    const command: { turn: number; USSR?: HeadlineEntry; US?: HeadlineEntry } = { turn };
    const texts: Record<Side, string> = { USSR: '—', US: '—' };
    for (const side of ['USSR', 'US'] as const) {
      const candidates = hands[side].filter((code) => code !== 'UNI' && !(holdScoring && cardByCode(code)!.scoring));
      if (!candidates.length) continue;
      const code = pick(candidates);
      const alone = applyHeadline(state, { turn, [side]: { card: code } }).state;
      const changes = influenceChanges(state, alone);
      const vp = alone.vp - state.vp;
      command[side] = {
        card: code,
        ...(changes.length ? { event: { influence: changes } } : {}),
        vp,
        ...(alone.defcon !== state.defcon ? { defcon: alone.defcon } : {}),
      };
      // As the printer writes a headline: the player's changes after a space, the other side's in
      // parentheses (next to the code when they come first), the VP mark next to a lone code.
      const effects = changesText(changes, side);
      const vpText = vpMark(state.vp, alone.vp);
      texts[side] = `${code}${effects && !effects.startsWith('(') ? ' ' : ''}${effects}${effects ? vpText : vpText.trimStart()}${defconMark(state.defcon, alone.defcon)}`;
    }
    const together = applyHeadline(state, command);
    // Headlines that would take the VP far from even are tried again, most of the time, so that
    // games run long enough to deal the Mid and Late War.
    const steady = Math.abs(together.state.vp) <= Math.max(10, Math.abs(state.vp)) || tries >= 30;
    if (together.problems.length === 0 && steady && !trapped(state, together.state)) return { text: `${texts.USSR} ; ${texts.US}`, command };
  }
  return null;
}

/**
 * An opponent's card played for operations, its event written as the engine carries it out: the
 * influence it changed beyond the operations' (the player's outside parentheses, the other side's
 * inside), with the VP and DEFCON marks. Null when the play does not replay without a problem once
 * written so (an event that needs choices, dice or cards written, which the generator cannot write).
 * A space race attempt has no event.
 */
function withEventWritten(state: GameState, chosen: { text: string; command: PlayCommand }): { text: string; command: PlayCommand } | null {
  const { command } = chosen;
  if (command.kind === 'space') return chosen;
  if (command.kind !== 'influence') return null;
  const after = applyPlay(state, command).state;
  const changes = influenceChanges(state, after, command.influence, command.side);
  const eventText = changes.length ? `@${changesText(changes, command.side)}` : '';
  const written: PlayCommand = {
    ...command,
    ...(changes.length ? { event: { influence: changes } } : {}),
    vp: after.vp - state.vp,
    ...(after.defcon !== state.defcon ? { defcon: after.defcon } : {}),
  };
  const replayed = applyPlay(state, written);
  if (replayed.problems.length > 0 || trapped(state, replayed.state)) return null;
  return { text: `${chosen.text}${eventText}`, command: written };
}

/** A space race attempt with the first of the cards that can make it this turn, or null. */
function spaceAttempt(state: GameState, side: Side, turn: number, round: number, codes: readonly string[], random: () => number): { text: string; command: PlayCommand } | null {
  const box = nextSpaceBox(state, side);
  if (!box || box.minOps === null || state.spaceAttempts[side] > 0) return null;
  const code = codes.find((c) => modifiedOps(state, side, c) >= box.minOps!);
  if (!code) return null;
  const die = 1 + Math.floor(random() * 6);
  const success = die >= box.successRolls![0] && die <= box.successRolls![1];
  return { text: `${code}*${die}${success ? '+' : ''}`, command: { turn, round, side, card: code, kind: 'space', space: { die, success } } };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
