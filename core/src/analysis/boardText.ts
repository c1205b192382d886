/**
 * The board around a line in a few lines of Markdown: the tracks, and each country the line
 * changed, as the line's reading says (its facts come from the engine's record: a country an
 * effect changed at the end of the play is there, one changed and changed back is not).
 */
import { resultSentence, vpText } from '../common/text';
import { countryByCode, countryPosition, type Side } from '../data';
import { controlOf, influenceOf } from '../rules';
import type { Change } from './playRecord';
import type { LineReading } from './reading';

function change(value: Change<number | string> | undefined, now: number | string): string {
  return value === undefined || value.from === value.to ? `${now}` : `${value.from} → ${value.to}`;
}

export function boardMarkdown(label: string, reading: LineReading): string {
  const { facts, before, after } = reading;
  const vp = facts.vp ? { from: vpText(facts.vp.from), to: vpText(facts.vp.to) } : undefined;
  const tracks = [
    `DEFCON ${change(facts.defcon, after.defcon)}`,
    `VP ${change(vp, vpText(after.vp))}`,
    `military operations US ${change(facts.milops.US, after.milops.US)}, USSR ${change(facts.milops.USSR, after.milops.USSR)}`,
    `space race US ${change(facts.space.US, after.space.US)}, USSR ${change(facts.space.USSR, after.space.USSR)}`,
  ];
  const lines = [`**Board after ${label}:** ${tracks.join(' · ')}`];
  const changed = [...facts.influence].sort((a, b) => countryPosition(a.country) - countryPosition(b.country)).map((fact) => {
    const control = controlOf(after, fact.country);
    const controlBefore = controlOf(before, fact.country);
    const controlText = control === controlBefore ? (control ? `, ${control}-controlled` : '') : control ? `, now ${control}-controlled` : ', no longer controlled';
    const side = (s: Side) => change(fact[s], influenceOf(after, fact.country, s));
    return `${countryByCode(fact.country)?.name ?? fact.country} (${fact.country}): US ${side('US')}, USSR ${side('USSR')}${controlText}`;
  });
  if (changed.length) lines.push(changed.map((c) => `- ${c}`).join('\n'));
  if (facts.result) lines.push(`**Game over.** ${resultSentence(facts.result, after.vp, after.defcon)}.`);
  return lines.join('\n\n');
}
