/**
 * The client's side of core/src/protocol.ts: a custom message sent or answered with the types the
 * protocol gives it, over the desktop's or the web's language client alike.
 */
import type * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import type { NotificationMessage, RequestMessage } from '../../core/src/protocol';

/** Asks the server `message`. */
export function ask<P, R>(client: BaseLanguageClient, message: RequestMessage<P, R>, params: P): Promise<R> {
  return client.sendRequest(message.method, params);
}

/** Answers `message` from the server; its parameters are untrusted (the handler checks them). */
export function answer<P, R>(client: BaseLanguageClient, message: RequestMessage<P, R>, handler: (params: unknown) => Promise<R>): vscode.Disposable {
  return client.onRequest(message.method, handler);
}

/** Runs `handler` on each `message` from the server. */
export function onNotice<P>(client: BaseLanguageClient, message: NotificationMessage<P>, handler: () => void): vscode.Disposable {
  return client.onNotification(message.method, handler);
}
