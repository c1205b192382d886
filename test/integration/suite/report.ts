// Runs mocha and reports as CI reads it, for both hosts (the desktop's mocha in index.ts, the
// browser build's global mocha in ../web/run.ts): the last line printed is `N passed, N failed`
// (`, N skipped` when some are); the promise fails when a test failed or none ran.
interface Runnable {
  run(done: (failures: number) => void): { stats?: { passes?: number; pending?: number } };
}

export function runAndReport(mocha: Runnable): Promise<void> {
  return new Promise((resolve, reject) => {
    try {
      const runner = mocha.run((failures) => {
        const { passes = 0, pending = 0 } = runner.stats ?? {};
        console.log(`${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}`);
        if (failures > 0) reject(new Error(`${failures} integration test(s) failed`));
        else if (passes === 0) reject(new Error('no integration test ran'));
        else resolve();
      });
    } catch (error) {
      console.error(error);
      reject(error);
    }
  });
}
