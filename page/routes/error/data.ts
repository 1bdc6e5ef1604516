/** An error page's data (404 and the rest): what went wrong and where to go from here. */
import type { PublicConfig } from '../../config';

export interface ErrorPageData {
  kind: 'error';
  status: 400 | 403 | 404 | 413 | 500 | 502 | 504;
  title: string;
  message: string;
  /** Where 'Try again' goes (the same URL); null for 404. */
  retryHref: string | null;
  config: PublicConfig;
}
