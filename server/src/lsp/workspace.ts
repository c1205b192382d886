/**
 * The open documents, their settings and their analyses. An analysis is computed once per
 * document version and shared by every feature that asks for it.
 */
import type { Connection, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { analyze, DEFAULT_OPTIONS, type AnalysisOptions, type DocumentAnalysis } from '../analysis';

export interface Settings {
  readonly rules: { readonly enabled: boolean };
  readonly hover: { readonly showBoard: boolean };
  readonly inlayHints: { readonly enabled: boolean };
}

export const DEFAULT_SETTINGS: Settings = { rules: { enabled: true }, hover: { showBoard: true }, inlayHints: { enabled: true } };

export class Workspace {
  private readonly cache = new Map<string, { version: number; options: AnalysisOptions; analysis: DocumentAnalysis }>();
  private settings: Settings = DEFAULT_SETTINGS;
  private canReadConfiguration = false;

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

  analysisOf(document: TextDocument): DocumentAnalysis {
    const options: AnalysisOptions = { ...DEFAULT_OPTIONS, rules: this.settings.rules.enabled };
    const cached = this.cache.get(document.uri);
    if (cached && cached.version === document.version && cached.options.rules === options.rules) return cached.analysis;
    // The previous version's replay is reused up to the first changed game line.
    const analysis = analyze(document.getText(), options, cached?.analysis);
    this.cache.set(document.uri, { version: document.version, options, analysis });
    return analysis;
  }

  analysisFor(uri: string): DocumentAnalysis | undefined {
    const document = this.documents.get(uri);
    return document ? this.analysisOf(document) : undefined;
  }

  forget(uri: string): void {
    this.cache.delete(uri);
  }
}
