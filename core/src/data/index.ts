// Game data of Twilight Struggle (Deluxe Edition): regions, countries, cards, tracks and the
// "did you mean" helpers. Pure data and functions, safe for the server, the CLI and the web build.

export * from './sides';
export * from './regions';
export * from './countries';
export * from './cards';
export * from './tracks';
export * from './suggest';
export * from './boardLayout';
