// run(): what the web extension host calls once the bundle is loaded. Like ../suite/index.ts, it
// prints `N passed, N failed` (`, N skipped` when some are) as its last line, which the runner
// and CI read, and fails when a test failed or none ran.
export function run(): Promise<void> {
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
