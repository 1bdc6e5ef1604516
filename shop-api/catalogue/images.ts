import type { GiftCardDesign } from './demoProducts.ts';

/**
 * Gift card artwork drawn as SVG on request: no image files to ship and nothing loaded from
 * another host. Two sizes share one drawing (viewBox) and differ only in their intrinsic size,
 * for the page's <1024 px and >=1024 px sources.
 */

interface Palette {
  label: string;
  from: string;
  to: string;
  ink: string;
  accent: string;
}

const PALETTES: Record<GiftCardDesign, Palette> = {
  standard: {
    label: 'Gift Card',
    from: '#1f5135',
    to: '#3f8a5b',
    ink: '#ffffff',
    accent: '#f2c14e',
  },
  'bulk-summit': {
    label: 'Summit',
    from: '#1d3557',
    to: '#457b9d',
    ink: '#ffffff',
    accent: '#e9f1f7',
  },
  'bulk-trail': {
    label: 'Trail',
    from: '#5a3e1b',
    to: '#a47148',
    ink: '#fffaf0',
    accent: '#f4d35e',
  },
  'bulk-campfire': {
    label: 'Campfire',
    from: '#7f1d1d',
    to: '#e76f51',
    ink: '#fff7ed',
    accent: '#ffd166',
  },
  egift: { label: 'eGift Card', from: '#264653', to: '#2a9d8f', ink: '#ffffff', accent: '#e9c46a' },
  'egift-birthday': {
    label: 'Happy Birthday',
    from: '#6a1b9a',
    to: '#d81b60',
    ink: '#ffffff',
    accent: '#ffd54f',
  },
  'egift-thank-you': {
    label: 'Thank You',
    from: '#0d47a1',
    to: '#26a69a',
    ink: '#ffffff',
    accent: '#fff59d',
  },
  'egift-outdoors': {
    label: 'Into the Outdoors',
    from: '#1b4332',
    to: '#74c69d',
    ink: '#ffffff',
    accent: '#f9c74f',
  },
  summit: {
    label: 'Summit Edition',
    from: '#2b2d42',
    to: '#5c677d',
    ink: '#ffffff',
    accent: '#edf2f4',
  },
};

export const IMAGE_SIZES = {
  small: { width: 480, height: 302 },
  large: { width: 960, height: 604 },
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function giftCardSvg(design: GiftCardDesign, size: keyof typeof IMAGE_SIZES): string {
  const palette = PALETTES[design];
  const { width, height } = IMAGE_SIZES[size];
  const title = `Cairnfield Outfitters ${palette.label}`;
  // Ids unique per artwork, in case several are ever inlined into one document.
  const id = `cf-${design}-${size}`;
  const envelope = design.startsWith('egift')
    ? `<g transform="translate(760 60)" fill="none" stroke="${palette.accent}" stroke-width="6">
      <rect x="0" y="0" width="120" height="84" rx="8"/><path d="M0 6 L60 50 L120 6"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 604" role="img" aria-labelledby="${id}-title">
  <title id="${id}-title">${escapeXml(title)}</title>
  <defs>
    <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
  </defs>
  <rect width="960" height="604" rx="40" fill="url(#${id}-bg)"/>
  <path d="M0 470 L190 300 L300 390 L470 210 L640 400 L760 320 L960 470 L960 564 Q960 604 920 604 L40 604 Q0 604 0 564 Z" fill="#000" opacity="0.18"/>
  <g fill="${palette.accent}">
    <ellipse cx="120" cy="170" rx="46" ry="16"/>
    <ellipse cx="120" cy="138" rx="34" ry="13"/>
    <ellipse cx="120" cy="111" rx="24" ry="10"/>
    <ellipse cx="120" cy="89" rx="14" ry="7"/>
  </g>
  <text x="190" y="150" font-family="Verdana, Arial, sans-serif" font-size="54" font-weight="700" fill="${palette.ink}">Cairnfield</text>
  <text x="192" y="190" font-family="Verdana, Arial, sans-serif" font-size="26" letter-spacing="8" fill="${palette.ink}">OUTFITTERS</text>
  <text x="64" y="540" font-family="Verdana, Arial, sans-serif" font-size="48" font-weight="700" fill="${palette.ink}">${escapeXml(palette.label.toUpperCase())}</text>
  ${envelope}
</svg>
`;
}
