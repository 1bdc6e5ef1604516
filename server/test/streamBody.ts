/**
 * A client that streams a large request body over real HTTP the way an abusive one would:
 * chunked without Content-Length (or with a large one), written as fast as the server takes it,
 * stopping once the answer arrives. It reports how much of the body the server let in before
 * answering, so a test can tell "refused as it streamed" from "read whole, then refused".
 */
import { request } from 'node:http';

export interface StreamedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes of the body handed to the socket before the answer came (or the socket closed). */
  bytesWritten: number;
}

export function postStreamed(
  url: string,
  options: {
    totalBytes: number;
    headers?: Record<string, string>;
    /** Send Content-Length: totalBytes instead of chunked transfer encoding. */
    contentLength?: boolean;
    chunkBytes?: number;
    /** Give up (reject) after this many milliseconds. @default 20 000 */
    timeoutMs?: number;
  },
): Promise<StreamedAnswer> {
  const chunk = Buffer.alloc(options.chunkBytes ?? 64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let bytesWritten = 0;
    let answered = false;
    const req = request(url, {
      method: 'POST',
      headers: {
        ...options.headers,
        ...(options.contentLength ? { 'content-length': String(options.totalBytes) } : {}),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer after ${bytesWritten} bytes`));
    }, options.timeoutMs ?? 20_000);
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (data: string) => (body += data));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, bytesWritten });
      });
    });
    // The server may close the connection as soon as it has answered: writes then fail.
    req.on('error', (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    const pump = () => {
      while (!answered && !req.destroyed && bytesWritten < options.totalBytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, options.totalBytes - bytesWritten));
        bytesWritten += part.length;
        if (!req.write(part)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && !req.destroyed) req.end();
    };
    req.flushHeaders();
    pump();
  });
}
