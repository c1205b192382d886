// The vocabulary card events are written in, one module per mechanism; each mechanism gives both
// the check of what a line wrote and the choices it may write (`…Choices`, `…Event`):
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
  chosenInfluence, chosenInfluenceEvent, chosenTotal, describeChanges, fixedChoices, fixedInfluence, fixedInfluenceEvent, influenceChoices,
  influenceToControl, listNames, netChanges, plural, takeOver, takeOverChoices, tsnChanges, type InfluenceChoice, type NetChange,
} from './influence';
export {
  conductOperations, eventCoup, freeCoup, freeRealignments, freeRollChoices, grantedChoices, grantedOperations, operationsValue,
} from './operations';
export {
  cardsInHand, drawPileProblem, forgetHand, handCardOptions, handSize, highestOpsCards, playTakenCard, putInHand, takeFromHand,
} from './cards';
export { resolveWar, warEvent } from './war';
export { effectOnly, effectOnlyEvent, natoProtects } from './effects';
