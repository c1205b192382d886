/**
 * What a line writes, in plain English, without the rules: the reading of a part the engine has no
 * record of (the rules off, a pass, a play the rules did not apply). With the rules, a play is read
 * from what the engine did (reading.ts). `NAS#IR6+3 D3` → "The USSR played Nasser for a coup in
 * Iran: die 6, written +3; DEFCON is now 3."
 */
import { cardByCode, cardTitle, opponent, regionByCode, type Side } from '../data';
import { countryName, EVENTS, type EventTable } from '../rules';
import type { Action, Effect, EndPart, Owner, Part, Play } from '../notation';

function the(side: Side): string {
  return `the ${side}`;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function ownerSide(owner: Owner, side: Side): Side {
  return owner === 'self' ? side : opponent(side);
}

export function describePart(part: Part, side: Side, turn: number, round: number | string): string {
  switch (part.kind) {
    case 'none':
      if (round === 'E') return `End of turn ${turn}: nothing changed for ${the(side)}.`;
      return `${capitalise(the(side))} had no play ${round === 'H' ? 'in the headline' : typeof round === 'number' ? `in action round ${turn}.${round}` : `on line ${turn}.${round}`}.`;
    case 'setup':
      return `Setup: ${the(side)} placed ${joinList(influenceList(part.influence.map((i) => i.delta), part.influence.map((i) => i.country.code)))}.`;
    case 'deal': {
      const cards = part.hand.cards.map((c) => `${cardTitle(c.code)} (${c.code})`);
      return `Turn ${turn}'s deal: ${the(side)}'s hand was ${cards.length ? joinList(cards) : 'not written'}.`;
    }
    case 'end':
      return describeEnd(part, side, turn);
    case 'play':
      return describePlay(part, side, round === 'H');
  }
}

function influenceList(deltas: readonly number[], codes: readonly string[]): string[] {
  return codes.map((code, i) => `${Math.abs(deltas[i]!)} in ${countryName(code)}`);
}

function describeEnd(part: EndPart, side: Side, turn: number): string {
  const bits: string[] = [];
  if (part.vp) bits.push(part.vp.value === 0 ? 'no VP for military operations' : `${vpPhrase(part.vp.value)} for ${the(side)}'s military operations shortfall`);
  for (const d of part.discards) bits.push(`${the(side)} discarded its held card ${cardTitle(d.card.code)} with the space race's box 6`);
  if (part.defcon) bits.push(`DEFCON improved to ${part.defcon.level}`);
  return `End of turn ${turn}: ${bits.length ? bits.join('; ') : `nothing changed for ${the(side)}`}.`;
}

function vpPhrase(value: number): string {
  if (value === 0) return 'no VP changed hands';
  return `${value > 0 ? 'the US' : 'the USSR'} gained ${Math.abs(value)} VP`;
}

export function describePlay(play: Play, side: Side, headline: boolean): string {
  const card = cardByCode(play.card.code);
  const name = cardTitle(play.card.code);
  const opponentsCard = card && card.side !== 'neutral' && card.side !== side;
  const cardText = opponentsCard ? `${name}, ${card.side === 'US' ? 'a US' : 'a USSR'} card,` : name;
  const clauses: string[] = [];
  let opening: string;
  const first = play.actions[0];
  if (headline) {
    opening = `${capitalise(the(side))}'s headline was ${name}`;
    if (play.actions.length === 0 && !play.vp) opening += ' (cancelled, or its event changed nothing on the board)';
  } else if (card?.scoring && (!first || first.symbol === null)) {
    opening = `${capitalise(the(side))} played ${name}`;
  } else {
    opening = `${capitalise(the(side))} played ${cardText}`;
  }
  let lead = true;
  for (const action of play.actions) {
    const text = describeAction(action, side, play.card.code, lead);
    if (lead) { opening += text.lead; lead = false; if (text.rest) clauses.push(text.rest); } else clauses.push(text.lead.replace(/^ /, '') + (text.rest ? `: ${text.rest}` : ''));
  }
  if (play.vp) clauses.push(vpPhrase(play.vp.value));
  else if (card?.scoring) clauses.push('no VP changed hands');
  if (play.defcon) clauses.push(`DEFCON is now ${play.defcon.level}${play.defcon.level === 1 ? ': nuclear war, the game is over' : ''}`);
  let sentence = opening;
  if (clauses.length) sentence += (play.actions.length && !/:/.test(opening) ? ': ' : '; ') + clauses.join('; ');
  sentence += '.';
  for (const a of play.annotations) sentence += ` ${annotationName(a.text)}`;
  for (const c of play.comments) sentence += ` {${c.text}}`;
  return sentence;
}

export function annotationName(text: string): string {
  switch (text) {
    case '!': return '(good play)';
    case '?': return '(mistake)';
    case '!!': return '(brilliant play)';
    case '??': return '(blunder)';
    case '!?': return '(interesting play)';
    default: return '(dubious play)';
  }
}

/** `lead` is the phrase that joins the opening sentence ("for a coup in Iran"); `rest` what it did. */
function describeAction(action: Action, side: Side, card: string, first: boolean): { lead: string; rest: string } {
  const actor = ownerSide(action.owner, side);
  const effects = describeEffects(action.effects, side, card);
  const byOther = action.owner === 'other' ? ` (${the(actor)})` : '';
  switch (action.symbol) {
    case null:
      return { lead: first ? '' : ' then', rest: effects };
    case '@':
      return { lead: first ? ' for its event' : ` then its event${byOther}`, rest: effects || 'nothing written for it' };
    case '&':
      return { lead: first ? ' for its Operations, to place influence' : ` then${byOther} Operations to place influence`, rest: effects };
    case '#': {
      const coup = action.effects.find((e) => e.kind === 'coup');
      const where = coup && coup.kind === 'coup' ? ` in ${countryName(coup.country.code)}` : '';
      return { lead: first ? ` for a coup${where}` : ` then${byOther} a coup${where}`, rest: effects };
    }
    case '/':
      return { lead: first ? ' for realignment rolls' : ` then${byOther} realignment rolls`, rest: effects };
    case '*':
      return { lead: first ? ' on the space race' : ` then${byOther} the space race`, rest: effects };
    case '~': {
      const trap = actor === 'US' ? 'Quagmire' : 'Bear Trap';
      return { lead: first ? `, discarding it to try to leave ${trap}` : ` then a roll to leave ${trap}`, rest: effects };
    }
  }
}

function describeEffects(effects: readonly Effect[], side: Side, card: string): string {
  const parts: string[] = [];
  // Influence changes are grouped per side and direction: "the USSR gained 2 in Poland and 1 in Hungary".
  const groups = new Map<string, string[]>();
  const flush = () => {
    for (const [key, items] of groups) parts.push(`${key} ${joinList(items)}`);
    groups.clear();
  };
  for (const e of effects) {
    if (e.kind === 'influence') {
      const who = the(ownerSide(e.owner, side));
      const key = `${who} ${e.delta > 0 ? 'gained' : 'lost'}`;
      const list = groups.get(key) ?? [];
      list.push(`${Math.abs(e.delta)} in ${countryName(e.country.code)}`);
      groups.set(key, list);
      continue;
    }
    flush();
    parts.push(describeEffect(e, side, card));
  }
  flush();
  return parts.join(', ');
}

function describeEffect(e: Effect, side: Side, card: string): string {
  const actor = the(ownerSide(e.owner, side));
  switch (e.kind) {
    case 'influence':
      return `${actor} ${e.delta > 0 ? 'gained' : 'lost'} ${Math.abs(e.delta)} in ${countryName(e.country.code)}`;
    case 'coup':
      return `die ${e.die}, ${e.result === undefined ? 'written as failed' : `written +${e.result}`}`;
    case 'realign':
      return `in ${countryName(e.country.code)} the US rolled ${e.usDie} and the USSR ${e.ussrDie}`;
    case 'space':
      return e.success ? `die ${e.die}, the marker moved up a box` : `die ${e.die}, it failed`;
    case 'trap':
      return e.success ? `die ${e.die}, out` : `die ${e.die}, still trapped`;
    case 'war':
      return `the war in ${countryName(e.country.code)}: die ${e.die}, ${e.won ? 'won' : 'lost'}`;
    case 'dice':
      return (EVENTS as EventTable)[card]?.firstDie === 'US'
        ? `the US rolled ${e.first} and the USSR ${e.second}`
        : `the sponsor rolled ${e.first} and the other side ${e.second}`;
    case 'card': {
      const base = `${cardTitle(e.card.code)} (${e.card.code}) moved by the event`;
      if (!e.event || e.event.length === 0) return base;
      const inner = e.event.map((a) => describeEffects(a.effects, side, e.card.code)).filter(Boolean).join(', ');
      return `${base}, with ${inner || 'nothing'} written for it`;
    }
    case 'hidden': {
      const cards = e.cards.map((c) => cardTitle(c.code)).join(', ');
      return e.returned
        ? `${actor} saw ${cards} and put them back on the deck`
        : `${actor} drew ${cards}`;
    }
    case 'region':
      return `the region chosen was ${regionByCode(e.code)?.name ?? e.code}`;
    case 'subplay': {
      const inner = e.actions.map((a, i) => {
        const d = describeAction(a, side, e.card.code, i === 0);
        return `${d.lead.trim()}${d.rest ? `: ${d.rest}` : ''}`;
      }).join(', ');
      return `${cardTitle(e.card.code)} (${e.card.code}) ${inner ? inner : 'was played'}`;
    }
  }
}
