/**
 * Writes a syntax tree back as canonical TSN: labels in a column six characters wide, ` ; `
 * between the sides, symbols attached to what they follow as the specification writes them
 * (`IND#PA5+3@(CS2)`), a space where the specification puts one (after a closing parenthesis, a
 * `+` roll, and before card marks, VP, DEFCON and comments).
 */
import { signed } from '../common/text';
import type {
  Action, CardMove, Effect, EndPart, Line, Owner, Part, Play, RoundLabel, SubPlay, TsnDocument,
} from './ast';

/** The width of the label column, as in the specification's examples (`1.5   NAS#IR6+3`). */
const LABEL_WIDTH = 6;

export function makeTsn(document: TsnDocument): string {
  return document.lines.map(printLine).join('\n');
}

function printLabel(label: RoundLabel): string {
  return `${label.turn}.${label.round}`;
}

export function printLine(line: Line): string {
  switch (line.kind) {
    case 'blank': return '';
    case 'comment': return line.text ? `# ${line.text}` : '#';
    case 'tag': return `[${line.name} "${line.value.replace(/[\\"]/g, (c) => '\\' + c)}"]`;
    case 'replay':
    case 'invalid': return line.text;
    case 'game': {
      const label = printLabel(line.label).padEnd(LABEL_WIDTH - 1) + ' ';
      if (!line.ussr) return line.us ? `${label}— ; ${printPart(line.us)}` : label.trimEnd();
      const ussr = printPart(line.ussr);
      return line.us ? `${label}${ussr} ; ${printPart(line.us)}` : `${label}${ussr}`;
    }
  }
}

export function printPart(part: Part): string {
  switch (part.kind) {
    case 'none': return ['—', ...(part.comments ?? []).map((c) => `{${c.text}}`)].join(' ');
    case 'setup': return [...part.influence.map(printEffectText), ...part.comments.map((c) => `{${c.text}}`)].join(' ');
    case 'deal': return [printEffectText(part.hand), ...part.comments.map((c) => `{${c.text}}`)].join(' ');
    case 'end': return printEnd(part);
    case 'play': return printPlay(part);
  }
}

function printEnd(part: EndPart): string {
  const items: string[] = [];
  if (part.vp) items.push(printVp(part.vp.value));
  for (const d of part.discards) items.push(printEffectText(d));
  if (part.defcon) items.push(`D${part.defcon.level}`);
  for (const c of part.comments) items.push(`{${c.text}}`);
  return items.length ? items.join(' ') : '—';
}

/** A VP mark: `=+2`, `=-1`, `=0`. */
export function printVp(value: number): string {
  return `=${signed(value)}`;
}

/**
 * Builds the text of a play piece by piece, remembering what it ended with so that each piece
 * is attached or spaced the way the specification writes it.
 */
class Writer {
  text = '';
  /** What the text ends with: a code (card), a symbol, an opening parenthesis, or an item. */
  last: 'start' | 'card' | 'symbol' | 'open' | 'item' | 'spacedItem' = 'start';
  /** Inside a moved card's event or a card played inside the play: a spaced symbol would end it. */
  inside = 0;

  /** Attached right after a card, a symbol or `(`; otherwise one space. */
  item(s: string, after: 'attach-after-symbol' | 'always-spaced' = 'attach-after-symbol'): void {
    const attach = after === 'attach-after-symbol' && (this.last === 'symbol' || this.last === 'open');
    this.put(s, attach || this.last === 'start' || this.last === 'open');
    this.last = /[+)\]}]$/.test(s) ? 'spacedItem' : 'item';
  }

  /**
   * `@` is attached to what it follows (`IND#PA5+3@(CS2)`, `EEU&LY TW@DD- PL-`); another symbol
   * after an item starts operations of their own and stands apart (rulings: `JUN@BR2 #CO3+3`,
   * `TDW@DD3 /FR3:4`, `CHE@(#CI6+5 #BW6+5)`, `GRA@ >SEU #BR4+2`).
   */
  symbol(s: string): void {
    this.put(s, this.inside > 0 || (this.last !== 'spacedItem' && !(s !== '@' && this.last === 'item')));
    this.last = 'symbol';
  }

  open(): void {
    this.put('(', this.last === 'card' || this.last === 'symbol' || this.last === 'open' || this.last === 'start');
    this.last = 'open';
  }

  close(): void {
    this.text += ')';
    this.last = 'spacedItem';
  }

  card(code: string): void {
    this.put(code, this.last === 'symbol' || this.last === 'open' || this.last === 'start');
    this.last = 'card';
  }

  private put(s: string, attached: boolean): void {
    this.text += attached || this.text === '' ? s : ' ' + s;
  }
}

