import { randomBytes } from 'node:crypto';

/** Random ids in the shapes the wallet providers use, for the sandbox's sessions and payments. */

export const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export const upperId = (length: number) =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, length)
    .padEnd(length, '7');
