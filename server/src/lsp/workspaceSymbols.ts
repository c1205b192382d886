/**
 * Workspace symbols across the games in the workspace folders: each game (its Event tag and
 * players), each turn, and each play (its label, side, card name and text), so that Ctrl+T
 * "Nasser" finds every play of Nasser in every game. The `.tsn` files come from a
 * `WorkspaceFiles` source: the client (requests `tsn/workspaceFiles`, then `tsn/readFile`, in core/src/protocol.ts) when
 * it offers one, else the file system when the server runs in Node; open documents are read as
 * they stand in the editor. Files are parsed only (no replay), and again only when they changed.
 */
import { SymbolKind, type Connection, type SymbolInformation } from 'vscode-languageserver';
import { analyzeSteps, cardTitle, partsOf, printPart, type DocumentAnalysis, type GameLine } from '../../../core/src';
import { READ_FILE, WORKSPACE_FILES, type WorkspaceFile } from '../../../core/src/protocol';
import { ask } from './messages';
import { runSliced, yieldThen, type Workspace } from './workspace';

export interface WorkspaceFiles {
  /** The `.tsn` files under the workspace folders. */
  list(folders: readonly string[]): Promise<readonly WorkspaceFile[]>;
  read(uri: string): Promise<string | undefined>;
}

/** Files larger than this are left out of the symbols. */
const MAX_FILE_CHARS = 2_000_000;
/** At most this many symbols per answer, as VS Code shows only the first ones. */
const MAX_SYMBOLS = 2_000;

/** The files through the client's requests (the VS Code client answers them in both hosts). */
export function clientFiles(connection: Connection): WorkspaceFiles {
  return {
    list: async () => {
      const files = await ask(connection, WORKSPACE_FILES, {});
      return Array.isArray(files) ? files.filter((f: Partial<WorkspaceFile> | null) => typeof f?.uri === 'string' && typeof f.stamp === 'number') : [];
    },
    read: async (uri) => {
      const text = await ask(connection, READ_FILE, { uri });
      return typeof text === 'string' ? text : undefined;
    },
  };
}

