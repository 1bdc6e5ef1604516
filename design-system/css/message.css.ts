import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * The text of a message (inline alert, toast): a title over its details, in a column that may
 * shrink beside the message's icon or buttons. Components compose it with their own placement.
 */
export const messageText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const messageTitle = style({
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});
