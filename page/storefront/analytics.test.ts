import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToCartEvents,
  linkEvent,
  loadTagManager,
  pageViewEvent,
  referrerKind,
  track,
} from './analytics';

afterEach(() => {
  delete window.dataLayer;
  delete window.cairnfieldPersonalisation;
  document.head.querySelectorAll('script[data-tag-manager]').forEach((s) => s.remove());
});

describe('referrerKind (spec 2)', () => {
  it.each([
    ['https://shop.example/c/outdoor/gift-cards', 'browse', null],
    ['https://shop.example/p/cairnfield-gift-card', 'product', null],
    ['https://shop.example/myaccount/yourItems/wishlist/favorites', 'favorites', null],
    ['https://shop.example/search?searchTerm=gift%20card', 'search', 'gift card'],
    ['https://shop.example/c/cards?searchTerm=tent', 'search', 'tent'],
    ['https://other.example/blog', 'other', null],
    ['', 'none', null],
    ['not a url', 'other', null],
  ])('given the referrer %s, when classified, should give %s', (referrer, kind, term) => {
    expect(referrerKind(referrer)).toEqual({ kind, searchTerm: term });
  });
});

describe('events', () => {
  const product = { productId: '10001', partNumber: 'GC-STD', name: 'Gift Card' };

  it('given a page view, when built, should carry the referrer kind and the visitor kind', () => {
    expect(
      pageViewEvent(product, 'registered', 'https://s.example/search?searchTerm=card'),
    ).toEqual({
      event: 'pageView',
      pageType: 'product',
      productId: '10001',
      productName: 'Gift Card',
      visitorKind: 'registered',
      referrerKind: 'search',
      searchTerm: 'card',
    });
  });

  it('given an add to cart, when built, should give one cart row (parent sku, quantity, unit price, sku id, currency) and the search event', () => {
    const [add, search] = addToCartEvents(
      { product, skuId: '20001', quantity: 2, unitPrice: 50 },
      'https://s.example/c/cards?searchTerm=gift',
    );
    expect(add).toEqual({
      event: 'addToCart',
      currency: 'USD',
      rows: [
        {
          parentSku: 'GC-STD',
          skuId: '20001',
          quantity: 2,
          unitPrice: 50,
          currency: 'USD',
          offerType: 'regular',
        },
      ],
    });
    expect(search).toEqual({
      event: 'searchAddToCart',
      searchTerm: 'gift',
      productId: '10001',
      skuId: '20001',
      quantity: 2,
    });
  });

  it('given manual, law-label and other links, when clicked, should give downloads for the first two and link events otherwise', () => {
    const files = {
      manuals: [{ label: 'Terms (PDF)', href: '/media/terms.pdf' }],
      lawLabel: { label: 'Law label', href: '/media/law.pdf' },
    };
    expect(linkEvent('/media/terms.pdf', 'Terms (PDF)', files)).toMatchObject({
      event: 'download',
      fileType: 'manual',
    });
    expect(linkEvent('/media/law.pdf', 'Law label', files)).toMatchObject({
      event: 'download',
      fileType: 'lawLabel',
    });
    expect(linkEvent('/help', 'Help', files)).toEqual({
      event: 'linkClick',
      label: 'Help',
      href: '/help',
    });
  });
});

describe('track', () => {
  it('given an event, when tracked, should push it to dataLayer and the personalisation queue', () => {
    const expected = { event: 'linkClick', label: 'Help', href: '/help' } as const;
    track(expected);
    expect(window.dataLayer).toEqual([expected]);
    expect(window.cairnfieldPersonalisation).toEqual([expected]);
  });

  it('given a broken queue, when tracking, should log and never throw', () => {
    const log = vi.fn();
    const target = {
      dataLayer: {
        push: () => {
          throw new Error('broken');
        },
      },
    } as unknown as Window;
    expect(() => track({ event: 'linkClick', label: 'x', href: '/x' }, target, log)).not.toThrow();
    expect(log).toHaveBeenCalledWith('could not record linkClick', expect.any(Error));
  });
});

describe('loadTagManager', () => {
  it('given no id, when loading the tag manager, should load nothing', () => {
    expect(loadTagManager({ id: null, url: 'https://tags.example/gtm.js', nonce: 'n' })).toBeNull();
    expect(document.querySelector('script[data-tag-manager]')).toBeNull();
  });

  it('given an id, when loading the tag manager, should add one async script with the id and the nonce', () => {
    const script = loadTagManager({
      id: 'GTM-ABC',
      url: 'https://tags.example/gtm.js',
      nonce: 'abc123',
    });
    expect(script?.src).toBe('https://tags.example/gtm.js?id=GTM-ABC');
    expect(script?.nonce).toBe('abc123');
    expect(script?.async).toBe(true);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    loadTagManager({ id: 'GTM-ABC', url: 'https://tags.example/gtm.js', nonce: 'abc123' });
    expect(document.querySelectorAll('script[data-tag-manager]')).toHaveLength(1);
  });
});
