// The 110 cards of Twilight Struggle (Deluxe Edition): 1-103 and the optional 104-110.
// The table between the GENERATED markers is written by scripts/gen-data.mjs from
// test/fixtures/reference/cards.json; test/unit/data/cards.test.ts checks every field.
// Summaries are the project's own paraphrases of the card texts, kept exactly as in the reference.
// Pure data: no editor or LSP imports.

import { codeIndex, type CodeIndex } from './codeIndex';
import type { Side } from './sides';

/** Whose event the card carries: `neutral` is the split star (either player may use it). */
export type CardSide = Side | 'neutral';

/** Early War cards are in the deck from turn 1, Mid War from turn 4, Late War from turn 8. */
export type Era = 'Early' | 'Mid' | 'Late';

export interface Card {
  readonly number: number;
  /** Three-character TSN code (`NAS`, `CB5`, ...). */
  readonly code: string;
  /** Title as in the reference, decorative quotes included (`"We Will Bury You"`). */
  readonly name: string;
  /** Printed operations value; 0 for scoring cards, 4 for The China Card. */
  readonly ops: number;
  readonly side: CardSide;
  readonly era: Era;
  /** Asterisked: removed from the game when its event is played (rule 5.2 exceptions aside). */
  readonly removedAfterEvent: boolean;
  /** Underlined: stays in effect until cancelled or the game ends (rules 2.2.5, 7.3). */
  readonly persistent: boolean;
  readonly scoring: boolean;
  /** War card: its event credits military operations (rules 7.6, 8.2.4). */
  readonly war: boolean;
  /** One of the optional cards 104-110. */
  readonly optional: boolean;
  /** False only for The China Card, which is never shuffled into the deck. */
  readonly inDeck: boolean;
  /** False for the cards that may not be headlined (rule 4.5 C): The China Card and UN Intervention. */
  readonly mayBeHeadlined: boolean;
  /** How long the event lasts, in words (`immediate`, `rest of turn`, ...). */
  readonly effectDuration: string;
  readonly summary: string;
  /** Rulings and source remarks from the reference (empty when none). */
  readonly notes: readonly string[];
}

type CardSpec = Pick<Card, 'number' | 'code' | 'name' | 'ops' | 'side' | 'era' | 'effectDuration' | 'summary'> &
  Partial<Pick<Card, 'removedAfterEvent' | 'persistent' | 'scoring' | 'war' | 'optional' | 'inDeck' | 'mayBeHeadlined' | 'notes'>>;

/** Builds a card; the flags left out are false, except `inDeck` and `mayBeHeadlined`, true. */
function card(spec: CardSpec): Card {
  return Object.freeze({
    number: spec.number,
    code: spec.code,
    name: spec.name,
    ops: spec.ops,
    side: spec.side,
    era: spec.era,
    removedAfterEvent: spec.removedAfterEvent ?? false,
    persistent: spec.persistent ?? false,
    scoring: spec.scoring ?? false,
    war: spec.war ?? false,
    optional: spec.optional ?? false,
    inDeck: spec.inDeck ?? true,
    mayBeHeadlined: spec.mayBeHeadlined ?? true,
    effectDuration: spec.effectDuration,
    summary: spec.summary,
    notes: Object.freeze([...(spec.notes ?? [])]),
  });
}

