// The vocabulary card events are written in, one module per mechanism:
// - written.ts     what a line may write for an event (`onlyWrites`), and errors on the event part
// - influence.ts   influence the card fixes (`fixedInfluence`, `takeOver`) or the player chooses
//                  (`chosenInfluence`), and how changes read in messages
// - operations.ts  operations an event grants (`grantedOperations`, `conductOperations`), a coup
//                  with the card's operations (`eventCoup`), and free coups and realignment rolls
//                  (`freeCoup`, `freeRealignments`)
// - cards.ts       cards an event takes out of a hand (`takeFromHand`), `handSize`, plays at once
//                  (`playTakenCard`), puts into a hand (`putInHand`) or draws (`drawPileProblem`)
// - war.ts         war cards (`resolveWar`)
// - effects.ts     events that only leave an effect in force (`effectOnly`), NATO's protection
export { eventProblem, onlyWrites } from './written';
export {
  chosenInfluence, describeChanges, fixedInfluence, influenceToControl, listNames, netChanges, plural,
  takeOver, tsnChanges, type NetChange,
} from './influence';
export {
  conductOperations, eventCoup, freeCoup, freeRealignments, grantedOperations, operationsValue,
} from './operations';
export {
  drawPileProblem, forgetHand, handSize, highestOpsCards, playTakenCard, putInHand, takeFromHand,
} from './cards';
export { resolveWar } from './war';
export { effectOnly, natoProtects } from './effects';
