// The rules engine of Twilight Struggle (Deluxe Edition): typed commands in, state and problems out.
// No text, no TSN parsing, no editor imports.
export * from './codes';
export * from './problems';
export * from './state';
export * from './map';
export * from './ops';
export * from './cards';
export * from './influence';
export * from './coup';
export * from './realign';
export * from './space';
export * from './scoring';
export * from './resolveEvent';
export * from './effects';
export { EVENTS, implementedEvents } from './events';
export * from './markers';
export * from './marks';
export * from './commands';
export * from './setup';
export * from './turn';
export * from './headline';
export * from './play';
export * from './snapshot';
export * from './rng';
export * from './record';
