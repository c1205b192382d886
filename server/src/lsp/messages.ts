/**
 * The server's side of core/src/protocol.ts: a custom message answered or sent with the types the
 * protocol gives it. What arrives is untrusted: a handler gets its parameters as `unknown` and
 * checks their shape before use.
 */
import type { CancellationToken, Connection } from 'vscode-languageserver';
import type { NotificationMessage, RequestMessage } from '../../../core/src/protocol';

/** Answers `message` from the client with `handler`. */
export function answer<P, R>(connection: Connection, message: RequestMessage<P, R>, handler: (params: unknown, token: CancellationToken) => Promise<R>): void {
  connection.onRequest(message.method, handler);
}

/** Asks the client `message`; its answer is untrusted (the caller checks its shape). */
export function ask<P, R>(connection: Connection, message: RequestMessage<P, R>, params: P): Promise<unknown> {
  return connection.sendRequest(message.method, params);
}

/** Tells the client `message`. */
export function tell<P>(connection: Connection, message: NotificationMessage<P>, params: P): Promise<void> {
  return connection.sendNotification(message.method, params);
}
