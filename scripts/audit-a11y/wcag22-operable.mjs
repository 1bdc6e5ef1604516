// @ts-check
// WCAG 2.2 principle 2, Operable: its A and AA criteria → the audit's evidence (see wcag22.mjs).

export const OPERABLE = [
  {
    id: '2.1.1',
    name: 'Keyboard',
    level: 'A',
    checks: [/^tab order and focus indicator$/, /^keyboard: /],
    remarks:
      'Every control is reached with Tab; the amount chips, quantity, accordion, dialogs and toasts follow their APG keyboard contracts (docs/a11y contracts).',
  },
  {
    id: '2.1.2',
    name: 'No Keyboard Trap',
    level: 'A',
    checks: [/^keyboard: dialog/, /^tab order and focus indicator$/],
    remarks:
      'Modal dialogs keep Tab inside while open and Escape closes them; the page has no trap.',
  },
  {
    id: '2.1.4',
    name: 'Character Key Shortcuts',
    level: 'A',
    review: 'The only shortcut is F8 (the toast region, Radix Toast), not a printable character.',
    remarks: 'No single-character shortcuts.',
  },
  {
    id: '2.2.1',
    name: 'Timing Adjustable',
    level: 'A',
    checks: [/^keyboard: toast/],
    remarks:
      'The confirmation toast hides after its duration but its content stays reachable (F8; the cart holds the item); a toast with a link does not hide on its own.',
  },
  {
    id: '2.2.2',
    name: 'Pause, Stop, Hide',
    level: 'A',
    review:
      'Nothing moves, blinks or auto-updates for more than five seconds; reduced motion is honoured.',
    remarks: 'No moving or auto-updating content.',
  },
  {
    id: '2.3.1',
    name: 'Three Flashes or Below Threshold',
    level: 'A',
    notApplicable: 'Nothing on the page flashes.',
  },
  {
    id: '2.4.1',
    name: 'Bypass Blocks',
    level: 'A',
    axe: ['bypass', 'region', 'landmark-one-main'],
    remarks:
      'The page has landmarks (banner, navigation, main, contentinfo) and a skip link to the content.',
  },
  {
    id: '2.4.2',
    name: 'Page Titled',
    level: 'A',
    axe: ['document-title'],
    remarks: 'Each page type has a title naming the product or the page.',
  },
  {
    id: '2.4.3',
    name: 'Focus Order',
    level: 'A',
    checks: [/^tab order and focus indicator$/, /^keyboard: dialog/],
    remarks:
      'Tab follows the visual order; dialogs take focus on open and give it back to their trigger.',
  },
  {
    id: '2.4.4',
    name: 'Link Purpose (In Context)',
    level: 'A',
    transcripts: ['standard-card', 'quantity-limit-dialog'],
    remarks: 'Links say where they go ("Shop bulk gift cards", "Go to reviews").',
  },
  {
    id: '2.4.5',
    name: 'Multiple Ways',
    level: 'AA',
    checks: [/^breadcrumb$/],
    remarks:
      'The product is reached through the breadcrumb trail, the index page and related-product links.',
  },
  {
    id: '2.4.6',
    name: 'Headings and Labels',
    level: 'AA',
    transcripts: ['standard-card', 'egift-card'],
    remarks: 'Headings name their sections; every field has a visible label naming it.',
  },
  {
    id: '2.4.7',
    name: 'Focus Visible',
    level: 'AA',
    checks: [/^tab order and focus indicator$/, /^forced colors: selection and focus visible$/],
    remarks: 'Every Tab stop shows the focus ring, also in forced colours.',
  },
  {
    id: '2.4.11',
    name: 'Focus Not Obscured (Minimum)',
    level: 'AA',
    review:
      'No sticky header or footer covers the focused control (the focus-appearance screenshots show each stop).',
    remarks: 'The focused control is never hidden behind sticky content.',
  },
  {
    id: '2.5.1',
    name: 'Pointer Gestures',
    level: 'A',
    review:
      'Every action is a single press; the image zoom has buttons, no pinch or swipe required.',
    remarks: 'No path-based or multipoint gestures are needed.',
  },
  {
    id: '2.5.2',
    name: 'Pointer Cancellation',
    level: 'A',
    review: 'Controls are native buttons, links and inputs (actions on the up event).',
    remarks: 'Actions happen on release.',
  },
  {
    id: '2.5.3',
    name: 'Label in Name',
    level: 'A',
    axe: ['label-content-name-mismatch'],
    transcripts: ['standard-card'],
    remarks:
      'Accessible names start with the visible label ("Add to cart", "Notify me when available").',
  },
  {
    id: '2.5.4',
    name: 'Motion Actuation',
    level: 'A',
    notApplicable: 'Nothing responds to device motion.',
  },
  {
    id: '2.5.7',
    name: 'Dragging Movements',
    level: 'AA',
    notApplicable: 'Nothing is dragged.',
  },
  {
    id: '2.5.8',
    name: 'Target Size (Minimum)',
    level: 'AA',
    checks: [/^target size$/],
    remarks: 'Targets are 24 CSS px at least; the amount chips and the stepper buttons are 44 px.',
  },
];
