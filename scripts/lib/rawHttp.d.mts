// Types of scripts/lib/rawHttp.mjs for the tests that use it.
import type { Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
  /** When the answer's head arrived, in ms from the start of the request. */
  at: number;
}

export interface RawRequest {
  socket: Socket;
  /** The request line and headers as written (or to be written, with sendHead: false). */
  head: string;
  /** The whole answer; what came of it, or null, if the server closed the socket first. */
  response: Promise<RawAnswer | null>;
  /** Resolves when the server closed the connection (its FIN, or a reset), with the time it did
   * (ms from the start). */
  closed: Promise<number>;
  elapsed(): number;
  write(chunk: Buffer | string): Promise<boolean>;
  writeChunk(chunk: Buffer): Promise<boolean>;
  readonly bytesSent: number;
  readonly answered: boolean;
  readonly isClosed: boolean;
  readonly closedAt: number | null;
  /** The socket's error (ECONNRESET: the server reset the connection), or null. */
  readonly error: (Error & { code?: string }) | null;
  destroy(): void;
}

export function openRequest(
  origin: string,
  options?: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    sendHead?: boolean;
  },
): RawRequest;

export function sendChunked(
  request: RawRequest,
  options: { totalBytes: number; chunkBytes?: number },
): Promise<number>;

export function trickle(
  request: RawRequest,
  options: { bytes?: number; everyMs: number; text?: string },
): Promise<number>;
