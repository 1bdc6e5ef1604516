import { describe, expect, it } from 'vitest';
import { egiftFieldName, egiftPathOfFieldName, fieldElementId } from './formFields';

describe('egiftFieldName', () => {
  it('should name fields as the eGift form posts them', () => {
    expect(egiftFieldName('sender.email')).toBe('sender_email');
    expect(egiftFieldName('recipients.1.lastName')).toBe('recipient_2_lastName');
    expect(egiftFieldName('message')).toBe('senderMessage');
  });
});

describe('egiftPathOfFieldName and fieldElementId', () => {
  it('should map posted names back to eGift paths and to the ids the summary links to', () => {
    expect(egiftPathOfFieldName('recipient_2_email')).toBe('recipients.1.email');
    expect(egiftPathOfFieldName('sender_lastName')).toBe('sender.lastName');
    expect(egiftPathOfFieldName('recipient_0_email')).toBeNull();
    expect(egiftPathOfFieldName('amount')).toBeNull();
    expect(fieldElementId('recipient_2_email')).toBe('egift-recipients-1-email');
    expect(fieldElementId('customAmount')).toBe('purchase-custom-amount');
    expect(fieldElementId('quantity')).toBe('purchase-quantity-input');
    expect(fieldElementId('senderMessage')).toBe('egift-message');
  });
});
