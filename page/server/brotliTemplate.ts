/**
 * A cached page's brotli stream, compressed once, into which each response's own values (the CSP
 * nonce, the form's submission key) are put as they are, without compressing again. Compressing
 * the whole page per response was most of the page server's time.
 *
 * The stream is the encoder's own, flushed at every value: the static text as the encoder wrote
 * it, and each value as an uncompressed meta-block (RFC 7932, 9.2) of the same length in its
 * place. That is only a valid stream if the text after a value decodes the same whatever the
 * value is, which holds when:
 * - the positions are the same (each value has the length it had when compressed);
 * - no later copy reads from a value's bytes: the encoder saw bytes there that are never valid
 *   UTF-8 (0xC0, 0xC1, 0xF5-0xFF) and so never occur in the page's text;
 * - the encoder's segment for a value changed no decoder state that outlives it (the last
 *   distances): it held only bytes without repeats, so nothing to copy;
 * - the two bytes before the next text (its literals' context) are the same: each segment ends two
 *   bytes into the text after the value, and those two bytes go into the meta-block with it.
 * The result is checked once by decoding it with random values: a template that fails is not
 * used, and the page is compressed per response instead.
 */
import { randomBytes } from 'node:crypto';
import { constants, createBrotliCompress, brotliDecompressSync } from 'node:zlib';

/** Bytes never found in UTF-8 text: what the encoder sees in place of the values. */
const NEVER_IN_TEXT = [
  0xc0, 0xc1, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff,
];
/** Brotli's lowest quality with context modelling (a literal's code depends on the two before). */
const CONTEXT_MODELLING_QUALITY = 5;

/**
 * Stand-in bytes for the values, `length` long, with no three-byte sequence twice (a de Bruijn
 * sequence of order 3 over NEVER_IN_TEXT), so the encoder finds nothing in them to copy.
 */
export function standInBytes(length: number): Buffer {
  const k = NEVER_IN_TEXT.length;
  const n = 3;
  const a = new Array<number>(k * n).fill(0);
  const sequence: number[] = [];
  const db = (t: number, p: number) => {
    if (t > n) {
      if (n % p === 0) for (let j = 1; j <= p; j += 1) sequence.push(a[j]!);
    } else {
      a[t] = a[t - p]!;
      db(t + 1, p);
      for (let j = a[t - p]! + 1; j < k; j += 1) {
        a[t] = j;
        db(t + 1, t);
      }
    }
  };
  db(1, 1);
  if (length > sequence.length) throw new RangeError(`no stand-in of ${length} bytes`);
  return Buffer.from(sequence.slice(0, length).map((index) => NEVER_IN_TEXT[index]!));
}

/** The header of an uncompressed, not-last meta-block of `length` bytes (1-65536), byte-padded. */
export function uncompressedHeader(length: number): Buffer {
  if (length < 1 || length > 65536) throw new RangeError(`meta-block of ${length} bytes`);
  // ISLAST 0, MNIBBLES 0 (four nibbles), MLEN-1 in 16 bits, ISUNCOMPRESSED 1, then four pad bits.
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

export interface BrotliTemplate {
  /** The page with these values (one per slot, each as long as when compressed), as brotli. */
  fill(values: readonly Buffer[]): Buffer<ArrayBuffer>;
}

/**
 * Compresses `pieces` (the text between the slots) with a slot of `slotLengths[i]` bytes after
 * `pieces[i]`, at the first of `qualities` whose stream passes the check: by default the best
 * (11, once per cached page), else 4, below context modelling, where a value's segment carries
 * nothing the encoder could have copied. Null when none does (the page is then compressed per
 * response).
 */
export async function compressTemplate(
  pieces: readonly Buffer[],
  slotLengths: readonly number[],
  qualities: readonly number[] = [11, 4],
): Promise<BrotliTemplate | null> {
  for (const quality of qualities) {
    const template = await compressAt(pieces, slotLengths, quality);
    if (template) return template;
  }
  return null;
}

async function compressAt(
  pieces: readonly Buffer[],
  slotLengths: readonly number[],
  quality: number,
): Promise<BrotliTemplate | null> {
  if (pieces.length !== slotLengths.length + 1) throw new Error('one piece more than slots');
  if (slotLengths.length === 0) return null;
  /** Bytes of the page after a value that travel with it (the next text's literal context). */
  const CONTEXT_BYTES = quality >= CONTEXT_MODELLING_QUALITY ? 2 : 0;
  if (pieces.slice(1).some((piece) => piece.length < CONTEXT_BYTES)) return null;
  const standIn = standInBytes(slotLengths.reduce((sum, length) => sum + length, 0));
  const zip = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  });
  let pending: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => pending.push(chunk));
  /** The output for `input`, flushed (or, for the last, with the stream's end). */
  const segment = async (input: Buffer, last = false): Promise<Buffer> => {
    await new Promise<void>((resolve, reject) => {
      zip.once('error', reject);
      if (last) {
        // 'end': the readable side has handed out everything.
        zip.once('end', resolve);
        zip.end(input);
      } else {
        zip.write(input);
        // The flush's output is out once its callback has run and queued events have fired.
        zip.flush(constants.BROTLI_OPERATION_FLUSH, () => setImmediate(resolve));
      }
    });
    zip.removeAllListeners('error');
    const out = Buffer.concat(pending);
    pending = [];
    return out;
  };
  // Kept: the stream's text segments (each piece after the first starts two bytes in: those went
  // with the value before it). The encoder's segments for the stand-ins are dropped.
  const kept: Buffer[] = [await segment(pieces[0]!)];
  /** The context bytes after each slot, sent in the value's meta-block. */
  const after: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < slotLengths.length; i += 1) {
    const length = slotLengths[i]!;
    const next = pieces[i + 1]!;
    after.push(next.subarray(0, CONTEXT_BYTES));
    await segment(Buffer.concat([standIn.subarray(offset, offset + length), after[i]!]));
    offset += length;
    kept.push(await segment(next.subarray(CONTEXT_BYTES), i === slotLengths.length - 1));
  }
  const template: BrotliTemplate = {
    fill(values) {
      const parts: Buffer[] = [kept[0]!];
      for (let i = 0; i < values.length; i += 1) {
        const value = values[i]!;
        if (value.length !== slotLengths[i]) throw new RangeError('a value of another length');
        parts.push(
          uncompressedHeader(value.length + CONTEXT_BYTES),
          value,
          after[i]!,
          kept[i + 1]!,
        );
      }
      return Buffer.concat(parts);
    },
  };
  // The check: random values, decoded, must give the page with them in place.
  const values = slotLengths.map((length) => randomBytes(length));
  const expected = Buffer.concat(
    pieces.flatMap((piece, i) => (i < values.length ? [piece, values[i]!] : [piece])),
  );
  try {
    return brotliDecompressSync(template.fill(values)).equals(expected) ? template : null;
  } catch {
    return null;
  }
}
