import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_CATALOGUE, resolveErrorMessage, withOverrides } from './errorCatalogue';
import {
  DEFAULT_ERROR_KEY,
  DEFAULT_ERROR_MESSAGE,
  errorText,
  fillPlaceholders,
  generalFailureText,
} from './messageText';

describe('fillPlaceholders', () => {
  it('should replace every occurrence and leave other text alone', () => {
    expect(fillPlaceholders('{{a}} and {{a}} of {{ b }}', { a: 1, b: 'two' })).toBe(
      '1 and 1 of two',
    );
  });
  it('should drop a placeholder that has no value instead of showing it raw', () => {
    expect(fillPlaceholders('Only {{qty}} could be added', {})).toBe('Only could be added');
    expect(fillPlaceholders('Only {{qty}} could be added', { qty: null })).not.toContain('{{');
  });
  it('should not read inherited properties as values', () => {
    expect(fillPlaceholders('{{toString}}', {})).toBe('');
  });
});

describe('errorText, one error text by its key (spec 8)', () => {
  const shipped = 'At most {{maxQty}} cards.';
  it('given no configured text, should give the shipped one with its values', () => {
    expect(errorText('_KEY', shipped, {}, { maxQty: 5 })).toBe('At most 5 cards.');
    expect(errorText('_KEY', shipped, { errorMessages: { _OTHER: 'Other.' } }, { maxQty: 5 })).toBe(
      'At most 5 cards.',
    );
  });
  it('given a configured error text for the key, should give it instead', () => {
    const errorMessages = { _KEY: 'No more than {{maxQty}}.' };
    expect(errorText('_KEY', shipped, { errorMessages }, { maxQty: 5 })).toBe('No more than 5.');
  });
  it('given a configured text that fills to nothing, should give the general failure', () => {
    expect(errorText('_KEY', shipped, { errorMessages: { _KEY: '{{gone}}' } })).toBe(
      DEFAULT_ERROR_MESSAGE,
    );
  });
  it("given a key the shipped catalogue holds, should match the catalogue's whole lookup", () => {
    const errorMessages = { [DEFAULT_ERROR_KEY]: 'Try again in a minute.' };
    for (const texts of [{}, { errorMessages }]) {
      expect(generalFailureText(texts)).toBe(
        resolveErrorMessage({}, {}, withOverrides(texts), { useShopMessage: false }),
      );
    }
    expect(generalFailureText()).toBe('Sorry, Something went wrong. Please try after sometime.');
    expect(generalFailureText()).toBe(DEFAULT_ERROR_CATALOGUE.defaultMessage);
  });
});
