// Design foundations for designers: colour tokens of every built-in theme with the WCAG contrast ratio of
// each pair the components use, the type scale, spacing, radii, breakpoints, target sizes and the
// focus ring. Every value and ratio is read or computed from design-system/tokens, never typed in.
import type { CSSProperties, ReactNode } from 'react';
import { vars } from '@cairnfield/design-system';
import {
  brandTokens,
  contrastRatio,
  darkTokens,
  highContrastTokens,
  nonText,
  nonTextBackgrounds,
  pairedText,
  textBackgrounds,
  textColours,
  type ColourToken,
  type Tokens,
} from '@cairnfield/design-system/tokens';

export const THEMES: { id: string; tokens: Tokens }[] = [
  { id: 'brand', tokens: brandTokens },
  { id: 'highContrast', tokens: highContrastTokens },
  { id: 'dark', tokens: darkTokens },
];

export const cell: CSSProperties = {
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  padding: '6px 8px',
  textAlign: 'left',
  verticalAlign: 'middle',
};
export const table: CSSProperties = {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.size.small,
  color: vars.color.text,
};
export const page: CSSProperties = {
  fontFamily: vars.font.family,
  color: vars.color.text,
  background: vars.color.surface,
  padding: 16,
  maxWidth: 1000,
};

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <h2 style={{ fontSize: vars.font.size.xlarge, margin: '0 0 8px' }}>{title}</h2>
      {children}
    </section>
  );
}

/** A colour chip: the colour itself, bordered so light colours show on the white page. */
function Chip({ colour, size = 20 }: { colour: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: 4,
        background: colour,
        border: `1px solid ${vars.color.border}`,
        verticalAlign: 'middle',
      }}
    />
  );
}

export const ratio = (a: string, b: string) => contrastRatio(a, b);
const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** Every colour token of a theme, as a swatch with its value and its ratio on the surface. */
export function ColourSwatches({ tokens }: { tokens: Tokens }) {
  return (
    <figure style={{ margin: '0 0 16px' }}>
      <figcaption style={{ fontWeight: 700, padding: '4px 0' }}>
        {tokens.name}: colour tokens (value, and contrast on <code>surface</code>)
      </figcaption>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: '4px 16px',
          listStyle: 'none',
          margin: 0,
          padding: 0,
          fontSize: vars.font.size.small,
        }}
      >
        {(Object.entries(tokens.color) as [ColourToken, string][]).map(([name, value]) => (
          <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Chip colour={value} />
            <span>
              <code>{name}</code> {isHex(value) ? value : 'translucent'}
              {isHex(value) ? ` · ${ratio(value, tokens.color.surface).toFixed(2)}:1` : ''}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function Verdict({ value, minimum }: { value: number; minimum: number }) {
  const ok = value >= minimum;
  return (
    <span style={{ fontWeight: 700, display: 'block', whiteSpace: 'nowrap' }}>
      {value.toFixed(2)}:1 {ok ? '✓' : '✗'} <span style={{ fontWeight: 400 }}>(≥ {minimum})</span>
    </span>
  );
}

const small: CSSProperties = { ...cell, padding: '3px 6px' };

/** Each text colour on each background it is used on (4.5:1), with computed ratios. */
export function TextContrastMatrix({ tokens }: { tokens: Tokens }) {
  const c = tokens.color;
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '4px 0' }}>
        {tokens.name}: text colours on backgrounds (needs 4.5:1)
      </caption>
      <thead>
        <tr>
          <td style={small} />
          {textBackgrounds.map((bg) => (
            <th key={bg} scope="col" style={small}>
              <code>{bg.replace(/Surface$/, '')}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {textColours.map((fg) => (
          <tr key={fg}>
            <th scope="row" style={{ ...small, fontWeight: 400 }}>
              <code>{fg}</code>
            </th>
            {textBackgrounds.map((bg) => {
              const value = ratio(c[fg], c[bg]);
              return (
                <td key={bg} style={{ ...small, color: c[fg], background: c[bg] }}>
                  {value.toFixed(1)}
                  {value >= 4.5 ? ' ✓' : ' ✗'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The other text pairs, badges (4.5:1) and boundaries (3:1) the components use. */
export function OtherContrastPairs({ tokens }: { tokens: Tokens }) {
  const c = tokens.color;
  const badges = Object.entries(tokens.badge);
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '4px 0' }}>
        {tokens.name}: other pairs in use
      </caption>
      <thead>
        <tr>
          <th scope="col" style={small}>
            sample
          </th>
          <th scope="col" style={small}>
            pair
          </th>
          <th scope="col" style={small}>
            WCAG ratio
          </th>
        </tr>
      </thead>
      <tbody>
        {pairedText.map(([fg, bg]) => (
          <tr key={`${fg}-${bg}`}>
            <td style={{ ...small, color: c[fg], background: c[bg] }}>Aa</td>
            <th scope="row" style={{ ...small, fontWeight: 400 }}>
              text <code>{fg}</code> on <code>{bg}</code>
            </th>
            <td style={small}>
              <Verdict value={ratio(c[fg], c[bg])} minimum={4.5} />
            </td>
          </tr>
        ))}
        {badges.map(([name, { text, background }]) => (
          <tr key={`badge-${name}`}>
            <td style={{ ...small, color: text, background }}>Aa</td>
            <th scope="row" style={{ ...small, fontWeight: 400 }}>
              badge <code>{name}</code>
            </th>
            <td style={small}>
              <Verdict value={ratio(text, background)} minimum={4.5} />
            </td>
          </tr>
        ))}
        {nonText.map((fg) => (
          <tr key={`ui-${fg}`}>
            <td style={small}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 32,
                  height: 14,
                  background: c.surface,
                  border: `3px solid ${c[fg]}`,
                  borderRadius: 4,
                }}
              />
            </td>
            <th scope="row" style={{ ...small, fontWeight: 400 }}>
              boundary <code>{fg}</code> on {nonTextBackgrounds.map((bg) => bg).join(' / ')}
            </th>
            <td style={small}>
              {nonTextBackgrounds.map((bg) => (
                <Verdict key={bg} value={ratio(c[fg], c[bg])} minimum={3} />
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Colour foundations of every built-in theme (or of the given ones): tokens, text matrix, other pairs. */
export function Colours({
  themes = THEMES,
  parts = ['tokens', 'pairs'],
}: {
  themes?: typeof THEMES;
  parts?: ('tokens' | 'pairs')[];
}) {
  return (
    <div style={page}>
      {themes.map(({ id, tokens }) => (
        <Section key={id} title={`${tokens.name} theme`}>
          {parts.includes('tokens') ? (
            <>
              <ColourSwatches tokens={tokens} />
              <TextContrastMatrix tokens={tokens} />
            </>
          ) : null}
          {parts.includes('pairs') ? <OtherContrastPairs tokens={tokens} /> : null}
        </Section>
      ))}
    </div>
  );
}

export { SpacingAndShape, Typography } from './TypeAndSpace';
