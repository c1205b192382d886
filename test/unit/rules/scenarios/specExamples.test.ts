// The specification's worked examples (shared/seeds/000: "The idea", "A game file", "A play", the
// opponent's-card and influence tables, "Hidden cards", "Worked examples"), each placed in a small
// legal game built for it so that it replays as the spec explains it: what the spec says each play
// did is what the engine computes. The examples that are inconsistent with the rules are kept too,
// each with the engine's diagnostic and a comment saying why.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The spec's own setup (its game file): the US also places in Panama and South Africa (a bid, TSN115).
const SPEC_SETUP = '1.S   AT DD HU3 YU ; DK FI FR GR2 NO PA ZA SE';

describe('the specification\'s worked examples, consistent with the rules', () => {
  test('"The idea": 1.5 NAS#IR6+3 D3 ; SME=-4 — a coup in Iran, die 6, 3 points moved, DEFCON 3; Middle East Scoring gives the USSR 4', () => {
    const game = scenario(`
      ${SETUP}
      1.1   KOR#JP6 D4 ; IPW&TW2
      1.2   COM&PL3 ; MAR&IT2 FR2
      1.3   DEC&AF2 ; CON&CA3
      1.4   WPF&CS3 ; NTB&AU4
      1.5   NAS#IR6+3 D3 ; SME=-4`);
    game.assertClean();
    // 6 + 1 op - 2 x 2 = 3: the US's 1 removed, then 2 USSR; Iran (a battleground) degrades DEFCON 4 -> 3.
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 2 });
    assert.equal(game.state().defcon, 3);
    // The USSR's Iran is presence 3 + 1 battleground.
    assert.equal(game.state().vp, -4);
  });

  test('"A game file": 1.D, 1.S (with the US\'s bid), 1.H NAS EG2 ; CON, 1.1 CHN/KR3:6 UK5:2 FR2:5 ZA5:5 ; FYP&CR ZA TW DE', () => {
    const game = scenario(`
      1.D   [SEU SME FID KOR COM NAS DGL TRU] ; [FYP SOC BLO MAR CON SUE EEU SPR]
      ${SPEC_SETUP}
      1.H   NAS EG2 ; CON
      1.1   CHN/KR3:6 UK5:2 FR2:5 ZA5:5 ; FYP&CR ZA TW DE`);
    game.assertClean();
    // The China Card's 4 ops outside Asia: four rolls. South Korea: US 3 + 1 (more influence) against
    // USSR 6 + 1 (North Korea, USSR-controlled, next to it): the US loses its 1. France: US 2 + 1 + 1
    // (the UK) against 5: the US loses its 1. UK and South Africa: the US wins, the USSR has nothing to lose.
    assert.deepEqual(game.influence('KR', '1.1'), { US: 0, USSR: 0 });
    assert.deepEqual(game.influence('FR', '1.1'), { US: 0, USSR: 0 });
    // Five Year Plan's 3 ops +1 for Containment (the US's headline): four points.
    assert.deepEqual(game.influence('CR'), { US: 1, USSR: 0 });
    assert.deepEqual(game.state().china, { holder: 'US', faceUp: false });
  });

  test('"Worked examples" 4.2 CRG@(AO BU MA VN) /IB2:5 WA3:3 ; SPR@CA — the US event first, then two realignment rolls; Special Relationship gives the US Canada', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; IPW&IB2
      1.2   KOR&SY2 ; DAC&MA3
      1.3   COM&PL3 ; CON&WA3
      4.1   DEC&AF2 ; MAR&IT2 FR2
      4.2   CRG@(AO BU MA VN) /IB2:5 WA3:3 ; SPR@CA`);
    game.assertClean(); // Colonial Rear Guards' event is checked: 1 US influence in each of four countries of Africa or Asia
    assert.ok(!game.diagnostics.some((d) => d.code === 'TSN191'), 'every event here is implemented');
    assert.deepEqual(game.influence('AO'), { US: 1, USSR: 0 });
    // Spain/Portugal: US 2 + 3 (more influence, Italy and Morocco controlled) = 5 against 5: a tie.
    assert.deepEqual(game.influence('IB'), { US: 2, USSR: 0 });
    assert.deepEqual(game.influence('CA'), { US: 3, USSR: 0 });
  });

  test('"Worked examples" 1.H SPR(CA) ; CON — the USSR\'s headline is the US\'s Special Relationship: the US gains 1 in Canada', () => {
    const game = scenario(`
      ${SETUP}
      1.H   SPR(CA) ; CON`);
    game.assertClean();
    assert.deepEqual(game.influence('CA'), { US: 3, USSR: 0 });
    assert.deepEqual(game.state().effects.map((e) => e.card), ['CON']);
  });

  test('"Worked examples" 2.3 EEU&LY TW@DD- PL- ; IPW#PA2 D3 — operations in Libya and Taiwan, then the USSR loses 1 in East Germany and Poland; the US coup in Panama fails', () => {
    // The spec is consistent with the rules in this context: the USSR's only Eastern European
    // influence is in East Germany and Poland (Finland's was removed by Truman Doctrine), so the
    // event removes 2, not 3; Red Scare/Purge makes East European Unrest 2 ops for 2 points; the USSR
    // reaches Libya from Egypt (Nasser) and Taiwan from South Korea; the USSR holds 3 in Panama.
    const game = scenario(`
      1.S   PL4 DD2 ; IT3 FR2 DE2
      1.1   NAS@EG2 ; TRU@(FI-)
      1.2   KOR&KR2 ; MAR&IT2 FR2
      1.3   FID#PA6+4 D4 ; DAC&IT3
      2.1   DEC&AF2 ; RED@
      2.2   VIE@VN2 ; OLY#IQ6+2 D4
      2.3   EEU&LY TW@DD- PL- ; IPW#PA2 D3`);
    game.assertClean();
    assert.deepEqual(game.influence('DD'), { US: 0, USSR: 4 });
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 3 });
    assert.deepEqual(game.influence('PA'), { US: 0, USSR: 3 }, 'die 2 + 2 - 4 = 0: failed');
    assert.equal(game.state().defcon, 3);
  });

  test('"Worked examples" 1.6 FYP&AF2 IT >CON ; WPF&FR MA PA@(DD2 HU2 RO) — Five Year Plan discards Containment (whose US event then happens); Warsaw Pact Formed for 4 ops, then its event', () => {
    // Containment's event happens when Five Year Plan discards it: the US's Warsaw Pact Formed is worth
    // 4, and France, Morocco and Panama cost 4 because the USSR controls Morocco (2 ops for its point).
    const game = scenario(`
      ${SPEC_SETUP}
      1.1   FID&AF2 ; IPW&IB2
      1.2   KOR&AF2 ; NAS@(EG2) &TW
      1.3   COM&AF3 ; TRU&MA
      1.4   RED#MA6+4 ; MAR&FR4
      1.5   DEC&AF2 ; DAC&UK3
      1.6   FYP&AF2 IT >CON ; WPF&FR MA PA@(DD2 HU2 RO)`);
    game.assertClean();
    assert.ok(game.state('1.6').effects.some((e) => e.card === 'CON' && e.side === 'US'));
    assert.deepEqual(game.influence('MA'), { US: 1, USSR: 3 });
    assert.deepEqual(game.influence('HU'), { US: 0, USSR: 5 });
  });

  test('"An opponent\'s card": NAS@(EG2) &TW — the US plays Nasser: the USSR gains 2 in Egypt, then the US places 1 in Taiwan', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; NAS@(EG2) &TW`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('TW'), { US: 1, USSR: 0 });
  });

  test('"Influence": COM&AF BX FI@(DD HU PL FI) — the US places 3 with COMECON, then its event gives the USSR 4', () => {
    const game = scenario(`
      ${SPEC_SETUP}
      1.1   FID&SY2 ; COM&AF BX FI@(DD HU PL FI)`);
    game.assertClean();
    assert.deepEqual(game.influence('FI'), { US: 2, USSR: 2 });
  });

  test('"Hidden cards" 5.2 ASK#MY1@ >WWB >PAN >SOC >ALL >CB5 ([JUN PEC PUP GRA LIB]) ; JUN#VN4+4 — a failed coup in Malaysia, Ask Not\'s event, a US coup in Vietnam', () => {
    // The spec writes the five discards outside parentheses though they leave the US's hand: a `>`
    // mark is never in parentheses (rulings); the cards drawn into the US's hand are, ([JUN …]).
    const game = scenario(`
      ${SETUP}
      5.1   DEC@VN AO ZR NG ; IPW&MY2
      5.2   ASK#MY1@ >WWB >PAN >SOC >ALL >CB5 ([JUN PEC PUP GRA LIB]) ; JUN#VN4+4`);
    game.assertClean();
    // 1 + 3 - 2 x 2 = 0: failed. 4 + 2 - 2 x 1 = 4: the USSR's 1 removed, then 3 US.
    assert.deepEqual(game.influence('MY'), { US: 2, USSR: 0 });
    assert.deepEqual(game.influence('VN'), { US: 3, USSR: 0 });
    assert.ok(game.state().discard.includes('CB5'));
  });

  test('"Hidden cards" 5.4 OMT&CS SE@ >SAL ([^NTB KIT OPE SAD]) ; SAU*2+ — Our Man in Tehran (the US controls Iran), then the US\'s second space box (no VP)', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; IPW*1+ =+2
      5.1   KOR&SY2 ; DAC&IR2 IL
      5.2   DEC&AF2 ; MAR&IT2 FR2
      5.3   COM&PL3 ; CON&IT3
      5.4   OMT&CS SE@ >SAL ([^NTB KIT OPE SAD]) ; SAU*2+`);
    game.assertClean();
    assert.equal(game.state().space.US, 2);
    assert.ok(game.state().discard.includes('SAL'));
  });

  test('"Worked examples" 8.7 ORT@#CU1 D1 ; — — Ortega\'s free coup in Cuba fails and DEFCON falls to 1: the USSR, phasing, loses', () => {
    const game = scenario(`
      [Result "US wins (DEFCON 1), turn 8"]
      ${SETUP}
      8.1   FID#IR4+2 D4 ; DAC&CU3
      8.2   KOR#IL6 D3 ; MAR&IT2 FR2
      8.3   AIW#ZA6+2 D2 ; NTB&IT4
      8.4   DEC&AF2 ; IPW&IT2
      8.5   COM&PL3 ; CON&IT3
      8.6   VIE@VN2 ; OLY&IT2
      8.7   ORT@#CU1 D1 ; —`);
    game.assertClean(); // Ortega's free coup is computed: 1 + 2 - 2 x 3 fails, and Cuba, a battleground, takes DEFCON to 1
    assert.ok(!game.diagnostics.some((d) => d.code === 'TSN191'), 'every event here is implemented');
    assert.deepEqual(game.state().result, { winner: 'US', reason: 'defcon', turn: 8 });
  });

  test('"Regions": CNB@As — Chernobyl names a region', () => {
    scenario(`
      ${SETUP}
      8.1   NAS&SY ; CNB@As`).assertClean();
  });

  test('"Dice": #IR6+3, #IL2 (the spec\'s #IR2, in Israel: Iran has no US influence left), *1+, *5 — the spec\'s dice in plays', () => {
    scenario(`
      ${SETUP}
      1.1   NAS#IR6+3 D4 ; FID*1+ =+2
      2.1   KOR#IL2 D4 ; IPW*5`).assertClean();
  });
});

