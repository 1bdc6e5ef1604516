import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../config';
import { ServicesProvider } from '../providers/ServicesProvider';
import { fakeServices } from '../test/fixtures';
import { WARM_UP_TIMEOUT_MS, warmLazyModules } from '../test/warmLazyModules';
import { loadConfiguredProvider } from './load';
import {
  injectVendorScript,
  thirdPartyReviewsProvider,
  VENDOR_SCRIPT_ID,
} from './thirdPartyProvider';

beforeAll(warmLazyModules, WARM_UP_TIMEOUT_MS);

afterEach(() => {
  document.getElementById(VENDOR_SCRIPT_ID)?.remove();
});

describe('thirdPartyReviewsProvider', () => {
  it('given the third-party provider, when rendered, should inject one vendor script with the nonce and the containers the vendor expects', () => {
    const provider = thirdPartyReviewsProvider('https://reviews.example/bv.js');
    const { services } = fakeServices({ nonce: 'n0nce-123' });
    const { container } = render(
      <ServicesProvider services={services}>
        <provider.Reviews productId="10001" productName="Cairnfield Gift Card" />
        <provider.Questions productId="10001" productName="Cairnfield Gift Card" />
      </ServicesProvider>,
    );
    const scripts = document.head.querySelectorAll('script[src="https://reviews.example/bv.js"]');
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.nonce).toBe('n0nce-123');
    expect(script.async).toBe(true);
    expect(
      container.querySelector('[data-bv-show="reviews"][data-bv-product-id="10001"]'),
    ).not.toBeNull();
    expect(
      container.querySelector('[data-bv-show="questions"][data-bv-product-id="10001"]'),
    ).not.toBeNull();
  });

  it('given the vendor script already injected, when injected again, should add nothing', () => {
    const a = injectVendorScript(document, 'https://reviews.example/bv.js', 'n');
    const b = injectVendorScript(document, 'https://reviews.example/bv.js', 'n');
    expect(a).toBe(b);
    expect(document.querySelectorAll(`#${VENDOR_SCRIPT_ID}`)).toHaveLength(1);
  });
});

describe('loadConfiguredProvider', () => {
  it('given no provider configured, when loaded, should load the default provider', async () => {
    expect((await loadConfiguredProvider(defaultPublicConfig)).id).toBe('default');
  });
  it('given a vendor script configured, when loaded, should load the third-party adapter', async () => {
    const provider = await loadConfiguredProvider({
      ...defaultPublicConfig,
      reviewsProvider: 'third-party',
      reviewsScriptUrl: 'https://reviews.example/bv.js',
    });
    expect(provider.id).toBe('third-party');
  });
});

describe('default provider', () => {
  it('given the questions feed, when rendered, should show the questions with their answers, and a clear error when the feed fails', async () => {
    const { defaultReviewsProvider } = await import('./defaultProvider');
    const ok = fakeServices();
    render(
      <ServicesProvider services={ok.services}>
        <defaultReviewsProvider.Questions productId="10001" productName="Cairnfield Gift Card" />
      </ServicesProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Can I use this card in any store?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Yes, in every store and online.')).toBeInTheDocument();

    const failing = fakeServices();
    failing.state.behaviour.reviews = 'malformed';
    render(
      <ServicesProvider services={failing.services}>
        <defaultReviewsProvider.Reviews productId="10002" productName="Bulk" />
      </ServicesProvider>,
    );
    expect(await screen.findByText(/The reviews could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
