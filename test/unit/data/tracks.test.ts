import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  ACTION_ROUNDS_BY_TURN,
  ADJACENCY_BONUS_COUNTRIES,
  ANIMAL_IN_SPACE_BOX,
  CHINA_CARD_FINAL_SCORING_VP,
  CHINA_CARD_START_HOLDER,
  DEFCON_FORBIDDEN_REGIONS,
  DEFCON_GAME_OVER,
  DEFCON_MAX,
  DEFCON_START,
  EAGLE_BEAR_HAS_LANDED_BOX,
  ERA_TURNS,
  EXTRA_ACTION_ROUNDS,
  HAND_SIZE_BY_TURN,
  HOW_I_LEARNED_MILITARY_OPS,
  MAN_IN_EARTH_ORBIT_BOX,
  MILITARY_OPS_MAX,
  MILITARY_OPS_MIN,
  REGION_SCORING,
  SETUP_FIXED_INFLUENCE,
  SETUP_FREE_PLACEMENT,
  SETUP_HAND_SIZE,
  SETUP_MARKERS,
  SETUP_PLACES_FIRST,
  SETUP_TOTAL_INFLUENCE,
  SOUTHEAST_ASIA_SCORING_CARD,
  SOUTHEAST_ASIA_VP_PER_COUNTRY,
  SPACE_RACE_ATTEMPTS_PER_TURN,
  SPACE_RACE_ATTEMPTS_WITH_ANIMAL_IN_SPACE,
  SPACE_RACE_BOXES,
  SPACE_RACE_FINAL_BOX,
  SPACE_STATION_BOX,
  TURNS,
  TURN_PHASES,
  VP_AUTOMATIC_VICTORY,
  VP_MAX,
  VP_MIN,
  WAR_CARD_MILITARY_OPS,
  actionRoundsForTurn,
  defconForbiddenRegions,
  eraOfTurn,
  handSizeForTurn,
  isCoupOrRealignForbidden,
  spaceRaceBox,
} from '../../../core/src/data/tracks';
import { CARDS, cardByCode, cardByNumber } from '../../../core/src/data/cards';
import { COUNTRIES, countriesIn, countryByCode, superpowerByCode } from '../../../core/src/data/countries';
import { REGIONS, type Region } from '../../../core/src/data/regions';
import { REF_TRACKS } from './reference';

