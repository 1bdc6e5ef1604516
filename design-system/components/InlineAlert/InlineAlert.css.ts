import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { messageText, messageTitle } from '../../css/message.css';

export const inlineAlertTones = ['error', 'warning', 'info', 'success'] as const;
export const inlineAlertRoles = ['alert', 'status', 'none'] as const;

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.small,
    borderRadius: vars.radius.small,
    border: `${vars.borderWidth.standard} solid`,
    borderInlineStartWidth: '6px',
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      error: { background: vars.color.criticalSurface, borderColor: vars.color.critical },
      warning: { background: vars.color.cautionSurface, borderColor: vars.color.caution },
      info: { background: vars.color.infoSurface, borderColor: vars.color.info },
      success: { background: vars.color.positiveSurface, borderColor: vars.color.positive },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: {
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    marginBlockStart: '0.125rem',
    '@media': {
      '(forced-colors: active)': { color: 'CanvasText' },
    },
  },
  variants: {
    tone: {
      error: { color: vars.color.critical },
      warning: { color: vars.color.caution },
      info: { color: vars.color.info },
      success: { color: vars.color.positive },
    },
  },
});

export const text = messageText;

export const title = messageTitle;

/** The white mark inside each icon; in forced colors it takes the background colour so it stays cut out. */
export const glyphStroke = style({
  fill: 'none',
  stroke: vars.color.surface,
  '@media': { '(forced-colors: active)': { stroke: 'Canvas' } },
});

export const glyphFill = style({
  fill: vars.color.surface,
  '@media': { '(forced-colors: active)': { fill: 'Canvas' } },
});
