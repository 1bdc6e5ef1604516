import { describe, expect, it } from 'vitest';
import { normalizeEGiftMessage } from './eGiftMessage';

describe('normalizeEGiftMessage', () => {
  it('should replace en, em and figure dashes with "-"', () => {
    expect(normalizeEGiftMessage('a – b — c ‒ d')).toBe('a - b - c - d');
  });
  it('should replace bullets with "-"', () => {
    expect(normalizeEGiftMessage('• tent\n• stove')).toBe('- tent\n- stove');
  });
  it('should replace curly and low single quotes with a straight apostrophe', () => {
    expect(normalizeEGiftMessage('‘Hi’ ‚ ‛')).toBe("'Hi' ' '");
    expect(normalizeEGiftMessage('It’s yours')).toBe("It's yours");
  });
  it('should replace curly and low double quotes with a straight one', () => {
    expect(normalizeEGiftMessage('“Enjoy” „trail”')).toBe('"Enjoy" "trail"');
  });
  it('should leave plain text alone and keep the length', () => {
    const text = 'Happy trails! See you at the summit - love, Sam';
    expect(normalizeEGiftMessage(text)).toBe(text);
    const fancy = '“Go—now” • it’s ‘yours’';
    expect(normalizeEGiftMessage(fancy)).toHaveLength(fancy.length);
  });
});
