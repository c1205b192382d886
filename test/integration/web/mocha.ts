// `import { suite, test, ... } from 'mocha'` in the web bundle: mocha's browser build puts the
// tdd interface on globalThis (./setup), and these forward to it at call time.
type Tdd = Pick<typeof globalThis, 'suite' | 'test' | 'suiteSetup' | 'suiteTeardown' | 'setup' | 'teardown'>;

const tdd = globalThis as unknown as Tdd;

function forward<K extends keyof Tdd>(name: K): Tdd[K] {
  const call = (...args: unknown[]) => (tdd[name] as (...a: unknown[]) => unknown)(...args);
  // suite.skip, test.only, ...: looked up at call time as well.
  for (const variant of ['skip', 'only', 'retries'] as const) {
    Object.defineProperty(call, variant, {
      get: () => (tdd[name] as unknown as Record<string, unknown>)[variant],
    });
  }
  return call as unknown as Tdd[K];
}

export const suite = forward('suite');
export const test = forward('test');
export const suiteSetup = forward('suiteSetup');
export const suiteTeardown = forward('suiteTeardown');
export const setup = forward('setup');
export const teardown = forward('teardown');
