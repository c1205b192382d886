// run(): what the web extension host calls once the bundle is loaded. Like ../suite/index.ts, it
// prints `N passed, N failed` (`, N skipped` when some are) as its last line, which the runner
// and CI read, and fails when a test failed or none ran.
import { runAndReport } from '../suite/report';

export function run(): Promise<void> {
  return runAndReport(mocha);
}
