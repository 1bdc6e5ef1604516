import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { cx } from '../../css/cx';
import { createFormatters } from '../../i18n/formatters';
import { useFormatters, useMessages } from '../../i18n/LocaleProvider';
import { renderMessage } from '../../i18n/template';
import { giftCardPreviewMessages } from './GiftCardPreview.messages';
import * as styles from './GiftCardPreview.css';

/** What the preview shows, as the summary function receives it ('' for an empty field). */
export interface GiftCardPreviewValues {
  /** The amount as the shop writes it (e.g. '$50'). */
  amount: string;
  recipientName: string;
  senderName: string;
  message: string;
  /** The design's name ('' without a design). */
  designName: string;
}

/** The muted texts shown in place of empty fields. */
export interface GiftCardPreviewPlaceholders {
  amount: string;
  recipientName: string;
  senderName: string;
  message: string;
}

export interface GiftCardPreviewProps {
  /** The visible caption, which names the figure. @default the 'GiftCardPreview.caption' message ('Preview') */
  caption?: string;
  /** The chosen design: its image and its name (shown as text, so the image is decorative). */
  design?: { name: string; imageUrl: string } | null;
  /**
   * The amount: a number is written as money in the provider's locale and currency ('$50',
   * '50 $'); a string is shown as the shop wrote it. '' or null shows its placeholder.
   */
  amount?: number | string | null;
  /** ISO 4217 code of a number amount, where it differs from the LocaleProvider's. @default the provider's */
  currency?: string;
  /** The (first) recipient's name. @default '' */
  recipientName?: string;
  /** The sender's name. @default '' */
  senderName?: string;
  /** The message as it will be sent (shown as text with its line breaks, never as HTML). @default '' */
  message?: string;
  /** Read before the recipient's name. @default the 'GiftCardPreview.to' message ('To') */
  toLabel?: string;
  /** Read before the sender's name. @default the 'GiftCardPreview.from' message ('From') */
  fromLabel?: string;
  /** Texts shown, muted, for empty fields. @default the 'GiftCardPreview.*Placeholder' messages */
  placeholders?: Partial<GiftCardPreviewPlaceholders>;
  /**
   * The short sentence announced politely once the shopper pauses (e.g. 'Preview updated: $50
   * card for Ana from Sam.'). @default the 'GiftCardPreview.summary' message
   */
  summary?: (values: GiftCardPreviewValues) => string;
  /** How long after the last change the summary is announced, in ms. @default 1000 */
  announceDelayMs?: number;
  className?: string;
}

/** The default summary in English: 'Preview updated: $50 card for Ana from Sam.' */
export function defaultGiftCardPreviewSummary(values: GiftCardPreviewValues): string {
  return renderMessage(
    giftCardPreviewMessages['GiftCardPreview.summary'],
    values,
    createFormatters({ locale: 'en-US', currency: 'USD', grouping: true }).tools,
  );
}

/**
 * Says `text` in a polite status once the values it sums up (`key`) have stayed the same for
 * `delayMs`: a pause in typing, not every keystroke. Nothing is said for the first render (the server's HTML, or a form just shown).
 */
function usePausedAnnouncement(key: string, text: string, delayMs: number): string {
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return; // first render, or no value changed
    seen.current = key;
    const timer = setTimeout(() => setAnnouncement(text), delayMs);
    return () => clearTimeout(timer);
  }, [key, text, delayMs]);
  return announcement;
}

/**
 * A preview of an eGift card as its recipient will receive it: the design, the amount, who it is
 * to and from, and the message. A figure named by its visible caption, read as plain text in order;
 * empty fields show muted placeholders, so the preview keeps its size while the shopper types. A
 * short summary is announced politely after a pause. Every text comes in as props.
 */
export function GiftCardPreview({
  caption,
  design = null,
  amount = null,
  currency,
  recipientName = '',
  senderName = '',
  message = '',
  toLabel,
  fromLabel,
  placeholders: placeholdersProp = {},
  summary,
  announceDelayMs = 1000,
  className,
}: GiftCardPreviewProps) {
  const captionId = `${useId()}-caption`;
  const { money } = useFormatters({ currency });
  const messages = useMessages(giftCardPreviewMessages, {
    'GiftCardPreview.caption': caption,
    'GiftCardPreview.to': toLabel,
    'GiftCardPreview.from': fromLabel,
    'GiftCardPreview.amountPlaceholder': placeholdersProp.amount,
    'GiftCardPreview.recipientPlaceholder': placeholdersProp.recipientName,
    'GiftCardPreview.senderPlaceholder': placeholdersProp.senderName,
    'GiftCardPreview.messagePlaceholder': placeholdersProp.message,
  });
  const placeholders: GiftCardPreviewPlaceholders = {
    amount: messages.format('GiftCardPreview.amountPlaceholder'),
    recipientName: messages.format('GiftCardPreview.recipientPlaceholder'),
    senderName: messages.format('GiftCardPreview.senderPlaceholder'),
    message: messages.format('GiftCardPreview.messagePlaceholder'),
  };
  const values: GiftCardPreviewValues = {
    amount: typeof amount === 'number' ? money(amount, { dropZeroCents: true }) : (amount ?? ''),
    recipientName: recipientName.trim(),
    senderName: senderName.trim(),
    message: message.trim(),
    designName: design?.name ?? '',
  };
  // The values themselves key the announcement, so a change of any field restarts the pause.
  const key = JSON.stringify(values);
  const announcement = usePausedAnnouncement(
    key,
    summary ? summary(values) : messages.format('GiftCardPreview.summary', values),
    announceDelayMs,
  );

  const text = (value: string, placeholder: string) =>
    value ? value : <span className={styles.placeholder}>{placeholder}</span>;

  return (
    <figure className={cx(styles.root, className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {messages.format('GiftCardPreview.caption')}
      </figcaption>
      <div className={styles.card}>
        <div className={styles.art}>
          {design ? (
            // Decorative: the design's name is written below it.
            <img
              src={design.imageUrl}
              alt=""
              width={160}
              height={101}
              decoding="async"
              className={styles.image}
            />
          ) : null}
        </div>
        <p className={styles.amount}>{text(values.amount, placeholders.amount)}</p>
      </div>
      {design ? <p className={styles.designName}>{design.name}</p> : null}
      <p className={styles.line}>
        <span className={styles.label}>{messages.format('GiftCardPreview.to')}</span>{' '}
        {text(values.recipientName, placeholders.recipientName)}
      </p>
      <p className={styles.line}>
        <span className={styles.label}>{messages.format('GiftCardPreview.from')}</span>{' '}
        {text(values.senderName, placeholders.senderName)}
      </p>
      <p className={styles.message}>{text(values.message, placeholders.message)}</p>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </figure>
  );
}
