/**
 * The reading of a line: each part of it in plain English, made from the engine's record of what
 * the part did (playRecord.ts), never from the text or from two boards. What the line writes is
 * quoted where it says something else ("moved 3 influence; the line writes +2"). One reading
 * serves the hover, the preview, `tsn state` and `tsn render`; its facts serve the hover's board
 * list, the preview's changes, the inlay hints and the code lenses.
 */
import { cardByCode, cardTitle, opponent, type Side } from '../data';
import { midSentence, possessive, resultSentence, signed, vpText } from '../common/text';
import {
  CHINA_CARD, countryName, stepsBetween, type CardPlace, type CoupStep, type EventStep, type FinalScoringStep, type GameState, type PlayStep,
  type RealignStep, type RegionScore, type ScoringStep, type SideScore, type SoutheastAsiaScore, type SpaceAttemptStep, type Step,
  type TrapStep, type TurnEndStep, type WarStep, type BoardStep, type InfluenceStep,
} from '../rules';
import type { DocumentAnalysis } from './analysis';
import { boardStepsOf, factsOf, isNode, partsOf, recordTree, type PartRecord, type PlayFacts, type RecordItem, type RecordNode } from './playRecord';
import { NO_REPLAYED_LINES, type ReplayedLine } from './replay';
import { annotationName, describePart } from './describe';
import type { GameLine, Part } from '../notation';

/** One part of a line read: a side's play (or setup, headline, deal), or the line's own (an end of turn, final scoring). */
export interface PartReading {
  /** null: the line's own. */
  readonly side: Side | null;
  /** The part in plain English: one sentence or a few. */
  readonly text: string;
  /** What it changed on the board. */
  readonly facts: PlayFacts;
  /** The regions it scored, with their breakdown (a scoring card, final scoring). */
  readonly scores: readonly (RegionScore | SoutheastAsiaScore)[];
}

export interface LineReading {
  readonly parts: readonly PartReading[];
  /** What the whole line changed (with final scoring when the file ends the game after it). */
  readonly facts: PlayFacts;
  /** The board before the line and after it (after final scoring, on the last line of a finished game). */
  readonly before: GameState;
  readonly after: GameState;
}

// ---- words --------------------------------------------------------------------------------

