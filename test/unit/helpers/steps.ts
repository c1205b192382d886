// Running a stepped computation (a generator that pauses) in tests: its value and the work done
// between each two pauses, counted by the test, never timed.

/** Runs a generator to its end; returns its value and the work counted (by `counter`) between each two pauses. */
export function runCounting<T>(steps: Generator<void, T, void>, counter: () => number): { value: T; perStep: number[] } {
  const perStep: number[] = [];
  let mark = counter();
  for (;;) {
    const next = steps.next();
    const now = counter();
    perStep.push(now - mark);
    mark = now;
    if (next.done) return { value: next.value, perStep };
  }
}
