import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TURNS_BETWEEN_SLICES, yieldThen } from '../../../server/src/lsp/workspace';

/** Runs `stages` one event-loop turn after another, as vscode-jsonrpc reads, handles and answers a message. */
function protocolStages(stages: readonly string[], done: string[]): void {
  const [first, ...rest] = stages;
  if (first === undefined) return;
  setImmediate(() => { done.push(first); protocolStages(rest, done); });
}

describe('the pause between two slices of an analysis', () => {
  test('a message that arrived during a slice is read, handled and answered before the next slice', async () => {
    const order: string[] = [];
    const next = new Promise<void>((resolve) => yieldThen(() => { order.push('next slice'); resolve(); }));
    protocolStages(['read', 'handled', 'answered'], order);
    await next;
    assert.deepEqual(order, ['read', 'handled', 'answered', 'next slice']);
  });

  test('so are a few messages at once (the connection handles one a turn)', async () => {
    const order: string[] = [];
    const next = new Promise<void>((resolve) => yieldThen(() => { order.push('next slice'); resolve(); }));
    const stages = ['read', 'cancellation handled', 'hover handled', 'answered'];
    assert.ok(stages.length < TURNS_BETWEEN_SLICES);
    protocolStages(stages, order);
    await next;
    assert.deepEqual(order, [...stages, 'next slice']);
  });
});
