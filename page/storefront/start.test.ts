import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixturePageData } from '../test/fixtures';
import { inertFraudSession } from './fraud';
import { startStorefront } from './start';

let stop = () => undefined as void;
afterEach(() => {
  stop();
  delete window.dataLayer;
  delete window.cairnfieldPersonalisation;
  document.body.innerHTML = '';
  document.head.querySelectorAll('script[data-tag-manager]').forEach((s) => s.remove());
  window.localStorage.clear();
});

const events = () => (window.dataLayer ?? []).map((e) => e.event);

describe('startStorefront', () => {
  it('given a product page, when the storefront starts, should send the page view, track downloads and links, and start fraud collection', () => {
    const data = fixturePageData('10001');
    const manual = data.product.details.manuals[0];
    const lawLabel = data.product.details.lawLabel;
    expect(manual).toBeDefined();
    expect(lawLabel).not.toBeNull();
    const start = vi.fn(() => Promise.resolve());
    stop = startStorefront({
      data,
      nonce: 'n',
      fraud: { ...inertFraudSession(), start, stop: vi.fn() },
    });
    expect(events()).toEqual(['pageView']);
    expect(start).toHaveBeenCalledTimes(1);
    // No tag manager without an id.
    expect(document.querySelector('script[data-tag-manager]')).toBeNull();

    document.body.innerHTML = `
      <a href="${manual?.href ?? '/m.pdf'}">Manual <b>PDF</b></a>
      <a href="${lawLabel?.href ?? '/l.pdf'}">Law label</a>
      <a href="/help">Help</a>
      <a href="#reviews-tab">Reviews</a>`;
    for (const a of document.querySelectorAll('a')) {
      a.addEventListener('click', (e) => e.preventDefault());
      const inner = a.querySelector('b');
      if (inner) inner.click();
      else a.click();
    }
    expect(window.dataLayer?.slice(1)).toEqual([
      { event: 'download', fileType: 'manual', label: 'Manual PDF', href: manual?.href },
      { event: 'download', fileType: 'lawLabel', label: 'Law label', href: lawLabel?.href },
      { event: 'linkClick', label: 'Help', href: '/help' },
    ]);
    expect(window.localStorage.getItem('cairnfield.pdp.userType')).toBe('"G"');
  });

  it('given a failing service, when the storefront starts, should still start the others', () => {
    const data = fixturePageData('10001', {
      config: {
        analytics: { tagManagerId: 'GTM-X', tagManagerUrl: 'https://tags.example/gtm.js' },
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fraud = {
      ...inertFraudSession(),
      start: () => {
        throw new Error('collector exploded');
      },
      stop: vi.fn(),
    };
    expect(() => (stop = startStorefront({ data, nonce: null, fraud }))).not.toThrow();
    expect(events()).toContain('pageView');
    expect(document.querySelector('script[data-tag-manager]')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith('[storefront] fraud collection failed', expect.any(Error));
    warn.mockRestore();
  });
});
