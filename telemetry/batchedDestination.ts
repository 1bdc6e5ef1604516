/**
 * Where the process's log lines go (./logger.ts): gathered in memory and handed to sonic-boom
 * (pino's destination, which owns the file descriptor: writes off the main thread, a busy pipe
 * retried, a synchronous flush at exit) as one string per batch, once `batchBytes` are waiting or
 * every `flushMs`.
 *
 * sonic-boom can batch by itself (`minLength`), but it appends each line to one growing string and
 * measures that string's UTF-8 length on every write: about 3 µs a line at 4 KiB batches and more
 * the larger the batch, most of what a request's log line cost. Joined once per batch here, a line
 * costs about 1 µs on its way out (CPU time per line, this machine, a pipe read by another
 * process; pino's own JSON is another 1 µs).
 *
 * sonic-boom is told when to write (`flush`), never by a threshold of its own (its `minLength` is
 * set out of reach), so a batch handed over at exit waits in its queue for `flushSync` instead of
 * starting an asynchronous write the exiting process would never see finish.
 */
import pino from 'pino';

export interface BatchedDestinationOptions {
  /** The file descriptor written to (1: stdout). */
  fd: number;
  /** Lines are handed over once this many characters are waiting. */
  batchBytes: number;
  /** ...or this long after the last hand-over at most. */
  flushMs: number;
}

/** sonic-boom's own write threshold, beyond any batch (see above). */
const NEVER_BY_ITSELF = 64 * 1024 * 1024;

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
  });
  let lines: string[] = [];
  let waiting = 0;
  /** A write of sonic-boom's under way, and whether more was handed over since it began. */
  let writing = false;
  let queued = false;

  const handOver = (): boolean => {
    if (lines.length === 0) return false;
    out.write(lines.length === 1 ? lines[0]! : lines.join(''));
    lines = [];
    waiting = 0;
    return true;
  };
  const startWrite = () => {
    writing = true;
    queued = false;
    out.flush();
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
    if (!handOver()) return;
    if (writing) queued = true;
    else startWrite();
  }
  function flushSync() {
    handOver();
    out.flushSync();
  }
  const timer = setInterval(flush, options.flushMs);
  timer.unref();

  return {
    write(line) {
      lines.push(line);
      waiting += line.length;
      if (waiting >= options.batchBytes) flush();
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
