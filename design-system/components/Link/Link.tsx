import { type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import * as styles from './Link.css';
import { useMessages } from '../../i18n/LocaleProvider';
import { linkMessages } from './Link.messages';
import { cx } from '../../css/cx';
import { LineIcon } from '../_shared/LineIcon';

export type LinkVariant = (typeof styles.linkVariants)[number];

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where it goes. */
  href: string;
  /** 'inline' inside a sentence, 'standalone' on its own line (44 px target). @default 'inline' */
  variant?: LinkVariant;
  /** Opens in a new tab (target _blank, rel noopener) and says so to everyone. @default false */
  external?: boolean;
  /** Hidden text appended to an external link's name. @default the 'Link.external' message ('(opens in a new tab)') */
  externalHint?: string;
  children: ReactNode;
}

/** A text link: a plain anchor with every anchor prop, a focus ring, and a hint on external links. */
export function Link({
  variant = 'inline',
  external = false,
  externalHint,
  className,
  children,
  target,
  rel,
  ref,
  ...rest
}: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const messages = useMessages(linkMessages, { 'Link.external': externalHint });
  return (
    <a
      ref={ref}
      className={cx(styles.link({ variant }), className)}
      target={external ? '_blank' : target}
      // noopener: the new tab cannot reach window.opener; noreferrer: no Referer to third parties.
      rel={external ? cx('noopener', 'noreferrer', rel) : rel}
      {...rest}
    >
      {children}
      {external ? (
        <>
          <LineIcon
            className={styles.externalIcon}
            viewBoxSize={12}
            d="M5 2H2v8h8V7M7 2h3v3M10 2L5.5 6.5"
            strokeWidth={1.5}
          />
          <span className={visuallyHidden}> {messages.format('Link.external')}</span>
        </>
      ) : null}
    </a>
  );
}

export { linkVariants } from './Link.css';
