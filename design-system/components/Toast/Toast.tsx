import * as RadixToast from '@radix-ui/react-toast';
import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { visuallyHidden } from '../../css/focus.css';
import { ToastQueueProvider, useToastQueue, type ToastQueue } from './useToastQueue';
import * as styles from './Toast.css';
import { LineIcon } from '../_shared/LineIcon';
import { useMessages } from '../../i18n/LocaleProvider';
import { useLocale } from '../../i18n/useLocale';
import { LocaleContext } from '../../i18n/context';
import { toastMessages } from './Toast.messages';
import { useControllableState } from '../_shared/useControllableState';
import { useIsClient } from '../_shared/useIsClient';
import { LabelledAnnouncements, ToastAnnouncerScope, useToastAnnouncer } from './ToastAnnouncer';
import { PortalTheme } from '../../provider/PortalTheme';
import { usePortalContainer } from '../../provider/themeContext';

/** An element to focus when a toast is dismissed: a ref, or a function that finds it. */
export type ReturnFocusTarget = RefObject<HTMLElement | null> | (() => HTMLElement | null);

export interface ToastLink {
  href: string;
  label: ReactNode;
}

export interface ToastActionButton {
  label: ReactNode;
  /** Read to screen-reader users instead of the button, e.g. 'Undo from the cart page'. */
  altText: string;
  onClick: () => void;
}

export interface ToastProps {
  /** First line, e.g. 'Saved to your list'. */
  title: ReactNode;
  /** Second line, e.g. 'Cairnfield gift card, $25.00'. */
  description?: ReactNode;
  /** A link (to the cart, say). A toast with a link never hides on its own. */
  link?: ToastLink;
  /** A button that runs an action and closes the toast. */
  action?: ToastActionButton;
  /** Milliseconds before the toast hides; ignored when there is a link. @default the provider's duration */
  duration?: number;
  /** Open state (controlled). */
  open?: boolean;
  /** Open state at first render (uncontrolled). @default true */
  defaultOpen?: boolean;
  /** Called when the toast opens or closes (close button, Escape, swipe, timer). */
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes when the toast is dismissed while focus was in it. */
  returnFocusTo?: ReturnFocusTarget;
  /** Accessible name of the close button. @default the 'Toast.dismiss' message ('Dismiss notification') */
  dismissLabel?: string;
}

/** Marks our viewport element (set in ToastViewport below). */
const VIEWPORT_ATTRIBUTE = 'data-toast-viewport';

function resolveTarget(target: ReturnFocusTarget | undefined): HTMLElement | null {
  if (!target) return null;
  return typeof target === 'function' ? target() : target.current;
}

/** True when focus sits in this toast or on the viewport (where Radix parks it when a toast closes). */
function focusIsInToast(node: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return Boolean(node?.contains(active)) || active.hasAttribute(VIEWPORT_ATTRIBUTE);
}

/**
 * One toast (Radix Toast). Announced politely as a status (the provider's region, ToastAnnouncer.tsx:
 * its title, description, link and the action's alt text); it hides after `duration` unless it holds
 * a link. Escape and the close button dismiss it. Radix listens for Escape on the document, so
 * Escape closes the newest toast even with focus elsewhere (a modal on top gets it first); focus is
 * only moved to `returnFocusTo` when it was in the toast, so a toast never pulls focus from the page.
 */