export const CARDS: readonly Card[] = Object.freeze([
  // BEGIN GENERATED cards (scripts/gen-data.mjs)
  // Early War: 1-35.
  card({
    number: 1, code: 'SAS', name: 'Asia Scoring', ops: 0, side: 'neutral', era: 'Early',
    scoring: true,
    effectDuration: 'immediate',
    summary: 'Scores Asia (the Southeast Asia countries included) for both players: Presence 3 VP, Domination ' +
      '7 VP, Control 9 VP; each player also gets +1 VP per battleground it controls in Asia and +1 VP ' +
      'per Asian country it controls that is adjacent to the enemy superpower (Japan for the USSR; ' +
      'North Korea or Afghanistan for the US). Only the net difference moves the VP marker. Scoring ' +
      'card: 0 ops, may not be held at turn end. Formosan Resolution (35) and Shuttle Diplomacy (73) ' +
      'modify it.',
  }),
  card({
    number: 2, code: 'SEU', name: 'Europe Scoring', ops: 0, side: 'neutral', era: 'Early',
    scoring: true,
    effectDuration: 'immediate',
    summary: 'Scores Europe for both players: Presence 3 VP, Domination 7 VP; Control of Europe wins the game ' +
      'immediately. Each player also gets +1 VP per battleground it controls in Europe and +1 VP per ' +
      'European country it controls that is adjacent to the enemy superpower (Canada for the USSR; ' +
      'Finland, Poland or Romania for the US). Net difference applied. Scoring card, may not be held.',
  }),
  card({
    number: 3, code: 'SME', name: 'Middle East Scoring', ops: 0, side: 'neutral', era: 'Early',
    scoring: true,
    effectDuration: 'immediate',
    summary: 'Scores the Middle East for both players: Presence 3 VP, Domination 5 VP, Control 7 VP, plus +1 ' +
      'VP per battleground controlled there. (No Middle East country touches a superpower space, so the ' +
      'card has no adjacency bonus.) Net difference applied. Scoring card, may not be held.',
  }),
  card({
    number: 4, code: 'DAC', name: 'Duck and Cover', ops: 3, side: 'US', era: 'Early',
    effectDuration: 'immediate',
    summary: 'Degrade DEFCON by 1; the US then gains VP equal to 5 minus the resulting DEFCON level (e.g. 2 VP ' +
      'if DEFCON is now 3).',
  }),
  card({
    number: 5, code: 'FYP', name: 'Five Year Plan', ops: 3, side: 'US', era: 'Early',
    effectDuration: 'immediate',
    summary: 'The USSR discards one card chosen at random from its hand. If that card carries a US event, the ' +
      'event is carried out immediately (by the US); a USSR or neutral event on it does not happen.',
    notes: [
      'The China Card is never in the hand for this purpose (rule 9.5).',
    ],
  }),
  card({
    number: 6, code: 'CHN', name: 'The China Card', ops: 4, side: 'neutral', era: 'Early',
    inDeck: false, mayBeHeadlined: false,
    effectDuration: 'not an event card',
    summary: 'Not dealt: begins the game face up with the USSR and is outside the hand limit. Worth 4 ops, +1 ' +
      'op (5) if every op is spent in Asia (Southeast Asia included). After being played it goes face ' +
      'down to the opponent and becomes playable at the end-of-turn flip. The player holding it at the ' +
      'end of turn 10 gains 1 VP. Play by the US cancels Formosan Resolution. It may not be headlined, ' +
      'used for a discard an event demands, or played if that would leave a scoring card unplayed; its ' +
      'play is never forced.',
    notes: [
      'Not an event card; its ops can be spent on the Space Race (2008 FAQ).',
    ],
  }),
  card({
    number: 7, code: 'SOC', name: 'Socialist Governments', ops: 3, side: 'USSR', era: 'Early',
    effectDuration: 'immediate',
    summary: 'Remove a total of 3 US influence from countries in Western Europe, no more than 2 from any one ' +
      'country. Cannot be played as an event while The Iron Lady (83) is in effect.',
  }),
  card({
    number: 8, code: 'FID', name: 'Fidel', ops: 2, side: 'USSR', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Remove all US influence from Cuba, then the USSR adds enough influence to control Cuba ' +
      '(stability 3).',
  }),
  card({
    number: 9, code: 'VIE', name: 'Vietnam Revolts', ops: 2, side: 'USSR', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'rest of turn',
    summary: 'Add 2 USSR influence in Vietnam. For the rest of the turn the USSR gets +1 op on any card whose ' +
      'ops are all spent in Southeast Asia.',
  }),
  card({
    number: 10, code: 'BLO', name: 'Blockade', ops: 1, side: 'USSR', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Unless the US immediately discards a card worth 3 or more ops, all US influence in West Germany ' +
      'is removed.',
  }),
  card({
    number: 11, code: 'KOR', name: 'Korean War', ops: 2, side: 'USSR', era: 'Early',
    removedAfterEvent: true, war: true,
    effectDuration: 'immediate',
    summary: 'War. North Korea invades South Korea: roll one die and subtract 1 for each US-controlled country ' +
      'adjacent to South Korea (Japan, Taiwan, North Korea). On a modified 4-6 the USSR wins: it gains ' +
      '2 VP and all US influence in South Korea is replaced by the same amount of USSR influence. The ' +
      'USSR adds 2 to its Military Operations track whatever the result.',
    notes: [
      '2nd-edition change kept in Deluxe: the event no longer degrades DEFCON (2008 FAQ).',
    ],
  }),
  card({
    number: 12, code: 'ROM', name: 'Romanian Abdication', ops: 1, side: 'USSR', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Remove all US influence from Romania, then the USSR adds enough influence to control Romania ' +
      '(stability 3).',
  }),
  card({
    number: 13, code: 'AIW', name: 'Arab-Israeli War', ops: 2, side: 'USSR', era: 'Early',
    war: true,
    effectDuration: 'immediate',
    summary: 'War. A Pan-Arab coalition invades Israel: roll one die, -1 if the US controls Israel and -1 for ' +
      'each US-controlled country adjacent to Israel (Egypt, Jordan, Lebanon, Syria). On a modified 4-6 ' +
      'the USSR wins: +2 VP and all US influence in Israel is replaced by USSR influence. The USSR adds ' +
      '2 to its Military Operations track regardless. Cannot be played as an event once Camp David ' +
      'Accords (65) is in effect.',
  }),
  card({
    number: 14, code: 'COM', name: 'COMECON', ops: 3, side: 'USSR', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Add 1 USSR influence to each of 4 different Eastern European countries that are not ' +
      'US-controlled.',
  }),
  card({
    number: 15, code: 'NAS', name: 'Nasser', ops: 1, side: 'USSR', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Add 2 USSR influence in Egypt and remove half of the US influence in Egypt, rounded up.',
  }),
  card({
    number: 16, code: 'WPF', name: 'Warsaw Pact Formed', ops: 3, side: 'USSR', era: 'Early',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'The USSR chooses one: remove all US influence from 4 countries in Eastern Europe, or add 5 USSR ' +
      'influence in Eastern Europe with no more than 2 per country. Once played as an event it allows ' +
      'NATO (21) to be played as an event; it stays displayed for that reason.',
  }),
  card({
    number: 17, code: 'DGL', name: 'De Gaulle Leads France', ops: 3, side: 'USSR', era: 'Early',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'Remove 2 US influence from France and add 1 USSR influence there. While displayed, NATO no ' +
      'longer protects France.',
  }),
  card({
    number: 18, code: 'CNS', name: 'Captured Nazi Scientist', ops: 1, side: 'neutral', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The player of the event advances its own Space Race marker one box, taking that box\'s VP/ability ' +
      'normally. This is not a Space Race attempt and does not use the once-per-turn limit.',
  }),
  card({
    number: 19, code: 'TRU', name: 'Truman Doctrine', ops: 1, side: 'US', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Remove all USSR influence from one European country that is controlled by neither player.',
    notes: [
      '2008 FAQ: \'uncontrolled\' means controlled by neither side.',
    ],
  }),
  card({
    number: 20, code: 'OLY', name: 'Olympic Games', ops: 2, side: 'neutral', era: 'Early',
    effectDuration: 'immediate',
    summary: 'The player of the event sponsors the Games; the opponent chooses to participate or boycott. ' +
      'Participate: both roll one die, the sponsor adds 2, the higher total gains 2 VP, ties are ' +
      're-rolled. Boycott: DEFCON degrades by 1 and the sponsor then conducts operations as if it had ' +
      'played a 4-ops card.',
  }),
  card({
    number: 21, code: 'NAT', name: 'NATO', ops: 4, side: 'US', era: 'Early',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'Playable as an event only after Marshall Plan (23) or Warsaw Pact Formed (16) has been played as ' +
      'an event. From then on the USSR may not make coup attempts or realignment rolls against ' +
      'US-controlled countries in Europe, and US-controlled European countries cannot be the target of ' +
      'Brush War (36). Exceptions once they are played: France (De Gaulle Leads France, 17) and West ' +
      'Germany (Willy Brandt, 55).',
    notes: [
      'If triggered by the USSR before its prerequisite, the event does not happen and the card is ' +
        'discarded, not removed (rule 5.2 example 1).',
    ],
  }),
  card({
    number: 22, code: 'IND', name: 'Independent Reds', ops: 2, side: 'US', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The US picks one of Yugoslavia, Romania, Bulgaria, Hungary or Czechoslovakia and adds US ' +
      'influence there until it equals the USSR influence in that country.',
  }),
  card({
    number: 23, code: 'MAR', name: 'Marshall Plan', ops: 4, side: 'US', era: 'Early',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'Add 1 US influence to each of 7 different Western European countries that are not ' +
      'USSR-controlled. Once played as an event it allows NATO (21) to be played as an event; it stays ' +
      'displayed for that reason.',
  }),
  card({
    number: 24, code: 'IPW', name: 'Indo-Pakistani War', ops: 2, side: 'neutral', era: 'Early',
    war: true,
    effectDuration: 'immediate',
    summary: 'War. The player chooses whether India invades Pakistan or Pakistan invades India. Roll one die, ' +
      '-1 for each opponent-controlled country adjacent to the target. On a modified 4-6 the player ' +
      'gains 2 VP and replaces all the opponent\'s influence in the target with its own. The player adds ' +
      '2 to its Military Operations track whatever the result.',
  }),
  card({
    number: 25, code: 'CON', name: 'Containment', ops: 3, side: 'US', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'rest of turn',
    summary: 'For the rest of the turn every card the US plays for operations gets +1 op, up to a maximum of ' +
      '4.',
    notes: [
      'Modifies ops for all purposes, including China Card and coups (rule 7.4).',
    ],
  }),
  card({
    number: 26, code: 'CIA', name: 'CIA Created', ops: 1, side: 'US', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'hand shown for the rest of the turn',
    summary: 'The USSR shows its hand to the US; then the US conducts operations as if it had played a 1-op ' +
      'card (modifiers such as Containment apply).',
  }),
  card({
    number: 27, code: 'USJ', name: 'US/Japan Mutual Defense Pact', ops: 4, side: 'US', era: 'Early',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'The US adds enough influence to control Japan. While displayed, the USSR may not make coup ' +
      'attempts or realignment rolls in Japan.',
  }),
  card({
    number: 28, code: 'SUE', name: 'Suez Crisis', ops: 3, side: 'USSR', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Remove a total of 4 US influence from France, the United Kingdom and Israel, no more than 2 from ' +
      'any one of them.',
  }),
  card({
    number: 29, code: 'EEU', name: 'East European Unrest', ops: 3, side: 'US', era: 'Early',
    effectDuration: 'immediate',
    summary: 'Early or Mid War (turns 1-7): remove 1 USSR influence from each of 3 countries in Eastern ' +
      'Europe. Late War (turns 8-10): remove 2 USSR influence from each of 3 Eastern European ' +
      'countries.',
  }),
  card({
    number: 30, code: 'DEC', name: 'Decolonization', ops: 2, side: 'USSR', era: 'Early',
    effectDuration: 'immediate',
    summary: 'Add 1 USSR influence to each of 4 different countries in Africa and/or Southeast Asia.',
  }),
  card({
    number: 31, code: 'RED', name: 'Red Scare/Purge', ops: 4, side: 'neutral', era: 'Early',
    effectDuration: 'rest of turn',
    summary: 'For the rest of the turn every card the opponent of the event\'s player plays for operations is ' +
      'worth 1 op less, to a minimum of 1.',
    notes: [
      'Neutral card: the player who triggers it chooses the victim implicitly (the opponent).',
    ],
  }),
  card({
    number: 32, code: 'UNI', name: 'UN Intervention', ops: 1, side: 'neutral', era: 'Early',
    mayBeHeadlined: false,
    effectDuration: 'immediate',
    summary: 'Played together with a card from the player\'s hand that carries the opponent\'s event: that event ' +
      'is cancelled (the card goes to the discard pile, not removed) and the player uses the cancelled ' +
      'card\'s ops for operations. May not be played in the headline phase.',
    notes: [
      'Interacts with U2 Incident (60) and \'We Will Bury You\' (50).',
    ],
  }),
  card({
    number: 33, code: 'DES', name: 'De-Stalinization', ops: 3, side: 'USSR', era: 'Early',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The USSR may move up to 4 of its existing influence points from any countries to countries that ' +
      'are not US-controlled, placing no more than 2 in any one destination country.',
  }),
  card({
    number: 34, code: 'NTB', name: 'Nuclear Test Ban', ops: 4, side: 'neutral', era: 'Early',
    effectDuration: 'immediate',
    summary: 'The player of the event gains VP equal to the current DEFCON level minus 2, then DEFCON improves ' +
      'by 2 (never above 5).',
  }),
  card({
    number: 35, code: 'FOR', name: 'Formosan Resolution', ops: 2, side: 'US', era: 'Early',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'until the US plays The China Card',
    summary: 'While displayed, Taiwan counts as a battleground for Asia Scoring and for final scoring if the ' +
      'US controls it; it is not a battleground for any other purpose. Cancelled (discarded) when the ' +
      'US plays The China Card (6).',
  }),

  // Mid War: 36-81.
  card({
    number: 36, code: 'BRU', name: 'Brush War', ops: 3, side: 'neutral', era: 'Mid',
    war: true,
    effectDuration: 'immediate',
    summary: 'War. The player attacks any country with stability 1 or 2 (NATO-protected US-controlled European ' +
      'countries excepted). Roll one die, -1 for each adjacent country controlled by the opponent (an ' +
      'adjacent enemy superpower space counts, rule 2.1.5). On a modified 3-6 the player gains 1 VP and ' +
      'replaces all the opponent\'s influence in the target with its own. The player adds 3 to its ' +
      'Military Operations track whatever the result.',
    notes: [
      '2008 FAQ confirms the superpower-space modifier.',
    ],
  }),
  card({
    number: 37, code: 'SCA', name: 'Central America Scoring', ops: 0, side: 'neutral', era: 'Mid',
    scoring: true,
    effectDuration: 'immediate',
    summary: 'Scores Central America: Presence 1 VP, Domination 3 VP, Control 5 VP, +1 VP per battleground ' +
      'controlled there, +1 VP per controlled country adjacent to the enemy superpower (Mexico or Cuba ' +
      'for the USSR). Net difference applied. Scoring card, may not be held.',
  }),
  card({
    number: 38, code: 'SSE', name: 'Southeast Asia Scoring', ops: 0, side: 'neutral', era: 'Mid',
    removedAfterEvent: true, scoring: true,
    effectDuration: 'immediate',
    summary: 'Each player gains 1 VP for each of Burma, Laos/Cambodia, Vietnam, Malaysia, Indonesia and the ' +
      'Philippines it controls and 2 VP if it controls Thailand; net difference applied. The only ' +
      'scoring card removed after play. Southeast Asia is not scored separately at final scoring (it is ' +
      'part of Asia). May not be held.',
  }),
  card({
    number: 39, code: 'ARM', name: 'Arms Race', ops: 3, side: 'neutral', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'Compare Military Operations tracks. If the phasing player has more military ops than the ' +
      'opponent it gains 1 VP; if it has more and has also met its required military ops (at least the ' +
      'current DEFCON level) it gains 3 VP instead.',
  }),
  card({
    number: 40, code: 'CMC', name: 'Cuban Missile Crisis', ops: 3, side: 'neutral', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'rest of turn',
    summary: 'DEFCON is set to 2. For the rest of the turn any coup attempt by the opponent of the event\'s ' +
      'player means nuclear war and that opponent loses. The opponent may cancel the effect at any ' +
      'time: the USSR by removing 2 of its own influence from Cuba, the US by removing 2 of its own ' +
      'influence from West Germany or Turkey.',
    notes: [
      '2008 FAQ: the threat applies even if DEFCON later rises; Nuclear Subs does not protect against ' +
        'it.',
    ],
  }),
  card({
    number: 41, code: 'NUC', name: 'Nuclear Subs', ops: 2, side: 'US', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'rest of turn',
    summary: 'For the rest of the turn, US coup attempts made with operations in battleground countries do not ' +
      'degrade DEFCON. It does not shield against Cuban Missile Crisis and does not affect events that ' +
      'move DEFCON.',
  }),
  card({
    number: 42, code: 'QUA', name: 'Quagmire', ops: 3, side: 'USSR', era: 'Mid',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'until the US rolls 1-4 (crosses turns)',
    summary: 'Beginning with its next action round, in every US action round the US must discard a card worth ' +
      '2 or more ops (its event does not happen) and roll a die; 1-4 ends the Quagmire and normal play ' +
      'resumes the following action round. If the US holds no card worth 2+ ops it may only play ' +
      'scoring cards and otherwise gives up the action round. Continues into later turns until escaped ' +
      '(headlines unaffected). Cancels NORAD (106).',
    notes: [
      'Deluxe text: \'may only play scoring cards until the next turn\'; later wiki wording: \'must play ' +
        'all of its scoring cards and then skip each action round for the rest of the turn\'.',
      'persistent=true per aasmith (display_after_event) and the VASSAL module ' +
        '(TrapEvent.isUnderlined); the Playdek-derived Lua tracks it with its own trap state instead of ' +
        '\'card in play\'.',
    ],
  }),
  card({
    number: 43, code: 'SAL', name: 'SALT Negotiations', ops: 3, side: 'neutral', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'rest of turn (coup modifier)',
    summary: 'DEFCON improves by 2. For the rest of the turn all coup attempts by both players get -1 on the ' +
      'die. The player of the event may also take one non-scoring card from the discard pile into its ' +
      'hand after showing it to the opponent.',
  }),
  card({
    number: 44, code: 'BEA', name: 'Bear Trap', ops: 3, side: 'US', era: 'Mid',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'until the USSR rolls 1-4 (crosses turns)',
    summary: 'Mirror image of Quagmire for the USSR: from its next action round the USSR must, each action ' +
      'round, discard a card worth 2+ ops and roll a die, escaping on 1-4; without such a card it may ' +
      'only play scoring cards and otherwise forfeits the action round. Lasts across turns until ' +
      'escaped.',
    notes: [
      'Same Deluxe/wiki wording difference as Quagmire (42).',
      'persistent=true: same evidence as Quagmire.',
    ],
  }),
  card({
    number: 45, code: 'SUM', name: 'Summit', ops: 1, side: 'neutral', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'Both players roll one die and add 1 for each region they Dominate or Control. The higher total ' +
      'gains 2 VP and may move DEFCON one level in either direction. Ties: nothing happens (no ' +
      're-roll).',
  }),
  card({
    number: 46, code: 'HIL', name: 'How I Learned to Stop Worrying', ops: 2, side: 'neutral', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The player of the event sets DEFCON to any level from 1 to 5 and adds 5 to its Military ' +
      'Operations track.',
    notes: [
      'Setting DEFCON to 1 makes the phasing player lose (rule 8.1.3).',
    ],
  }),
  card({
    number: 47, code: 'JUN', name: 'Junta', ops: 2, side: 'neutral', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'Add 2 influence of the player\'s own to one country in Central or South America. Then the player ' +
      'may make a free coup attempt or realignment rolls in Central or South America using this card\'s ' +
      'ops (2).',
    notes: [
      'Free coups ignore DEFCON region limits and do not count as military operations (rules 6.3.5, ' +
        '8.2.5); a battleground coup still degrades DEFCON. 2008 FAQ: influence first, then the roll.',
    ],
  }),
  card({
    number: 48, code: 'KIT', name: 'Kitchen Debates', ops: 1, side: 'US', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'If the US controls more battleground countries than the USSR, the US gains 2 VP.',
    notes: [
      'If the condition is not met when the USSR triggers it, the card is discarded rather than removed ' +
        '(aasmith notes, rule 5.2).',
    ],
  }),
  card({
    number: 49, code: 'MIS', name: 'Missile Envy', ops: 2, side: 'neutral', era: 'Mid',
    effectDuration: 'until the opponent\'s next action round (must play it for ops)',
    summary: 'The player trades this card for the opponent\'s highest-ops card (opponent picks among ties). If ' +
      'the card received carries the player\'s own or a neutral event, that event takes place ' +
      'immediately; if it carries the opponent\'s event, the player uses its ops for operations instead ' +
      'and the event does not happen. The opponent must play Missile Envy for operations on its next ' +
      'action round.',
    notes: [
      'Not removed: herbix flags it removable only because its engine moves the card to the opponent\'s ' +
        'hand.',
    ],
  }),
  card({
    number: 50, code: 'WWB', name: '"We Will Bury You"', ops: 4, side: 'USSR', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'until the end of the US\'s next action round',
    summary: 'DEFCON degrades by 1. Unless the US plays UN Intervention (32) as an event in its next action ' +
      'round, the USSR gains 3 VP (awarded before any US VP from that action round).',
  }),
  card({
    number: 51, code: 'BRE', name: 'Brezhnev Doctrine', ops: 3, side: 'USSR', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'rest of turn',
    summary: 'For the rest of the turn every card the USSR plays for operations gets +1 op, up to a maximum of ' +
      '4.',
  }),
  card({
    number: 52, code: 'PEC', name: 'Portuguese Empire Crumbles', ops: 2, side: 'USSR', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Add 2 USSR influence in Angola and 2 USSR influence in the SE African States.',
  }),
  card({
    number: 53, code: 'SAU', name: 'South African Unrest', ops: 2, side: 'USSR', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'The USSR either adds 2 influence in South Africa, or adds 1 in South Africa plus 2 more in ' +
      'countries adjacent to South Africa (Angola, Botswana; the 2 may be split).',
    notes: [
      'Deluxe text (\'any countries adjacent\') per the Playdek-derived Lua, the VASSAL module and Saito; ' +
        'the wiki paraphrase (kmorcinek, twistr, TSGE) and herbix say \'a single country adjacent\'.',
    ],
  }),
  card({
    number: 54, code: 'ALL', name: 'Allende', ops: 1, side: 'USSR', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Add 2 USSR influence in Chile.',
  }),
  card({
    number: 55, code: 'WIL', name: 'Willy Brandt', ops: 2, side: 'USSR', era: 'Mid',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'The USSR gains 1 VP and adds 1 influence in West Germany. While displayed, NATO no longer ' +
      'protects West Germany. Cannot be played as an event while Tear Down This Wall (96) is in effect, ' +
      'and is cancelled by it.',
  }),
  card({
    number: 56, code: 'MUS', name: 'Muslim Revolution', ops: 4, side: 'USSR', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'Remove all US influence from 2 of these countries: Sudan, Iran, Iraq, Egypt, Libya, Saudi ' +
      'Arabia, Syria, Jordan. Cannot be played as an event once AWACS Sale to Saudis (110) is in ' +
      'effect.',
  }),
  card({
    number: 57, code: 'ABM', name: 'ABM Treaty', ops: 4, side: 'neutral', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'DEFCON improves by 1, then the player conducts operations as if it had played a 4-ops card.',
  }),
  card({
    number: 58, code: 'CUL', name: 'Cultural Revolution', ops: 3, side: 'USSR', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'If the US holds The China Card, the USSR takes it face up and may play it at once; if the USSR ' +
      'already holds it, the USSR gains 1 VP.',
  }),
  card({
    number: 59, code: 'FLO', name: 'Flower Power', ops: 4, side: 'USSR', era: 'Mid',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'While displayed, the USSR gains 2 VP each time the US plays a war card (Arab-Israeli War, Korean ' +
      'War, Brush War, Indo-Pakistani War, Iran-Iraq War) as an event or for operations, but not when ' +
      'it is played to the Space Race. Cannot be played as an event once "An Evil Empire" (97) is in ' +
      'effect, which also cancels it.',
  }),
  card({
    number: 60, code: 'U2I', name: 'U2 Incident', ops: 3, side: 'USSR', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'rest of turn',
    summary: 'The USSR gains 1 VP. If UN Intervention (32) is played as an event later this turn, by either ' +
      'player, the USSR gains 1 more VP.',
  }),
  card({
    number: 61, code: 'OPE', name: 'OPEC', ops: 3, side: 'USSR', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'The USSR gains 1 VP for each of Egypt, Iran, Libya, Saudi Arabia, Iraq, Gulf States and ' +
      'Venezuela that it controls. Cannot be played as an event once North Sea Oil (86) is in effect.',
  }),
  card({
    number: 62, code: 'LON', name: '"Lone Gunman"', ops: 1, side: 'USSR', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The US shows its hand to the USSR; then the USSR conducts operations as if it had played a 1-op ' +
      'card.',
  }),
  card({
    number: 63, code: 'CRG', name: 'Colonial Rear Guards', ops: 2, side: 'US', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'Add 1 US influence to each of 4 different countries in Africa and/or Southeast Asia.',
  }),
  card({
    number: 64, code: 'PAN', name: 'Panama Canal Returned', ops: 1, side: 'US', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Add 1 US influence in each of Panama, Costa Rica and Venezuela.',
  }),
  card({
    number: 65, code: 'CDA', name: 'Camp David Accords', ops: 2, side: 'US', era: 'Mid',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'The US gains 1 VP and adds 1 influence in each of Israel, Jordan and Egypt. While displayed, ' +
      'Arab-Israeli War (13) cannot be played as an event.',
  }),
  card({
    number: 66, code: 'PUP', name: 'Puppet Governments', ops: 2, side: 'US', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The US adds 1 influence to each of 3 countries that contain no influence of either player.',
  }),
  card({
    number: 67, code: 'GRA', name: 'Grain Sales to Soviets', ops: 2, side: 'US', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'The US takes one card at random from the USSR\'s hand and either plays it (as its own card) or ' +
      'hands it back. If it is handed back, or the USSR has no cards, the US conducts operations with ' +
      'this card\'s 2 ops.',
  }),
  card({
    number: 68, code: 'JP2', name: 'John Paul II Elected Pope', ops: 2, side: 'US', era: 'Mid',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'until Solidarity is played as an event',
    summary: 'Remove 2 USSR influence from Poland and add 1 US influence there. While displayed it allows ' +
      'Solidarity (101) to be played as an event.',
  }),
  card({
    number: 69, code: 'LDS', name: 'Latin American Death Squads', ops: 2, side: 'neutral', era: 'Mid',
    effectDuration: 'rest of turn',
    summary: 'For the rest of the turn the event player\'s coup attempts in Central and South America get +1 on ' +
      'the die and the opponent\'s get -1.',
  }),
  card({
    number: 70, code: 'OAS', name: 'OAS Founded', ops: 1, side: 'US', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Add a total of 2 US influence to countries in Central and/or South America.',
  }),
  card({
    number: 71, code: 'NIX', name: 'Nixon Plays the China Card', ops: 2, side: 'US', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'If the US holds The China Card, the US gains 2 VP. Otherwise the US takes The China Card from ' +
      'the USSR face down; it cannot be played until it is turned face up at the end of the turn.',
  }),
  card({
    number: 72, code: 'SAD', name: 'Sadat Expels Soviets', ops: 1, side: 'US', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Remove all USSR influence from Egypt and add 1 US influence there.',
  }),
  card({
    number: 73, code: 'SHU', name: 'Shuttle Diplomacy', ops: 3, side: 'US', era: 'Mid',
    persistent: true,
    effectDuration: 'until the next Middle East or Asia scoring',
    summary: 'Placed in front of the US. At the next Middle East or Asia scoring (whichever comes first) one ' +
      'battleground the USSR controls in that region (US choice) is left out of the USSR\'s count ' +
      'entirely; then the card is discarded (not removed). It does not affect Southeast Asia Scoring or ' +
      'final scoring.',
    notes: [
      '2008 FAQ: the excluded country is removed from all of that scoring\'s counts (battlegrounds, ' +
        'totals, presence, superpower-adjacency bonus).',
      'persistent=true per the Lua (PutThisCardInPlaySpecial) and aasmith; the VASSAL module does not ' +
        'mark it underlined. It is discarded (not removed) after the scoring it affects.',
    ],
  }),
  card({
    number: 74, code: 'VOA', name: 'The Voice of America', ops: 2, side: 'US', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'Remove a total of 4 USSR influence from countries outside Europe, no more than 2 from any one ' +
      'country.',
  }),
  card({
    number: 75, code: 'LIB', name: 'Liberation Theology', ops: 2, side: 'USSR', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'Add a total of 3 USSR influence to countries in Central America, no more than 2 per country.',
  }),
  card({
    number: 76, code: 'URS', name: 'Ussuri River Skirmish', ops: 3, side: 'US', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'If the USSR holds The China Card, the US takes it face up and may play it at once; if the US ' +
      'already holds it, the US adds a total of 4 influence in Asia, no more than 2 per country.',
  }),
  card({
    number: 77, code: 'ASK', name: '"Ask Not What Your Country Can Do For You"', ops: 3, side: 'US', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The US may discard any number of cards from its hand, up to all of them and including scoring ' +
      'cards, deciding the number before drawing, then draws the same number of replacements from the ' +
      'draw pile.',
  }),
  card({
    number: 78, code: 'AFP', name: 'Alliance for Progress', ops: 3, side: 'US', era: 'Mid',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The US gains 1 VP for each battleground it controls in Central America and South America.',
    notes: [
      'Rule 5.2 example 3: with no such battleground the event is still \'played\' and the card is ' +
        'removed.',
    ],
  }),
  card({
    number: 79, code: 'SAF', name: 'Africa Scoring', ops: 0, side: 'neutral', era: 'Mid',
    scoring: true,
    effectDuration: 'immediate',
    summary: 'Scores Africa: Presence 1 VP, Domination 4 VP, Control 6 VP, +1 VP per battleground controlled ' +
      'there. Net difference applied. Scoring card, may not be held.',
  }),
  card({
    number: 80, code: 'OSS', name: '"One Small Step"', ops: 2, side: 'neutral', era: 'Mid',
    effectDuration: 'immediate',
    summary: 'If the player of the event is behind the opponent on the Space Race track, it advances its own ' +
      'marker 2 boxes, scoring VP only for the second box entered (the ability of that box applies if ' +
      'it is the first to reach it).',
    notes: [
      '2008 FAQ (answer filed under card 18 but about this wording): a benefit box entered as the ' +
        'second box still grants its ability to the first player to reach it.',
    ],
  }),
  card({
    number: 81, code: 'SSA', name: 'South America Scoring', ops: 0, side: 'neutral', era: 'Mid',
    scoring: true,
    effectDuration: 'immediate',
    summary: 'Scores South America: Presence 2 VP, Domination 5 VP, Control 6 VP, +1 VP per battleground ' +
      'controlled there. Net difference applied. Scoring card, may not be held.',
  }),

  // Late War: 82-102.
  card({
    number: 82, code: 'IHC', name: 'Iranian Hostage Crisis', ops: 3, side: 'USSR', era: 'Late',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'Remove all US influence from Iran and add 2 USSR influence there. While displayed, Terrorism ' +
      '(92) played by the USSR makes the US discard 2 cards instead of 1.',
  }),
  card({
    number: 83, code: 'IRL', name: 'The Iron Lady', ops: 3, side: 'US', era: 'Late',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'The US gains 1 VP; add 1 USSR influence in Argentina and remove all USSR influence from the ' +
      'United Kingdom. While displayed, Socialist Governments (7) cannot be played as an event.',
  }),
  card({
    number: 84, code: 'RBL', name: 'Reagan Bombs Libya', ops: 2, side: 'US', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The US gains 1 VP for every 2 USSR influence in Libya (rounded down).',
  }),
  card({
    number: 85, code: 'STA', name: 'Star Wars', ops: 2, side: 'US', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'If the US is ahead on the Space Race track, the US picks any non-scoring card from the discard ' +
      'pile and its event takes place immediately.',
    notes: [
      'If the US is not ahead when the USSR triggers it, no effect and the card returns to the discard ' +
        'pile (rule 5.2 example 4).',
    ],
  }),
  card({
    number: 86, code: 'NSO', name: 'North Sea Oil', ops: 3, side: 'US', era: 'Late',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'The US may take 8 action rounds this turn. While displayed, OPEC (61) cannot be played as an ' +
      'event.',
  }),
  card({
    number: 87, code: 'REF', name: 'The Reformer', ops: 3, side: 'USSR', era: 'Late',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'Add 4 USSR influence in Europe, no more than 2 per country; 6 instead of 4 if the USSR is ahead ' +
      'on VP. While displayed the USSR may not make coup attempts in Europe, and Glasnost (90) gains ' +
      'its extra effect.',
  }),
  card({
    number: 88, code: 'MBB', name: 'Marine Barracks Bombing', ops: 2, side: 'USSR', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Remove all US influence from Lebanon, then remove 2 more US influence from anywhere in the ' +
      'Middle East.',
  }),
  card({
    number: 89, code: 'KAL', name: 'Soviets Shoot Down KAL-007', ops: 4, side: 'US', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'DEFCON degrades by 1 and the US gains 2 VP. If the US controls South Korea it may then place ' +
      'influence or make realignment rolls as if it had played a 4-ops card.',
  }),
  card({
    number: 90, code: 'GLA', name: 'Glasnost', ops: 4, side: 'USSR', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The USSR gains 2 VP and DEFCON improves by 1. If The Reformer (87) is in effect the USSR may ' +
      'then place influence or make realignment rolls as if it had played a 4-ops card.',
  }),
  card({
    number: 91, code: 'ORT', name: 'Ortega Elected in Nicaragua', ops: 2, side: 'USSR', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Remove all US influence from Nicaragua. The USSR may then make a free coup attempt with this ' +
      'card\'s ops (2) in a country adjacent to Nicaragua (Cuba, Honduras or Costa Rica).',
  }),
  card({
    number: 92, code: 'TER', name: 'Terrorism', ops: 2, side: 'neutral', era: 'Late',
    effectDuration: 'immediate',
    summary: 'The opponent of the event\'s player discards one card at random (its event does not happen). If ' +
      'the USSR plays it while Iranian Hostage Crisis (82) is in effect, the US discards 2 random ' +
      'cards.',
  }),
  card({
    number: 93, code: 'ICS', name: 'Iran-Contra Scandal', ops: 2, side: 'USSR', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'rest of turn',
    summary: 'For the rest of the turn all US realignment rolls get -1.',
  }),
  card({
    number: 94, code: 'CNB', name: 'Chernobyl', ops: 3, side: 'US', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'rest of turn',
    summary: 'The US names one region; for the rest of the turn the USSR may not add influence there by ' +
      'placing influence with operations points.',
  }),
  card({
    number: 95, code: 'LDC', name: 'Latin American Debt Crisis', ops: 2, side: 'USSR', era: 'Late',
    effectDuration: 'immediate',
    summary: 'Unless the US immediately discards a card worth 3 or more ops, the USSR doubles its influence in ' +
      '2 countries in South America.',
    notes: [
      'Not removed after play in current sources; the Playdek-derived Lua shows it was treated as ' +
        'removable in early app versions (remove_if_used_as_event_before_version = 6).',
    ],
  }),
  card({
    number: 96, code: 'TDW', name: 'Tear Down This Wall', ops: 3, side: 'US', era: 'Late',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'Cancels Willy Brandt (55) and prevents its later play as an event. Add 3 US influence in East ' +
      'Germany; then the US may make a free coup attempt or realignment rolls in Europe using this ' +
      'card\'s ops (3).',
    notes: [
      'Free coup: ignores DEFCON region limits (rule 6.3.5), no military-ops credit (8.2.5).',
      'persistent=true per the Lua and aasmith (needed so it keeps preventing Willy Brandt); the VASSAL ' +
        'module does not mark it underlined.',
    ],
  }),
  card({
    number: 97, code: 'AEE', name: '"An Evil Empire"', ops: 3, side: 'US', era: 'Late',
    removedAfterEvent: true, persistent: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'Cancels Flower Power (59) and prevents its later play as an event. The US gains 1 VP.',
  }),
  card({
    number: 98, code: 'AAR', name: 'Aldrich Ames Remix', ops: 3, side: 'USSR', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'hand shown for the rest of the turn',
    summary: 'The US plays with its hand face up for the rest of the turn, and the USSR chooses one card from ' +
      'the US hand to be discarded (its event does not happen).',
    notes: [
      'The revised Deluxe (\'Remix\') text is part of the standard deck, not optional (BPA tournament ' +
        'notes).',
    ],
  }),
  card({
    number: 99, code: 'PER', name: 'Pershing II Deployed', ops: 3, side: 'USSR', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'The USSR gains 1 VP; remove 1 US influence from each of up to 3 countries in Western Europe.',
  }),
  card({
    number: 100, code: 'WAR', name: 'Wargames', ops: 4, side: 'neutral', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Only if DEFCON is at 2: the player of the event may end the game immediately after giving the ' +
      'opponent 6 VP; there is no final scoring and the side ahead on VP wins.',
  }),
  card({
    number: 101, code: 'SOL', name: 'Solidarity', ops: 2, side: 'US', era: 'Late',
    removedAfterEvent: true,
    effectDuration: 'immediate',
    summary: 'Playable as an event only while John Paul II Elected Pope (68) is in effect: add 3 US influence ' +
      'in Poland (John Paul II then leaves play).',
  }),
  card({
    number: 102, code: 'IIW', name: 'Iran-Iraq War', ops: 2, side: 'neutral', era: 'Late',
    removedAfterEvent: true, war: true,
    effectDuration: 'immediate',
    summary: 'War. The player chooses whether Iran invades Iraq or Iraq invades Iran. Roll one die, -1 for ' +
      'each opponent-controlled country adjacent to the target. On a modified 4-6 the player gains 2 VP ' +
      'and replaces all the opponent\'s influence in the target with its own. The player adds 2 to its ' +
      'Military Operations track whatever the result.',
    notes: [
      'removed_after_event=true (5 of 6 sources); herbix has false.',
    ],
  }),

  // Early War: 103.
  card({
    number: 103, code: 'DEF', name: 'Defectors', ops: 2, side: 'US', era: 'Early',
    effectDuration: 'immediate',
    summary: 'If the US plays it as its headline, the USSR headline event is cancelled (a scoring card ' +
      'included) and that card goes to the discard pile. If the USSR plays Defectors in its own action ' +
      'round, the US gains 1 VP (not if the card is played on the Space Race).',
    notes: [
      'Resolves before the other headline regardless of ops (always_evaluate_first in aasmith; ' +
        'resolve_headline_first in the Lua).',
    ],
  }),

  // Early War, optional: 104-106.
  card({
    number: 104, code: 'CB5', name: 'The Cambridge Five', ops: 2, side: 'USSR', era: 'Early',
    optional: true,
    effectDuration: 'immediate',
    summary: 'The US reveals all scoring cards in its hand; the USSR may then add 1 influence to one country ' +
      'in a region named on one of those scoring cards. Cannot be played as an event in the Late War ' +
      '(turns 8-10).',
  }),
  card({
    number: 105, code: 'SPR', name: 'Special Relationship', ops: 2, side: 'US', era: 'Early',
    optional: true,
    effectDuration: 'immediate',
    summary: 'Only if the US controls the United Kingdom: if NATO is not in effect, the US adds 1 influence to ' +
      'one country adjacent to the UK (Canada, Norway, Benelux, France); if NATO is in effect, the US ' +
      'adds 2 influence to one Western European country and gains 2 VP.',
  }),
  card({
    number: 106, code: 'NOR', name: 'NORAD', ops: 3, side: 'US', era: 'Early',
    removedAfterEvent: true, persistent: true, optional: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'While displayed: if the US controls Canada, then at the end of any action round in which DEFCON ' +
      'moved to 2, the US adds 1 influence to a country that already holds US influence. Cancelled by ' +
      'Quagmire (42).',
    notes: [
      'removed_after_event=true (4 of 5 sources with optional cards); twistr\'s title lacks the ' +
        'asterisk.',
    ],
  }),

  // Mid War, optional: 107-108.
  card({
    number: 107, code: 'CHE', name: 'Che', ops: 3, side: 'USSR', era: 'Mid',
    optional: true,
    effectDuration: 'immediate',
    summary: 'The USSR may make a coup attempt with this card\'s ops (3) against a non-battleground country in ' +
      'Central America, South America or Africa. If that coup removes any US influence, it may make a ' +
      'second such coup against a different non-battleground country in those regions.',
  }),
  card({
    number: 108, code: 'OMT', name: 'Our Man in Tehran', ops: 2, side: 'US', era: 'Mid',
    removedAfterEvent: true, optional: true,
    effectDuration: 'immediate',
    summary: 'If the US controls at least one Middle East country, it draws the top 5 cards of the draw pile, ' +
      'may discard any of them (showing the discards to the USSR; their events do not happen), returns ' +
      'the rest to the draw pile and reshuffles it.',
  }),

  // Late War, optional: 109-110.
  card({
    number: 109, code: 'YAS', name: 'Yuri and Samantha', ops: 2, side: 'USSR', era: 'Late',
    removedAfterEvent: true, optional: true,
    effectDuration: 'rest of turn',
    summary: 'For the rest of the turn the USSR gains 1 VP for every US coup attempt.',
  }),
  card({
    number: 110, code: 'AWA', name: 'AWACS Sale to Saudis', ops: 3, side: 'US', era: 'Late',
    removedAfterEvent: true, persistent: true, optional: true,
    effectDuration: 'permanent until cancelled (card displayed)',
    summary: 'Add 2 US influence in Saudi Arabia. While displayed, Muslim Revolution (56) cannot be played as ' +
      'an event.',
  }),
  // END GENERATED cards
]);

