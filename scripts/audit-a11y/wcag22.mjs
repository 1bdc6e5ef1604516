// WCAG 2.2 success criteria → the audit's evidence, as data: the conformance report (acr.mjs)
// reads it with the run's results. Every A and AA criterion is here (4.1.1 Parsing too, obsolete in
// 2.2), plus the AAA criteria the audit measures.
//
// A criterion's evidence:
// - axe: axe-core rules; the rules the run had for the criterion's tag (wcag111, ...) join these.
// - checks: patterns matched against the audit's check names (keyboard walks, measures).
// - transcripts: reviewed screen-reader transcripts (page/routes/product/__transcripts__/<name>.txt).
// - review: what the project checked by reading and testing itself (its unit tests and contracts),
//   stated plainly; it is not a measurement of this run.
// `notApplicable` says why a criterion does not apply to the page (no evidence needed).
// `remarks` are the project's words about how the page meets the criterion.

const ALL_TRANSCRIPTS = [
  'standard-card',
  'egift-card',
  'egift-errors',
  'out-of-stock',
  'toast-after-add',
  'quantity-limit-dialog',
];

export const CRITERIA = [
  {
    id: '1.1.1',
    name: 'Non-text Content',
    level: 'A',
    checks: [],
    transcripts: ['standard-card'],
    remarks:
      'The card image is named ("Cairnfield Gift Card, front of the card"); icons inside named buttons are hidden from assistive technology; the rating stars are read as "4.4 out of 5 star rating".',
  },
  {
    id: '1.2.1',
    name: 'Audio-only and Video-only (Prerecorded)',
    level: 'A',
    notApplicable: 'The page has no audio or video.',
  },
  {
    id: '1.2.2',
    name: 'Captions (Prerecorded)',
    level: 'A',
    notApplicable: 'The page has no video.',
  },
  {
    id: '1.2.3',
    name: 'Audio Description or Media Alternative (Prerecorded)',
    level: 'A',
    notApplicable: 'The page has no video.',
  },
  {
    id: '1.2.4',
    name: 'Captions (Live)',
    level: 'AA',
    notApplicable: 'The page has no live media.',
  },
  {
    id: '1.2.5',
    name: 'Audio Description (Prerecorded)',
    level: 'AA',
    notApplicable: 'The page has no video.',
  },
  {
    id: '1.3.1',
    name: 'Info and Relationships',
    level: 'A',
    checks: [/^errors: tied to their field/, /^breadcrumb$/, /^keyboard: radio group/],
    transcripts: ALL_TRANSCRIPTS,
    remarks:
      'Headings, landmarks, the amount radio group, the quantity group, the eGift form groups (Sender, Recipient n) and the product facts list are in the markup; required fields are marked in text; errors are tied to their fields.',
  },
  {
    id: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    checks: [/^tab order and focus indicator$/],
    transcripts: ['standard-card', 'out-of-stock'],
    remarks:
      'The reading order follows the layout of spec 2: title, price, rating, image, amount, quantity, stock, total, Add to cart.',
  },
  {
    id: '1.3.3',
    name: 'Sensory Characteristics',
    level: 'A',
    review:
      'Instructions name controls by their text ("Notify me when available", "Shop bulk gift cards"), never by shape, colour or position (spec copy reviewed).',
    remarks: 'No instruction relies on shape, size, position or sound.',
  },
  {
    id: '1.3.4',
    name: 'Orientation',
    level: 'AA',
    checks: [/^reflow \(/],
    remarks: 'The page is not locked to an orientation; it reflows at 320 px and at 1280 px.',
  },
  {
    id: '1.3.5',
    name: 'Identify Input Purpose',
    level: 'AA',
    review:
      "The eGift and back-in-stock fields about the shopper carry autocomplete tokens (email, given-name, family-name) checked by the design system's form tests; recipient fields are about someone else and carry none.",
    remarks: 'Fields about the shopper have autocomplete purposes.',
  },
  {
    id: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    checks: [/^forced colors: selection and focus visible$/],
    remarks:
      'The chosen amount chip differs by its border and a check mark, not colour alone (also in forced colours); errors have text; links in text are underlined.',
  },
  {
    id: '1.4.2',
    name: 'Audio Control',
    level: 'A',
    notApplicable: 'The page plays no sound.',
  },
  {
    id: '1.4.3',
    name: 'Contrast (Minimum)',
    level: 'AA',
    axe: ['color-contrast'],
    remarks:
      'Text meets 4.5:1 in the brand theme (axe over every state and story) and 7:1 in the high-contrast theme.',
  },
  {
    id: '1.4.4',
    name: 'Resize Text',
    level: 'AA',
    checks: [
      /^reflow \(200 % zoom/,
      /^reflow \(400 % zoom/,
      /^nothing overlaps or is lost \(400 % zoom/,
    ],
    remarks: 'At 200 % and 400 % zoom the page reflows with nothing cut off or overlapping.',
  },
  {
    id: '1.4.5',
    name: 'Images of Text',
    level: 'AA',
    review:
      'The card artwork is the product itself (an essential image); prices, copy and buttons are text.',
    remarks: 'No text is rendered as an image.',
  },
  {
    id: '1.4.10',
    name: 'Reflow',
    level: 'AA',
    checks: [/^reflow \(/, /^dialog fits/, /^nothing overlaps or is lost \(400 % zoom/],
    remarks:
      'No sideways scrolling at 320 CSS px (and 400 % of 1280 px); dialogs fit the viewport.',
  },
  {
    id: '1.4.11',
    name: 'Non-text Contrast',
    level: 'AA',
    checks: [/^tab order and focus indicator$/],
    review:
      "Component boundaries' token pairs are held to 3:1 by design-system/tokens/contrast.test.ts.",
    remarks:
      'Chip, field and button borders and the focus ring reach 3:1 against their background.',
  },
  {
    id: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    review:
      'Containers size with their text (no fixed heights on text boxes); the layout checks at 400 % zoom find no clipped text. Not measured with the WCAG text-spacing bookmarklet in this run.',
    remarks: 'Text boxes grow with their content.',
  },
  {
    id: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    review: 'No tooltip or popover appears on hover or focus; the zoom image opens on a press.',
    remarks: 'Nothing appears on hover or focus alone.',
  },
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
  {
    id: '3.1.1',
    name: 'Language of Page',
    level: 'A',
    axe: ['html-has-lang', 'html-lang-valid'],
    remarks: 'Every page declares lang="en".',
  },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    review: 'The page has no passages in another language.',
    remarks: 'All content is English.',
  },
  {
    id: '3.2.1',
    name: 'On Focus',
    level: 'A',
    checks: [/^tab order and focus indicator$/],
    remarks: 'Focusing a control never changes the context (the Tab walk ends where it started).',
  },
  {
    id: '3.2.2',
    name: 'On Input',
    level: 'A',
    checks: [/^keyboard: radio group/, /^keyboard: spinbutton/],
    transcripts: ['quantity-limit-dialog'],
    remarks:
      'Choosing an amount or quantity updates the total in place; typing a quantity above the limit opens a dialog that says why and returns focus to the field.',
  },
  {
    id: '3.2.3',
    name: 'Consistent Navigation',
    level: 'AA',
    review: 'Header, breadcrumb and footer are one layout (page/layout) on every page type.',
    remarks: 'Navigation is the same on every page.',
  },
  {
    id: '3.2.4',
    name: 'Consistent Identification',
    level: 'AA',
    review:
      'The same functions carry the same names on every product page (one set of components).',
    remarks: 'Same function, same name.',
  },
  {
    id: '3.2.6',
    name: 'Consistent Help',
    level: 'A',
    review: 'Help (customer service link) sits in the same place in the footer on every page.',
    remarks: 'Help is in one place.',
  },
  {
    id: '3.3.1',
    name: 'Error Identification',
    level: 'A',
    checks: [/^errors: tied to their field/],
    transcripts: ['egift-errors'],
    remarks:
      'Errors name the field and the fix in text ("Please enter the Email Address in a valid format").',
  },
  {
    id: '3.3.2',
    name: 'Labels or Instructions',
    level: 'A',
    axe: ['label'],
    transcripts: ['egift-card'],
    remarks:
      'Every field has a visible label; required fields say so in text; the message field states its limit.',
  },
  {
    id: '3.3.3',
    name: 'Error Suggestion',
    level: 'AA',
    transcripts: ['egift-errors'],
    remarks: 'Errors suggest the fix (the expected format, the allowed range).',
  },
  {
    id: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    review:
      'The page adds to a cart the shopper reviews before paying; the wallet sheets show the total before Pay.',
    remarks: 'Nothing is bought without a review step.',
  },
  {
    id: '3.3.7',
    name: 'Redundant Entry',
    level: 'A',
    review:
      'Editing an eGift line pre-fills the form with what was entered (page/hooks/useEGiftPrefill).',
    remarks: 'Entered details are not asked for again.',
  },
  {
    id: '3.3.8',
    name: 'Accessible Authentication (Minimum)',
    level: 'AA',
    notApplicable: 'The page has no sign-in.',
  },
  {
    id: '4.1.1',
    name: 'Parsing (obsolete and removed in WCAG 2.2)',
    level: 'A',
    review:
      'Obsolete in WCAG 2.2 (always satisfied); the HTML is also checked by the W3C Nu checker (npm run test:html) and HTML_CodeSniffer.',
    checks: [/^HTML_CodeSniffer/],
    remarks: 'Treated as supported, as WCAG 2.2 directs.',
  },
  {
    id: '4.1.2',
    name: 'Name, Role, Value',
    level: 'A',
    checks: [/^keyboard: /, /^HTML_CodeSniffer/],
    transcripts: ALL_TRANSCRIPTS,
    remarks:
      'Controls expose name, role, state and value (radio checked, spinbutton value and limits, expanded sections, modal dialogs).',
  },
  {
    id: '4.1.3',
    name: 'Status Messages',
    level: 'AA',
    checks: [/^live region: /],
    transcripts: ['toast-after-add', 'quantity-limit-dialog'],
    remarks:
      'The toast, the stepper value, stock and added recipient forms are announced politely without taking focus.',
  },
  // AAA criteria the audit measures.
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
    remarks: 'Measured in both themes: the focus ring changes a 2 CSS px perimeter at 3:1 or more.',
  },
  {
    id: '2.5.5',
    name: 'Target Size (Enhanced)',
    level: 'AAA',
    checks: [/^target size enhanced/],
    remarks:
      'Measured in both themes: 44 × 44 CSS px, or the inline / equivalent exceptions, named in the audit.',
  },
];
