/**
 * E-mail addresses the shop's rule (purchase/email.ts) accepts and refuses: shared by that rule's
 * test and the eGift validator's, which must agree with it.
 */
export const VALID_EMAILS = [
  'sam@example.com',
  'sam.lee+gifts@trail.example.co.uk',
  " o'neil@example.org ",
  ' sam@example.com ',
  'a@b.io',
];

export const INVALID_EMAILS = [
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
];