function the(side: Side): string {
  return `the ${side}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function joinList(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

function plural(n: number, word: string, words = `${word}s`): string {
  return `${n} ${n === 1 ? word : words}`;
}

function title(code: string): string {
  return midSentence(cardTitle(code));
}

const PLACES: Readonly<Record<CardPlace, string>> = {
  deck: 'the deck', discard: 'the discard pile', removed: 'out of the game', 'hand-US': 'the US\'s hand', 'hand-USSR': 'the USSR\'s hand',
  china: 'the China Card', elsewhere: 'play',
};

/** VP gained, in words: `the US gained 2 VP`. */
function vpGained(delta: number): string {
  return delta === 0 ? 'no VP changed hands' : `${delta > 0 ? 'the US' : 'the USSR'} gained ${Math.abs(delta)} VP`;
}

function defconMoved(from: number, to: number): string {
  return `DEFCON ${to < from ? 'fell' : 'rose'} to ${to}${to === 1 ? ': nuclear war' : ''}`;
}

// ---- scoring breakdowns (one place: the hover, the preview's words, tsn state) ---------------

const LEVEL_WORDS: Readonly<Record<SideScore['level'], string>> = { none: 'nothing', presence: 'presence', domination: 'domination', control: 'control' };

/** One side's score in words: `US domination 7 + 2 battlegrounds (Japan, South Korea) 2 + 1 next to the USSR (Japan) 1 = 10`. */
export function sideScoreText(side: Side, score: SideScore): string {
  if (score.level === 'none') return `${side} nothing (no country counted)`;
  const parts = [`${LEVEL_WORDS[score.level]} ${score.levelVp}`];
  if (score.battlegrounds) parts.push(`${plural(score.battlegrounds, 'battleground')}${score.battlegroundCodes.length ? ` (${score.battlegroundCodes.join(' ')})` : ''} ${score.battlegroundVp}`);
  if (score.adjacentToEnemy) parts.push(`${score.adjacentToEnemy} next to the ${opponent(side)}${score.adjacentCodes.length ? ` (${score.adjacentCodes.join(' ')})` : ''} ${score.adjacentVp}`);
  return `${side} ${parts.join(' + ')} = ${score.vp} (${plural(score.countries, 'country', 'countries')} counted)`;
}

/** What an effect in force changed in the counts, both sides at once: `Shuttle Diplomacy: the USSR −1 country, −1 battleground`. */
function adjustmentText(card: string, adjustments: RegionScore['adjustments']): string {
  const count = (n: number, one: string, many: string) => `${n > 0 ? '+' : '−'}${Math.abs(n)} ${Math.abs(n) === 1 ? one : many}`;
  const bits: string[] = [];
  const total = adjustments.find((a) => a.totalBattlegrounds)?.totalBattlegrounds;
  if (total) bits.push(`the region counts ${plural(Math.abs(total), 'battleground')} ${total > 0 ? 'more' : 'fewer'}`);
  for (const a of adjustments) {
    const own = [
      ...(a.countries ? [count(a.countries, 'country', 'countries')] : []),
      ...(a.battlegrounds ? [count(a.battlegrounds, 'battleground', 'battlegrounds')] : []),
      ...(a.adjacentToEnemy ? [count(a.adjacentToEnemy, 'country next to the enemy superpower', 'countries next to the enemy superpower')] : []),
    ];
    if (own.length) bits.push(`${the(a.side)} ${own.join(', ')}`);
  }
  return `${cardTitle(card)}: ${bits.join('; ')}`;
}

/** A region's scoring in words: each side's level and VP, the effects that changed the counts, and the net. */
export function scoringText(score: RegionScore | SoutheastAsiaScore): string {
  if (score.region === 'Southeast Asia') {
    const countries = score.countries.map((c) => `${countryName(c.country)} ${c.side} ${c.vp}`);
    return `Southeast Asia: ${countries.length ? countries.join(', ') : 'no country controlled'}; US ${score.US}, USSR ${score.USSR}: ${score.net === 0 ? 'no VP' : vpText(score.net)}`;
  }
  const cards = [...new Set(score.adjustments.map((a) => a.card))];
  const adjusted = cards.map((card) => `(${adjustmentText(card, score.adjustments.filter((a) => a.card === card))})`);
  const bits = [sideScoreText('US', score.US), sideScoreText('USSR', score.USSR), ...adjusted];
  const net = score.net === 0 ? 'no VP' : vpText(score.net);
  const europe = score.europeControl ? `; the ${score.europeControl} controls Europe and wins` : '';
  return `${score.region}: ${bits.join('; ')}: ${net}${europe}`;
}

/** A scoring's net VP: `US +3`, `no VP`. */
function netText(net: number): string {
  return net === 0 ? 'no VP' : vpText(net);
}

// ---- reading the record -------------------------------------------------------------------

/** What a reading needs besides the record: the board the part started from (DEFCON, to say what a mark writes against). */
interface ReadContext {
  /** DEFCON when the part began. */
  readonly defcon: number;
  /** The board after the line, for the tracks a result is told with. */
  readonly after: GameState;
}

/** The net influence change of some influence steps, by country and side, in the order first changed. */
function netInfluence(steps: readonly InfluenceStep[]): { country: string; side: Side; delta: number }[] {
  const out = new Map<string, { country: string; side: Side; from: number; to: number }>();
  for (const s of steps) {
    const key = `${s.country} ${s.side}`;
    const was = out.get(key);
    out.set(key, { country: s.country, side: s.side, from: was ? was.from : s.from, to: s.to });
  }
  return [...out.values()].filter((c) => c.from !== c.to).map((c) => ({ country: c.country, side: c.side, delta: c.to - c.from }));
}

/**
 * `the US gained 3 in Japan and 1 in South Korea, the USSR lost 1 in Iran`; `inOne`: all in one
 * country, named already (a coup's): `the US lost 1, the USSR gained 2`.
 */
function influenceText(steps: readonly InfluenceStep[], inOne = false): string {
  const groups = new Map<string, string[]>();
  for (const c of netInfluence(steps)) {
    const key = `${the(c.side)} ${c.delta > 0 ? 'gained' : 'lost'}`;
    const list = groups.get(key) ?? [];
    list.push(inOne ? `${Math.abs(c.delta)}` : `${Math.abs(c.delta)} in ${countryName(c.country)}`);
    groups.set(key, list);
  }
  return [...groups].map(([key, items]) => `${key} ${joinList(items)}`).join(', ');
}

/** A card's move in words, from where it was to where it ended. */
function cardMoveText(card: string, from: CardPlace, to: CardPlace): string {
  const name = cardTitle(card);
  if (from === to) return `${name} was taken from ${PLACES[from]} and put back`;
  if (from.startsWith('hand-') && to === 'discard') return `${the(from.slice(5) as Side)} discarded ${title(card)}`;
  if (from === 'deck' && to.startsWith('hand-')) return `${the(to.slice(5) as Side)} drew ${title(card)}`;
  if (to === 'elsewhere') return `${name} was taken from ${PLACES[from]}`;
  if (to === 'removed') return `${name} was removed from the game`;
  if (from === 'elsewhere') return `${name} went to ${PLACES[to]}`;
  return `${name} went from ${PLACES[from]} to ${PLACES[to]}`;
}

class Reader {
  private defcon: number;
  /** The coup a play's opening names already (`for a coup in Iran`). */
  private named: RecordNode | undefined;

  constructor(private readonly context: ReadContext) {
    this.defcon = context.defcon;
  }

  /** The clauses of some items, in order: runs of influence and of one card's moves told together. */
  clauses(items: readonly RecordItem[], own?: { card: string; side: Side }): string[] {
    const out: string[] = [];
    let influence: InfluenceStep[] = [];
    const flush = () => {
      if (influence.length) {
        const text = influenceText(influence);
        if (text) out.push(text);
      }
      influence = [];
    };
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (!isNode(item) && item.kind === 'influence') { influence.push(item); continue; }
      flush();
      if (isNode(item)) {
        const text = this.group(item);
        if (text) out.push(text);
        continue;
      }
      if (item.kind === 'card') {
        // One card's moves in a row are one move: from where it was to where it ended.
        let to = item.to;
        while (i + 1 < items.length) {
          const next = items[i + 1]!;
          if (isNode(next) || next.kind !== 'card' || next.card !== item.card) break;
          to = next.to;
          i++;
        }
        // The card played: its way into play and out of it is the play itself.
        if (own && item.card === own.card) continue;
        out.push(cardMoveText(item.card, item.from, to));
        continue;
      }
      const text = this.boardStep(item, own);
      if (text) out.push(text);
    }
    flush();
    return out;
  }

  private boardStep(step: BoardStep, own?: { card: string; side: Side }): string {
    switch (step.kind) {
      case 'vp':
        return step.asWritten ? `VP ${vpText(step.to)}, as the line writes` : vpGained(step.to - step.from);
      case 'defcon': {
        this.defcon = step.to;
        return `${defconMoved(step.from, step.to)}${step.asWritten ? ', as the line writes' : ''}`;
      }
      case 'space':
        return `${possessive(the(step.side))} space race marker moved up to box ${step.to}`;
      case 'milops':
        return `${possessive(the(step.side))} military operations went to ${step.to}`;
      case 'china':
        // The China Card played passes face down: that is the play itself.
        if (own?.card === CHINA_CARD) return '';
        if (step.from.holder === step.to.holder) return step.to.faceUp ? 'the China Card turned face up' : 'the China Card turned face down';
        return `the China Card went to ${the(step.to.holder)}, face ${step.to.faceUp ? 'up' : 'down'}`;
      case 'effect':
        return step.inForce ? `${cardTitle(step.card)} is now in force` : `${cardTitle(step.card)} is no longer in force`;
      case 'result':
        return `the game is over: ${resultSentence(step.result, this.context.after.vp, this.context.after.defcon)}`;
      case 'extraRounds':
        return `${the(step.side)} may play an eighth action round this turn`;
      case 'cards':
        if (step.to === 'deck' && step.from === 'discard') return `the discard pile (${plural(step.cards.length, 'card')}) was shuffled into the deck`;
        if (step.to === 'deck') return `the ${cardByCode(step.cards[0] ?? '')?.era ?? 'new'} War cards joined the deck`;
        if (step.to.startsWith('hand-')) return `${possessive(the(step.to.slice(5) as Side))} hand was dealt: ${step.cards.map(cardTitle).join(', ')}`;
        return `${plural(step.cards.length, 'card')} went from ${PLACES[step.from]} to ${PLACES[step.to]}`;
      default:
        return '';
    }
  }

  private group(node: RecordNode): string {
    const step = node.step;
    switch (step.kind) {
      case 'play': return this.play(node, step);
      case 'event': return this.event(node, step);
      case 'coup': return this.coup(node, step);
      case 'realign': return this.realign(node, step);
      case 'spaceAttempt': return this.spaceAttempt(node, step);
      case 'war': return this.war(node, step);
      case 'trap': return this.trap(node, step);
      case 'scoring': return this.scoring(node, step);
      case 'finalScoring': return this.finalScoring(node, step);
      case 'turnEnd': return this.turnEnd(node, step);
      case 'turnStart': return this.clauses(node.children).join('; ');
      case 'effectActs': {
        const what = this.clauses(node.children).join(', ');
        return what ? `${possessive(cardTitle(step.card))} effect: ${what}` : '';
      }
      case 'setup': {
        const placed = netInfluence(boardStepsOf(node.children).filter((s): s is InfluenceStep => s.kind === 'influence'));
        return `Setup: ${the(step.side)} placed ${joinList(placed.map((c) => `${c.delta} in ${countryName(c.country)}`))}`;
      }
      case 'deal':
        return `Turn ${step.turn}'s deal: ${this.clauses(node.children).join('; ') || 'no hand written'}`;
    }
  }

  /** A card played, its use, what it did, and the line's marks where they say something else. */
  private play(node: RecordNode, step: PlayStep): string {
    const card = cardByCode(step.card);
    const name = cardTitle(step.card);
    const opponents = card && card.side !== 'neutral' && card.side !== step.side && step.mode !== 'event';
    const nested = step.by !== undefined;
    const who = nested ? the(step.side) : capitalise(the(step.side));
    let opening: string;
    if (step.headline && !nested) {
      opening = `${capitalise(the(step.side))}'s headline was ${name}`;
      if (step.cancelled) return `${opening}: cancelled by the other headline, its event did not happen`;
    } else {
      const cardText = opponents ? `${name}, ${card.side === 'US' ? 'a US' : 'a USSR'} card,` : name;
      const coup = node.children.find((c): c is RecordNode => isNode(c) && c.step.kind === 'coup');
      // The opening names the coup; its numbers follow at once unless an event comes first (5.1).
      const first = node.children.find((c) => isNode(c) || (c.kind !== 'card' && c.kind !== 'china'));
      if (step.mode === 'coup' && first === coup) this.named = coup;
      const use: Record<PlayStep['mode'], string> = {
        event: card?.scoring ? '' : ' for its event',
        influence: ' for its Operations, to place influence',
        coup: ` for a coup${coup && coup.step.kind === 'coup' ? ` in ${countryName(coup.step.country)}` : ''}`,
        realign: ' for realignment rolls',
        space: ' on the space race',
        trap: `, discarding it to try to leave ${step.side === 'US' ? 'Quagmire' : 'Bear Trap'}`,
      };
      opening = `${who} played ${cardText}${use[step.mode]}`;
    }
    // The event of a card played for it is the play's own: told without naming it again.
    const children = node.children.map((c) => (isNode(c) && c.step.kind === 'event' && c.step.card === step.card && step.mode === 'event' ? { step: { ...c.step, chosen: true }, children: c.children } : c));
    const clauses = this.clauses(children, { card: step.card, side: step.side });
    // The chosen event's own clauses follow the opening; an event it set off is named.
    const flat = clauses.length ? clauses : (step.mode === 'event' && !card?.scoring ? ['its event changed nothing on the board'] : []);
    const marks = this.marks(node, step);
    const all = [...flat, ...marks];
    return all.length ? `${opening}: ${all.join('; ')}` : opening;
  }

  /** The line's `=` and `D` where they say something else than what the play did. */
  private marks(node: RecordNode, step: PlayStep): string[] {
    const out: string[] = [];
    // A card an event handed over has no marks of its own: the line's are its play's.
    if (step.written === undefined) return out;
    const written = step.written;
    const steps = boardStepsOf(node.children);
    const vpSteps = steps.filter((s) => s.kind === 'vp');
    const moved = vpSteps.reduce((sum, s) => sum + (s.kind === 'vp' ? s.to - s.from : 0), 0);
    if (written.vp !== undefined && written.vp !== moved) out.push(`the play moved VP by ${signed(moved)}; the line writes =${signed(written.vp)}`);
    else if (written.vp === undefined && moved !== 0 && !step.marksAsWritten) out.push(`the line writes no VP (=${signed(moved)})`);
    const defconSteps = steps.filter((s) => s.kind === 'defcon');
    const level = defconSteps.length ? (defconSteps[defconSteps.length - 1] as { to: number }).to : undefined;
    if (written.defcon !== undefined && written.defcon !== (level ?? this.defcon)) {
      out.push(level === undefined ? `DEFCON stayed at ${this.defcon}; the line writes D${written.defcon}` : `the line writes D${written.defcon}`);
    } else if (written.defcon === undefined && level !== undefined && !step.marksAsWritten) {
      out.push(`the line writes no DEFCON (D${level})`);
    }
    return out;
  }

  private event(node: RecordNode, step: EventStep): string {
    const name = cardTitle(step.card);
    const whose = step.owner === step.player ? '' : ` (${possessive(the(step.owner))})`;
    if (step.blocked) {
      const why = step.blocked === 'prohibited' ? `${step.prohibitedBy ? cardTitle(step.prohibitedBy) : 'an effect'} is in force and prohibits it` : 'its condition is not met';
      return `${possessive(name)} event could not happen: ${why}`;
    }
    const clauses = this.clauses(node.children);
    const differs = this.writtenInfluence(node, step);
    if (differs) clauses.push(differs);
    if (!step.implemented) clauses.push('the engine does not know this event: applied as the line writes');
    else if (step.asWritten) clauses.push('the line writes too little to compute it (no dice): its marks are taken as written');
    const what = clauses.length ? clauses.join('; ') : 'it changed nothing on the board';
    // The event of the card played for its event: its clauses follow the play's opening.
    if (step.chosen) return what;
    return `${possessive(name)} event${whose}: ${what}`;
  }

  /** What the line writes for the event's own influence, where it is not what the event did. */
  private writtenInfluence(node: RecordNode, step: EventStep): string {
    const written = step.written?.influence;
    if (!written?.length) return '';
    const did = new Map<string, number>();
    for (const c of netInfluence(node.children.filter((c): c is InfluenceStep => !isNode(c) && c.kind === 'influence'))) did.set(`${c.country} ${c.side}`, c.delta);
    const wrote = new Map<string, number>();
    for (const w of written) wrote.set(`${w.country} ${w.side}`, (wrote.get(`${w.country} ${w.side}`) ?? 0) + w.delta);
    const off: string[] = [];
    for (const [key, delta] of wrote) {
      if ((did.get(key) ?? 0) === delta) continue;
      const [country, side] = key.split(' ') as [string, Side];
      off.push(`${signed(delta)} ${side} in ${countryName(country)}`);
    }
    return off.length ? `the line writes ${joinList(off)}` : '';
  }

  private coup(node: RecordNode, step: CoupStep): string {
    const influence = boardStepsOf(node.children).filter((s): s is InfluenceStep => s.kind === 'influence');
    const moved = netInfluence(influence).reduce((sum, c) => sum + Math.abs(c.delta), 0);
    const modifier = step.modifier ? ` ${step.modifier > 0 ? '+' : '−'} ${Math.abs(step.modifier)} modifier` : '';
    const sum = `die ${step.die} + ${plural(step.ops, 'op')}${modifier} − 2 × stability ${step.stability} = ${step.result}`;
    const outcome = step.result > 0 ? `it succeeded and moved ${moved} influence${moved ? ` (${influenceText(influence, true)})` : ''}` : 'it failed';
    const clauses = [`${node === this.named ? '' : `a coup in ${countryName(step.country)}: `}${sum}: ${outcome}`];
    if (!step.allowed) clauses.push('the rules do not allow this coup: the line\'s die was followed');
    const wrote = step.written;
    if (step.result > 0 ? wrote !== step.result : wrote !== undefined) clauses.push(wrote === undefined ? 'the line writes it as failed' : `the line writes +${wrote}`);
    // A coup's military operations are its operations (8.2.3): not told again.
    const rest = this.clauses(node.children.filter((c) => isNode(c) || (c.kind !== 'influence' && c.kind !== 'milops')));
    return [...clauses, ...rest].join('; ');
  }

  private realign(node: RecordNode, step: RealignStep): string {
    const total = (side: Side) => step.dice[side] + step.modifiers[side].total;
    const roll = (side: Side) => `${the(side)} rolled ${step.dice[side]}${step.modifiers[side].total ? ` + ${step.modifiers[side].total} = ${total(side)}` : ''}`;
    const lost = this.clauses(node.children);
    return `in ${countryName(step.country)} ${roll('US')} and ${roll('USSR')}: ${lost.length ? lost.join(', ') : 'nothing moved'}`;
  }

  private spaceAttempt(node: RecordNode, step: SpaceAttemptStep): string {
    const needs = `${step.needs[0]}-${step.needs[1]} needed for box ${step.box}`;
    const what = step.success ? this.clauses(node.children).join(', ') : 'it failed';
    const wrote = step.written !== step.success ? `; the line writes it as ${step.written ? 'a success' : 'failed'}` : '';
    return `die ${step.die} (${needs}): ${what}${wrote}`;
  }

  private war(node: RecordNode, step: WarStep): string {
    const modified = step.modifier ? ` − ${-step.modifier} = ${step.die + step.modifier}` : '';
    // A war's military operations go to its attacker whatever the result (8.2.4): not told.
    const outcome = step.won ? `won: ${this.clauses(node.children.filter((c) => isNode(c) || c.kind !== 'milops')).join(', ')}` : 'lost';
    const wrote = step.written !== step.won ? `; the line writes it as ${step.written ? 'won' : 'lost'}` : '';
    return `the war in ${countryName(step.country)}: die ${step.die}${modified} (${step.winFrom}-6 wins), ${outcome}${wrote}`;
  }

  private trap(node: RecordNode, step: TrapStep): string {
    const outcome = step.success ? `out of ${cardTitle(step.trap)}` : `still in ${cardTitle(step.trap)}`;
    const wrote = step.written !== step.success ? `; the line writes it as ${step.written ? 'a way out' : 'failed'}` : '';
    const rest = this.clauses(node.children.filter((c) => isNode(c) || c.kind !== 'effect'));
    return `die ${step.die} (1-4 leaves): ${outcome}${rest.length ? `, ${rest.join(', ')}` : ''}${wrote}`;
  }

  // A scoring's VP are its net; the breakdown is the part's `scores` (scoringText), told apart.
  private scoring(node: RecordNode, step: ScoringStep): string {
    const rest = this.clauses(node.children.filter((c) => isNode(c) || c.kind !== 'vp'));
    return [`${step.score.region} scored: ${netText(step.score.net)}`, ...rest].join('; ');
  }

  private finalScoring(node: RecordNode, step: FinalScoringStep): string {
    const regions = [step.regions.map((r) => `${r.region} ${netText(r.net)}`).join(', ')];
    const china = `the China Card: ${the(step.chinaHolder)} holds it and gains ${step.chinaVp} VP`;
    const vp = boardStepsOf(node.children).filter((s) => s.kind === 'vp');
    const total = vp.length ? `VP ${vpText((vp[0] as { from: number }).from)} → ${vpText((vp[vp.length - 1] as { to: number }).to)}` : '';
    const rest = this.clauses(node.children.filter((c) => isNode(c) || c.kind !== 'vp'));
    return `Final scoring: ${[...regions, china, ...(total ? [total] : []), ...rest].join('; ')}`;
  }

  private turnEnd(node: RecordNode, step: TurnEndStep): string {
    const clauses: string[] = [];
    for (const side of ['USSR', 'US'] as const) {
      const short = step.shortfall[side];
      // 8.2.1: each operation short gives the opponent 1 VP.
      const delta = side === 'USSR' ? short : -short;
      const wrote = step.writtenVp?.[side];
      const vp = short === 0 ? `${the(side)} made its military operations` : `${the(side)} was ${short} short in military operations: ${vpGained(delta)}`;
      clauses.push(wrote !== undefined && wrote !== delta ? `${vp}; the line writes =${signed(wrote)} for the ${side}` : vp);
    }
    clauses.push(...this.clauses(node.children.filter((c) => isNode(c) || (c.kind !== 'vp' && c.kind !== 'milops'))));
    const level = boardStepsOf(node.children).filter((s) => s.kind === 'defcon').pop() as { to: number } | undefined;
    if (step.writtenDefcon !== undefined && step.writtenDefcon !== (level?.to ?? this.defcon)) clauses.push(`the line writes D${step.writtenDefcon}`);
    return `End of turn ${step.turn}${step.written ? '' : ' (not written: it came with this line)'}: ${clauses.join('; ')}`;
  }
}

