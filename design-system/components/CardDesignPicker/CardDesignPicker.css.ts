import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRingDeclarations } from '../../css/focus.css';

export const root = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const options = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
});

export const radio = style({});

export const option = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
  cursor: 'pointer',
  color: vars.color.text,
});

// The chosen design: a thicker accent border (not colour alone: the name turns bold too).
globalStyle(`${option}:has(${radio}:checked)`, {
  borderColor: vars.color.accent,
  boxShadow: `0 0 0 2px ${vars.color.accent}`,
});
// The name is the radio's sibling: a sibling rule restyles the picked name alone, where a
// `option:has(radio:checked) span` rule made every span under the form's :has() anchors restyle.
globalStyle(`${radio}:checked ~ span`, { fontWeight: vars.font.weight.strong });
// The theme's focus ring, as every control (4 px wide in the high-contrast theme).
globalStyle(`${option}:has(${radio}:focus-visible)`, focusRingDeclarations);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.standard,
});

export const name = style({ fontSize: vars.font.size.small });
