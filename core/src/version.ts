/** The package version, filled in by the bundler from package.json (see scripts/build.mjs). */
declare const __TSN_VERSION__: string | undefined;
export const VERSION: string = typeof __TSN_VERSION__ === 'string' ? __TSN_VERSION__ : '0.0.0-dev';
