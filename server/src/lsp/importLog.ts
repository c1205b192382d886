/**
 * `tsn/importLog` (core/src/protocol.ts): the client's "TSN: Import Game Log…" sends a game log of
 * the digital edition and gets the game in TSN 2, with the lines it could not read. A log pasted
 * into a `.tsn` file is recognised by the analysis itself (TSN046, with the conversion as its
 * quick fix, core/src/analysis/gameLog.ts).
 */
import { importPlaydekLog } from '../../../core/src';
import { IMPORT_LOG, isImportLogParams } from '../../../core/src/protocol';
import { answer } from './messages';
import type { Workspace } from './workspace';

export function registerImportLog(workspace: Workspace): void {
  answer(workspace.connection, IMPORT_LOG, async (params) => {
    if (!isImportLogParams(params)) return null;
    return importPlaydekLog(params.text, params.source === undefined ? {} : { source: params.source });
  });
}
