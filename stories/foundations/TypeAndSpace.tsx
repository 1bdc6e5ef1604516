// Design foundations, type and space: the type scale, spacing, radii, breakpoints, target sizes
// and the focus ring, read from design-system/tokens (Foundations.tsx holds the colours).
import { breakpoints, vars } from '@cairnfield/design-system';
import { brandTokens, type Tokens } from '@cairnfield/design-system/tokens';
import { Section, THEMES, cell, page, ratio, table } from './Foundations';

/** Type scale, weights and line heights. */
export function Typography({ tokens = brandTokens }: { tokens?: Tokens }) {
  const { size, weight, lineHeight, family } = tokens.font;
  return (
    <div style={page}>
      <Section title="Type scale">
        <p style={{ margin: '0 0 8px' }}>
          Font: <code>{family.split(',')[0]}</code> and the system stack (nothing to download). Line
          height {lineHeight.standard} for text, {lineHeight.tight} for headings.
        </p>
        <table style={table}>
          <tbody>
            {Object.entries(size).map(([name, value]) => (
              <tr key={name}>
                <th scope="row" style={{ ...cell, fontWeight: 400, width: 160 }}>
                  <code>{name}</code> {value}
                </th>
                <td style={{ ...cell, fontSize: value, lineHeight: lineHeight.tight }}>
                  Cairnfield gift card $50.00
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="Weights">
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {Object.entries(weight).map(([name, value]) => (
            <li key={name} style={{ fontWeight: Number(value) }}>
              <code>{name}</code> {value}: Add to cart
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** Spacing, radii, border widths, breakpoints, target sizes and the focus ring of both themes. */
export function SpacingAndShape() {
  const { space, radius, touchTarget } = brandTokens;
  return (
    <div style={page}>
      <Section title="Spacing">
        <table style={table}>
          <tbody>
            {Object.entries(space).map(([name, value]) => (
              <tr key={name}>
                <th scope="row" style={{ ...cell, fontWeight: 400, width: 160 }}>
                  <code>{name}</code> {value}
                </th>
                <td style={cell}>
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      height: 12,
                      width: value,
                      background: vars.color.accent,
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="Radii">
        <ul
          style={{
            display: 'flex',
            gap: 16,
            listStyle: 'none',
            padding: 0,
            margin: 0,
            flexWrap: 'wrap',
          }}
        >
          {Object.entries(radius).map(([name, value]) => (
            <li key={name} style={{ textAlign: 'center' }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: 64,
                  height: 40,
                  borderRadius: value,
                  border: `2px solid ${vars.color.border}`,
                  background: vars.color.surfaceSelected,
                }}
              />
              <code>{name}</code> {value}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Breakpoints">
        <table style={table}>
          <tbody>
            {Object.entries(breakpoints).map(([name, px]) => (
              <tr key={name}>
                <th scope="row" style={{ ...cell, fontWeight: 400, width: 160 }}>
                  <code>{name}</code>
                </th>
                <td style={cell}>from {px} px</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="Target sizes">
        <p style={{ margin: 0 }}>
          Every target is at least {touchTarget.minimum} square (WCAG 2.5.8); amount chips and the
          stepper's buttons are {touchTarget.comfortable} square.
        </p>
        <div style={{ display: 'flex', gap: 16, marginTop: 8 }} aria-hidden="true">
          {[touchTarget.minimum, touchTarget.comfortable].map((value) => (
            <span
              key={value}
              style={{
                width: value,
                height: value,
                border: `2px dashed ${vars.color.border}`,
                display: 'inline-block',
              }}
            />
          ))}
        </div>
      </Section>
      <Section title="Focus ring and borders">
        <table style={table}>
          <tbody>
            {THEMES.map(({ id, tokens }) => (
              <tr key={id}>
                <th scope="row" style={{ ...cell, fontWeight: 400, width: 160 }}>
                  {tokens.name}
                </th>
                <td style={cell}>
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      padding: '6px 12px',
                      margin: 8,
                      borderRadius: tokens.radius.standard,
                      border: `${tokens.borderWidth.standard} solid ${tokens.color.border}`,
                      outline: `${tokens.focusRing.width} solid ${tokens.color.focus}`,
                      outlineOffset: tokens.focusRing.offset,
                      color: tokens.color.text,
                      background: tokens.color.surface,
                    }}
                  >
                    Focused
                  </span>
                </td>
                <td style={cell}>
                  ring {tokens.focusRing.width} solid <code>{tokens.color.focus}</code>, offset{' '}
                  {tokens.focusRing.offset} (
                  {ratio(tokens.color.focus, tokens.color.surface).toFixed(2)}
                  :1 on surface); border {tokens.borderWidth.standard} / {tokens.borderWidth.large}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </div>
  );
}
