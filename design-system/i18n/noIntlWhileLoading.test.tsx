// No Intl while a page loads (README "No Intl while the page loads": a page's first Intl format
// loads ICU data, 120-230 ms of main thread on a phone). Every component a product page shows at
// once renders, on the server and in the browser, without constructing an Intl formatter, in the
// locales and currencies written from data: en-US (with and without grouping), en-GB and fr-CA.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AmountChips } from '../components/AmountChips/AmountChips';
import { BackInStockForm } from '../components/BackInStockForm/BackInStockForm';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { CustomAmountInput } from '../components/CustomAmountInput/CustomAmountInput';
import { EGiftForm } from '../components/EGiftForm/EGiftForm';
import { ExpressCheckoutButtons } from '../components/ExpressCheckoutButtons/ExpressCheckoutButtons';
import { GiftCardPreview } from '../components/GiftCardPreview/GiftCardPreview';
import { InlineAlert } from '../components/InlineAlert/InlineAlert';
import { Link } from '../components/Link/Link';
import { Price } from '../components/Price/Price';
import { QuantityStepper } from '../components/QuantityStepper/QuantityStepper';
import { RatingSummary } from '../components/RatingSummary/RatingSummary';
import { frCA } from './frCA';
import { LocaleProvider, type LocaleProviderProps } from './LocaleProvider';

const watched = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'ListFormat'] as const;
type Watched = (typeof watched)[number];

let made: string[] = [];
const originals = new Map<Watched, unknown>();

beforeEach(() => {
  made = [];
  const intl = Intl as unknown as Record<Watched, new (...args: unknown[]) => unknown>;
  for (const name of watched) {
    const Original = intl[name];
    originals.set(name, Original);
    intl[name] = new Proxy(Original, {
      construct(target, args) {
        made.push(`${name}(${JSON.stringify(args)})`);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        made.push(`${name}(${JSON.stringify(args)})`);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
  }
});

afterEach(() => {
  for (const [name, original] of originals)
    (Intl as unknown as Record<string, unknown>)[name] = original;
});

/** The parts of a product page that render at once, with amounts, counts and texts. */
function PageParts() {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Gift cards' }]} />
      <RatingSummary rating={4.6} count={1204} href="#reviews" />
      <Price min={1} max={1500} />
      <Price amount={20} listPrice={25} />
      <AmountChips amounts={[25, 50, 100, 1500]} defaultValue="50" />
      <CustomAmountInput defaultValue={1500} />
      <QuantityStepper max={50} defaultValue={12} />
      <EGiftForm
        quantity={2}
        maxMessageLength={122}
        showSendDate
        messageCounterLabel="Max {{maxChars}} characters"
      />
      <GiftCardPreview amount={1500} recipientName="Ana" />
      <ExpressCheckoutButtons />
      <BackInStockForm />
      <InlineAlert tone="error">This item does not ship to your location</InlineAlert>
      <Link href="https://example.com" external>
        Terms
      </Link>
    </>
  );
}

const settings: Array<[string, Omit<LocaleProviderProps, 'children'>]> = [
  ['the defaults (en-US, USD)', {}],
  [
    'en-US and USD without grouping (the page)',
    { locale: 'en-US', currency: 'USD', grouping: false },
  ],
  ['en-GB and GBP', { locale: 'en-GB', currency: 'GBP' }],
  ['fr-CA and CAD, in French', { locale: 'fr-CA', currency: 'CAD', messages: frCA }],
];

const inProvider = (props: Omit<LocaleProviderProps, 'children'>): ReactElement => (
  <LocaleProvider {...props}>
    <PageParts />
  </LocaleProvider>
);

describe('components while a page loads', () => {
  it.each(settings)('should render on the server without Intl in %s', (_name, props) => {
    const html = renderToString(inProvider(props));
    expect(html).toContain('radiogroup');
    expect(made).toEqual([]);
  });

  it.each(settings)('should render in the browser without Intl in %s', (_name, props) => {
    const { container } = render(inProvider(props));
    expect(container.querySelectorAll('input').length).toBeGreaterThan(5);
    expect(made).toEqual([]);
  });

  it('should be able to tell (a locale written with Intl is seen)', () => {
    render(inProvider({ locale: 'es-ES', currency: 'EUR' }));
    expect(made.some((call) => call.startsWith('NumberFormat'))).toBe(true);
  });
});
