/**
 * The open documents, their settings and their analyses. An analysis is computed once per
 * document version and shared by every feature that asks for it. It is computed in slices: a
 * long file's analysis pauses every few milliseconds so that requests about other files are
 * answered meanwhile, and it is dropped as soon as a newer version of its document arrives. Every
 * feature waits for it (`analysisWhenReady`), none finishes it at once: a request about a file
 * still being analysed (the semantic tokens, lenses and hints an editor asks for as it opens a
 * long file) must not hold up the answers about the others.
 */
import type { Connection, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeSteps, DEFAULT_OPTIONS, KEEP_TREE_UP_TO, type AnalysisOptions, type DocumentAnalysis, type DocumentText, type EarlierAnalysis } from '../../../core/src';
import { PieceTextDocument } from './document';
import { logFailure } from './guard';

export interface Settings {
  readonly rules: { readonly enabled: boolean };
  readonly hover: { readonly showBoard: boolean };
  readonly inlayHints: { readonly enabled: boolean };
}

export const DEFAULT_SETTINGS: Settings = { rules: { enabled: true }, hover: { showBoard: true }, inlayHints: { enabled: true } };

/** Above this many characters (4 MB) a new version is analysed with the previous version's replay only. */
const LARGE_TEXT = 4_000_000;

/**
 * How long one slice of analysis runs before the server turns to other messages: a request about
 * another file waits for the slice under way. 10 ms rather than 15: another file's hover p99
 * 47-50 ms instead of 61-67 ms over stdio while 10 MB of games or of one play per line is opened
 * and edited (issue 22 aims at 50), for an analysis ~2-4% longer (bench/RESULTS.md, session 14).
 */
const SLICE_MS = 10;

const now: () => number = typeof performance !== 'undefined' ? () => performance.now() : () => Date.now();

/**
 * Turns of Node's event loop between two slices. vscode-jsonrpc takes a turn (a setImmediate) for
 * each stage of a message: read (its reader's lock), handled (the connection's queue, a message a
 * turn), answered (its writer's lock). With one turn between slices a request waited a slice for
 * each stage: another file's hover took ~60 ms over stdio while a 10 MB file was analysed. An
 * empty turn costs microseconds.
 */
export const TURNS_BETWEEN_SLICES = 8;

/**
 * Lets the event loop answer other messages, then runs `next`: after TURNS_BETWEEN_SLICES turns
 * in Node; after one timer in a web worker (whose zero timers are clamped to 4 ms when chained).
 */
export function yieldThen(next: () => void, turns = TURNS_BETWEEN_SLICES): void {
  if (typeof setImmediate !== 'function') { setTimeout(next, 0); return; }
  const turn = (left: number) => setImmediate(left > 1 ? () => turn(left - 1) : next);
  turn(turns);
}

/**
 * Runs a computation that pauses (a generator) in slices of SLICE_MS, letting the server answer
 * other messages between them: for work outside a document's own analysis (the workspace's
 * files, a feature over a large document).
 */
export function runSliced<T>(steps: Generator<void, T, void>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const slice = () => {
      try {
        const deadline = now() + SLICE_MS;
        for (;;) {
          const next = steps.next();
          if (next.done) { resolve(next.value); return; }
          if (now() >= deadline) { yieldThen(slice); return; }
        }
      } catch (error) {
        reject(error);
      }
    };
    slice();
  });
}

/** An analysis under way for one version of a document. */
interface Job {
  readonly uri: string;
  readonly version: number;
  readonly options: AnalysisOptions;
  readonly steps: Generator<void, DocumentAnalysis, void>;
  readonly promise: Promise<DocumentAnalysis | undefined>;
  readonly settle: (analysis: DocumentAnalysis | undefined) => void;
  running: boolean;
  done: boolean;
}

/**
 * The text a document's analysis reads: a large document's pieces (document.ts), which tell the
 * analysis where the edit wrote, without making the text one string; a small one's string.
 */
function textOf(document: TextDocument): DocumentText {
  if (document instanceof PieceTextDocument && document.text.length > KEEP_TREE_UP_TO) return document.text;
  const text = document.getText() as string | null;
  return typeof text === 'string' ? text : '';
}

export class Workspace {
  private readonly cache = new Map<string, { version: number; options: AnalysisOptions; analysis: DocumentAnalysis }>();
  private readonly jobs = new Map<string, Job>();
  private settings: Settings = DEFAULT_SETTINGS;
  private canReadConfiguration = false;
  /** The URL of docs/diagnostics.md that diagnostic codes link to, when known. */
  diagnosticsDoc: string | undefined;

  constructor(readonly connection: Connection, readonly documents: TextDocuments<TextDocument>) {}

  enableConfiguration(): void {
    this.canReadConfiguration = true;
  }

