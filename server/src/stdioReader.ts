/**
 * The language server's reader of messages over standard input (`tsn lsp --stdio`), which reads a
 * large message in steps (issue 22: opening a 10 MB file, the protocol library's reader joined the
 * message's bytes, decoded them and parsed the JSON in one piece, 150-280 ms here that another
 * file's hover waited for, and the document's line starts were found in one more).
 *
 * A message under LARGE_BODY_BYTES is parsed whole as it arrives, as the library does. A larger
 * one is written into one buffer as its bytes come; then, a step at a time: its string values
 * longer than LARGE_STRING_BYTES are found, the rest parsed as a small skeleton, and those values
 * decoded BYTES_PER_STEP at a time. An opened document's text (and a whole-text change's) is given
 * to the server as a PieceText made of the decoded parts, its line starts found in steps: it is
 * never made one string. Other long values are joined into strings.
 *
 * Messages are handed on in the order they came, but for requests that cannot depend on a large
 * message still being read: a request (or a cancellation, or an answer to the server's own
 * request) naming no document, or another document than any large message before it, goes ahead
 * of it, so that another file's hover is answered meanwhile; a request naming it waits, and those
 * after it may still go ahead (answers may come in any order). A notification never goes ahead,
 * nor anything after one that waits.
 */
import { AbstractMessageReader, type DataCallback, type Disposable, type Message } from 'vscode-languageserver/node';
import { PieceText } from '../../core/src';

/** Messages from this size on (bytes of their body) are read in steps. */
export const LARGE_BODY_BYTES = 1 << 20;
/** A string value of a large message longer than this (bytes of its JSON) is decoded in steps. */
const LARGE_STRING_BYTES = 1 << 16;
/** Bytes looked through, or decoded, between two pauses. */
const BYTES_PER_STEP = 1 << 18;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const HEADER_END = Buffer.from('\r\n\r\n', 'latin1');

/** A message read, or one still being read. */
interface Entry {
  message: Message | undefined;
  /** The document a large message names, which the messages that go ahead of it must not ('' for none: nothing goes ahead). */
  readonly uri: string;
}

/** Where a step-by-step job pauses: a macrotask, so that input and timers are served between. */
export type Pause = (resume: () => void) => void;

const nextMacrotask: Pause = (resume) => { setImmediate(resume); };

export class StdioMessageReader extends AbstractMessageReader {
  private callback: DataCallback | undefined;
  private readonly queue: Entry[] = [];
  /** Header bytes not parsed yet. */
  private header: Buffer = Buffer.alloc(0);
  /** The body being received: its buffer and how much of it is written. */
  private body: Buffer | undefined;
  private filled = 0;
  /** Whether `shutdown` was handed on: at the end of input, the process exits with 0 then, else 1 (as the library's). */
  shutdownReceived = false;

  constructor(private readonly input: NodeJS.ReadableStream, private readonly pause: Pause = nextMacrotask) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    const onData = (chunk: Buffer | string) => {
      try {
        this.receive(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
      } catch (error) {
        this.fireError(error);
      }
    };
    const onError = (error: Error) => this.fireError(error);
    const onClose = () => this.fireClose();
    this.input.on('data', onData);
    this.input.on('error', onError);
    this.input.on('end', onClose);
    this.input.on('close', onClose);
    return {
      dispose: () => {
        this.input.off('data', onData);
        this.input.off('error', onError);
        this.input.off('end', onClose);
        this.input.off('close', onClose);
      },
    };
  }

