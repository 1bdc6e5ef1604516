import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandTokens, contrastRatio } from '@cairnfield/design-system/tokens';
import { Colours, SpacingAndShape, THEMES, Typography } from './Foundations';

// One story per Foundations page, so the story tests (axe and screenshots, both themes) cover what
// the MDX pages in this folder show.
const meta = {
  title: 'Foundations/Stories',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const brand = THEMES.filter((t) => t.id === 'brand');
const highContrast = THEMES.filter((t) => t.id === 'highContrast');

export const BrandColours: Story = {
  render: () => <Colours themes={brand} parts={['tokens']} />,
  play: async ({ canvas }) => {
    // The ratios are computed from the tokens: text on surface in the brand theme.
    const expected = contrastRatio(brandTokens.color.text, brandTokens.color.surface).toFixed(1);
    const matrix = canvas.getByRole('table', { name: /text colours on backgrounds/ });
    const row = within(matrix).getAllByRole('row', { name: /^text / })[0]!;
    await expect(row).toHaveTextContent(`${expected} ✓`);
  },
};

export const BrandContrastPairs: Story = {
  render: () => <Colours themes={brand} parts={['pairs']} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: /other pairs in use/ })).toBeVisible();
  },
};

export const HighContrastColours: Story = {
  render: () => <Colours themes={highContrast} parts={['tokens']} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'High contrast theme' })).toBeVisible();
  },
};

export const HighContrastContrastPairs: Story = {
  render: () => <Colours themes={highContrast} parts={['pairs']} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: /other pairs in use/ })).toBeVisible();
  },
};

export const TypeScale: Story = {
  render: () => <Typography />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Type scale' })).toBeVisible();
  },
};

export const SpacingRadiiBreakpointsFocus: Story = {
  render: () => <SpacingAndShape />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Breakpoints' })).toHaveTextContent(
      'from 1024 px',
    );
  },
};