export function Toast({
  title,
  description,
  link,
  action,
  duration,
  open,
  defaultOpen,
  onOpenChange,
  returnFocusTo,
  dismissLabel,
  ref: forwardedRef,
}: ToastProps & { ref?: Ref<HTMLLIElement> }) {
  const dismissText = useMessages(toastMessages, { 'Toast.dismiss': dismissLabel }).format(
    'Toast.dismiss',
  );
  const nodeRef = useRef<HTMLLIElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLLIElement | null) => {
      nodeRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  const restoreFocus = useCallback(() => resolveTarget(returnFocusTo)?.focus(), [returnFocusTo]);

  // Held here (Radix's root is always controlled), so the announcement below follows it.
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? true,
    onChange: onOpenChange,
  });

  // Read out once each time it opens, with the text it has then; taken out of the region on close.
  // The text is kept current in a layout effect, which runs before the effect that announces it.
  const announcer = useToastAnnouncer();
  const id = useId();
  const announcement = useRef<ReactNode>(null);
  // Read in the toast's language: the region may be in another part's (PortalTheme).
  const { partLang } = useContext(LocaleContext);
  useLayoutEffect(() => {
    const text = (
      <>
        {title} {description} {link?.label} {action?.altText}
      </>
    );
    announcement.current = partLang ? <span lang={partLang}>{text}</span> : text;
  });
  useEffect(() => {
    if (!announcer || !isOpen) return;
    announcer.announce(id, announcement.current);
    return () => announcer.withdraw(id);
  }, [announcer, id, isOpen]);

  // Dismissed by the user (close button, Escape, swipe) or by the timer: Radix has already moved
  // focus from the toast to the viewport if it was inside, so that is the sign to send it back.
  const handleOpenChange = (next: boolean) => {
    if (!next && focusIsInToast(nodeRef.current)) restoreFocus();
    setOpen(next);
  };

  // Closed from outside (controlled `open` set to false, e.g. useToast().dismiss()): Radix does not
  // move focus then, so do it before the toast leaves the DOM.
  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    if (wasOpen.current === true && open === false && focusIsInToast(nodeRef.current))
      restoreFocus();
    wasOpen.current = open;
  }, [open, restoreFocus]);

  return (
    <RadixToast.Root
      ref={setRefs}
      className={styles.toast}
      open={isOpen}
      onOpenChange={handleOpenChange}
      // A link needs time to be reached, so the toast waits to be dismissed (Radix never starts a
      // timer for Infinity).
      duration={link ? Number.POSITIVE_INFINITY : duration}
      // In Radix 1.3 `type` only picks the aria-live of its announcement: 'foreground' would be
      // assertive. The contract asks for a polite status (role="status", aria-live="polite").
      type="background"
    >
      <div className={styles.text}>
        {/* The trailing space keeps title and description apart in the toast's text, which a
            reader that joins text nodes as they are would read as "Saved to your listTrail map". */}
        <RadixToast.Title className={styles.title}>{title} </RadixToast.Title>
        {description ? (
          <RadixToast.Description className={styles.description}>
            {description}
          </RadixToast.Description>
        ) : null}
      </div>
      {link || action ? (
        <div className={styles.actions}>
          {link ? (
            <a className={styles.link} href={link.href}>
              {link.label}
            </a>
          ) : null}
          {action ? (
            <RadixToast.Action
              className={styles.action}
              altText={action.altText}
              onClick={action.onClick}
            >
              {action.label}
            </RadixToast.Action>
          ) : null}
        </div>
      ) : null}
      {/* Last in the DOM, so Tab reaches the link and action first; placed top right by the grid. */}
      <RadixToast.Close className={styles.close}>
        <LineIcon
          className={styles.closeIcon}
          viewBoxSize={16}
          d="M3 3l10 10M13 3L3 13"
          strokeWidth={2}
        />
        <span className={visuallyHidden}>{dismissText}</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

export interface ToastViewportProps {
  /** Name of the toast region; '{hotkey}' is replaced. @default the 'Toast.region' message ('Notifications ({hotkey})') */
  label?: string;
  /** Keys that move focus to the toasts. @default ['F8'] */
  hotkey?: string[];
  /** Where the region is portalled. @default the provider's `portalContainer`, else document.body */
  container?: HTMLElement;
}

/**
 * The labelled region the toasts appear in, reachable with F8. It is portalled to the end of
 * <body>, outside the app root: a modal opened right after a toast (the cart drawer) hides the app
 * root with aria-hidden, and that must not take the toast with it. The announcement is the
 * provider's own status region, also on <body> (ToastAnnouncer.tsx).
 */
export function ToastViewport({ label, hotkey = ['F8'], container }: ToastViewportProps) {
  // The keys as Radix writes them in its label ('F8', 'altKey+T' → 'alt+T').
  const keys = hotkey.join('+').replace(/Key/g, '').replace(/Digit/g, '');
  const regionLabel = useMessages(toastMessages, { 'Toast.region': label }).format('Toast.region', {
    hotkey: keys,
  });
  // Portals cannot render on the server: render only once on the client (false while hydrating).
  const isClient = useIsClient();
  const portalContainer = usePortalContainer();
  if (!isClient) return null;
  const target = container ?? portalContainer ?? document.body;
  return createPortal(
    <PortalTheme>
      <RadixToast.Viewport
        className={styles.viewport}
        label={regionLabel}
        hotkey={hotkey}
        data-toast-viewport=""
      />
    </PortalTheme>,
    target,
  );
}

export interface ToastProviderProps {
  children?: ReactNode;
  /**
   * Word read before each toast's text, e.g. 'Notification Saved to your list'. @default the
   * 'Toast.announcement' message ('Notification')
   */
  label?: string;
  /** Milliseconds before a toast hides (each toast may set its own): how long is the app's choice. */
  duration: number;
  /** Most toasts open at once through useToast(); the oldest are closed first. @default 3 */
  maxToasts?: number;
}

/**
 * Provides toasts: wraps Radix's provider, renders the queue that `useToast()` fills, and hosts
 * `Toast` elements placed by hand. Render one `ToastViewport` inside it.
 */
export function ToastProvider({ children, label, duration, maxToasts = 3 }: ToastProviderProps) {
  const queue = useToastQueue(maxToasts);
  const announcement = useMessages(toastMessages, { 'Toast.announcement': label }).format(
    'Toast.announcement',
  );
  return (
    <AnnouncingProvider label={announcement} duration={duration}>
      <ToastQueueProvider queue={queue}>
        {children}
        <QueuedToasts queue={queue} />
      </ToastQueueProvider>
    </AnnouncingProvider>
  );
}

/**
 * Radix's provider with the toasts' own announcer (ToastAnnouncer.tsx) in place of Radix's: Radix
 * still renders its announcement of each toast, but into a fragment outside the document
 * (`announcerContainer`), so nothing is read twice. The status region is the app's one (its
 * `ToastQueueProvider`'s, when the queue is held above), or this provider's own.
 */
function AnnouncingProvider({
  label,
  duration,
  children,
}: {
  label: string;
  duration: number;
  children: ReactNode;
}) {
  const { direction } = useLocale();
  const [offDocument] = useState(() =>
    typeof document === 'undefined' ? undefined : document.createDocumentFragment(),
  );
  return (
    <RadixToast.Provider
      label={label}
      duration={duration}
      announcerContainer={offDocument}
      // Towards the viewport's edge: it sits at the inline end, the left in a right-to-left page.
      swipeDirection={direction === 'rtl' ? 'left' : 'right'}
    >
      <ToastAnnouncerScope>
        <LabelledAnnouncements label={label}>{children}</LabelledAnnouncements>
      </ToastAnnouncerScope>
    </RadixToast.Provider>
  );
}

function QueuedToasts({ queue }: { queue: ToastQueue }) {
  return queue.toasts.map(({ id, key, open, options }) => {
    const { id: _id, onOpenChange, ...props } = options;
    return (
      <Toast
        key={key}
        {...props}
        open={open}
        onOpenChange={(next) => {
          if (!next) queue.api.dismiss(id);
          onOpenChange?.(next);
        }}
      />
    );
  });
}

export interface ToastOutletProps extends Omit<ToastProviderProps, 'children' | 'maxToasts'> {
  /** The queue held by `useToastQueue()` (under a `ToastQueueProvider`). */
  queue: ToastQueue;
  /** Props of the viewport it renders. */
  viewport?: ToastViewportProps;
}

/**
 * The Radix half of the toasts for a queue held by `useToastQueue()`: the provider, the queued
 * toasts and the viewport. Load it lazily once the first toast is shown, so Radix stays out of
 * the initial bundle.
 */
export function ToastOutlet({ queue, label, duration, viewport }: ToastOutletProps) {
  const announcement = useMessages(toastMessages, { 'Toast.announcement': label }).format(
    'Toast.announcement',
  );
  return (
    <AnnouncingProvider label={announcement} duration={duration}>
      <QueuedToasts queue={queue} />
      <ToastViewport {...viewport} />
    </AnnouncingProvider>
  );
}
