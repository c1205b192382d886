export { importPlaydekLog, looksLikePlaydekLog, NOT_IMPORTED, type ImportOptions, type ImportResult, type NotImported } from './importLog';
