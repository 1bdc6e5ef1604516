// @ts-check
// WCAG 2.2 principle 1, Perceivable: its A and AA criteria → the audit's evidence (see wcag22.mjs).

import { ALL_TRANSCRIPTS } from './wcag22-transcripts.mjs';

export const PERCEIVABLE = [
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
];