describe('space race', () => {
  test('boxes 0-8 match tracks.json field by field', () => {
    assert.equal(SPACE_RACE_BOXES.length, REF_TRACKS.space_race.boxes.length);
    REF_TRACKS.space_race.boxes.forEach((ref, index) => {
      const box = SPACE_RACE_BOXES[index]!;
      assert.equal(box.box, ref.box);
      assert.equal(box.name, ref.name, `box ${ref.box}`);
      assert.equal(box.minOps, ref.min_ops, `box ${ref.box}`);
      assert.deepEqual(box.successRolls === null ? null : [...box.successRolls], ref.success_rolls, `box ${ref.box}`);
      assert.equal(box.vpFirst, ref.vp_first, `box ${ref.box}`);
      assert.equal(box.vpSecond, ref.vp_second, `box ${ref.box}`);
      assert.equal(box.ability, ref.ability, `box ${ref.box}`);
      assert.equal(spaceRaceBox(ref.box), box);
    });
    assert.equal(spaceRaceBox(9), undefined);
  });

  test('VP boxes: 1 (2/1), 3 (2/0), 5 (3/1), 7 (4/2), 8 (2/0)', () => {
    const vp = SPACE_RACE_BOXES.filter((b) => b.vpFirst > 0).map((b) => `${b.box}:${b.vpFirst}/${b.vpSecond}`);
    assert.deepEqual(vp, ['1:2/1', '3:2/0', '5:3/1', '7:4/2', '8:2/0']);
  });

  test('ability boxes are 2, 4, 6, 8 and the named constants point at them', () => {
    assert.deepEqual(SPACE_RACE_BOXES.filter((b) => b.ability !== null).map((b) => b.box), [2, 4, 6, 8]);
    assert.equal(spaceRaceBox(ANIMAL_IN_SPACE_BOX)?.name, 'Animal in Space');
    assert.equal(spaceRaceBox(MAN_IN_EARTH_ORBIT_BOX)?.name, 'Man in Earth Orbit');
    assert.equal(spaceRaceBox(EAGLE_BEAR_HAS_LANDED_BOX)?.name, 'Eagle/Bear Has Landed');
    assert.equal(spaceRaceBox(SPACE_STATION_BOX)?.name, 'Space Station');
    assert.equal(SPACE_RACE_FINAL_BOX, Math.max(...REF_TRACKS.space_race.boxes.map((b) => b.box)));
  });

  test('one attempt per turn, two with Animal in Space', () => {
    assert.match(REF_TRACKS.space_race.attempts_per_turn, /^1 per player per turn \(2 for the player holding the Animal in Space/);
    assert.equal(SPACE_RACE_ATTEMPTS_PER_TURN, 1);
    assert.equal(SPACE_RACE_ATTEMPTS_WITH_ANIMAL_IN_SPACE, 2);
  });
});

describe('VP track and DEFCON', () => {
  test('VP runs -20..20 and 20 wins', () => {
    assert.deepEqual([VP_MIN, VP_MAX], REF_TRACKS.vp_track.range);
    assert.equal(VP_AUTOMATIC_VICTORY, 20);
    assert.match(REF_TRACKS.vp_track.automatic_victory, /reaching 20 VP wins/);
  });

  test('DEFCON starts at 5, tops out at 5, and 1 ends the game', () => {
    assert.equal(DEFCON_START, REF_TRACKS.defcon.start);
    assert.equal(DEFCON_MAX, REF_TRACKS.defcon.max);
    assert.equal(DEFCON_GAME_OVER, REF_TRACKS.defcon.game_over_level);
  });

  test('regions closed to coups and realignments at each level match tracks.json', () => {
    for (const level of [2, 3, 4, 5] as const) {
      const ref = REF_TRACKS.defcon.levels[String(level)]!.coup_realign_forbidden_in;
      assert.deepEqual([...DEFCON_FORBIDDEN_REGIONS[level]], ref, `DEFCON ${level}`);
      assert.deepEqual([...defconForbiddenRegions(level)], ref, `DEFCON ${level}`);
    }
    assert.equal(REF_TRACKS.defcon.levels['1']!.coup_realign_forbidden_in, null);
    assert.deepEqual([...defconForbiddenRegions(1)], [...REGIONS]);
  });

  test('isCoupOrRealignForbidden', () => {
    assert.equal(isCoupOrRealignForbidden(5, 'Europe'), false);
    assert.equal(isCoupOrRealignForbidden(4, 'Europe'), true);
    assert.equal(isCoupOrRealignForbidden(4, 'Asia'), false);
    assert.equal(isCoupOrRealignForbidden(3, 'Asia'), true);
    assert.equal(isCoupOrRealignForbidden(3, 'Middle East'), false);
    assert.equal(isCoupOrRealignForbidden(2, 'Middle East'), true);
    for (const region of ['Africa', 'Central America', 'South America'] as const) {
      assert.equal(isCoupOrRealignForbidden(2, region), false, region);
    }
  });
});

describe('military operations', () => {
  test('the track runs 0..5', () => {
    assert.deepEqual([MILITARY_OPS_MIN, MILITARY_OPS_MAX], REF_TRACKS.military_operations.track_range);
    assert.equal(MILITARY_OPS_MAX, 5);
  });

  test('war cards and their credit match the reference text and the card table', () => {
    const warCards = Object.keys(WAR_CARD_MILITARY_OPS).map(Number).sort((a, b) => a - b);
    assert.deepEqual(warCards, REF_TRACKS.military_operations.war_cards);
    assert.deepEqual(warCards, CARDS.filter((card) => card.war).map((card) => card.number));
    const warLine = REF_TRACKS.military_operations.counts.find((line) => line.startsWith('War events'));
    assert.ok(warLine);
    const credited: Record<number, number> = {};
    for (const match of warLine.matchAll(/([A-Z][A-Za-z-]+(?: [A-Z][A-Za-z-]+)*? War) (\d)/g)) {
      const card = CARDS.find((c) => c.name === match[1]);
      assert.ok(card, `no card named ${match[1]}`);
      credited[card.number] = Number(match[2]);
    }
    assert.deepEqual(credited, WAR_CARD_MILITARY_OPS);
  });

  test('How I Learned to Stop Worrying credits 5', () => {
    const line = REF_TRACKS.military_operations.counts.find((l) => l.startsWith('How I Learned'));
    assert.match(line ?? '', new RegExp(`\\+${HOW_I_LEARNED_MILITARY_OPS} to the player`));
  });
});

describe('region scoring', () => {
  test('every region matches tracks.json', () => {
    assert.deepEqual(Object.keys(REGION_SCORING).sort(), Object.keys(REF_TRACKS.scoring.regions).sort());
    for (const [name, ref] of Object.entries(REF_TRACKS.scoring.regions)) {
      const scoring = REGION_SCORING[name as Region];
      assert.equal(scoring.region, name);
      assert.equal(scoring.cardNumber, ref.card, name);
      assert.equal(scoring.presence, ref.presence, name);
      assert.equal(scoring.domination, ref.domination, name);
      assert.equal(scoring.control, ref.control === 'automatic victory' ? 'win' : ref.control, name);
      assert.equal(scoring.perBattleground, ref.per_battleground, name);
      assert.equal(scoring.perCountryAdjacentToEnemySuperpower, ref.per_country_adjacent_to_enemy_superpower, name);
      assert.equal(scoring.adjacencyBonusPrinted, ref.adjacency_bonus_printed, name);
      assert.equal(scoring.battlegrounds, ref.battlegrounds, name);
    }
  });

  test('Europe control wins; the other regions give 5-9 VP for control', () => {
    assert.equal(REGION_SCORING.Europe.control, 'win');
    assert.equal(REGION_SCORING.Asia.control, 9);
    assert.equal(REGION_SCORING['Middle East'].control, 7);
  });

  test('battleground counts and scoring cards agree with the country and card tables', () => {
    for (const region of REGIONS) {
      const scoring = REGION_SCORING[region];
      assert.equal(scoring.battlegrounds, countriesIn(region).filter((c) => c.battleground).length, region);
      const card = cardByNumber(scoring.cardNumber);
      assert.ok(card?.scoring, region);
      assert.equal(card.name, `${region} Scoring`);
    }
  });

  test('adjacency bonus countries match the reference and the superpower spaces', () => {
    assert.deepEqual([...ADJACENCY_BONUS_COUNTRIES.US], REF_TRACKS.scoring.adjacency_bonus_countries.US_scores_for);
    assert.deepEqual([...ADJACENCY_BONUS_COUNTRIES.USSR], REF_TRACKS.scoring.adjacency_bonus_countries.USSR_scores_for);
    // The US scores for countries next to the USSR's space and the USSR for those next to the US's.
    assert.deepEqual([...ADJACENCY_BONUS_COUNTRIES.US].sort(), [...superpowerByCode('SU')!.adjacent].sort());
    assert.deepEqual([...ADJACENCY_BONUS_COUNTRIES.USSR].sort(), [...superpowerByCode('US')!.adjacent].sort());
    // Only regions with such a country have the bonus.
    for (const region of REGIONS) {
      const hasOne = countriesIn(region).some((c) => c.adjacentSuperpower !== null);
      assert.equal(REGION_SCORING[region].perCountryAdjacentToEnemySuperpower > 0, hasOne, region);
    }
  });

  test('Southeast Asia Scoring: 1 VP per country, 2 for Thailand', () => {
    assert.equal(SOUTHEAST_ASIA_SCORING_CARD, REF_TRACKS.scoring.southeast_asia.card);
    assert.equal(cardByCode('SSE')?.number, SOUTHEAST_ASIA_SCORING_CARD);
    assert.deepEqual({ ...SOUTHEAST_ASIA_VP_PER_COUNTRY }, REF_TRACKS.scoring.southeast_asia.vp_per_controlled_country);
    assert.deepEqual(Object.keys(SOUTHEAST_ASIA_VP_PER_COUNTRY).sort(), countriesIn('Southeast Asia').map((c) => c.code).sort());
    assert.equal(SOUTHEAST_ASIA_VP_PER_COUNTRY.TH, 2);
  });

  test('The China Card holder gains 1 VP at final scoring', () => {
    assert.match(REF_TRACKS.scoring.final_scoring, /The player holding The China Card gains 1 VP/);
    assert.equal(CHINA_CARD_FINAL_SCORING_VP, 1);
  });
});

describe('turn structure', () => {
  test('10 turns: Early War 1-3, Mid War 4-7, Late War 8-10', () => {
    assert.equal(TURNS, REF_TRACKS.turn_structure.turns);
    assert.deepEqual([...ERA_TURNS.Early], REF_TRACKS.turn_structure.eras['Early War']);
    assert.deepEqual([...ERA_TURNS.Mid], REF_TRACKS.turn_structure.eras['Mid War']);
    assert.deepEqual([...ERA_TURNS.Late], REF_TRACKS.turn_structure.eras['Late War']);
    const eras = Array.from({ length: 10 }, (_, i) => eraOfTurn(i + 1));
    assert.deepEqual(eras, ['Early', 'Early', 'Early', 'Mid', 'Mid', 'Mid', 'Mid', 'Late', 'Late', 'Late']);
    for (const turn of [0, 11, -1, 2.5, Number.NaN]) assert.equal(eraOfTurn(turn), undefined, String(turn));
  });

  test('hand size 8 then 9, action rounds 6 then 7', () => {
    const { hand_size, action_rounds } = REF_TRACKS.turn_structure;
    for (let turn = 1; turn <= 10; turn++) {
      assert.equal(handSizeForTurn(turn), turn <= 3 ? hand_size.turns_1_3 : hand_size.turns_4_10, `turn ${turn}`);
      assert.equal(actionRoundsForTurn(turn), turn <= 3 ? action_rounds.turns_1_3 : action_rounds.turns_4_10, `turn ${turn}`);
    }
    assert.deepEqual(HAND_SIZE_BY_TURN.map((r) => [r.fromTurn, r.toTurn, r.value]), [[1, 3, 8], [4, 10, 9]]);
    assert.deepEqual(ACTION_ROUNDS_BY_TURN.map((r) => [r.fromTurn, r.toTurn, r.value]), [[1, 3, 6], [4, 10, 7]]);
    assert.equal(handSizeForTurn(0), undefined);
    assert.equal(actionRoundsForTurn(11), undefined);
    // Looked up by index for turns 0-10; a turn outside them finds no value (and 2.5 still falls in 1-3).
    assert.equal(handSizeForTurn(2.5), 8);
    for (const turn of [-1, 0, 11, 12, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.equal(handSizeForTurn(turn), undefined, String(turn));
      assert.equal(actionRoundsForTurn(turn), undefined, String(turn));
    }
  });

  test('8 action rounds for the Space Station holder and for North Sea Oil', () => {
    assert.match(REF_TRACKS.turn_structure.action_rounds.note, new RegExp(`Space Station \\(box 8\\) gives its first holder ${EXTRA_ACTION_ROUNDS} action rounds`));
    assert.match(REF_TRACKS.turn_structure.action_rounds.note, new RegExp(`North Sea Oil \\(86\\) gives the US ${EXTRA_ACTION_ROUNDS}`));
    assert.match(spaceRaceBox(SPACE_STATION_BOX)?.ability ?? '', new RegExp(`${EXTRA_ACTION_ROUNDS} action rounds`));
  });

  test('phases A-I match the reference', () => {
    assert.deepEqual(
      TURN_PHASES.map((p) => ({ id: p.id, name: p.name })),
      REF_TRACKS.turn_structure.phases.map((p) => ({ id: p.id, name: p.name })),
    );
  });
});

describe('setup', () => {
  test('fixed influence matches tracks.json and the country table', () => {
    assert.deepEqual({ ...SETUP_FIXED_INFLUENCE.USSR }, REF_TRACKS.setup.ussr_influence.fixed);
    assert.deepEqual({ ...SETUP_FIXED_INFLUENCE.US }, REF_TRACKS.setup.us_influence.fixed);
    for (const country of COUNTRIES) {
      assert.equal(SETUP_FIXED_INFLUENCE.US[country.code] ?? 0, country.startInfluence.US, country.code);
      assert.equal(SETUP_FIXED_INFLUENCE.USSR[country.code] ?? 0, country.startInfluence.USSR, country.code);
    }
  });

  test('free placement: USSR 6 in Eastern Europe first, then US 7 in Western Europe', () => {
    const { ussr_influence: ussr, us_influence: us } = REF_TRACKS.setup;
    assert.equal(SETUP_FREE_PLACEMENT.USSR.amount, ussr.free.amount);
    assert.equal(SETUP_FREE_PLACEMENT.US.amount, us.free.amount);
    assert.equal(`anywhere in ${SETUP_FREE_PLACEMENT.USSR.subregion}`, ussr.free.where);
    assert.equal(`anywhere in ${SETUP_FREE_PLACEMENT.US.subregion}`, us.free.where);
    assert.equal(SETUP_PLACES_FIRST, ussr.places_first ? 'USSR' : 'US');
  });

  test('totals: USSR 15, US 25 (fixed plus free)', () => {
    const sum = (table: Readonly<Record<string, number>>) => Object.values(table).reduce((a, b) => a + b, 0);
    assert.equal(SETUP_TOTAL_INFLUENCE.USSR, REF_TRACKS.setup.ussr_influence.total);
    assert.equal(SETUP_TOTAL_INFLUENCE.US, REF_TRACKS.setup.us_influence.total);
    assert.equal(sum(SETUP_FIXED_INFLUENCE.USSR) + SETUP_FREE_PLACEMENT.USSR.amount, SETUP_TOTAL_INFLUENCE.USSR);
    assert.equal(sum(SETUP_FIXED_INFLUENCE.US) + SETUP_FREE_PLACEMENT.US.amount, SETUP_TOTAL_INFLUENCE.US);
    for (const code of Object.keys(SETUP_FIXED_INFLUENCE.US)) assert.ok(countryByCode(code), code);
  });

  test('deal, China Card and markers', () => {
    assert.match(REF_TRACKS.setup.deal, new RegExp(`deal ${SETUP_HAND_SIZE} to each player`));
    assert.match(REF_TRACKS.setup.deal, /The China Card starts face up with the USSR/);
    assert.equal(CHINA_CARD_START_HOLDER, 'USSR');
    assert.equal(SETUP_HAND_SIZE, handSizeForTurn(1));
    const ref = REF_TRACKS.setup.markers;
    assert.equal(SETUP_MARKERS.defcon, ref.defcon);
    assert.equal(SETUP_MARKERS.vp, ref.vp);
    assert.equal(SETUP_MARKERS.turn, ref.turn);
    assert.match(ref.space_race, new RegExp(`\\(box ${SETUP_MARKERS.spaceRaceBox}\\)`));
    assert.equal(ref.military_ops, `both ${SETUP_MARKERS.militaryOps}`);
  });
});
