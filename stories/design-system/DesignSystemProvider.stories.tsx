import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  Badge,
  Button,
  Checkbox,
  DesignSystemProvider,
  Modal,
  Price,
} from '@cairnfield/design-system';
import { brandTokens, darkTokens, highContrastTokens } from '@cairnfield/design-system/tokens';
import { plumTheme } from '../fixtures/customTheme';

const meta = {
  title: 'Design system/DesignSystemProvider',
  component: DesignSystemProvider,
  args: { theme: 'brand', children: null },
  argTypes: {
    theme: { control: 'inline-radio', options: ['brand', 'high-contrast', 'dark', 'system'] },
    locale: { control: 'text' },
    currency: { control: 'text' },
    dir: { control: 'inline-radio', options: ['ltr', 'rtl'] },
    children: { control: false },
    messages: { control: false },
    portalContainer: { control: false },
  },
  render: (args) => (
    <DesignSystemProvider {...args}>
      <div style={{ display: 'grid', gap: 12, padding: 16, justifyItems: 'start' }}>
        <Price amount={25} />
        <Button>Add to cart</Button>
        <Checkbox label="Gift wrap" />
      </div>
    </DesignSystemProvider>
  ),
} satisfies Meta<typeof DesignSystemProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The provider's root carries the theme: its children read the theme's custom properties. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(brandTokens.color.accent));
  },
};

const PANELS = [
  { theme: 'brand', name: 'Brand', accent: brandTokens.color.accent },
  { theme: 'high-contrast', name: 'High contrast', accent: highContrastTokens.color.accent },
  { theme: 'dark', name: 'Dark', accent: darkTokens.color.accent },
  { theme: plumTheme, name: plumTheme.name, accent: plumTheme.tokens.color.accent },
] as const;

/**
 * Providers inside the story's own: each overrides the theme for what it holds. The fourth is a
 * shop's brand made with `createTheme` (plum accent, squarer corners).
 */
export const NestedThemes: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 16 }}>
      {PANELS.map(({ theme, name }) => (
        <DesignSystemProvider key={name} theme={theme}>
          <section
            aria-label={name}
            style={{ display: 'grid', gap: 12, padding: 16, justifyItems: 'start' }}
          >
            <Price amount={25} />
            <Button>Add to cart</Button>
            <Badge label="New" tone="green" />
            <Checkbox label="Gift wrap" />
          </section>
        </DesignSystemProvider>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const { name, accent } of PANELS) {
      const button = within(canvas.getByRole('region', { name })).getByRole('button');
      await expect(getComputedStyle(button).backgroundColor).toBe(rgb(accent));
    }
  },
};

/**
 * A dialog renders in a portal at the end of <body>, outside the provider's element, and is still
 * in the provider's theme (here dark inside whatever the story's theme is): no class on <body>.
 */
export const DialogInItsProvidersTheme: Story = {
  render: () => (
    <DesignSystemProvider theme="dark">
      <div style={{ padding: 16 }}>
        <Modal title="Gift card terms" trigger={<Button>Read the terms</Button>}>
          <p>Gift cards never expire.</p>
        </Modal>
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift card terms' });
    await expect(dialog.closest('[data-cf-portal]')?.parentElement).toBe(document.body);
    await expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(darkTokens.color.surface));
    await expect(getComputedStyle(dialog).color).toBe(rgb(darkTokens.color.text));
  },
};
