// @vitest-environment node
/**
 * The log lines' way out (./batchedDestination.ts): lines reach the file descriptor whole and in
 * order, in writes of a batch each (never a write per line), what is below a batch within its
 * interval, and everything before `flushSync` returns (what the process's exit relies on). The
 * batches are bytes (a line is not kept as a string until its batch goes out), in UTF-8 whatever
 * the line holds, and a line larger than a batch still goes whole.
 */
import fs, { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { batchedDestination } from './batchedDestination';

const folder = mkdtempSync(join(tmpdir(), 'batched-log-'));
const opened: { close(): Promise<void> }[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((destination) => destination.close()));
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A destination writing to a new file, and the lengths of the writes made to it. */
function toFile(name: string, batchBytes: number, flushMs = 60_000) {
  const path = join(folder, name);
  const fd = openSync(path, 'w');
  const writes: number[] = [];
  const strings: unknown[] = [];
  const write = fs.write;
  vi.spyOn(fs, 'write').mockImplementation((...args: Parameters<typeof fs.write>) => {
    if (args[0] === fd) writes.push(Buffer.byteLength(args[1]));
    if (args[0] === fd && !Buffer.isBuffer(args[1])) strings.push(args[1]);
    return (write as (...a: unknown[]) => void)(...args);
  });
  const destination = batchedDestination({ fd, batchBytes, flushMs });
  opened.push(destination);
  return { destination, writes, strings, read: () => readFileSync(path, 'utf8') };
}

const line = (i: number) => `${JSON.stringify({ msg: 'request', i, pad: 'x'.repeat(80) })}\n`;

describe('the log lines batched on their way out', () => {
  it('should write whole batches, never a line at a time, every line once and in order', async () => {
    const { destination, writes, read } = toFile('batches.log', 8192);
    const lines = Array.from({ length: 1000 }, (_, i) => line(i));
    for (const text of lines) destination.write(text);
    destination.flush();
    await vi.waitFor(() => expect(read()).toHaveLength(lines.join('').length), {
      timeout: 10_000,
    });
    expect(read()).toBe(lines.join(''));
    // Each write a batch or more (the lines gathered while one was under way go together).
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.length).toBeLessThanOrEqual(Math.ceil(lines.join('').length / 8192));
    for (const bytes of writes.slice(0, -1)) expect(bytes).toBeGreaterThanOrEqual(8192);
  });

  it('should hold lines below a batch, then write them within its interval', async () => {
    const { destination, writes, read } = toFile('interval.log', 1 << 20, 50);
    destination.write(line(1));
    destination.write(line(2));
    expect(writes).toEqual([]);
    await vi.waitFor(() => expect(read()).toBe(line(1) + line(2)), { timeout: 10_000 });
    expect(writes).toHaveLength(1);
  });

  it('should write bytes, never a line kept as a string, in UTF-8 across batches', async () => {
    const { destination, strings, read } = toFile('utf8.log', 256);
    const lines = Array.from(
      { length: 200 },
      (_, i) => `${JSON.stringify({ msg: 'Café gift card 🎁', i, pad: 'é'.repeat(i % 40) })}\n`,
    );
    for (const text of lines) destination.write(text);
    destination.flush();
    await vi.waitFor(() => expect(read()).toBe(lines.join('')), { timeout: 10_000 });
    expect(strings).toEqual([]);
  });

  it('given a line larger than a batch, should write it whole, in its place', async () => {
    const { destination, read } = toFile('large.log', 1024);
    const large = `${JSON.stringify({ msg: 'error', stack: 'at frame\n'.repeat(2000) })}\n`;
    const lines = [line(1), large, line(2)];
    for (const text of lines) destination.write(text);
    destination.flush();
    await vi.waitFor(() => expect(read()).toBe(lines.join('')), { timeout: 10_000 });
  });

  it('should have written everything when flushSync returns', () => {
    const { destination, read } = toFile('exit.log', 1 << 20);
    destination.write(line(1));
    destination.write(line(2));
    destination.flushSync();
    expect(read()).toBe(line(1) + line(2));
  });
});
