import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** OWASP's scrypt minimum (N=2^17, r=8, p=1) costs ~128 MiB; 2^14 keeps the demo light. */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

/** `scrypt$N$r$p$salt$hash`, hex: the parameters travel with the hash so they can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, {
    ...PARAMS,
    maxmem: MAX_MEM,
  });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('hex'), hash.toString('hex')].join(
    '$',
  );
}

const STORED = /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([0-9a-f]{32})\$([0-9a-f]{64})$/;

/** A hash no password matches, checked when the e-mail is unknown so both cases take as long. */
const DECOY = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${'0'.repeat(32)}$${'0'.repeat(64)}`;

/** Whether `password` matches `stored` (null: no such account; still costs one scrypt). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const match = STORED.exec(stored ?? DECOY) ?? STORED.exec(DECOY);
  if (!match) return false;
  const [, n, r, p, salt = '', expected = ''] = match;
  const hash = await scryptAsync(password.normalize('NFC'), Buffer.from(salt, 'hex'), KEY_LENGTH, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return timingSafeEqual(hash, Buffer.from(expected, 'hex')) && stored !== null;
}
