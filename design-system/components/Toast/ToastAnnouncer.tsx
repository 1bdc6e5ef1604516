/**
 * The toasts' announcements: one polite status region that stays in the document, where each
 * toast's text is added when it opens and taken out when it closes.
 *
 * Radix Toast announces with a status node of its own per toast: it adds the text two animation
 * frames after the toast appears and removes the node on a 1 s timer. On a busy phone the two
 * frames can come after the timer, and the toast is never read. Here nothing is removed on a
 * timer, so a late frame only makes the announcement late. The region waits two frames after it
 * first enters the document before it takes text (a status that appears with its text already in
 * it is not read by every screen reader); after that, text is added at once.
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

/** The toasts' announcer, for a `Toast` under it (provided by ToastProvider and ToastOutlet). */
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

/** True once two animation frames have passed since the first render in the browser. */
function useAfterTwoFrames(): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPassed(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return passed;
}

export interface ToastAnnouncementsProps {
  announcements: readonly ToastAnnouncement[];
  /** Read before each toast's text, e.g. 'Notification'. */
  label: string;
  /**
   * Where the region is portalled: outside anything a modal hides. @default the provider's
   * `portalContainer`, else document.body
   */
  container?: HTMLElement;
}

/**
 * The polite status region, portalled to the end of <body> (a modal's aria-hidden keeps
 * [aria-live] nodes and what holds them). Rendered in the browser only.
 */
export function ToastAnnouncements({ announcements, label, container }: ToastAnnouncementsProps) {
  const isClient = useIsClient();
  const ready = useAfterTwoFrames();
  const portalContainer = usePortalContainer();
  if (!isClient) return null;
  // In the provider's language (PortalTheme carries `lang`), so a screen reader reads it in it.
  return createPortal(
    <PortalTheme>
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {ready
          ? announcements.map(({ id, content }) => (
              <div key={id}>
                {label} {content}
              </div>
            ))
          : null}
      </div>
    </PortalTheme>,
    container ?? portalContainer ?? document.body,
  );
}
