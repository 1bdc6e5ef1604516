/**
 * Where the process's log lines go (./logger.ts): each line is copied, as it is written, into the
 * batch under way (bytes, outside V8's heap), and the batch is handed to sonic-boom (pino's
 * destination, which owns the file descriptor: writes off the main thread, a busy pipe retried, a
 * synchronous flush at exit) once `batchBytes` are waiting or every `flushMs`.
 *
 * Bytes, not the lines: a line kept as a string until its batch goes out (a quarter of a second
 * at most) is still alive when the young generation's next scavenge comes, so the scavenger
 * copies it, and every piece pino concatenated it from, and after a second scavenge promotes them
 * to the old generation. On a busy worker a scavenge came every 200 or so pages and found about
 * 80 KB of waiting lines more than a server with its logs off (370-400 KB survived against
 * 290-330 KB, `--trace-gc-nvp`): the largest part of what the logs cost a request, spent in the
 * garbage collector, where no profile of pino shows it. Copied at once, a line is garbage before
 * its request ends, as it would be with nothing logged.
 *
 * sonic-boom can batch by itself (`minLength`), but it appends each line to one growing string and
 * measures that string's UTF-8 length on every write. Here it is handed one buffer per batch (its
 * `contentMode: 'buffer'`: no string turned into bytes twice) and told when to write (`flush`),
 * never by a threshold of its own (its `minLength` is set out of reach), so a batch handed over at
 * exit waits in its queue for `flushSync` instead of starting an asynchronous write the exiting
 * process would never see finish.
 */
import pino from 'pino';

export interface BatchedDestinationOptions {
  /** The file descriptor written to (1: stdout). */
  fd: number;
  /** Lines are handed over once this many bytes are waiting. */
  batchBytes: number;
  /** ...or this long after the last hand-over at most. */
  flushMs: number;
}

/** sonic-boom's own write threshold, beyond any batch (see above). */
const NEVER_BY_ITSELF = 64 * 1024 * 1024;

/** The most bytes a string of `length` UTF-16 code units takes in UTF-8. */
const mostBytes = (length: number) => length * 3;

export interface BatchedDestination {
  /** pino's call: one line (JSON and its newline). */
  write(line: string): void;
  /** Hands what is waiting over and starts writing it (asynchronously). */
  flush(): void;
  /** Writes out everything waiting before returning (before the process exits). */
  flushSync(): void;
  /** Writes out what is waiting, stops, and closes the file descriptor (not stdout's). */
  close(): Promise<void>;
}

export function batchedDestination(options: BatchedDestinationOptions): BatchedDestination {
  // Registered before sonic-boom's own exit handler (pino's, made with it), so that what waits
  // here is handed over first; each also works alone.
  const beforeExit = () => flush();
  const exit = () => {
    try {
      flushSync();
    } catch {
      // stdout already closed: nothing more can be written
    }
  };
  process.on('beforeExit', beforeExit);
  process.on('exit', exit);
  const out = pino.destination({
    dest: options.fd,
    sync: false,
    minLength: NEVER_BY_ITSELF,
    maxWrite: 2 * NEVER_BY_ITSELF,
    contentMode: 'buffer',
  });
  // In its buffer mode sonic-boom writes buffers (its types know strings only).
  const give = out.write.bind(out) as unknown as (bytes: Buffer) => boolean;
  // Room for a whole batch and the line that completes it; a line that could need more than
  // the room left is preceded by a hand-over, and one larger than the whole room goes alone.
  const batch = Buffer.allocUnsafeSlow(2 * options.batchBytes);
  let used = 0;
  /** A write of sonic-boom's under way, and whether more was handed over since it began. */
  let writing = false;
  let queued = false;

  /** Gives sonic-boom a copy of the batch (the batch's own bytes are written over next). */
  const handOver = (): boolean => {
    if (used === 0) return false;
    give(Buffer.from(batch.subarray(0, used)));
    used = 0;
    return true;
  };
  const startWrite = () => {
    writing = true;
    queued = false;
    out.flush();
  };
  const write = () => {
    if (writing) queued = true;
    else startWrite();
  };
  // sonic-boom says 'drain' when a write is done and it stops (what it holds is below its
  // threshold): the next write starts here if more was handed over meanwhile.
  out.on('drain', () => {
    writing = false;
    if (queued) startWrite();
  });
  out.on('error', () => {
    // sonic-boom reports the failed write and stops writing (pino ignores a closed pipe).
    writing = false;
  });

  function flush() {
    if (handOver()) write();
  }
  function flushSync() {
    handOver();
    out.flushSync();
  }
  const timer = setInterval(flush, options.flushMs);
  timer.unref();

  return {
    write(line) {
      if (used + mostBytes(line.length) > batch.length) {
        flush();
        if (mostBytes(line.length) > batch.length) {
          give(Buffer.from(line));
          write();
          return;
        }
      }
      used += batch.write(line, used);
      if (used >= options.batchBytes) flush();
    },
    flush,
    flushSync,
    close() {
      clearInterval(timer);
      process.off('beforeExit', beforeExit);
      process.off('exit', exit);
      handOver();
      const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
      out.end();
      return closed;
    },
  };
}
