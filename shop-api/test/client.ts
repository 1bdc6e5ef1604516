/**
 * A browser-like HTTP client for the shop's tests and fixture scripts. It imports nothing from
 * Vitest, so a plain Node script can drive a shop with it too.
 */
import { DEMO_ACCOUNTS } from '../catalogue/community.ts';

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

interface RequestOptions {
  body?: unknown;
  /** Sent as is (for malformed bodies); wins over `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Skip the cookie jar for this request. */
  anonymous?: boolean;
}

/** Node's fetch failing because the other side closed the connection before any answer. */
function closedBeforeAnswer(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return error instanceof TypeError && cause?.code === 'UND_ERR_SOCKET';
}

/** A browser-like client: keeps cookies between calls and sends Sec-Fetch-Site: same-origin. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    url: string,
    options: RequestOptions = {},
  ): Promise<Answer<T>> {
    const headers = new Headers({ 'sec-fetch-site': 'same-origin', ...options.headers });
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    if (!options.anonymous && this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const send = () =>
      fetch(new URL(url, this.baseUrl), {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
      });
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      // No answer came: the server closed a kept-alive connection as idle just as this request
      // went out on it (on a busy machine the client's pool notices late). Browsers send such a
      // request again on a fresh connection; so does this client, once.
      if (!closedBeforeAnswer(error)) throw error;
      response = await send();
    }
    if (!options.anonymous) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (SVG, PDF, HTML): keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = unknown>(url: string, options?: RequestOptions) {
    return this.request<T>('GET', url, options);
  }

  post<T = unknown>(url: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', url, { ...options, ...(body !== undefined ? { body } : {}) });
  }

  /** Signs in through POST /api/identity/login with the demo account of `profileId`. */
  async signIn(profileId = 'demo-1'): Promise<void> {
    const account = DEMO_ACCOUNTS.find((entry) => entry.profileId === profileId);
    if (!account) throw new Error(`no demo account for ${profileId}`);
    const answer = await this.post('/api/identity/login', {
      email: account.email,
      password: account.password,
    });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  }
}
