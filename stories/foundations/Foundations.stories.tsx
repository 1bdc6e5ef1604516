import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandTokens } from '../../design-system/tokens/brand';
import { contrastRatio } from '../../design-system/tokens/contrast';
import { Colours, SpacingAndShape, Typography } from './Foundations';

// One story per Foundations page, so the story tests (axe and screenshots, both themes) cover what
// the MDX pages in this folder show.
const meta = {
  title: 'Foundations/Stories',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ColourSwatches: Story = {
  render: () => <Colours />,
  play: async ({ canvas }) => {
    // The ratios are computed from the tokens: text on surface in the brand theme.
    const expected = `${contrastRatio(brandTokens.color.text, brandTokens.color.surface).toFixed(2)}:1`;
    await expect(canvas.getAllByRole('row', { name: /text text on surface/ })[0]).toHaveTextContent(
      expected,
    );
    await expect(canvas.getByRole('region', { name: 'High contrast theme' })).toBeVisible();
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