function sentence(text: string): string {
  return text ? `${capitalise(text)}.` : '';
}

/** The scoring breakdowns among some items, in order. */
function scoresIn(items: readonly RecordItem[], out: (RegionScore | SoutheastAsiaScore)[] = []): (RegionScore | SoutheastAsiaScore)[] {
  for (const item of items) {
    if (!isNode(item)) continue;
    if (item.step.kind === 'scoring') out.push(item.step.score);
    else if (item.step.kind === 'finalScoring') out.push(...item.step.regions);
    scoresIn(item.children, out);
  }
  return out;
}

/** Reads some parts of a record, DEFCON carried from one to the next. */
function readParts(parts: readonly PartRecord[], defcon: number, after: GameState): PartReading[] {
  let level = defcon;
  return parts.map((part) => {
    const reader = new Reader({ defcon: level, after });
    // A side's card leaving its hand before the headlines are resolved is its headline.
    const play = part.items.find((i): i is RecordNode => isNode(i) && i.step.kind === 'play');
    const own = play && play.step.kind === 'play' ? { card: play.step.card, side: play.step.side } : undefined;
    const text = reader.clauses(part.items, own).map(sentence).filter(Boolean).join(' ');
    const facts = factsOf(boardStepsOf(part.items));
    if (facts.defcon) level = facts.defcon.to;
    return { side: part.side, text, facts, scores: scoresIn(part.items) };
  });
}

