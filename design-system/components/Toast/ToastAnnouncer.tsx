/**
 * The toasts' announcements: one polite status region per app, in the document before any toast,
 * where each toast's text is added when it opens and taken out when it closes.
 *
 * Radix Toast announces with a status node of its own per toast: it appears with the toast, gets
 * its text two animation frames later and removes itself on a 1 s timer. When the main thread is
 * busy for longer than that (a slow phone, a heavy tab) or frames do not come at all (a tab in the
 * background), the timer wins and the toast is never read. Here the region is there first (the
 * WAI-ARIA advice for live regions: a region must exist before its content changes), nothing is
 * removed on a timer and nothing waits for a frame: a busy thread only makes the announcement late.
 *
 * The region comes with the first of `ToastQueueProvider`, `ToastProvider` or `ToastOutlet` in
 * the tree (`ToastAnnouncerScope`); one under another uses the outer one, so an app that holds its
 * queue from the first render (and loads the Radix part with the first toast) has the region from
 * hydration on. A region that enters the document together with a toast takes the text once it
 * has been committed, never in the same change.
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { visuallyHidden } from '../../css/focus.css';
import { useIsClient } from '../_shared/useIsClient';
import { PortalTheme } from '../../provider/PortalTheme';
import { usePortalContainer } from '../../provider/themeContext';

export interface ToastAnnouncement {
  id: string;
  content: ReactNode;
}

export interface ToastAnnouncer {
  /** Reads `content` out (once): added to the region, where it stays until withdrawn. */
  announce(id: string, content: ReactNode): void;
  /** Takes an announcement out of the region (its toast closed); nothing is read. */
  withdraw(id: string): void;
}

type Action =
  { type: 'announce'; id: string; content: ReactNode } | { type: 'withdraw'; id: string };

function reducer(
  state: readonly ToastAnnouncement[],
  action: Action,
): readonly ToastAnnouncement[] {
  const others = state.filter((announcement) => announcement.id !== action.id);
  return action.type === 'announce'
    ? [...others, { id: action.id, content: action.content }]
    : others;
}

/** The toasts' announcer, for a `Toast` under it. */
export const ToastAnnouncerContext = createContext<ToastAnnouncer | null>(null);

/** The announcer a toast reports to; null outside a provider. */
export const useToastAnnouncer = () => useContext(ToastAnnouncerContext);

/** The announcements in the region and the announcer that fills it. */
export function useToastAnnouncements(): [readonly ToastAnnouncement[], ToastAnnouncer] {
  const [announcements, dispatch] = useReducer(reducer, []);
  const announcer = useMemo<ToastAnnouncer>(
    () => ({
      announce: (id, content) => dispatch({ type: 'announce', id, content }),
      withdraw: (id) => dispatch({ type: 'withdraw', id }),
    }),
    [],
  );
  return [announcements, announcer];
}

export interface ToastAnnouncementsProps {
  announcements: readonly ToastAnnouncement[];
  /**
   * Where the region is portalled: outside anything a modal hides. @default the provider's
   * `portalContainer`, else document.body
   */
  container?: HTMLElement;
}

/**
 * The polite status region, portalled to the end of <body> (a modal's aria-hidden keeps
 * [aria-live] nodes and what holds them). Rendered in the browser only; empty until it has been
 * committed once, so its first text is a change to a region already in the document.
 */
export function ToastAnnouncements({ announcements, container }: ToastAnnouncementsProps) {
  const isClient = useIsClient();
  // Set in a task after the commit that put the region in the document (a timer, not a frame: a
  // background tab has no frames), so a text that came with the region is a later change to it.
  const [inDocument, setInDocument] = useState(false);
  useEffect(() => {
    if (!isClient) return;
    const timer = setTimeout(() => setInDocument(true), 0);
    return () => clearTimeout(timer);
  }, [isClient]);
  const portalContainer = usePortalContainer();
  if (!isClient) return null;
  // In the provider's language (PortalTheme carries `lang`), so a screen reader reads it in it.
  return createPortal(
    <PortalTheme>
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {inDocument ? announcements.map(({ id, content }) => <div key={id}>{content}</div>) : null}
      </div>
    </PortalTheme>,
    container ?? portalContainer ?? document.body,
  );
}

/**
 * The status region and its announcer for what is under it, unless an outer scope already has
 * them (then it adds nothing, and its toasts are read from the outer region).
 */
export function ToastAnnouncerScope({ children }: { children?: ReactNode }) {
  const outer = useToastAnnouncer();
  const [announcements, own] = useToastAnnouncements();
  if (outer) return children;
  return (
    <ToastAnnouncerContext.Provider value={own}>
      {children}
      <ToastAnnouncements announcements={announcements} />
    </ToastAnnouncerContext.Provider>
  );
}

/** Puts `label` before each announcement under it ('Notification Saved to your list'). */
export function LabelledAnnouncements({
  label,
  children,
}: {
  label: string;
  children?: ReactNode;
}) {
  const announcer = useToastAnnouncer();
  const labelled = useMemo<ToastAnnouncer | null>(
    () =>
      announcer && {
        announce: (id, content) =>
          announcer.announce(
            id,
            <>
              {label} {content}
            </>,
          ),
        withdraw: (id) => announcer.withdraw(id),
      },
    [announcer, label],
  );
  return (
    <ToastAnnouncerContext.Provider value={labelled}>{children}</ToastAnnouncerContext.Provider>
  );
}
