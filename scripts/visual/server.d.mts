// Types of server.mjs.
export function serveReport(options?: {
  port?: number;
  host?: string;
  reportDir?: string;
  root?: string;
}): Promise<{ url: string; close: () => Promise<void> }>;
