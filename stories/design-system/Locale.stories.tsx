import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  AmountChips,
  Breadcrumbs,
  Button,
  CustomAmountInput,
  EGiftForm,
  Modal,
  Price,
  QuantityStepper,
  RatingSummary,
} from '@cairnfield/design-system';
import { LocaleProvider, frCA, type LocaleProviderProps } from '@cairnfield/design-system/i18n';

// The components of a purchase panel under a shop's own locale, currency and texts: French
// (Canada) in Canadian dollars, English (UK) in pounds, and a right-to-left page. Each story sets
// its own LocaleProvider (a locale toolbar's provider above it is overridden by it).

function Shop({
  settings,
  lang,
  dir = 'ltr',
  crumbs = ['Home', 'Gift cards'],
  sendDate = true,
  children,
}: {
  settings: Omit<LocaleProviderProps, 'children'>;
  lang: string;
  dir?: 'ltr' | 'rtl';
  /** The shop's own trail (its data, in its language). */
  crumbs?: [string, string];
  /** Shows the send date, said in words in the locale once chosen. */
  sendDate?: boolean;
  children?: ReactNode;
}) {
  return (
    <LocaleProvider {...settings}>
      <div lang={lang} dir={dir} style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
        <Breadcrumbs items={[{ label: crumbs[0], href: '#home' }, { label: crumbs[1] }]} />
        <RatingSummary rating={4.6} count={1204} href="#reviews" />
        <Price min={10} max={1500} />
        <Price amount={20} listPrice={25} />
        <AmountChips amounts={[25, 50, 100, 1500]} defaultValue="50" />
        <CustomAmountInput defaultValue={1500} />
        <QuantityStepper max={50} defaultValue={2} />
        <EGiftForm
          quantity={1}
          maxMessageLength={140}
          showSendDate={sendDate}
          defaultValue={{ sendDate: '2026-12-12' }}
        />
        {children}
      </div>
    </LocaleProvider>
  );
}

const meta = {
  title: 'Design system/Locale and currency',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const nbsp = '\u00a0';
const chipTexts = (canvas: { getAllByRole: (role: 'radio') => HTMLElement[] }) =>
  canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

/** French (Canada) in Canadian dollars: the `frCA` catalogue, amounts as '1 500,00 $'. */
export const FrenchCanada: Story = {
  parameters: { locale: 'fr-CA' },
  render: () => (
    <Shop
      settings={{ locale: 'fr-CA', currency: 'CAD', messages: frCA }}
      lang="fr-CA"
      crumbs={['Accueil', 'Cartes-cadeaux']}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Montant' })).toBeVisible();
    await expect(chipTexts(canvas)).toEqual([
      `25${nbsp}$`,
      `50${nbsp}$`,
      `100${nbsp}$`,
      `1${nbsp}500${nbsp}$`,
      'Autre montant',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Entrez le montant' })).toHaveValue(
      `1${nbsp}500${nbsp}$`,
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: 'Augmenter la quantité' })).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: `Note de 4,6 sur 5. 1${nbsp}204 avis. Lire les avis`,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Destinataire de la carte 1' })).toBeVisible();
    await expect(canvas.getByText(/Envoi prévu le samedi 12 décembre 2026/)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible();
  },
};

/**
 * A part still in English on a French page (WCAG 3.1.2 Language of Parts): a `LocaleProvider`
 * with `part` around it, and `lang="en-US"` on its element. Its rating is written as English
 * writes it, and a dialog it opens, rendered in a portal outside that element, says it is English,
 * its Close button too.
 */
export const EnglishPartOfAFrenchPage: Story = {
  parameters: { locale: 'fr-CA' },
  render: () => (
    <LocaleProvider locale="fr-CA" currency="USD" messages={frCA}>
      <div lang="fr-CA" style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
        <QuantityStepper max={50} defaultValue={2} />
        <LocaleProvider locale="en-US" part>
          <section
            lang="en-US"
            aria-label="Related products"
            style={{ display: 'grid', gap: 16, justifyItems: 'start' }}
          >
            <RatingSummary rating={4.6} count={1204} href="#reviews" />
            <Modal title="Find a store" trigger={<Button variant="secondary">Find a store</Button>}>
              <p>Stores within 25 miles of 80202.</p>
            </Modal>
          </section>
        </LocaleProvider>
      </div>
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Quantité' })).toBeVisible();
    const part = canvas.getByRole('region', { name: 'Related products' });
    await expect(
      within(part).getByRole('link', {
        name: /^Rated 4\.6 of 5\. 1,204 reviews\. Read the reviews/,
      }),
    ).toBeVisible();
    await userEvent.click(within(part).getByRole('button', { name: 'Find a store' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Find a store' });
    await expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'en-US');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close.closest('[lang]')).toHaveAttribute('lang', 'en-US');
    await userEvent.click(close);
  },
};

/** English (UK) in pounds, with a shop's own words for two texts. */
export const EnglishUkPounds: Story = {
  parameters: { locale: 'en-GB' },
  render: () => (
    <Shop
      settings={{
        locale: 'en-GB',
        currency: 'GBP',
        messages: {
          'AmountChips.label': 'Voucher value',
          'EGiftForm.recipientLegend': 'Voucher {n}',
        },
      }}
      lang="en-GB"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Voucher value' })).toBeVisible();
    await expect(chipTexts(canvas)).toEqual(['£25', '£50', '£100', '£1,500', 'Other amount']);
    const custom = canvas.getByRole('textbox', { name: 'Enter amount' });
    await userEvent.clear(custom);
    await userEvent.type(custom, '2750');
    await expect(custom).toHaveValue('£2,750');
    await expect(canvas.getByRole('group', { name: 'Voucher 1' })).toBeVisible();
    await expect(canvas.getByText(/To be sent on Saturday,? 12 December 2026/)).toBeVisible();
  },
};

const left = (element: Element) => element.getBoundingClientRect().left;

/**
 * A right-to-left page (`dir="rtl"`, Hebrew numbers and shekels, the English texts): every part
 * sits on the side it belongs to, the stars fill from the right and the chevrons point left.
 */
export const RightToLeft: Story = {
  parameters: { locale: 'he-IL' },
  // No send date: its words would be Hebrew inside the English texts.
  render: () => (
    <Shop settings={{ locale: 'he-IL', currency: 'ILS' }} lang="en" dir="rtl" sendDate={false} />
  ),
  play: async ({ canvas, canvasElement }) => {
    // The first chip and the minus button come first: at the right.
    const [first, second] = canvas.getAllByRole('radio');
    await expect(left(first!.closest('label')!)).toBeGreaterThan(left(second!.closest('label')!));
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(left(minus)).toBeGreaterThan(left(plus));
    // First name before last name: at the right.
    const sender = canvas.getByRole('group', { name: 'Sender' });
    await expect(left(within(sender).getByRole('textbox', { name: 'First name' }))).toBeGreaterThan(
      left(within(sender).getByRole('textbox', { name: 'Last name' })),
    );
    // The stars and the breadcrumb's chevron are mirrored.
    const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';
    const stars = canvasElement.querySelector('[data-testid="rating-stars"]')!;
    await expect(getComputedStyle(stars).transform).toBe(mirrored);
    const chevron = canvas.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('svg')!;
    await expect(getComputedStyle(chevron).transform).toBe(mirrored);
  },
};
