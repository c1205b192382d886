// The exported page's script, bundled in memory from page/src (as scripts/build.mjs bundles it into
// dist/page/game.js), once per test process: the unit tests run from the sources, with no build.
import { bundlePageScript } from '../../../scripts/page-bundle.mjs';

let made: Promise<string> | undefined;

export function pageScript(): Promise<string> {
  made ??= bundlePageScript();
  return made;
}