const readings = new WeakMap<ReplayedLine, LineReading>();
/**
 * The last line's reading, by replay: it holds what follows the file's end, and the next version's
 * analysis shares the line itself (an edit after it), where it may no longer be last, or become so.
 */
const lastReadings = new WeakMap<object, LineReading>();

/**
 * The reading of a replayed line, made once: its parts, then what follows the file's end when it
 * is the last line (final scoring after turn 10).
 */
export function lineReading(analysis: DocumentAnalysis, replayed: ReplayedLine): LineReading {
  const lines = analysis.replay?.lines ?? NO_REPLAYED_LINES;
  const last = lines.length > 0 && lines.get(lines.length - 1) === replayed;
  const known = last ? lastReadings.get(analysis.replay!) : readings.get(replayed);
  if (known) return known;
  const after = last ? analysis.replay!.final : replayed.after;
  const steps: Step[] = stepsBetween(replayed.before, after);
  // The words are made when first asked for: the hints and lenses need only the facts.
  let parts: readonly PartReading[] | undefined;
  const reading: LineReading = {
    get parts() { return parts ??= readParts(partsOf(recordTree(steps)), replayed.before.defcon, after); },
    facts: factsOf(steps),
    before: replayed.before,
    after,
  };
  if (last) lastReadings.set(analysis.replay!, reading); else readings.set(replayed, reading);
  return reading;
}

