import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail (the HTML standard valid e-mail address, deliverable)', () => {
  it.each([
    'sam@example.com',
    'sam.lee+gifts@trail.example.co.uk',
    " o'neil@example.org ",
    'a@b.io',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '<script>@x.com',
    '"><img src=x>@x.com',
    'sam',
    'sam@',
    '@example.com',
    'sam@example',
    'sam@@example.com',
    'sam lee@example.com',
    'sam..lee@example.com',
    'sam@-example.com',
    'sam@exa_mple.com',
    'sam@example.com\u0000',
    'sám@example.com',
    `${'a'.repeat(250)}@x.com`,
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
