/**
 * The lines of the digital edition's game log (Playdek's Twilight Struggle, as its app and the
 * ts-replayer site show it), each read into a record of what it says. A line the log format does
 * not have is an `unknown` record: the importer keeps it as `# not imported: …`.
 *
 * Round headers carry the first line of the round after their last colon
 * (`Turn 1, USSR AR2: Nasser*: Coup (1 Ops):`): it is read as a record of its own, on the same
 * log line.
 */
import type { Side } from '../data/sides';

export type OperationsKind = 'influence' | 'coup' | 'realign' | 'space';

export type LogRecord =
  | { readonly kind: 'blank' }
  | { readonly kind: 'setup' }
  | { readonly kind: 'headlinePhase'; readonly turn: number; readonly titles: string }
  | { readonly kind: 'actionRound'; readonly turn: number; readonly side: Side; readonly round: number; readonly title: string }
  | { readonly kind: 'player'; readonly name: string; readonly side: Side }
  | { readonly kind: 'handicap'; readonly side: Side; readonly amount: number }
  | { readonly kind: 'scenario'; readonly name: string }
  | { readonly kind: 'optionalCards' }
  | { readonly kind: 'timePerPlayer'; readonly time: string }
  | { readonly kind: 'influence'; readonly side: Side; readonly delta: number; readonly country: string; readonly us: number; readonly ussr: number }
  | { readonly kind: 'event'; readonly title: string }
  | { readonly kind: 'operations'; readonly what: OperationsKind; readonly ops: number }
  | { readonly kind: 'target'; readonly country: string }
  | { readonly kind: 'coupRoll'; readonly success: boolean; readonly die: number; readonly result: number }
  | { readonly kind: 'realignRoll'; readonly side: Side; readonly die: number; readonly total: number }
  | { readonly kind: 'spaceRoll'; readonly die: number; readonly success: boolean }
  | { readonly kind: 'spaceAdvance'; readonly side: Side; readonly box: number }
  /** VP: `gained` by `side` (none: no VP awarded), then the score as on the track (+ for the US). */
  | { readonly kind: 'vp'; readonly side: Side | null; readonly gained: number; readonly score: number }
  | { readonly kind: 'milops'; readonly side: Side; readonly value: number }
  | { readonly kind: 'defcon'; readonly level: number }
  | { readonly kind: 'inPlay'; readonly title: string; readonly now: boolean }
  | { readonly kind: 'reveal'; readonly side: Side; readonly title: string; readonly fromHand: boolean }
  | { readonly kind: 'nothingToReveal'; readonly side: Side }
  | { readonly kind: 'discard'; readonly side: Side; readonly title: string }
  | { readonly kind: 'plays'; readonly side: Side; readonly title: string }
  | { readonly kind: 'returns'; readonly side: Side; readonly title: string; readonly to: Side }
  | { readonly kind: 'headlines'; readonly side: Side; readonly title: string }
  | { readonly kind: 'war'; readonly country: string }
  | { readonly kind: 'warRoll'; readonly won: boolean; readonly die: number }
  | { readonly kind: 'trapRoll'; readonly die: number; readonly escaped: boolean }
  | { readonly kind: 'reshuffle' }
  | { readonly kind: 'olympics'; readonly side: Side; readonly takesPart: boolean }
  | { readonly kind: 'chooses'; readonly side: Side; readonly choice: string }
  /** `: :`, the line the log ends a finished game with. */
  | { readonly kind: 'end' }
  | { readonly kind: 'unknown'; readonly text: string };

export type RecordKind = LogRecord['kind'];

/** A record and where it stands in the log: its line (from 0) and the line's text. */
export interface PlacedRecord {
  readonly record: LogRecord;
  readonly line: number;
  readonly text: string;
}

const SIDE = '(USSR|USA?)';

/** A side as the log names it: `USSR`, `US` (the setup's `USA` too). */
function side(text: string): Side {
  return text === 'USSR' ? 'USSR' : 'US';
}

/** The score as on the VP track: `even`, `US 8`, `USSR 3`. */
function score(text: string): number {
  const m = /^(US|USSR) (\d+)$/.exec(text);
  return m ? (m[1] === 'US' ? Number(m[2]) : -Number(m[2])) : 0;
}