const NO_FACTS: PlayFacts = factsOf([]);

/**
 * What the line writes for a part the engine has no record of: a pass, a play with the rules off,
 * or a play the rules did not apply (`refused`: the game over, a turn out of order, a card they do
 * not know), quoted as written and never read as done.
 */
function writtenReading(line: GameLine, side: Side, part: Part, refused = false): PartReading {
  const written = describePart(part, side, line.label.turn, line.label.round);
  const text = refused && part.kind === 'play'
    ? `The line writes that ${written.charAt(0).toLowerCase()}${written.slice(1)} The rules did not apply it: see this line's problems.`
    : written;
  return { side, text, facts: NO_FACTS, scores: [] };
}

/** A play's annotations and comments, after its reading. */
function withRemarks(reading: PartReading, part: Part | undefined): PartReading {
  if (part?.kind !== 'play' || (!part.annotations.length && !part.comments.length)) return reading;
  let text = reading.text;
  for (const a of part.annotations) text += ` ${annotationName(a.text)}`;
  for (const c of part.comments) text += ` {${c.text}}`;
  return { ...reading, text };
}

/**
 * The readings of a line's parts, in order: with `side`, that side's part and the line's own (an
 * end of turn that came with it, final scoring after it); without, every part. A part the engine
 * has no record of is read from what the line writes.
 */