  private receive(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.body) {
        const copied = chunk.copy(this.body, this.filled, at);
        this.filled += copied;
        at += copied;
        if (this.filled === this.body.length) {
          const body = this.body;
          this.body = undefined;
          this.bodyReceived(body);
        }
        continue;
      }
      this.header = this.header.length === 0 ? chunk.subarray(at) : Buffer.concat([this.header, chunk.subarray(at)]);
      at = chunk.length;
      const end = this.header.indexOf(HEADER_END);
      if (end < 0) return;
      const length = contentLength(this.header.toString('ascii', 0, end));
      const rest = this.header.subarray(end + HEADER_END.length);
      this.header = Buffer.alloc(0);
      if (length === 0) {
        this.bodyReceived(Buffer.alloc(0));
      } else {
        this.body = Buffer.allocUnsafe(length);
        this.filled = 0;
      }
      // The bytes after the header: this message's body, and maybe more messages.
      chunk = rest;
      at = 0;
    }
  }

  private bodyReceived(body: Buffer): void {
    if (body.length < LARGE_BODY_BYTES) {
      let message: Message;
      try {
        message = JSON.parse(body.toString('utf8')) as Message;
      } catch (error) {
        // As the library's reader: an error, and the next message read.
        this.fireError(error);
        return;
      }
      this.queue.push({ message, uri: '' });
      this.handOn();
      return;
    }
    const entry: Entry = { message: undefined, uri: documentNamed(body) };
    this.queue.push(entry);
    const steps = readLargeSteps(body);
    const step = () => {
      try {
        const next = steps.next();
        if (!next.done) {
          this.pause(step);
          return;
        }
        entry.message = next.value;
      } catch (error) {
        this.queue.splice(this.queue.indexOf(entry), 1);
        this.fireError(error);
      }
      this.handOn();
    };
    this.pause(step);
  }

  /** Hands on the messages read, in order, and those that may go ahead of large ones still being read. */
  private handOn(): void {
    const waiting = new Set<string>();
    for (let k = 0; k < this.queue.length;) {
      const entry = this.queue[k]!;
      const message = entry.message;
      if (message === undefined) {
        waiting.add(entry.uri);
        k++;
        continue;
      }
      if (k > 0 && !mayGoAhead(message, waiting)) {
        // A request waits for the large message it names; a notification holds back everything after it.
        if (!isRequest(message)) return;
        k++;
        continue;
      }
      this.queue.splice(k, 1);
      if ((message as { method?: unknown }).method === 'shutdown') this.shutdownReceived = true;
      this.callback?.(message);
    }
  }
}

/** The Content-Length of a message's header; a header without one is an error. */
function contentLength(header: string): number {
  for (const line of header.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === 'content-length') {
      const length = Number(line.slice(colon + 1).trim());
      if (Number.isSafeInteger(length) && length >= 0) return length;
    }
  }
  throw new Error(`A message header without a Content-Length: ${JSON.stringify(header)}`);
}

/** The `"uri"` a large message names first (its document), read from its first bytes; '' when none. */
function documentNamed(body: Buffer): string {
  const head = body.toString('utf8', 0, Math.min(body.length, 4096));
  const match = /"uri"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(head);
  if (!match) return '';
  try {
    return JSON.parse(match[1]!) as string;
  } catch {
    return '';
  }
}

/**
 * Whether a message read after large ones still being read (naming `waiting` documents) may be
 * handed on before them: a request, a cancellation or an answer, naming no document or another.
 * A large message naming none (`''`) holds everything back.
 */
function mayGoAhead(message: Message, waiting: ReadonlySet<string>): boolean {
  if (waiting.has('')) return false;
  const { method, id, params } = message as { method?: unknown; id?: unknown; params?: { textDocument?: { uri?: unknown } } };
  const isAnswer = id !== undefined && method === undefined;
  if (!(isRequest(message) && method !== 'shutdown') && !isAnswer && method !== '$/cancelRequest') return false;
  const uri = params?.textDocument?.uri;
  return !(typeof uri === 'string' && waiting.has(uri));
}

/** Whether `message` is a request (a method and an id): its answer may come in any order. */
function isRequest(message: Message): boolean {
  const { method, id } = message as { method?: unknown; id?: unknown };
  return id !== undefined && typeof method === 'string';
}

/** A string value of a large message, decoded later: where its characters' bytes are, in the body. */
interface LongValue {
  readonly start: number;
  readonly end: number;
}

/**
 * A large message's JSON, a step at a time: its long string values found, the rest parsed as a
 * skeleton in which each stands as a placeholder, then each decoded in parts and put in its place
 * (an opened document's text, or a whole-text change's, as a PieceText of its parts).
 */
