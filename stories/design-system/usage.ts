/**
 * What each component's Storybook docs page says beyond its types: when to use it (and when not),
 * and what a keyboard or screen-reader user meets (its WAI-ARIA Authoring Practices pattern). The
 * props table, the description and the states come from the component's TypeScript, its JSDoc and
 * its stories; .storybook/DocsPage.tsx lays the page out.
 */
export interface Usage {
  whenToUse: string;
  accessibility: string;
}

export const USAGE: Record<string, Usage> = {
  DesignSystemProvider: {
    whenToUse:
      'Once, around everything that uses the design system (usually the whole app): it gives the components their theme, locale, currency and texts, and themes their dialogs and toasts wherever they render. Nest another to change any of these for a part of the page.',
    accessibility:
      "Its locale becomes the root's lang (and each portal's), so a screen reader reads the text in its language; its dir mirrors the layout. Every built-in theme, and any theme made with createTheme, passes WCAG 2.2 AA contrast for every pair the components draw.",
  },
  Accordion: {
    whenToUse:
      'Long secondary content a shopper reads on demand (details, reviews, questions). Not for content every shopper needs to decide: keep that visible.',
    accessibility:
      'APG Accordion: each header is a button in a heading of the level you choose, with aria-expanded and aria-controls; Enter or Space toggles, Tab moves between headers.',
  },
  AmountChips: {
    whenToUse:
      'Choosing one amount from a short list of presets, with an optional custom amount. For more than about eight values, use a select or a text field.',
    accessibility:
      'APG Radio Group of native radios: one Tab stop, arrow keys move and check, Space checks; the group is named by its label. Chips are at least 44 × 44 px.',
  },
  BackInStockForm: {
    whenToUse:
      'Asking for an e-mail address to be told when an item returns. Pass your own texts and address rule.',
    accessibility:
      'A form with a labelled e-mail field; an error is shown under the field, tied by aria-describedby, and announced; the result is announced in a status region.',
  },
  Badge: {
    whenToUse:
      'A short label on a product (New, Sale, Online only). Not for status that changes while the shopper looks: use InlineAlert or a toast.',
    accessibility:
      'Plain text in a contrasting pair of colours (at least 4.5:1); it carries no role and needs no announcement.',
  },
  Breadcrumbs: {
    whenToUse: "The path to the current page in the shop's hierarchy, at the top of the page.",
    accessibility:
      'APG Breadcrumb: a navigation landmark named "Breadcrumb" with an ordered list; the current page is the last item, marked aria-current="page".',
  },
  Button: {
    whenToUse:
      'An action on this page (add to cart, open a dialog, submit). To go to another page, use Link.',
    accessibility:
      'A native button. While loading it stays focusable, is aria-busy and aria-disabled, and keeps its accessible name (or your loading label).',
  },
  CardDesignPicker: {
    whenToUse:
      'Choosing one card design from a few pictured ones, each with a short visible name. For a choice without pictures, use plain radios or a select.',
    accessibility:
      'APG Radio Group of native radios in a fieldset named by its legend: one Tab stop, arrow keys move and check, Space checks. Each radio is named by its visible name; the images are decorative (empty alt); the chosen design has a thicker border and a bold name, not colour alone.',
  },
  Checkbox: {
    whenToUse: 'An independent yes or no choice in a form.',
    accessibility:
      'A native checkbox with its visible label; Space toggles; the target is at least 24 × 24 px.',
  },
  CustomAmountInput: {
    whenToUse:
      "A whole-currency amount the shopper types, within limits you pass, after AmountChips' custom chip.",
    accessibility:
      'A labelled text field with inputmode="numeric"; an out-of-range or malformed amount shows your message, tied by aria-describedby and announced.',
  },
  EGiftForm: {
    whenToUse:
      'Sender and recipients of electronic gift cards, one recipient per card, with an optional message. Limits, validators and every text are props.',
    accessibility:
      'Fieldsets with legends per person; every error is shown under its field, tied by aria-describedby, aria-invalid set, and the first error is focused on submit; the message counter is announced politely.',
  },
  ExpressCheckoutButtons: {
    whenToUse:
      "Paying straight from the page with a device wallet or an account wallet, beside the add-to-cart button. The providers' own sheets are yours to open.",
    accessibility:
      'Native buttons named for the wallet; disabled states keep focus and explain why in text.',
  },
  GiftCardPreview: {
    whenToUse:
      'Showing an eGift card as its recipient will get it (design, amount, to, from, message) beside the form that fills it. Pass the message as it will be sent (cleaned up), and every text.',
    accessibility:
      'A figure named by its visible caption, read as plain text in order; the image is decorative (the design is named in text); empty fields show muted, italic placeholders. One short summary is announced in a polite status after the shopper pauses (1 s by default), never on each keystroke.',
  },
  InlineAlert: {
    whenToUse:
      'A message about part of the page: an error, a warning, a confirmation or information, next to what it is about.',
    accessibility:
      'APG Alert for errors and warnings (announced at once), a status region for the rest (announced politely); colour is never the only cue: each tone has an icon and text.',
  },
  Link: {
    whenToUse: 'Going to another page or place. For an action on this page, use Button.',
    accessibility:
      'A native link, underlined, with a visible focus ring; a link opening a new window says so in its name.',
  },
  Modal: {
    whenToUse:
      'A task or message that must be finished or dismissed before going on. Not for content a shopper may want beside the page: use an accordion or a drawer.',
    accessibility:
      'APG Modal Dialog: named by its title, focus moves in and is held, Escape and the close button close it, focus returns to the trigger (or where you say). A dialog that opens on its own starts on its title (initialFocus="title"), so the next key pressed activates nothing.',
  },
  Price: {
    whenToUse: 'A price or a range of prices, formatted for the locale and currency you pass.',
    accessibility: 'Text a screen reader reads as an amount ("$1.00 to $1,500.00").',
  },
  ProductImage: {
    whenToUse: 'A product image with its responsive sources and a zoom affordance.',
    accessibility:
      'An img with the alternative text you pass; the zoom control is a named button of at least 24 × 24 px.',
  },
  QuantityStepper: {
    whenToUse:
      'A whole number within limits (quantity), changed by steps or typed. Over-limit callbacks let you explain the limit.',
    accessibility:
      'APG Spinbutton: arrow keys step, Home and End jump to the limits, typed values are committed on Enter or blur; − and + are 44 × 44 px buttons.',
  },
  QuickView: {
    whenToUse: 'A short look at another product without leaving the page.',
    accessibility: 'A modal dialog (see Modal) named by the product, with its images described.',
  },
  RatingSummary: {
    whenToUse: "A product's average rating and review count, linking to the reviews.",
    accessibility:
      'One link read as one phrase ("4.4 out of 5 star rating. 5 total reviews. Go to reviews"); the stars are decorative.',
  },
  Skeleton: {
    whenToUse: 'A placeholder for content that is loading, in its final size, so nothing moves.',
    accessibility:
      'Hidden from assistive technology; announce the loading state once, in a status region, where it matters.',
  },
  StorePicker: {
    whenToUse:
      'Letting the shopper choose a store near a ZIP code (pickup, ship to store). Pass your texts, your ZIP rule and the stores your shop found, already formatted.',
    accessibility:
      'APG Modal Dialog (through Modal) holding a labelled ZIP field with its error tied by aria-describedby, a search button, a polite status for the result count, and the stores as a named group of native radios (one Tab stop, arrow keys move and check); focus returns to the trigger on close.',
  },
  TextField: {
    whenToUse: 'A single line of text in a form.',
    accessibility:
      'A native input with its visible label; hint and error are tied by aria-describedby; an error sets aria-invalid.',
  },
  Toast: {
    whenToUse:
      'A short confirmation of something the shopper did (added to cart), with at most one action. Not for errors that need an answer: use InlineAlert.',
    accessibility:
      'Radix Toast: a polite live region in a landmark named by its label, reachable by F8; it pauses while focused or hovered and returns focus where you say when dismissed.',
  },
};