/** A file's name from its URI, decoded; as written when an escape is malformed (`bad%E0.tsn`). */
export function fileNameOf(uri: string): string {
  const name = uri.slice(uri.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Appends one by one: a spread of a huge list (a game of 120,000 plays) overflows the stack. */
function pushAll<T>(to: T[], items: readonly T[]): void {
  for (const item of items) to.push(item);
}

function gameName(analysis: DocumentAnalysis, uri: string): string {
  const tag = (name: string) => analysis.syntax.tags().find((t) => t.name === name)?.value.trim();
  const event = tag('Event') || fileNameOf(uri);
  const ussr = tag('USSR');
  const us = tag('US');
  return ussr && us ? `${event} (${ussr} v ${us})` : event;
}

function playSymbols(line: GameLine, uri: string, container: string): SymbolInformation[] {
  const out: SymbolInformation[] = [];
  for (const { side, part } of partsOf(line)) {
    if (part.kind !== 'play') continue;
    const name = `${line.label.text} ${side} ${cardTitle(part.card.code)}: ${printPart(part)}`;
    out.push({ name, kind: SymbolKind.Event, location: { uri, range: part.range }, containerName: container });
  }
  return out;
}

/** The symbols of one game file. */
export function gameSymbols(analysis: DocumentAnalysis, uri: string): SymbolInformation[] {
  const game = gameName(analysis, uri);
  const { syntax } = analysis;
  const first = syntax.tags()[0] ?? (syntax.gameLineNumbers.length ? syntax.gameLine(syntax.gameLineNumbers[0]!) : undefined);
  const out: SymbolInformation[] = [];
  if (first) out.push({ name: game, kind: SymbolKind.File, location: { uri, range: first.range } });
  let turn: number | undefined;
  for (const line of syntax.gameLines()) {
    if (line.label.turn !== turn) {
      turn = line.label.turn;
      out.push({ name: `Turn ${turn}`, kind: SymbolKind.Namespace, location: { uri, range: line.label.range }, containerName: game });
    }
    pushAll(out, playSymbols(line, uri, game));
  }
  return out;
}

/**
 * How well `text` matches a query: 2 when each of its words is in the text (any case); 1 when its
 * characters appear in order from the start of a word (`nasr` in "Nasser"), as VS Code's own
 * filter is fuzzy; 0 otherwise.
 */
export function matchQuery(query: string, text: string): 0 | 1 | 2 {
  const t = text.toLowerCase();
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.every((w) => t.includes(w))) return 2;
  const q = words.join('');
  for (let start = t.indexOf(q[0]!); start >= 0; start = t.indexOf(q[0]!, start + 1)) {
    if (start > 0 && /[a-z0-9]/.test(t[start - 1]!)) continue;
    let at = start + 1;
    let ok = true;
    for (const ch of q.slice(1)) {
      at = t.indexOf(ch, at);
      if (at < 0) { ok = false; break; }
      at++;
    }
    if (ok) return 1;
  }
  return 0;
}

export class WorkspaceGames {
  private readonly parsed = new Map<string, { stamp: number; symbols: SymbolInformation[] }>();

  private files: WorkspaceFiles | undefined;
  private folders: readonly string[] = [];

  constructor(private readonly workspace: Workspace) {}

  /** Where the files come from (none: only the open documents), and the workspace folders' URIs. */
  setSource(files: WorkspaceFiles | undefined, folders: readonly string[]): void {
    this.files = files;
    this.folders = folders;
  }

  changeFolders(added: readonly string[], removed: readonly string[]): void {
    this.folders = [...this.folders.filter((f) => !removed.includes(f)), ...added];
  }

  async symbols(query: string): Promise<SymbolInformation[]> {
    const all: SymbolInformation[] = [];
    const seen = new Set<string>();
    const listed = this.files ? await this.files.list(this.folders).catch(() => []) : [];
    // Open documents first, as the editor holds them (saved or not).
    for (const document of this.workspace.documents.all()) {
      if (!document.uri.endsWith('.tsn') && !listed.some((f) => f.uri === document.uri)) continue;
      seen.add(document.uri);
      const analysis = await this.workspace.analysisWhenReady(document.uri);
      if (analysis) pushAll(all, gameSymbols(analysis, document.uri));
    }
    for (const file of listed) {
      if (seen.has(file.uri)) continue;
      seen.add(file.uri);
      const known = this.parsed.get(file.uri);
      if (known && known.stamp === file.stamp) {
        pushAll(all, known.symbols);
        continue;
      }
      const text = await this.files?.read(file.uri).catch(() => undefined);
      if (text === undefined || text.length > MAX_FILE_CHARS) continue;
      // Parsed in slices, with a turn of the event loop after each file: another file's hover
      // is answered meanwhile (issue 22: five files of 1.9 MB held the server 5.7 s).
      const symbols = gameSymbols(await runSliced(analyzeSteps(text, { rules: false })), file.uri);
      this.parsed.set(file.uri, { stamp: file.stamp, symbols });
      pushAll(all, symbols);
      await new Promise<void>((resolve) => yieldThen(resolve));
    }
    for (const uri of [...this.parsed.keys()]) if (!seen.has(uri)) this.parsed.delete(uri);
    if (!query.trim()) return all.slice(0, MAX_SYMBOLS);
    // Whole words first, then the fuzzy matches; file order within each.
    const scored = all.map((symbol) => ({ symbol, score: matchQuery(query, symbol.name) })).filter((m) => m.score > 0);
    return scored.filter((m) => m.score === 2).concat(scored.filter((m) => m.score === 1)).slice(0, MAX_SYMBOLS).map((m) => m.symbol);
  }
}

export function registerWorkspaceSymbols(workspace: Workspace, games: WorkspaceGames): void {
  workspace.connection.onWorkspaceSymbol((params) => games.symbols(params.query));
}
