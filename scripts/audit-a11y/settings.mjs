// The audit's shared settings: the widths the page is audited at, the themes, the 44 px targets.

export const WIDTHS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];
export const THEMES = ['brand', 'highContrast'];
/** 44 px targets (a11y contracts): amount chips and the stepper's buttons. */
export const LARGE_TARGETS = [
  '[role="radiogroup"] [role="radio"]',
  '[role="radiogroup"] input[type="radio"]',
  'button[aria-label="Increase quantity"]',
  'button[aria-label="Decrease quantity"]',
];