  /** Reads the `tsn` settings again; returns them. */
  async refreshSettings(): Promise<Settings> {
    if (!this.canReadConfiguration) return this.settings;
    try {
      const raw = (await this.connection.workspace.getConfiguration('tsn')) as Partial<Settings> | null;
      this.settings = {
        rules: { enabled: raw?.rules?.enabled ?? DEFAULT_SETTINGS.rules.enabled },
        hover: { showBoard: raw?.hover?.showBoard ?? DEFAULT_SETTINGS.hover.showBoard },
        inlayHints: { enabled: raw?.inlayHints?.enabled ?? DEFAULT_SETTINGS.inlayHints.enabled },
      };
    } catch {
      // A client that cannot answer keeps the defaults.
    }
    return this.settings;
  }

  get currentSettings(): Settings {
    return this.settings;
  }

  private options(): AnalysisOptions {
    return { ...DEFAULT_OPTIONS, rules: this.settings.rules.enabled };
  }

  private cached(document: TextDocument, options: AnalysisOptions): DocumentAnalysis | undefined {
    const cached = this.cache.get(document.uri);
    return cached && cached.version === document.version && cached.options.rules === options.rules ? cached.analysis : undefined;
  }

  /** The job for this version of the document: the one under way, or a new one (an older one is dropped). */
  private jobFor(document: TextDocument, options: AnalysisOptions): Job {
    const existing = this.jobs.get(document.uri);
    if (existing && existing.version === document.version && existing.options.rules === options.rules) return existing;
    if (existing) this.drop(existing);
    const text = textOf(document);
    const size = text.length;
    // The previous version's parse and replay are reused where the lines did not change. A huge
    // file's analysis holds hundreds of megabytes: it is let go first, all but its replay and its
    // lines' parse (the lines before and after an edit are neither parsed nor replayed again:
    // issue 22, a keystroke in a 10 MB file took 5-8 s), so that two whole analyses never coexist.
    const last = this.cache.get(document.uri)?.analysis;
    let previous: EarlierAnalysis | undefined = last;
    if (size > LARGE_TEXT || (last && last.textLength > LARGE_TEXT)) {
      this.cache.delete(document.uri);
      previous = last ? { replay: last.replay, linesParse: last.linesParse } : undefined;
    }
    let settle!: (analysis: DocumentAnalysis | undefined) => void;
    const promise = new Promise<DocumentAnalysis | undefined>((resolve) => { settle = resolve; });
    const job: Job = {
      uri: document.uri, version: document.version, options, promise, settle,
      steps: analyzeSteps(text, options, previous), running: false, done: false,
    };
    this.jobs.set(document.uri, job);
    return job;
  }

  private drop(job: Job): void {
    if (job.done) return;
    job.done = true;
    if (this.jobs.get(job.uri) === job) this.jobs.delete(job.uri);
    job.settle(undefined);
  }

  private complete(job: Job, analysis: DocumentAnalysis): void {
    job.done = true;
    if (this.jobs.get(job.uri) === job) this.jobs.delete(job.uri);
    if (analysis.failure) logFailure(this.connection, `the analysis of ${job.uri} (version ${job.version})`, analysis.failure);
    this.cache.set(job.uri, { version: job.version, options: job.options, analysis });
    job.settle(analysis);
  }

  /** Runs one step of the job; true when it is finished (or failed, which drops it). */
  private step(job: Job): boolean {
    try {
      const next = job.steps.next();
      if (!next.done) return false;
      this.complete(job, next.value);
    } catch (error) {
      logFailure(this.connection, `the analysis of ${job.uri}`, error);
      this.drop(job);
    }
    return true;
  }

  private superseded(job: Job): boolean {
    const document = this.documents.get(job.uri);
    return !document || document.version !== job.version || this.options().rules !== job.options.rules;
  }

  /**
   * The analysis of the document's current version, computed in slices (the first one at once):
   * undefined when a newer version or a closed document made it pointless before it finished.
   */
  analysisSoon(document: TextDocument): Promise<DocumentAnalysis | undefined> {
    const options = this.options();
    const cached = this.cached(document, options);
    if (cached) return Promise.resolve(cached);
    const job = this.jobFor(document, options);
    if (!job.running) {
      job.running = true;
      const slice = () => {
        if (job.done) return;
        if (this.superseded(job)) { this.drop(job); return; }
        const deadline = now() + SLICE_MS;
        while (!this.step(job)) if (now() >= deadline) { yieldThen(slice); return; }
      };
      slice();
    }
    return job.promise;
  }

  /** The analysis of the open document's current version, waiting for work under way (in slices). */
  async analysisWhenReady(uri: string, token?: { readonly isCancellationRequested: boolean }): Promise<DocumentAnalysis | undefined> {
    for (;;) {
      const document = this.documents.get(uri);
      if (!document || token?.isCancellationRequested) return undefined;
      const analysis = await this.analysisSoon(document);
      if (analysis) return analysis;
      // Superseded by a newer version while waiting: wait for that one.
    }
  }

  forget(uri: string): void {
    this.cache.delete(uri);
    const job = this.jobs.get(uri);
    if (job) this.drop(job);
  }
}
