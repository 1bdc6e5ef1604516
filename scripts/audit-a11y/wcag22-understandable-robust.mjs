// @ts-check
// WCAG 2.2 principles 3 and 4, Understandable and Robust: their A and AA criteria → the audit's
// evidence (see wcag22.mjs).

import { ALL_TRANSCRIPTS, FRENCH_TRANSCRIPTS } from './wcag22-transcripts.mjs';

export const UNDERSTANDABLE_ROBUST = [
  {
    id: '3.1.1',
    name: 'Language of Page',
    level: 'A',
    axe: ['html-has-lang', 'html-lang-valid', 'valid-lang'],
    checks: [/^language of page \((fr-CA|en-US)\)$/],
    transcripts: ['fr-CA-standard-card', 'fr-CA-egift-line', 'fr-CA-wallet-order'],
    remarks:
      'Every page declares its language on <html> (PAGE_LOCALE: lang="en-US" by default; on a French server lang="fr-CA" for the product page, and lang="en-US" for the pages with no French texts: cart, confirmation, stores, sign-in, errors), checked with its title on each of the 15 French page states (13 product page states in fr-CA, the cart and confirmation pages in en-US); the design system shown in French (Canada) declares lang="fr-CA" on its root and portals.',
  },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    axe: ['valid-lang'],
    checks: [/^language of parts \((fr-CA|en-US)\)$/],
    transcripts: FRENCH_TRANSCRIPTS,
    review:
      'Procedure: read each French story (Storybook, Locale toolbar: Français (Canada)) and the French transcripts (Price, TextField, and the page\'s fr-CA-* under page/routes/*/__transcripts__/ and page/walletSimulator/__transcripts__/: each starts with the languages the reader is told, the document\'s and each part\'s): every text the design system and the purchase panel draw is the fr-CA catalogue\'s, under lang="fr-CA"; every part still in English says lang="en-US", a dialog included wherever it is portalled (store picker, quick view, image zoom, the wallet sheets). The audit\'s parts check (language of parts, scripts/audit-a11y/language.mjs; the document\'s lang and title are the page check\'s, 3.1.1) reads every text and name under lang="fr-CA" on the 15 French page states and fails on one of the page\'s English texts or on a text whose words are English (languageWords.mjs; proper names have none of the words it counts), and on an open dialog under lang="fr-CA" whose words are mostly English.',
    remarks:
      'The English page is all English. The French page (PAGE_LOCALE=fr-CA) speaks its purchase panel, dialogs, toast and cart drawer in French under lang="fr-CA" and marks each part still in English with lang="en-US", so a screen reader switches voice where lang says so.',
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
    transcripts: [
      'toast-after-add',
      'quantity-limit-dialog',
      'back-in-stock-dialog',
      'cart-drawer',
      'store-picker-results',
    ],
    remarks:
      'The toast, the stepper value, stock, added recipient forms, the back-in-stock outcome, the cart drawer’s addition and the store search’s count are announced politely without taking focus.',
  },
];
