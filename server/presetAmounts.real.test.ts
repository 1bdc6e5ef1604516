// @vitest-environment node
/**
 * Spec 9: the preset amounts come from configuration. With PRESET_AMOUNTS set, the page server
 * renders those chips instead of the product's own, and the form posted without JavaScript accepts
 * exactly those amounts.
 */
import { describe, expect, it } from 'vitest';
import type { ProductPageData } from '../page/routes/product/data';
import { readPageData } from '../page/test/servers';
import { pageServerWithRealShop } from './test/pageWithRealShop';

const page = pageServerWithRealShop({}, { PRESET_AMOUNTS: '20,10' });

/** The amount chips' values, in page order, from the server's HTML (the custom chip has none). */
function chipValues(html: string): string[] {
  return [...html.matchAll(/<input[^>]*type="radio"[^>]*name="amount"[^>]*value="(\d+)"/g)].map(
    (m) => m[1] ?? '',
  );
}

function post(fields: Record<string, string>) {
  return fetch(`${page.origin}/p/cairnfield-gift-card`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('given PRESET_AMOUNTS=20,10', () => {
  it('should render the chips $10 and $20, in order, and hand the browser the same amounts', async () => {
    const html = await (await fetch(`${page.origin}/p/cairnfield-gift-card`)).text();
    expect(chipValues(html)).toEqual(['10', '20']);
    expect(html).toMatch(/>\$10</);
    expect(html).not.toMatch(/>\$25</);
    const data = readPageData(html) as ProductPageData;
    expect(data.product.giftCard.amounts).toEqual([10, 20]);
  });

  it('when $10 is posted without JavaScript, should add it', async () => {
    const response = await post({ sku: '20001', amount: '10', quantity: '1' });
    expect(response.status).toBe(303);
  });

  it("when the product's own $25 is posted, should refuse it as an unknown amount", async () => {
    const response = await post({ sku: '20001', amount: '25', quantity: '1' });
    expect(response.status).toBe(400);
  });
});
