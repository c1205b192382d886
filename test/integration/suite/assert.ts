// The assertions of the integration tests. Not node:assert: the same test files also run in the
// web extension host (a Web Worker), where no Node module exists. Failures throw an Error whose
// message shows both values as JSON, which is what mocha's reporter prints.

/** Thrown by a failed assertion. */
export class AssertionError extends Error {
  override readonly name = 'AssertionError';
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

function fail(message: string | undefined, detail: string): never {
  throw new AssertionError(message ? `${message}\n${detail}` : detail);
}

/** Structural equality of plain data (objects, arrays, primitives); NaN equals NaN. */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => isDeepEqual(item, b[i]));
  }
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return keysA.length === keysB.length
    && keysA.every((k) => isDeepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export function ok(value: unknown, message?: string): asserts value {
  if (!value) fail(message, `expected a truthy value, got ${show(value)}`);
}

export function equal<T>(actual: unknown, expected: T, message?: string): asserts actual is T {
  if (!Object.is(actual, expected)) fail(message, `expected ${show(expected)}\n     got ${show(actual)}`);
}

export function notEqual(actual: unknown, unexpected: unknown, message?: string): void {
  if (Object.is(actual, unexpected)) fail(message, `expected anything but ${show(unexpected)}`);
}

export function deepEqual<T>(actual: unknown, expected: T, message?: string): asserts actual is T {
  if (!isDeepEqual(actual, expected)) fail(message, `expected ${show(expected)}\n     got ${show(actual)}`);
}

export function match(actual: string, pattern: RegExp, message?: string): void {
  if (typeof actual !== 'string' || !pattern.test(actual)) fail(message, `expected ${show(actual)}\nto match ${pattern}`);
}

export function doesNotMatch(actual: string, pattern: RegExp, message?: string): void {
  if (typeof actual !== 'string' || pattern.test(actual)) fail(message, `expected ${show(actual)}\nnot to match ${pattern}`);
}
