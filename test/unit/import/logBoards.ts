/**
 * What a digital-edition game log itself prints of the board, read round by round with patterns of
 * this file's own (not the importer's): the influence counts `[US][USSR]` after each influence line,
 * the score (`Score is …`), DEFCON, the space race and military operations. The comparison test
 * checks the engine's board against these, so it fails if the importer or the engine drifts.
 */
import { COUNTRIES } from '../../../core/src/data';
import type { Side } from '../../../core/src/data/sides';

export interface Counts { US: number; USSR: number }

export interface LogBoard {
  /** The TSN label of the round the log has just finished (`1.S`, `3.H`, `3.4`). */
  readonly label: string;
  /** The log line (from 1) the round ends at. */
  readonly line: number;
  readonly influence: Readonly<Record<string, Counts>>;
  readonly defcon: number;
  /** The score as on the VP track; undefined when a turn ended since the log last printed it (the penalty is not printed). */
  readonly vp: number | undefined;
  readonly milops: Counts;
  readonly space: Counts;
}

const NAME_TO_CODE = new Map<string, string>();
for (const country of COUNTRIES) for (const name of [country.name, ...country.aliases]) NAME_TO_CODE.set(name.toLowerCase(), country.code);

/** The board after each round the log tells, by TSN label: the last one the log prints for it. */
export function logBoards(text: string): Map<string, LogBoard> {
  const influence: Record<string, Counts> = {};
  for (const country of COUNTRIES) influence[country.code] = { ...country.startInfluence };
  let defcon = 5;
  let vp: number | undefined = 0;
  let milops: Counts = { US: 0, USSR: 0 };
  const space: Counts = { US: 0, USSR: 0 };
  const boards = new Map<string, LogBoard>();
  let label: string | undefined;
  let line = 0;
  const close = () => {
    if (label === undefined) return;
    const copy: Record<string, Counts> = {};
    for (const code of Object.keys(influence)) copy[code] = { ...influence[code]! };
    boards.set(label, { label, line, influence: copy, defcon, vp, milops: { ...milops }, space: { ...space } });
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const header = /^(?:(SETUP):|Turn (\d+), (?:(Headline) Phase|(?:USSR|US) AR(\d+)):|:\s*:$)/.exec(raw);
    if (header) {
      close();
      label = header[1] ? '1.S' : header[3] ? `${header[2]}.H` : header[4] ? `${header[2]}.${header[4]}` : undefined;
      if (header[3]) { milops = { US: 0, USSR: 0 }; vp = undefined; }
    }
    line = index + 1;
    let m = /(US|USSR) [+-]\d+ in (.+?) \[(\d+)\]\[(\d+)\]\s*$/.exec(raw);
    if (m) {
      const code = NAME_TO_CODE.get(m[2]!.toLowerCase());
      if (!code) throw new Error(`line ${line}: no country "${m[2]}"`);
      influence[code] = { US: Number(m[3]), USSR: Number(m[4]) };
    }
    m = /Score is (?:even|(US|USSR) (\d+))/.exec(raw);
    if (m) vp = m[1] === undefined ? 0 : m[1] === 'US' ? Number(m[2]) : -Number(m[2]);
    m = /DEFCON (?:degrades|improves) to (\d)/.exec(raw);
    if (m) defcon = Number(m[1]);
    m = /(US|USSR) advances to (\d+) in the Space Race/.exec(raw);
    if (m) space[m[1] as Side] = Number(m[2]);
    m = /(US|USSR) Military Ops to (\d+)/.exec(raw);
    if (m) milops[m[1] as Side] = Number(m[2]);
  });
  close();
  return boards;
}
