/**
 * The names the digital edition's log gives cards, countries and regions, looked up in the
 * game's data: a card by its title (`Grain Sales To Soviets`, `"Ask Not What Your Country..."*`),
 * a country by its name or a name people write for it (`UK`, `Laos/Cambodia`).
 */
import { CARDS, type Card } from '../data/cards';
import { COUNTRIES, type Country } from '../data/countries';
import { REGIONS, SUBREGIONS, regionCodeOf, type RegionCode } from '../data/regions';

/**
 * A title reduced to what tells cards apart: lower case, letters and digits only. The log writes
 * Middle East Scoring as `Mideast Scoring`, marks removed cards with `*`, quotes some titles and
 * shortens the longest with `...`.
 */
function key(title: string): string {
  return title.toLowerCase().replace(/mideast/g, 'middleeast').replace(/[^a-z0-9]/g, '');
}

const CARD_BY_KEY = new Map<string, Card>(CARDS.map((card) => [key(card.name), card]));

/** The titles already looked up: a log names the same few dozen cards hundreds of times. */
const BY_TITLE = new Map<string, Card | undefined>();

/** The card a log names, or undefined. A title cut with `...` matches the one card it begins. */
export function cardByLogName(name: string): Card | undefined {
  if (BY_TITLE.has(name)) return BY_TITLE.get(name);
  const card = lookUpCard(name);
  // Bounded: a log of random text must not grow the table without end.
  if (BY_TITLE.size < 10_000) BY_TITLE.set(name, card);
  return card;
}

function lookUpCard(name: string): Card | undefined {
  const wanted = key(name);
  if (!wanted) return undefined;
  const exact = CARD_BY_KEY.get(wanted);
  if (exact) return exact;
  if (!/\.\.\.|…/.test(name)) return undefined;
  const begun = CARDS.filter((card) => key(card.name).startsWith(wanted));
  return begun.length === 1 ? begun[0] : undefined;
}

const COUNTRY_BY_NAME = new Map<string, Country>();
for (const country of COUNTRIES) {
  for (const name of [country.name, ...country.aliases]) COUNTRY_BY_NAME.set(name.toLowerCase(), country);
}

/** The country a log names (`West Germany`, `UK`, `SE African States`), or undefined. */
export function countryByLogName(name: string): Country | undefined {
  return COUNTRY_BY_NAME.get(name.trim().toLowerCase());
}

/** The region code of a region the log names (`South America` → `Sa`), or undefined. */
export function regionByLogName(name: string): RegionCode | undefined {
  const wanted = name.trim().toLowerCase().replace(/^mideast$/, 'middle east');
  const region = [...REGIONS, ...SUBREGIONS].find((r) => r.toLowerCase() === wanted);
  return region ? regionCodeOf(region) : undefined;
}
