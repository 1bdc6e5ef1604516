// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../config';
import { freeShippingThreshold, personalisePromo } from './freeShipping';

const thresholds = defaultPublicConfig.freeShippingThresholds;

describe('freeShippingThreshold (spec 6/9)', () => {
  it('given each visitor kind, when the threshold is read, should give 24.99 registered and 49.99 guest or remembered', () => {
    expect(freeShippingThreshold('registered', thresholds)).toBe(24.99);
    expect(freeShippingThreshold('guest', thresholds)).toBe(49.99);
    expect(freeShippingThreshold('remembered', thresholds)).toBe(49.99);
  });
  it('given other configured thresholds, when read, should follow them', () => {
    expect(freeShippingThreshold('registered', { registered: 0, guest: 75 })).toBe(0);
  });
});

describe('personalisePromo', () => {
  const promo = 'Free standard shipping on orders over $49.99';
  it('given a signed-in threshold, when the promotion is personalised, should put it into the text', () => {
    expect(personalisePromo(promo, 24.99)).toBe('Free standard shipping on orders over $24.99');
    expect(personalisePromo(promo, 49.99)).toBe(promo);
    expect(personalisePromo('FREE SHIPPING over $50', 35)).toBe('FREE SHIPPING over $35.00');
  });
  it('given other messages, when personalised, should leave them alone', () => {
    const egift = 'Delivered by e-mail within 2 hours during business hours';
    expect(personalisePromo(egift, 24.99)).toBe(egift);
    expect(personalisePromo('Save $10 on a $50 card', 24.99)).toBe('Save $10 on a $50 card');
    expect(personalisePromo(null, 24.99)).toBeNull();
  });
});