/**
 * One pattern per kind of line, tried in order; the first that matches reads the line. Each is
 * tried only on a line that starts with its literal beginning (none: any line), so that a line
 * meets a few patterns, not all of them.
 */
const PATTERNS: readonly [string, RegExp, (m: RegExpExecArray) => LogRecord][] = [
  ['US', /^(US|USSR) ([+-][1-9]\d*) in (.+?) \[(\d+)\]\[(\d+)\]$/, (m) => ({ kind: 'influence', side: side(m[1]!), delta: Number(m[2]), country: m[3]!, us: Number(m[4]), ussr: Number(m[5]) })],
  ['Event: ', /^Event: (.+)$/, (m) => ({ kind: 'event', title: m[1]! })],
  ['', /^(Place Influence|Coup|Realignment|Space Race) \((\d+) Ops?\):$/, (m) => ({ kind: 'operations', what: OPERATIONS[m[1]!]!, ops: Number(m[2]) })],
  ['Target: ', /^Target: (.+)$/, (m) => ({ kind: 'target', country: m[1]! })],
  ['', /^(SUCCESS|FAILURE): ([1-6]) \[.*= (-?\d+) \]$/, (m) => ({ kind: 'coupRoll', success: m[1] === 'SUCCESS', die: Number(m[2]), result: Number(m[3]) })],
  ['US', /^(US|USSR) rolls ([1-6])(?: \([+-]\d+\))?(?: = (\d+))?$/, (m) => ({ kind: 'realignRoll', side: side(m[1]!), die: Number(m[2]), total: Number(m[3] ?? m[2]) })],
  ['Die roll', /^Die roll: ([1-6]) -- (Success!|Failed!)(?: \(Needed \d+ or less\))?$/, (m) => ({ kind: 'spaceRoll', die: Number(m[1]), success: m[2] === 'Success!' })],
  ['US', /^(US|USSR) advances to (\d+) in the Space Race\.?$/, (m) => ({ kind: 'spaceAdvance', side: side(m[1]!), box: Number(m[2]) })],
  ['US', /^(US|USSR) gains (\d+) VP\. Score is (even|US \d+|USSR \d+)\.?$/, (m) => ({ kind: 'vp', side: side(m[1]!), gained: Number(m[2]), score: score(m[3]!) })],
  ['No VP', /^No VP awarded\. Score is (even|US \d+|USSR \d+)\.?$/, (m) => ({ kind: 'vp', side: null, gained: 0, score: score(m[1]!) })],
  ['US', /^(US|USSR) Military Ops to (\d+)$/, (m) => ({ kind: 'milops', side: side(m[1]!), value: Number(m[2]) })],
  ['DEFCON', /^DEFCON (?:degrades|improves) to (\d)$/, (m) => ({ kind: 'defcon', level: Number(m[1]) })],
  ['', /^(.+) is now in play\.?$/, (m) => ({ kind: 'inPlay', title: m[1]!, now: true })],
  ['', /^(.+) is no longer in play\.?$/, (m) => ({ kind: 'inPlay', title: m[1]!, now: false })],
  ['US', /^(US|USSR) has no cards?(?: to \w+)?\.?$/, (m) => ({ kind: 'nothingToReveal', side: side(m[1]!) })],
  ['US', /^(US|USSR) reveals (.+?)( from hand)?$/, (m) => ({ kind: 'reveal', side: side(m[1]!), title: m[2]!, fromHand: m[3] !== undefined })],
  ['US', /^(US|USSR) discards (.+)$/, (m) => ({ kind: 'discard', side: side(m[1]!), title: m[2]! })],
  ['US', /^(US|USSR) returns (.+) to (US|USSR)$/, (m) => ({ kind: 'returns', side: side(m[1]!), title: m[2]!, to: side(m[3]!) })],
  ['US', /^(US|USSR) plays (.+)$/, (m) => ({ kind: 'plays', side: side(m[1]!), title: m[2]! })],
  ['US', /^(US|USSR) Headlines (.+)$/, (m) => ({ kind: 'headlines', side: side(m[1]!), title: m[2]! })],
  ['War in ', /^War in (.+)$/, (m) => ({ kind: 'war', country: m[1]! })],
  ['', /^(VICTORY|DEFEAT): ([1-6])(?: \([+-]\d+\))?\s+(?:>=|<) \d+$/, (m) => ({ kind: 'warRoll', won: m[1] === 'VICTORY', die: Number(m[2]) })],
  ['Trap Roll', /^Trap Roll: ([1-6]) (?:<=|>) \d+ -- Trap (Escaped|Remains in Effect)$/, (m) => ({ kind: 'trapRoll', die: Number(m[1]), escaped: m[2] === 'Escaped' })],
  ['*', /^\*RESHUFFLE\*$/, () => ({ kind: 'reshuffle' })],
  ['US', /^(US|USSR) chooses to (participate in|boycott) the Olympics\.?$/, (m) => ({ kind: 'olympics', side: side(m[1]!), takesPart: m[2] === 'participate in' })],
  ['US', /^(US|USSR) chooses (.+?)\.?$/, (m) => ({ kind: 'chooses', side: side(m[1]!), choice: m[2]! })],
  ['', new RegExp(`^(.+) will play as ${SIDE}\\.?$`), (m) => ({ kind: 'player', name: m[1]!, side: side(m[2]!) })],
  ['Handicap', /^Handicap influence: (US|USSR) ([+-]?\d+)$/, (m) => ({ kind: 'handicap', side: side(m[1]!), amount: Number(m[2]) })],
  ['Scenario', /^Scenario: (.+)$/, (m) => ({ kind: 'scenario', name: m[1]! })],
  ['Optional', /^Optional Cards Added$/, () => ({ kind: 'optionalCards' })],
  ['Time per', /^Time per Player: (.+)$/, (m) => ({ kind: 'timePerPlayer', time: m[1]! })],
  [':', /^:\s*:$/, () => ({ kind: 'end' })],
];

