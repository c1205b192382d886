// The view: what a board's renderer needs (the board map as SVG, the diffs of a line, the checks
// of untrusted view data) and the game data it names things with. The VS Code client's preview
// imports the core through this, the protocol (core/src/protocol.ts) and the text module only.
export {
  BOARD_SVG_STYLE, checkedBoardView, countryDiffs, escapeXml, int, isCountryCode, renderBoardSvg, sideOf, trackDiffs,
} from './boardSvg';
export { cardByCode, cardTitle, countryByCode, superpowerByCode, VP_MAX } from '../data';
export {
  BOARD_PAGE_SCRIPT, BOARD_PAGE_STYLE, checkedNonce, escapeHtml, newNonce, parsePageMessage, renderBoardContent,
  type BoardMessage, type PageMessage, type PageState,
} from './boardPage';
export {
  GAME_DATA_ID, GAME_PAGE_IDS, gameDataJson, gameTitle, lineOfFragment, parseGamePageData, playAtOrAbove, playItemId,
  renderGameHead, renderGamePage, renderPlayList, renderScoringTable, type GamePageData, type GamePageOptions,
} from './gamePage';
