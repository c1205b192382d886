/** What a card, a country or a region is, in a few lines of Markdown for hovers and completion. */
import { cardByCode, cardTitle, countryByCode, regionByCode, type Card, type Country } from '../data';

const ERA_NAME = { Early: 'Early War', Mid: 'Mid War', Late: 'Late War' } as const;

/** `1 op · USSR · Early War`, the card's facts on one line. */
export function cardFacts(card: Card): string {
  const facts = [
    card.scoring ? 'scoring card' : `${card.ops} op${card.ops === 1 ? '' : 's'}`,
    card.side === 'neutral' ? 'neutral' : `${card.side} event`,
    ERA_NAME[card.era],
  ];
  if (card.removedAfterEvent) facts.push('removed after its event (*)');
  if (card.persistent) facts.push('stays in effect');
  if (card.optional) facts.push('optional card');
  return facts.join(' · ');
}

export function cardMarkdown(code: string): string | undefined {
  const card = cardByCode(code);
  if (!card) return undefined;
  return `**${card.code}** — **${cardTitle(card.code)}** (card ${card.number})\n\n${cardFacts(card)}\n\n${card.summary}`;
}

export function countryFacts(country: Country): string {
  const where = country.subregions.length ? `${country.region} (${country.subregions.join(', ')})` : country.region;
  return `${where} · stability ${country.stability}${country.battleground ? ' · battleground' : ''}`;
}

export function countryMarkdown(code: string): string | undefined {
  const country = countryByCode(code);
  if (!country) return undefined;
  const neighbours = country.adjacent.map((c) => {
    if (c === 'US') return 'the United States';
    if (c === 'SU') return 'the USSR';
    const n = countryByCode(c);
    return n ? `${n.name} (${c})` : c;
  });
  return `**${country.code}** — **${country.name}**\n\n${countryFacts(country)}\n\nAdjacent to ${neighbours.join(', ')}.`;
}

export function regionMarkdown(code: string): string | undefined {
  const region = regionByCode(code);
  if (!region) return undefined;
  return `**${region.code}** — **${region.name}**${region.kind === 'subregion' ? ` (part of ${region.region})` : ''}`;
}