const OPERATIONS: Readonly<Record<string, OperationsKind>> = {
  'Place Influence': 'influence', Coup: 'coup', Realignment: 'realign', 'Space Race': 'space',
};

/** A round's header, and what follows its last colon (the round's first line, on the same line). */
const HEADERS: readonly [RegExp, (m: RegExpExecArray) => LogRecord][] = [
  [/^SETUP:\s*:?\s*(.*)$/, () => ({ kind: 'setup' })],
  [/^Turn (10|[1-9]), Headline Phase: (.*?):(?: (.*))?$/, (m) => ({ kind: 'headlinePhase', turn: Number(m[1]), titles: m[2]! })],
  [/^Turn (10|[1-9]), (USSR|US) AR([1-8]): (.*?):(?: (.*))?$/, (m) => ({ kind: 'actionRound', turn: Number(m[1]), side: side(m[2]!), round: Number(m[3]), title: m[4]! })],
];

/** The rest of a header line: the text after it that is a line of its own. */
const HEADER_REST: readonly RegExp[] = [/^SETUP:\s*:?\s*(.*)$/, /^Turn \d+, Headline Phase: .*?:(?: (.*))?$/, /^Turn \d+, (?:USSR|US) AR\d: .*?:(?: (.*))?$/];

/** Reads one line of a log (without its line break); a header may be followed by a second record. */
export function readLogLine(raw: string): LogRecord[] {
  const text = raw.trim();
  if (text === '') return [{ kind: 'blank' }];
  if (!text.startsWith('Turn ') && !text.startsWith('SETUP')) return [readBody(text)];
  for (let h = 0; h < HEADERS.length; h++) {
    const [pattern, make] = HEADERS[h]!;
    const m = pattern.exec(text);
    if (!m) continue;
    const rest = (HEADER_REST[h]!.exec(text)?.[1] ?? '').trim();
    return rest === '' ? [make(m)] : [make(m), readBody(rest)];
  }
  return [readBody(text)];
}

function readBody(text: string): LogRecord {
  for (const [start, pattern, make] of PATTERNS) {
    if (!text.startsWith(start)) continue;
    const m = pattern.exec(text);
    if (m) return make(m);
  }
  return { kind: 'unknown', text };
}

/** Every record of a log, in order, each with its line. */
export function readLog(lines: readonly string[]): PlacedRecord[] {
  const records: PlacedRecord[] = [];
  lines.forEach((text, line) => {
    for (const record of readLogLine(text)) records.push({ record, line, text });
  });
  return records;
}
