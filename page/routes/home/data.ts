/** The home page's data: every product page of the demo, with what each shows. */
import type { PublicConfig } from '../../config';

export interface HomePageData {
  kind: 'home';
  products: readonly {
    slug: string;
    productId: string;
    name: string;
    href: string;
    /** What the product demonstrates (summary.ts); null when the shop did not answer. */
    summary?: string | null;
  }[];
  config: PublicConfig;
}