function* readLargeSteps(body: Buffer): Generator<void, Message, void> {
  const values: LongValue[] = [];
  // Strings found a step at a time: a quote, then the quote that closes it (not one escaped).
  let at = 0;
  let stepEnd = BYTES_PER_STEP;
  for (;;) {
    if (at >= stepEnd) {
      yield;
      stepEnd = at + BYTES_PER_STEP;
    }
    const open = body.indexOf(QUOTE, at);
    if (open < 0) break;
    let close = body.indexOf(QUOTE, open + 1);
    while (close >= 0 && escaped(body, close)) {
      if (close >= stepEnd) {
        yield;
        stepEnd = close + BYTES_PER_STEP;
      }
      close = body.indexOf(QUOTE, close + 1);
    }
    if (close < 0) throw new Error('A message whose JSON has a string that never closes.');
    if (close - open - 1 >= LARGE_STRING_BYTES) values.push({ start: open + 1, end: close });
    at = close + 1;
  }
  yield;
  // A placeholder no text holds: a character JSON must escape, and a number of this message's own.
  const mark = `\u0000tsn-long-value-${body.length}-`;
  const skeleton: string[] = [];
  let from = 0;
  values.forEach((value, k) => {
    skeleton.push(body.toString('utf8', from, value.start), JSON.stringify(`${mark}${k}`).slice(1, -1));
    from = value.end;
  });
  skeleton.push(body.toString('utf8', from));
  const message = JSON.parse(skeleton.join('')) as Message;
  const texts = documentTexts(message, mark);
  yield;
  const decoded: (string | PieceText)[] = [];
  for (let k = 0; k < values.length; k++) decoded.push(yield* decodedSteps(body, values[k]!, texts.has(k)));
  return placed(message, mark, decoded) as Message;
}

/**
 * Which placeholders (`mark` + k) of a large message's skeleton stand for a document's whole text,
 * which the server's documents take in pieces: an opened document's, a whole-text change's (a
 * change of a range takes its text as a string).
 */
function documentTexts(message: Message, mark: string): Set<number> {
  const found = new Set<number>();
  const note = (text: unknown) => {
    if (typeof text === 'string' && text.startsWith(mark)) found.add(Number(text.slice(mark.length)));
  };
  const { method, params } = message as { method?: unknown; params?: { textDocument?: { text?: unknown }; contentChanges?: unknown } };
  if (method === 'textDocument/didOpen') note(params?.textDocument?.text);
  if (method === 'textDocument/didChange' && Array.isArray(params?.contentChanges)) {
    for (const change of params.contentChanges as ({ range?: unknown; text?: unknown } | null)[]) if (change && change.range === undefined) note(change.text);
  }
  return found;
}

/** Whether the quote at `at` is escaped: an odd number of backslashes before it. */
function escaped(body: Buffer, at: number): boolean {
  let count = 0;
  for (let k = at - 1; k >= 0 && body[k] === BACKSLASH; k--) count++;
  return count % 2 === 1;
}

/** A long string value's characters, decoded a step's bytes at a time: a text in parts (`asText`, its line starts found too), or one string. */
function* decodedSteps(body: Buffer, value: LongValue, asText: boolean): Generator<void, string | PieceText, void> {
  const parts: string[] = [];
  for (let from = value.start; from < value.end;) {
    const to = partEnd(body, from, Math.min(value.end, from + BYTES_PER_STEP), value.end);
    parts.push(JSON.parse(`"${body.toString('utf8', from, to)}"`) as string);
    from = to;
    yield;
  }
  if (!asText) return parts.join('');
  const text = PieceText.ofParts(parts);
  yield* text.lineStartsSteps();
  return text;
}

/**
 * Where a part of a string value's bytes may end at or before `to` (its end `end`): not inside a
 * character's UTF-8 bytes, nor inside an escape (`\n`, `\"`, `\u00e9`).
 */
function partEnd(body: Buffer, from: number, to: number, end: number): number {
  if (to >= end) return end;
  // Back to the first byte of the character `to` is in (continuation bytes are 10xxxxxx).
  while (to > from && (body[to]! & 0xc0) === 0x80) to--;
  // Back before a \u escape whose hex digits would be cut.
  for (let k = to - 1; k >= Math.max(from, to - 5); k--) {
    if (body[k] === 0x75 && k > from && body[k - 1] === BACKSLASH && !escaped(body, k - 1)) {
      to = k - 1;
      break;
    }
  }
  // Back before a backslash that starts an escape (an odd run of them at the end).
  if (to > from && body[to - 1] === BACKSLASH && !escaped(body, to - 1)) to--;
  return to > from ? to : Math.min(end, from + 6);
}

/** `message` with each placeholder (`mark` + k) put back as the value decoded. */
function placed(message: unknown, mark: string, decoded: readonly (string | PieceText)[]): unknown {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return node.startsWith(mark) ? decoded[Number(node.slice(mark.length))] ?? node : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) out[key] = walk(item);
      return out;
    }
    return node;
  };
  return walk(message);
}