/** The China Card: never in the deck, passed between the players (rule 9). */
export const CHINA_CARD_NUMBER = 6;
/** The China Card's TSN code. */
export const CHINA_CARD = 'CHN';

const BY_CODE: CodeIndex = codeIndex(CARDS.map((entry) => entry.code));
const BY_NUMBER: ReadonlyMap<number, Card> = new Map(CARDS.map((entry) => [entry.number, entry]));

/** TSN codes of all 110 cards, by card number. */
export const CARD_CODES: readonly string[] = Object.freeze(CARDS.map((entry) => entry.code));

// The card found last, and its code (the table's own string: the one looked up may be a slice of
// a document's text, which it would keep alive): a play's card is looked up by the replay, the
// lowering, the play, the hand and the operations in turn.
let lastCode = '';
let lastCard: Card | undefined;

/**
 * CARDS and CARD_CODES as plain lists (not frozen), for the reads by position: V8 reads a frozen
 * array's elements through its generic keyed-load builtin, about 3.5 times slower than a plain
 * array's (node 20), and every play's card is read so (issue 24). Only read here, never handed out.
 */
const CARD_LIST: readonly Card[] = CARDS.slice();
const CARD_CODE_LIST: readonly string[] = CARD_CODES.slice();

/** Looks up a card by its exact TSN code (`NAS`; not `nas`). */
export function cardByCode(code: string): Card | undefined {
  if (code === lastCode) return lastCard;
  const position = BY_CODE.positionOf(code);
  if (position < 0) return undefined;
  lastCard = CARD_LIST[position]!;
  lastCode = lastCard.code;
  return lastCard;
}

/** The code of the card written at `start` of `text` (three capitals or digits there; what follows does not matter), or undefined. */
export function cardCodeAt(text: string, start: number): string | undefined {
  const position = BY_CODE.positionAt(text, start);
  return position < 0 ? undefined : CARD_CODE_LIST[position];
}

export function cardByNumber(number: number): Card | undefined {
  return BY_NUMBER.get(number);
}

/**
 * A card's title as every user reads it, in a sentence, a hover or on the map: its printed name
 * without the quotation marks some carry (`We Will Bury You`, not `"We Will Bury You"`); an
 * unknown code as it is.
 */
export function cardTitle(code: string): string {
  const card = cardByCode(code);
  return card ? card.name.replace(/^"(.*)"$/, '$1') : code;
}
