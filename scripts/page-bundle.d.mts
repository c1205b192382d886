import type { BuildOptions } from 'esbuild';

/** The esbuild options of the exported page's script (dist/page/game.js). */
export declare const pageBuild: BuildOptions;
/** The exported page's script, bundled in memory. */
export declare function bundlePageScript(define?: Record<string, string>): Promise<string>;
