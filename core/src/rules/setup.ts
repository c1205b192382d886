// Setup (rules 3.2/3.3 and the project's rulings): the USSR places 6 influence in Eastern Europe,
// the US 7 in Western Europe; influence beyond that (a bid or handicap) only where the side
// already has influence, reported as information.
import { SETUP_FREE_PLACEMENT } from '../data/tracks';
import type { SetupCommand } from './commands';
import { countryIndex, countryName, draftInfluence, influenceAt, isIn, setInfluenceAt, withInfluence } from './map';
import { grouped } from './record';
import { problem, safely, type Outcome, type RuleProblem } from './problems';
import { openDraft, settled, writable, type GameState } from './state';

function applySetupUnsafe(state: GameState, command: SetupCommand): Outcome<GameState> {
  const { side, placements } = command;
  const problems: RuleProblem[] = [];
  if (state.turn !== 1 || state.turnEnded || state.round === 'H' || typeof state.round === 'number' || state.result) {
    problems.push(problem('TSN176', 'Influence is placed at setup only before turn 1\'s headline', { kind: 'play' }, side));
  }
  const { amount, subregion } = SETUP_FREE_PLACEMENT[side];
  const draft = draftInfluence(state);
  let free = 0;
  placements.forEach((placement, index) => {
    const target = { kind: 'country', country: placement.country, index, section: 'ops' } as const;
    const i = countryIndex(placement.country);
    if (i < 0) {
      problems.push(problem('TSN118', `${placement.country} is not a country`, target, side));
      return;
    }
    if (placement.amount <= 0) {
      problems.push(problem('TSN113', `Setup only adds influence: ${countryName(placement.country)} ${placement.amount} cannot be placed`, target, side));
      return;
    }
    let extra = 0;
    let extraWhereNone = false;
    for (let n = 0; n < placement.amount; n++) {
      const here = influenceAt(draft.values, i, side);
      if (free < amount && isIn(placement.country, subregion)) {
        free++;
      } else {
        extra++;
        if (here === 0) extraWhereNone = true;
      }
      setInfluenceAt(draft, i, side, here + 1);
    }
    if (extraWhereNone) {
      problems.push(problem('TSN116', `The ${side} places ${amount} influence in ${subregion} at setup; more influence (a bid) goes only where it already has influence, and it has none in ${countryName(placement.country)}`, target, side));
    } else if (extra > 0) {
      problems.push(problem('TSN115', `${extra} influence in ${countryName(placement.country)} is beyond the ${side}'s ${amount} in ${subregion}: extra setup influence (a bid or handicap)`, target, side));
    }
  });
  if (free < amount) {
    problems.push(problem('TSN117', `The ${side} places ${amount} influence in ${subregion} at setup; ${free} written there`, { kind: 'play' }, side));
  }
  // One private board for the setup line (state.ts `openDraft`): `state` stays as it was.
  const board = writable(openDraft(state));
  board.round = 'S';
  return { state: settled(grouped(withInfluence(board, draft), state, { kind: 'setup', side })), problems };
}

/** Applies one side's part of `1.S`. */
export function applySetup(state: GameState, command: SetupCommand): Outcome<GameState> {
  return safely(state, () => applySetupUnsafe(state, command), command.side);
}
