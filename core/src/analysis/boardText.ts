/** The board around a line in a few lines of Markdown: the tracks, and each country the line changed. */
import { vpText } from '../common/text';
import { COUNTRIES } from '../data';
import { controlAt, describeResult, influenceAt, type GameState, type Side } from '../rules';


function change(before: number | string, after: number | string): string {
  return before === after ? `${after}` : `${before} → ${after}`;
}

export function boardMarkdown(label: string, before: GameState, after: GameState): string {
  const tracks = [
    `DEFCON ${change(before.defcon, after.defcon)}`,
    `VP ${change(vpText(before.vp), vpText(after.vp))}`,
    `military operations US ${change(before.milops.US, after.milops.US)}, USSR ${change(before.milops.USSR, after.milops.USSR)}`,
    `space race US ${change(before.space.US, after.space.US)}, USSR ${change(before.space.USSR, after.space.USSR)}`,
  ];
  const lines = [`**Board after ${label}:** ${tracks.join(' · ')}`];
  const changed: string[] = [];
  COUNTRIES.forEach((country, i) => {
    const sides: Side[] = ['US', 'USSR'];
    const b = sides.map((s) => influenceAt(before.influence, i, s));
    const a = sides.map((s) => influenceAt(after.influence, i, s));
    if (b[0] === a[0] && b[1] === a[1]) return;
    const control = controlAt(after.influence, i);
    const controlBefore = controlAt(before.influence, i);
    const controlText = control === controlBefore ? (control ? `, ${control}-controlled` : '') : control ? `, now ${control}-controlled` : ', no longer controlled';
    changed.push(`${country.name} (${country.code}): US ${change(b[0]!, a[0]!)}, USSR ${change(b[1]!, a[1]!)}${controlText}`);
  });
  if (changed.length) lines.push(changed.map((c) => `- ${c}`).join('\n'));
  const result = before.result ? null : describeResult(after);
  if (result !== null) lines.push(`**Game over.** ${result}.`);
  return lines.join('\n\n');
}