function printPlay(play: Play): string {
  const w = new Writer();
  w.card(play.card.code);
  // Marks come at the end, but before a card triggered by the play (`KOR#PA5+3 D2 NOR@(IT)`).
  const { body, trailing } = splitTrailingSubPlays(play.actions);
  writeActions(w, body, 'self');
  if (play.vp) {
    if (w.last === 'card') w.text += printVp(play.vp.value);
    else w.item(printVp(play.vp.value), 'always-spaced');
  }
  if (play.defcon) w.item(`D${play.defcon.level}`, 'always-spaced');
  for (const sub of trailing) writeSubPlay(w, sub);
  for (const a of play.annotations) w.text += a.text;
  for (const c of play.comments) w.item(`{${c.text}}`, 'always-spaced');
  return w.text;
}

function splitTrailingSubPlays(actions: readonly Action[]): { body: Action[]; trailing: SubPlay[] } {
  const last = actions[actions.length - 1];
  if (!last) return { body: [], trailing: [] };
  let cut = last.effects.length;
  while (cut > 0 && last.effects[cut - 1]!.kind === 'subplay') cut--;
  if (cut === last.effects.length || cut === 0) return { body: [...actions], trailing: [] };
  const trailing = last.effects.slice(cut) as SubPlay[];
  return { body: [...actions.slice(0, -1), { ...last, effects: last.effects.slice(0, cut) }], trailing };
}

/**
 * Writes actions whose owners are relative to `base`; an action of the other side goes in
 * parentheses. `readBack`: the actions are a moved card's event that ends its action, where
 * operations right after an `@` that wrote something stand apart as the rulings write them
 * (`GRA@ >JUN@BR2 #PA6+4`: Junta's free coup), the lowering reading them back into that event.
 */
function writeActions(w: Writer, actions: readonly Action[], base: Owner, readBack = false): void {
  let groupOpen = false;
  let afterEvent = false;
  for (const action of actions) {
    if (action.owner !== base && !groupOpen) { w.open(); groupOpen = true; }
    if (action.owner === base && groupOpen) { w.close(); groupOpen = false; }
    const isOps = action.symbol !== null && action.symbol !== '@';
    const apart = readBack && afterEvent && isOps;
    if (apart) w.inside--;
    if (action.symbol) w.symbol(action.symbol);
    if (apart) w.inside++;
    afterEvent = isOps ? afterEvent : action.symbol === '@' && action.effects.length > 0;
    writeEffects(w, action.effects, action.owner);
  }
  if (groupOpen) w.close();
}

function writeEffects(w: Writer, effects: readonly Effect[], base: Owner): void {
  let groupOpen = false;
  effects.forEach((effect, n) => {
    if (effect.owner !== base && !groupOpen) { w.open(); groupOpen = true; }
    if (effect.owner === base && groupOpen) { w.close(); groupOpen = false; }
    writeEffect(w, effect, n === effects.length - 1);
  });
  if (groupOpen) w.close();
}

function writeEffect(w: Writer, effect: Effect, lastOfAction = false): void {
  switch (effect.kind) {
    case 'subplay':
      writeSubPlay(w, effect);
      return;
    case 'card':
      writeCardMove(w, effect, lastOfAction);
      return;
    case 'hidden':
      w.item(printEffectText(effect), 'always-spaced');
      return;
    default:
      w.item(printEffectText(effect));
  }
}

function writeSubPlay(w: Writer, sub: SubPlay): void {
  w.card(sub.card.code);
  w.inside++;
  writeActions(w, sub.actions, sub.owner);
  w.inside--;
  w.last = 'spacedItem';
}

function writeCardMove(w: Writer, move: CardMove, lastOfAction: boolean): void {
  // A card mark stands apart (`BLO@ >CON`), except as the first thing in a group (the parser reads
  // a `>` in parentheses as the bare mark, TSN045, so only a mark in another's sub-play gets there).
  if (w.last === 'open') w.item(`>${move.card.code}`);
  else w.item(`>${move.card.code}`, 'always-spaced');
  if (move.event) {
    w.last = 'card';
    w.inside++;
    writeActions(w, move.event, move.owner, lastOfAction);
    w.inside--;
    // What follows the moved card's event is no longer its: a symbol after it stands apart
    // (`GRA@ >DEF@ &ID AT`), or the parser would read it into that event.
    w.last = 'spacedItem';
  }
}

/** The text of one effect on its own, without what surrounds it. */
export function printEffectText(effect: Effect): string {
  switch (effect.kind) {
    case 'influence': {
      const amount = Math.abs(effect.delta);
      return `${effect.country.code}${effect.delta < 0 ? '-' : ''}${amount === 1 ? '' : amount}`;
    }
    case 'coup': return `${effect.country.code}${effect.die}${effect.result !== undefined ? `+${effect.result}` : ''}`;
    case 'realign': return `${effect.country.code}${effect.usDie}:${effect.ussrDie}`;
    case 'space':
    case 'trap': return `${effect.die}${effect.success ? '+' : ''}`;
    case 'war': return `x${effect.country.code}${effect.die}${effect.won ? '+' : ''}`;
    case 'dice': return `d${effect.first}:${effect.second}`;
    case 'card': return `>${effect.card.code}`;
    case 'hidden': return `[${effect.returned ? '^' : ''}${effect.cards.map((c) => c.code).join(' ')}]`;
    case 'region': return effect.code;
    case 'subplay': return effect.card.code;
  }
}
