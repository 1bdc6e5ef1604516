// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compressTemplate, standInBytes, uncompressedHeader } from './brotliTemplate';
import { createNonce } from '../security/headers';

/** A page shaped like ours: the nonce in several places, a form key, text around them. */
function pageParts() {
  const text = (i: number) =>
    Buffer.from(
      `<p>Cairnfield gift card ${i}: give the outdoors — café, 🎁, “quotes”.</p>`.repeat(40 + i),
    );
  const pieces = [
    Buffer.concat([Buffer.from('<!doctype html><style nonce="'), text(0)]),
    Buffer.concat([
      Buffer.from('">body{margin:0}</style>'),
      text(1),
      Buffer.from('<input value="'),
    ]),
    Buffer.concat([Buffer.from('"><script nonce="'), text(2)]),
    Buffer.from('" src="/assets/main.js"></script></body></html>'),
  ];
  return { pieces, lengths: [24, 36, 24] };
}

const join = (pieces: Buffer[], values: Buffer[]) =>
  Buffer.concat(pieces.flatMap((piece, i) => (i < values.length ? [piece, values[i]!] : [piece])));

describe('compressTemplate', () => {
  it.each([[[11]], [[5]], [[4]], [[11, 4]]])(
    'given a page and its slots, at qualities %j, should give brotli that decodes to the page with each response’s values in place, or none',
    async (qualities) => {
      const { pieces, lengths } = pageParts();
      const template = await compressTemplate(pieces, lengths, qualities);
      // Below context modelling the splice always holds; above it the check decides.
      if (qualities.includes(4)) expect(template).not.toBeNull();
      if (!template) return;
      for (let i = 0; i < 20; i += 1) {
        const nonce = Buffer.from(createNonce());
        const values = [nonce, Buffer.from(randomUUID()), nonce];
        expect(brotliDecompressSync(template.fill(values)).equals(join(pieces, values))).toBe(true);
      }
    },
  );

  it('given a value of another length, should refuse it rather than send a broken stream', async () => {
    const { pieces, lengths } = pageParts();
    const template = await compressTemplate(pieces, lengths);
    expect(() => template!.fill([Buffer.alloc(23), Buffer.alloc(36), Buffer.alloc(24)])).toThrow(
      RangeError,
    );
  });

  it('given no slots, should not make one; given text after a slot too short to carry the context, should make one without context modelling', async () => {
    expect(await compressTemplate([Buffer.from('<p>x</p>')], [])).toBeNull();
    const pieces = [Buffer.from('<p a="'), Buffer.from('"'), Buffer.from('">')];
    expect(await compressTemplate(pieces, [4, 4], [11])).toBeNull();
    const template = await compressTemplate(pieces, [4, 4]);
    const values = [Buffer.from('abcd'), Buffer.from('wxyz')];
    expect(brotliDecompressSync(template!.fill(values)).toString()).toBe('<p a="abcd"wxyz">');
  });
});

describe('the stream’s parts', () => {
  it('stand-ins are bytes never found in UTF-8 text, with no three-byte sequence twice', () => {
    const bytes = standInBytes(600);
    expect(bytes.toString('utf8')).toBe('\uFFFD'.repeat(600));
    const seen = new Set<string>();
    for (let i = 0; i + 3 <= bytes.length; i += 1) {
      const triple = bytes.subarray(i, i + 3).toString('hex');
      expect(seen.has(triple)).toBe(false);
      seen.add(triple);
    }
  });

  it('an uncompressed meta-block carries its bytes through a decoder unchanged', () => {
    // A stream of window bits 16 (one 0 bit), then the meta-block, then the last, empty one.
    // The header is shifted by the window's one bit, so build it bit by bit here.
    const value = Buffer.from('any bytes: \u00ff\u0000');
    const header = uncompressedHeader(value.length).readUIntLE(0, 3);
    const bits = (header << 1) & 0xffffff; // window bit 0, then 20 header bits and padding
    const stream = Buffer.concat([
      Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]),
      value,
      Buffer.from([0x03]),
    ]);
    expect(brotliDecompressSync(stream).equals(value)).toBe(true);
  });
});
