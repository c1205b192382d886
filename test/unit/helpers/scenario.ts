/**
 * Rules tests written as TSN: a scenario is a few lines of a game, replayed through the whole
 * pipeline (parser, analysis, rules engine) exactly as the editor and `tsn check` replay it.
 *
 *   const game = scenario(`
 *     1.S   PL4 DD HU ; IT3 FR2 DE2
 *     1.1   NAS@EG2 ; —`);
 *   game.assertClean();
 *   assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
 */
import assert from 'node:assert/strict';
import { analyze, type DocumentAnalysis } from '../../../core/src/analysis';
import type { Diagnostic } from '../../../core/src/common/diagnostic';
import { controlOf, influenceOf, type GameState, type Side } from '../../../core/src/rules';

export interface Scenario {
  readonly analysis: DocumentAnalysis;
  readonly diagnostics: readonly Diagnostic[];
  /** The state after the last line, or after the line whose label is given (`'1.3'`). */
  state(label?: string): GameState;
  influence(country: string, label?: string): { US: number; USSR: number };
  control(country: string, label?: string): Side | null;
  /** Errors and warnings (information and hints left out), as `CODE@label` or `CODE@label:side`. */
  problems(): string[];
  /**
   * Fails unless there is no error and no warning (information such as TSN115 allowed). A fragment
   * of a game that leaves rounds out on purpose names the codes that says so (`['TSN180']`).
   */
  assertClean(fragment?: readonly string[]): void;
  /** Fails unless a diagnostic with this code is on the line with this label; returns it. */
  expect(code: string, label: string, message?: RegExp): Diagnostic;
}

/** Strips the common indentation so scenarios can be written indented in a test. */
function dedent(text: string): string {
  const lines = text.replace(/^\n/, '').replace(/\s+$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(indent)).join('\n') + '\n';
}

export function scenario(text: string): Scenario {
  const source = dedent(text);
  const analysis = analyze(source);
  const lineOf = (label: string): number => {
    const line = [...analysis.syntax.gameLines()].find((l) => l.label.text === label);
    if (!line) throw new Error(`no line ${label} in the scenario`);
    return line.range.start.line;
  };
  const labelAt = (line: number): string => analysis.gameLineAt(line)?.label.text ?? `line ${line + 1}`;
  const state = (label?: string) => (label === undefined ? analysis.replay!.final : analysis.stateAfter(lineOf(label)));
  const serious = () => analysis.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
  return {
    analysis,
    diagnostics: analysis.diagnostics,
    state,
    influence: (country, label) => ({ US: influenceOf(state(label), country, 'US'), USSR: influenceOf(state(label), country, 'USSR') }),
    control: (country, label) => controlOf(state(label), country),
    problems: () => serious().map((d) => `${d.code}@${labelAt(d.range.start.line)}`),
    assertClean(fragment = []) {
      const found = serious().filter((d) => !fragment.includes(d.code));
      assert.deepEqual(found.map((d) => `${d.code}@${labelAt(d.range.start.line)}: ${d.message}`), [], 'the scenario should replay without errors or warnings');
    },
    expect(code, label, message) {
      const line = lineOf(label);
      const found = analysis.diagnostics.filter((d) => d.code === code && d.range.start.line === line);
      assert.ok(found.length > 0, `expected ${code} on ${label}; got ${JSON.stringify(analysis.diagnostics.map((d) => `${d.code}@${labelAt(d.range.start.line)}: ${d.message}`))}`);
      if (message) assert.ok(found.some((d) => message.test(d.message)), `${code} on ${label} says ${JSON.stringify(found.map((d) => d.message))}, expected ${message}`);
      return found[0]!;
    },
  };
}

/** The standard opening used by most scenarios: the fixed influence plus a common free placement. */
export const SETUP = '1.S   PL4 DD HU ; IT3 FR2 DE2';