export function partReadingsAt(analysis: DocumentAnalysis, line: GameLine, side?: Side): PartReading[] {
  const at = line.range.start.line;
  const replayed = analysis.replayedAt(at);
  const written = (s: Side) => (s === 'USSR' ? line.ussr : line.us);
  const sides: Side[] = side ? [side] : ['USSR', 'US'];
  if (!replayed || replayed.line !== at) {
    return sides.flatMap((s) => { const part = written(s); return part ? [writtenReading(line, s, part)] : []; });
  }
  // A part with nothing to say (a turn's start that dealt and reshuffled nothing) is left out.
  const parts = lineReading(analysis, replayed.replayed).parts.filter((p) => p.text !== '');
  // An end of turn and a deal are the line's own, whichever side's part wrote what.
  const lineOwn = (line.label.round === 'E' || line.label.round === 'D') && parts.some((p) => p.side === null);
  // The line's own parts before the sides' (a turn's end that came with it) and after them (final scoring).
  const firstSide = parts.findIndex((p) => p.side !== null);
  const opening = firstSide < 0 ? [] : parts.slice(0, firstSide);
  const closing = firstSide < 0 ? parts : parts.slice(firstSide).filter((p) => p.side === null);
  const own = sides.flatMap((s) => {
    const recorded = parts.find((p) => p.side === s);
    const part = written(s);
    if (recorded) return [withRemarks(recorded, part)];
    return part && !lineOwn ? [withRemarks(writtenReading(line, s, part, true), part)] : [];
  });
  return [...opening, ...own, ...closing];
}

/**
 * The reading of `line` (0-based) as the preview, `tsn state` and the game's page give it: the
 * game line at or above it, a paragraph per part; none above the first.
 */
export function readingTexts(analysis: DocumentAnalysis, line: number): string[] {
  const gameLine = line >= 0 ? analysis.syntax.gameLineAtOrAbove(line) : undefined;
  return gameLine ? partReadingsAt(analysis, gameLine).map((part) => part.text) : [];
}
