import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { useScrollable } from './useScrollable';
import * as styles from './Modal.css';
import { useMessages } from '../../i18n/LocaleProvider';
import { modalMessages } from './Modal.messages';
import { localeDirection } from '../../i18n/direction';
import { cx } from '../../css/cx';
import { LineIcon } from '../_shared/LineIcon';
import { PortalTheme } from '../../provider/PortalTheme';
import { usePortalContainer } from '../../provider/themeContext';

export type ModalSize = (typeof styles.modalSizes)[number];

export interface ModalProps {
  /** The dialog's title; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** One sentence that describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The body; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** Actions at the bottom, e.g. buttons. */
  footer?: ReactNode;
  /** The element that opens the dialog (a button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Open state (controlled). */
  open?: boolean;
  /** Open state at first render (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, overlay click). */
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes on close when the dialog is opened from outside (no `trigger`). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Width of the dialog. @default 'medium' */
  size?: ModalSize;
  /** Accessible name of the close button. @default the 'Modal.close' message ('Close') */
  closeLabel?: string;
  /**
   * The language of the dialog's content (`lang`, WCAG 3.1.2), when it is not the page's: a
   * dialog renders in a portal, outside the element that says its part's language. Give
   * `closeLabel` in the same language. @default the part's it opens from (a `LocaleProvider` with
   * `part`, whose texts the close button then speaks too), else the provider's
   */
  lang?: string;
  /** Extra class on the dialog element. */
  className?: string;
  /**
   * Where focus goes when the dialog opens. 'first': its first focusable element (the close
   * button), APG's default. 'title': the title itself (focusable by script only), for a dialog that
   * opens without the shopper asking, such as a message after a typed value: the next key pressed
   * then reads nothing out of place and activates nothing (APG: focus a static element at the top
   * when the first control is not the right place to start). @default 'first'
   */
  initialFocus?: 'first' | 'title';
}

/**
 * A modal dialog (APG Modal Dialog through Radix Dialog): labelled by its title, described by its
 * description, focus trapped inside with Tab wrapping, Escape and the close button close it, and
 * focus returns to the trigger (or to `returnFocusRef`).
 */
export function Modal({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  returnFocusRef,
  size = 'medium',
  closeLabel,
  lang,
  className,
  initialFocus = 'first',
}: ModalProps) {
  const messages = useMessages(modalMessages, { 'Modal.close': closeLabel });
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The body element as state (not a ref), so the overflow check runs once it is mounted.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const scrollable = useScrollable(body);
  const portalContainer = usePortalContainer();

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      {/* Themed where it renders: the provider's portal container, else <body>. */}
      <Dialog.Portal container={portalContainer}>
        <PortalTheme {...(lang ? { lang, dir: localeDirection(lang) } : {})}>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={cx(styles.content({ size }), className)}
            // Radix hides the rest of the page with aria-hidden but does not say so on the dialog;
            // APG's modal dialog carries aria-modal="true".
            aria-modal="true"
            // Without a description Radix would point aria-describedby at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            // React bubbles events through portals: without this, a form submitted in the dialog
            // would also submit a form the dialog is rendered in (e.g. a picker opened from a
            // product's purchase form would add to the cart). A form inside submits only itself.
            onSubmit={(event) => event.stopPropagation()}
            onOpenAutoFocus={(event) => {
              if (initialFocus !== 'title') return;
              event.preventDefault();
              titleRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              // Opened from outside (e.g. after add to cart): Radix has no trigger to go back to, so
              // focus would land on <body>. Send it where the caller says instead.
              const target = returnFocusRef?.current;
              if (target) {
                event.preventDefault();
                target.focus();
              }
            }}
          >
            <div className={styles.header}>
              <Dialog.Title
                ref={titleRef}
                className={styles.title}
                {...(initialFocus === 'title' ? { tabIndex: -1 } : {})}
              >
                {title}
              </Dialog.Title>
              <Dialog.Close className={styles.close}>
                <LineIcon
                  className={styles.closeIcon}
                  viewBoxSize={20}
                  d="M5 5l10 10M15 5L5 15"
                  strokeWidth={2}
                />
                <span className={visuallyHidden}>{messages.format('Modal.close')}</span>
              </Dialog.Close>
            </div>
            <div
              ref={setBody}
              className={styles.body}
              // Only a tab stop (and a named region) when it scrolls; see useScrollable.
              {...(scrollable
                ? {
                    tabIndex: 0,
                    role: 'region',
                    'aria-label':
                      typeof title === 'string' ? title : messages.format('Modal.content'),
                  }
                : {})}
            >
              {description ? (
                <Dialog.Description className={styles.description}>
                  {description}
                </Dialog.Description>
              ) : null}
              {children}
            </div>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </Dialog.Content>
        </PortalTheme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export { modalSizes } from './Modal.css';
