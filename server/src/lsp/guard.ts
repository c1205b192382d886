/**
 * One guard around every entry point of the server. Each handler registered through the guarded
 * connection (requests, notifications, the open documents' events) runs inside a try/catch: an
 * exception is logged and the answer is empty (null), so no input can end the process or leave a
 * request unanswered. A request already cancelled by the client is answered null without running.
 */
import { ResponseError, type Connection } from 'vscode-languageserver';
import { PieceText } from '../../../core/src';

/** Writes a failure to the client's log (the Output panel), never throwing itself. */
export function logFailure(connection: Connection, where: string, error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  try {
    connection.console.error(`TSN language server: ${where} failed and was answered empty: ${detail}`);
  } catch {
    // A console that cannot write has nowhere to report to.
  }
}

interface MaybeToken {
  readonly isCancellationRequested?: unknown;
  readonly onCancellationRequested?: unknown;
}

function isCancelled(args: readonly unknown[]): boolean {
  return args.some((a) => {
    const token = a as MaybeToken | null;
    return typeof token === 'object' && token !== null && typeof token.onCancellationRequested === 'function' && token.isCancellationRequested === true;
  });
}

/** Runs `handler`, turning a throw or a rejected promise into a logged error and `null`. */
export function guardHandler<A extends unknown[], R>(connection: Connection, where: string, handler: (...args: A) => R): (...args: A) => R | null | Promise<Awaited<R> | null> {
  return (...args: A) => {
    if (isCancelled(args)) return null;
    try {
      const result = handler(...args);
      if (result instanceof Promise) {
        return result.then(undefined, (error: unknown) => {
          if (error instanceof ResponseError) throw error;
          logFailure(connection, where, error);
          return null;
        });
      }
      return result;
    } catch (error) {
      // A ResponseError is an answer the handler chose (such as "cancelled"): it goes out as is.
      if (error instanceof ResponseError) throw error;
      logFailure(connection, where, error);
      return null;
    }
  };
}

/**
 * A `didOpen` with a text that is no string (`text: null`) opens as an empty document; a text the
 * server's reader read in parts (a PieceText: stdioReader.ts) opens as it is.
 */
function sanitizeOpen(args: unknown[]): unknown[] {
  const params = args[0] as { textDocument?: { text?: unknown } } | undefined;
  const doc = params?.textDocument;
  if (doc && typeof doc === 'object' && typeof doc.text !== 'string' && !(doc.text instanceof PieceText)) {
    return [{ ...params, textDocument: { ...doc, text: '' } }, ...args.slice(1)];
  }
  return args;
}

/**
 * The connection as the features see it: every `on…` registration (on the connection and on its
 * namespaces, `connection.languages.…`, `connection.workspace.…`) gets its handler guarded.
 */
export function guardConnection(connection: Connection): Connection {
  const wrap = <T extends object>(target: T, path: string): T => new Proxy(target, {
    get(object, key, receiver) {
      const value = Reflect.get(object, key, receiver) as unknown;
      const name = typeof key === 'string' ? key : String(key);
      if (typeof value === 'function') {
        if (!/^on[A-Z]?/.test(name)) return value.bind(object) as unknown;
        return (...args: unknown[]) => {
          const wrapped = args.map((a, i) => {
            if (typeof a !== 'function') return a;
            const where = `${path}${name}${typeof args[0] === 'string' && i > 0 ? ` ${args[0]}` : ''}`;
            const guarded = guardHandler(connection, where, a as (...xs: unknown[]) => unknown);
            return name === 'onDidOpenTextDocument' ? (...xs: unknown[]) => guarded(...sanitizeOpen(xs)) : guarded;
          });
          return (value as (...xs: unknown[]) => unknown).apply(object, wrapped);
        };
      }
      if (typeof value === 'object' && value !== null && name !== 'console') return wrap(value, `${path}${name}.`);
      return value;
    },
  });
  return wrap(connection, '');
}
