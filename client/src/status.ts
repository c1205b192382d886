/**
 * The running score in the status bar: for the TSN editor in front, the tracks after the
 * cursor's line (`$(pulse) 3.4 · VP US +2 · DEFCON 3 · MilOps 2/1 · China US`), from the language
 * server's `tsn/scoreAt`. Clicking it opens the board preview. It shows nothing of its own: the
 * server says what the score is.
 */
import * as vscode from 'vscode';
import type { LineScore } from '../../core/src/protocol';
import { scoreText } from './scoreText';

export type ScoreRequester = (uri: string, line: number) => Promise<LineScore | null>;

/** What the integration tests see of the item. */
export interface ScoreStatusApi {
  /** The item's text while it is shown, else undefined. */
  text(): string | undefined;
  /** The command it runs when clicked. */
  readonly command: string;
}

const DEBOUNCE_MS = 50;
const COMMAND = 'tsn.showBoardPreview';

export function registerScoreStatus(context: vscode.ExtensionContext, requestScore: ScoreRequester): ScoreStatusApi {
  const item = vscode.window.createStatusBarItem('tsn.score', vscode.StatusBarAlignment.Left, 50);
  item.name = 'TSN Running Score';
  item.command = COMMAND;
  let shown: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sequence = 0;

  const hide = () => {
    item.hide();
    shown = undefined;
  };
  const refresh = async () => {
    const editor = vscode.window.activeTextEditor;
    if (editor?.document.languageId !== 'tsn') return hide();
    const asked = ++sequence;
    const score = await requestScore(editor.document.uri.toString(), editor.selection.active.line).catch(() => null);
    // A later cursor move asked again meanwhile: its answer wins.
    if (asked !== sequence) return;
    if (!score) return hide();
    const { text, tooltip } = scoreText(score);
    item.text = text;
    item.tooltip = tooltip;
    item.show();
    shown = text;
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void refresh(), DEBOUNCE_MS);
  };
  context.subscriptions.push(
    item,
    { dispose: () => timer && clearTimeout(timer) },
    vscode.window.onDidChangeActiveTextEditor(schedule),
    vscode.window.onDidChangeTextEditorSelection((event) => event.textEditor === vscode.window.activeTextEditor && schedule()),
    vscode.workspace.onDidChangeTextDocument((event) => event.document === vscode.window.activeTextEditor?.document && schedule()),
    vscode.workspace.onDidChangeConfiguration((event) => event.affectsConfiguration('tsn') && schedule()),
  );
  schedule();
  return { text: () => shown, command: COMMAND };
}
