import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ProductImage } from '@cairnfield/design-system';

/** Simple card art as a data URI, so the story needs no network and screenshots are stable. */
function cardArt(label: string, background: string, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" rx="24" fill="${background}"/>
<path d="M0 ${height * 0.75} L${width * 0.3} ${height * 0.4} L${width * 0.5} ${height * 0.6} L${width * 0.75} ${height * 0.3} L${width} ${height * 0.7} V${height} H0Z" fill="#ffffff" fill-opacity="0.25"/>
<text x="40" y="80" font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff">Cairnfield Outfitters</text>
<text x="40" y="${height - 40}" font-family="sans-serif" font-size="32" fill="#ffffff">${label}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const small = cardArt('Gift card (small source)', '#1d5a37', 640, 404);
const large = cardArt('Gift card (large source)', '#1a5a8c', 1280, 807);

const meta = {
  title: 'Design system/ProductImage',
  component: ProductImage,
  args: { src: small, largeSrc: large, alt: 'Cairnfield Outfitters gift card' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's main image: eager, high priority; under 1024 px the small source shows, from 1024 px the large. */
export const MainImage: Story = {
  args: { loading: 'eager', fetchPriority: 'high' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Cairnfield Outfitters gift card' });
    await expect(img.closest('picture')?.querySelector('source')).toHaveAttribute(
      'media',
      '(min-width: 1024px)',
    );
    await waitFor(() => expect((img as HTMLImageElement).complete).toBe(true));
    // The browser picks by the frame's viewport width, whatever size the test runner gives it.
    const wide = window.matchMedia('(min-width: 1024px)').matches;
    await expect((img as HTMLImageElement).currentSrc).toBe(wide ? large : small);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** The frame keeps its 1.586:1 box even before the image arrives (here a source that never loads). */
export const ReservedWhileLoading: Story = {
  args: { src: 'data:image/gif;base64,', largeSrc: undefined, alt: 'Gift card loading' },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('img', { name: 'Gift card loading' }).closest('picture')!;
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round((width / height) * 100) / 100).toBeCloseTo(1.59, 1);
  },
};

export const SquareAspect: Story = {
  args: { aspectRatio: 1, alt: 'Gift card in a square frame' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Gift card in a square frame' });
    await waitFor(() => expect((img as HTMLImageElement).complete).toBe(true));
    const { width, height } = img.closest('picture')!.getBoundingClientRect();
    await expect(Math.abs(width - height)).toBeLessThan(1);
  },
};