describe('the specification\'s tables and marks, each in a legal game', () => {
  test('"A play": COM@PL HU RO DD (an event), DGL&FR3 (a USSR card for its operations: no event)', () => {
    // The USSR's Austria reaches Italy, and Italy France the round after.
    const game = scenario(`
      ${SPEC_SETUP}
      1.1   COM@PL HU RO DD ; DAC&CA3
      1.2   KOR&IT2 ; TRU&TR
      1.3   DGL&FR3 ; CIA&TR`);
    game.assertClean();
    assert.deepEqual(game.influence('RO', '1.1'), { US: 0, USSR: 1 });
    assert.ok(game.state('1.1').removed.includes('COM'));
    // De Gaulle played for its operations by its own side: 3 USSR in France, the US keeps its 1, no effect in force.
    assert.deepEqual(game.influence('FR'), { US: 1, USSR: 3 });
    assert.deepEqual(game.state().effects, []);
    assert.ok(game.state().discard.includes('DGL'));
  });

  test('"A play": IND*1+ — a space race success (the USSR discards the US\'s Independent Reds: no event); its 2 VP are written =-2', () => {
    const game = scenario(`
      ${SETUP}
      1.1   IND*1+ =-2 ; —`);
    game.assertClean();
    assert.equal(game.state().space.USSR, 1);
    assert.equal(game.state().vp, -2);
    assert.ok(game.state().discard.includes('IND'));
    // The table's excerpt alone leaves out the VP the box gave: a warning naming them.
    scenario(`
      ${SETUP}
      1.1   IND*1+ ; —`).expect('TSN156', '1.1', /add =-2/);
  });

  test('"A play": SOC(CA- IT- UK-) a headline, SAS=-1 a scoring card', () => {
    const headline = scenario(`
      ${SETUP}
      1.H   SOC(CA- IT- UK-) ; CON`);
    headline.assertClean();
    assert.deepEqual(headline.influence('CA'), { US: 1, USSR: 0 });
    const scoring = scenario(`
      ${SETUP}
      1.1   SAS=-1 ; —`);
    scoring.assertClean();
    assert.equal(scoring.state().vp, -1);
  });

  test('"Influence": IT, IT2, IT-, IT-2; outside parentheses the player\'s, inside the other side\'s, in a USSR and in a US play', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SOC@(IT-2 FR-) ; TRU&IT
      1.2   DGL@FR (FR-) ; DAC&IT2 DE
      1.3   KOR&SY2 ; EEU@(PL- DD- HU-)`);
    game.assertClean();
    assert.deepEqual(game.influence('IT', '1.1'), { US: 2, USSR: 0 });
    assert.deepEqual(game.influence('FR', '1.2'), { US: 0, USSR: 1 });
    assert.deepEqual(game.influence('IT'), { US: 4, USSR: 0 });
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 3 });
  });

  test('"Dice": /IT4:3 FR2:5 (two realignment rolls sharing one /), xKR5+ (a war won)', () => {
    // Italy: US 4 + 1 (more influence) against 3; France: US 2 + 1 (more) + 2 (the UK and Italy,
    // US-controlled, next to it) against 5, a tie: the USSR has nothing to lose, the US nothing lost.
    const realign = scenario(`
      ${SETUP}
      1.1   KOR/IT4:3 FR2:5 ; —`);
    realign.assertClean();
    assert.deepEqual(realign.influence('FR'), { US: 2, USSR: 0 });
    const war = scenario(`
      ${SETUP}
      1.1   KOR@xKR5+ =-2 ; —`);
    war.assertClean();
    assert.deepEqual(war.influence('KR'), { US: 0, USSR: 1 });
    assert.equal(war.state().milops.USSR, 2);
  });

  test('"Dice": ~3+ (out of Quagmire, Duck and Cover discarded for it)', () => {
    const game = scenario(`
      ${SETUP}
      4.1   QUA@ ; DAC~3+
      4.2   FID&SY2 ; CON&IT3`);
    game.assertClean();
    assert.deepEqual(game.state('4.1').effects, []);
    assert.ok(game.state('4.1').discard.includes('DAC'));
  });

  test('"Dice": d4:6 — the Olympic Games (sponsor\'s die first: 4 + 2 ties 6, rolled again) or the Summit (US 4, USSR 6)', () => {
    scenario(`
      ${SETUP}
      1.1   OLY@d4:6 ; —`).expect('TSN182', '1.1', /4\+2 = 6, the US 6 is a tie, rolled again/);
    const games = scenario(`
      ${SETUP}
      1.1   OLY@d4:6 d3:1 =-2 ; —`);
    games.assertClean();
    assert.equal(games.state().vp, -2);
    // The Summit: nobody dominates or controls a region after the setup, so the dice stand: the USSR wins.
    const summit = scenario(`
      ${SETUP}
      4.1   SUM@d4:6 =-2 ; —`);
    summit.assertClean();
    assert.equal(summit.state().vp, -2);
  });

  test('"Other marks": !, ?, !!, ?? and {…} may follow any play; {cancelled by DEF}', () => {
    const annotated = scenario(`
      ${SETUP}
      1.1   NAS@EG2! ; TRU@(FI-)??
      1.2   KOR&SY2 !! ; DAC&IT3? {a comment}`);
    annotated.assertClean();
    assert.deepEqual(annotated.influence('FI', '1.1'), { US: 0, USSR: 0 });
    assert.deepEqual(annotated.influence('IT'), { US: 6, USSR: 0 });
    const cancelled = scenario(`
      ${SETUP}
      1.H   VIE ; DEF {cancelled by DEF}`);
    cancelled.assertClean();
    assert.deepEqual(cancelled.influence('VN'), { US: 0, USSR: 0 });
  });

  test('"Hidden cards": [JUN PEC] and [^NTB KIT] without parentheses, the cards of the side that played (Ask Not, Our Man in Tehran played by the US)', () => {
    const ask = scenario(`
      ${SETUP}
      5.1   DEC@VN AO ZR NG ; ASK@ >SUM >LON [JUN PEC]`);
    ask.assertClean();
    assert.ok(ask.state().discard.includes('SUM') && ask.state().discard.includes('LON'));
    const omt = scenario(`
      ${SETUP}
      5.1   KOR&SY2 ; DAC&IR2 IL
      5.2   COM&PL3 ; OMT@ >SAL [^NTB KIT OPE SAD]`);
    omt.assertClean();
    assert.ok(omt.state().discard.includes('SAL'));
  });

  test('"A game file": the tags, the game and the replay block together', () => {
    // The spec's file without its "..." (rounds left out) and its Result tag (of the whole game).
    const game = scenario(`
      [Event "Twilight Struggle against the AI"]
      [Site "twilightstruggle.app/ai"]
      [Date "2026.11.04"]
      [US "Player"]
      [USSR "AI (Strong)"]
      [Notation "TSN 2"]

      1.D   [SEU SME FID KOR COM NAS DGL TRU] ; [FYP SOC BLO MAR CON SUE EEU SPR]
      ${SPEC_SETUP}
      1.H   NAS EG2 ; CON
      1.1   CHN/KR3:6 UK5:2 FR2:5 ZA5:5 ; FYP&CR ZA TW DE

      {seed 1938274651}
      {5.15.0.0 5.15.0.0 5.18.0.0}`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
  });
});

describe('the specification\'s examples that are inconsistent with the rules (documented)', () => {
  test('"An opponent\'s card": IND#PA5+3@(CS2) said to be played by the US — Independent Reds is the US\'s own card', () => {
    // The spec says "The US played Independent Reds: first a coup in Panama, then the USSR event".
    // Independent Reds is a US card: the US playing it for operations has no event (TSN107), and
    // Panama holds no USSR influence to coup (TSN121).
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; IND#PA5+3@(CS2)`);
    game.expect('TSN107', '1.1', /Independent Reds is the US's own card/);
    game.expect('TSN121', '1.1', /Panama holds no USSR influence/);
  });

  test('IND#PA5+3@(CS2) played by the USSR is consistent, except the D the battleground coup in Panama caused (a warning)', () => {
    // As a USSR play it reads: a coup in Panama (5 + 2 - 4 = 3), then the US event, the US matching
    // the USSR's 2 in Czechoslovakia. Panama is a battleground: DEFCON falls, and the line leaves out D4.
    const game = scenario(`
      1.S   PL4 DD CS2 ; IT3 FR2 DE2
      1.1   IND#PA5+3@(CS2) ; —`);
    assert.deepEqual(game.problems(), ['TSN157@1.1']);
    assert.deepEqual(game.influence('CS'), { US: 2, USSR: 2 });
    scenario(`
      1.S   PL4 DD CS2 ; IT3 FR2 DE2
      1.1   IND#PA5+3@(CS2) D4 ; —`).assertClean();
  });

  test('"An opponent\'s card": KOR@xKR4+ #SY6+5 — a coup in Syria with 2 ops and a 6 moves 4, not 5; the war\'s 2 VP are left out', () => {
    // 6 + 2 ops - 2 x stability 2 = 4 (TSN151 names +4); the USSR's won war gives it 2 VP, which
    // the line does not write (TSN156).
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; KOR@xKR4+ #SY6+5`);
    game.expect('TSN151', '1.1', /Coup result should be \+4: die 6 \+ 2 ops - 2 x stability 2/);
    game.expect('TSN156', '1.1', /add =-2/);
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; KOR@xKR4+ #SY6+4 =-2`).assertClean();    // With Containment in force the coup is 3 ops: 6 + 3 - 4 = 5, as the spec writes it.
    const contained = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; CON
      1.1   FID&SY2 ; KOR@xKR4+ #SY6+5 =-2`);
    contained.assertClean();
    assert.deepEqual(contained.influence('SY'), { US: 2, USSR: 0 });
  });

  test('"Influence": SUE(FR-2 IL- UK-2) — Suez Crisis removes 4 in all, the example removes 5', () => {
    scenario(`
      ${SETUP}
      1.H   SUE(FR-2 IL- UK-2) ; CON`).expect('TSN181', '1.H', /removes 5 in all: at most 4/);
    scenario(`
      ${SETUP}
      1.H   SUE(FR-2 IL- UK-) ; CON`).assertClean();
  });

  test('"Dice": TEC/IT4:3 IT2:5 — TEC is the spec\'s placeholder, no card', () => {
    scenario(`
      ${SETUP}
      1.1   TEC/IT4:3 IT2:5 ; —`).expect('TSN011', '1.1', /Unknown card code "TEC"/);
  });
});
