import { type ReactNode, type Ref } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import * as styles from './InlineAlert.css';
import { useMessages } from '../../i18n/LocaleProvider';
import { inlineAlertMessages } from './InlineAlert.messages';
import { cx } from '../../css/cx';

export type InlineAlertTone = (typeof styles.inlineAlertTones)[number];
export type InlineAlertRole = (typeof styles.inlineAlertRoles)[number];

export interface InlineAlertProps {
  /** Meaning, shown by icon shape, colour and a hidden word ('Error:'). @default 'info' */
  tone?: InlineAlertTone;
  /**
   * 'alert' for errors and results of an action (the shipping restriction), 'status' for polite
   * information, 'none' for static text. @default 'alert' for error and warning, 'status' otherwise
   */
  role?: InlineAlertRole;
  /** Bold first line. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** Word read before the message so the tone never depends on colour or icon. @default the tone's message, e.g. 'InlineAlert.error' ('Error') */
  toneLabel?: string;
  /** Element id, e.g. for aria-describedby. */
  id?: string;
  /** Extra class for layout. */
  className?: string;
}

const toneMessages = {
  error: 'InlineAlert.error',
  warning: 'InlineAlert.warning',
  info: 'InlineAlert.info',
  success: 'InlineAlert.success',
} as const satisfies Record<InlineAlertTone, keyof typeof inlineAlertMessages>;

/** Each tone has its own icon shape, so colour is never the only difference. */
function ToneIcon({ tone }: { tone: InlineAlertTone }) {
  const common = {
    className: styles.icon({ tone }),
    viewBox: '0 0 20 20',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (tone) {
    case 'error': // octagon with a cross
      return (
        <svg {...common}>
          <path d="M6.5 1.5h7l5 5v7l-5 5h-7l-5-5v-7z" fill="currentColor" />
          <path
            d="M7 7l6 6M13 7l-6 6"
            className={styles.glyphStroke}
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
      );
    case 'warning': // triangle with an exclamation mark
      return (
        <svg {...common}>
          <path d="M10 1.5l9 16.5H1z" fill="currentColor" />
          <path
            d="M10 7.5v5"
            className={styles.glyphStroke}
            strokeWidth={2}
            strokeLinecap="round"
          />
          <circle cx={10} cy={15.2} r={1.2} className={styles.glyphFill} />
        </svg>
      );
    case 'info': // circle with an i
      return (
        <svg {...common}>
          <circle cx={10} cy={10} r={9} fill="currentColor" />
          <path
            d="M10 9v5.5"
            className={styles.glyphStroke}
            strokeWidth={2}
            strokeLinecap="round"
          />
          <circle cx={10} cy={5.8} r={1.2} className={styles.glyphFill} />
        </svg>
      );
    case 'success': // circle with a tick
      return (
        <svg {...common}>
          <circle cx={10} cy={10} r={9} fill="currentColor" />
          <path
            d="M5.8 10.3l2.9 2.9 5.5-5.8"
            className={styles.glyphStroke}
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      );
  }
}

/**
 * A message in the page flow (APG Alert): icon plus text, never colour alone. It does not take
 * focus and does not disappear on its own. Render it with its message already in place, or change
 * its text, for `role="alert"` to be announced.
 */
export function InlineAlert({
  tone = 'info',
  role,
  title,
  children,
  toneLabel,
  id,
  className,
  ref,
}: InlineAlertProps & { ref?: Ref<HTMLDivElement> }) {
  const resolvedRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  const messages = useMessages(inlineAlertMessages);
  const word = toneLabel ?? messages.format(toneMessages[tone]);
  return (
    <div
      ref={ref}
      id={id}
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      data-tone={tone}
      className={cx(styles.alert({ tone }), className)}
    >
      <ToneIcon tone={tone} />
      <div className={styles.text}>
        {title ? (
          <div className={styles.title}>
            <span className={visuallyHidden}>{word}: </span>
            {title}{' '}
          </div>
        ) : null}
        <div>
          {title ? null : <span className={visuallyHidden}>{word}: </span>}
          {children}
        </div>
      </div>
    </div>
  );
}

export { inlineAlertTones, inlineAlertRoles } from './InlineAlert.css';
