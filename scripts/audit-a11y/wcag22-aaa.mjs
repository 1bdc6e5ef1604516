// @ts-check
// The WCAG 2.2 AAA criteria the audit measures → its evidence (see wcag22.mjs).

export const AAA_MEASURED = [
  {
    id: '1.4.6',
    name: 'Contrast (Enhanced)',
    level: 'AAA',
    checks: [/^text contrast enhanced/],
    remarks: 'Measured in the high-contrast theme: text at 7:1 (4.5:1 large).',
  },
  {
    id: '2.4.13',
    name: 'Focus Appearance',
    level: 'AAA',
    checks: [/^focus appearance/],
    remarks:
      'Measured on each product page in every theme (brand, high contrast, dark, a createTheme brand): the focus ring changes a 2 CSS px perimeter at 3:1 or more.',
  },
  {
    id: '2.5.5',
    name: 'Target Size (Enhanced)',
    level: 'AAA',
    checks: [/^target size enhanced/],
    remarks:
      'Measured on each product page in every theme: 44 × 44 CSS px, or the inline / equivalent exceptions, named in the audit.',
  },
];
