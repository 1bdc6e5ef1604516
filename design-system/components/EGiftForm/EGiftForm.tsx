import { useRef } from 'react';
import { visuallyHidden } from '../../css/focus.css';
import { CardDesignPicker, type CardDesign } from '../CardDesignPicker/CardDesignPicker';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import * as styles from './EGiftForm.css';
import type { EGiftPersonField, EGiftFormValues } from './eGiftFormReducer';
import { normalizeEGiftMessage } from './eGiftMessage';
import { useEGiftForm, type UseEGiftFormOptions } from './useEGiftForm';
import { cx } from '../../css/cx';

export type { EGiftFormHandle } from './useEGiftForm';

export interface EGiftFormProps extends UseEGiftFormOptions {
  /**
   * Controlled values. Keep what onValueChange gives you: it holds recipients beyond the visible
   * count too, so they come back when the quantity rises again. The quantity prop wins over
   * value.quantity.
   */
  value?: EGiftFormValues;
  /** Label of each e-mail field. @default 'Email' */
  emailLabel?: string;
  /** Label of each first-name field. @default 'First name' */
  firstNameLabel?: string;
  /** Label of each last-name field. @default 'Last name' */
  lastNameLabel?: string;
  /** Label of the same-email checkbox. @default 'Send every card to one address' */
  sameEmailLabel?: string;
  /** Legend of the sender's fieldset. @default 'Sender' */
  senderLegend?: string;
  /** Legend of each recipient's fieldset; '{{n}}' is the recipient's number. @default 'Recipient of card {{n}}' */
  recipientLegend?: string;
  /** Label of the optional message. @default 'Message' */
  messageLabel?: string;
  /** The message's prompt. @default none */
  messagePlaceholder?: string;
  /** The message counter's label; '{{maxChars}}' is the message limit. @default none (the count alone) */
  messageCounterLabel?: string;
  /**
   * Shows the optional "send on" date after the recipients (one per order; empty sends now). Its
   * rule comes in validators.sendDate. @default false
   */
  showSendDate?: boolean;
  /**
   * Card designs to choose from, shown first as a radio group of images with their names; the
   * chosen id is values.designId. @default none (no picker)
   */
  designs?: readonly CardDesign[];
  /** Legend of the design picker. @default 'Card design' */
  designLegend?: string;
  /** Label of the send date. @default 'Delivery date' */
  sendDateLabel?: string;
  /** Hint under the send date (e.g. what an empty date means, and the time zone). @default none */
  sendDateHint?: string;
  /** Earliest date the picker offers ('YYYY-MM-DD'), e.g. the shopper's today. @default none */
  sendDateMin?: string;
  /** Latest date the picker offers ('YYYY-MM-DD'). @default none */
  sendDateMax?: string;
  className?: string;
}

/**
 * The eGift card form: sender, one recipient form per card (or one when all cards go to the same
 * e-mail), and an optional message on the first recipient. Validation runs on blur with the
 * validators (and messages) it is given; values and validity go up through onValueChange; nothing
 * typed is lost when recipient forms are hidden and shown again, nor when it was typed into the
 * server-rendered fields before the form hydrated (it takes over what its fields hold). Changes in
 * the number of recipient forms are announced. Behaviour lives in useEGiftForm; this component lays
 * it out.
 */
export function EGiftForm({
  emailLabel = 'Email',
  firstNameLabel = 'First name',
  lastNameLabel = 'Last name',
  sameEmailLabel = 'Send every card to one address',
  senderLegend = 'Sender',
  recipientLegend = 'Recipient of card {{n}}',
  messageLabel = 'Message',
  messagePlaceholder,
  messageCounterLabel,
  showSendDate = false,
  designs,
  designLegend = 'Card design',
  sendDateLabel = 'Delivery date',
  sendDateHint,
  sendDateMin,
  sendDateMax,
  className,
  ...options
}: EGiftFormProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const form = useEGiftForm(options, { rootRef });
  const labels: Record<EGiftPersonField, string> = {
    email: emailLabel,
    firstName: firstNameLabel,
    lastName: lastNameLabel,
  };

  const personFields = (prefix: 'sender' | `recipients.${number}`) => (
    <>
      <TextField label={labels.email} {...form.personFieldProps(prefix, 'email')} />
      <div className={styles.names}>
        <TextField label={labels.firstName} {...form.personFieldProps(prefix, 'firstName')} />
        <TextField label={labels.lastName} {...form.personFieldProps(prefix, 'lastName')} />
      </div>
    </>
  );

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      {designs && designs.length > 0 ? (
        <CardDesignPicker legend={designLegend} designs={designs} {...form.designProps} />
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{senderLegend}</legend>
        {personFields('sender')}
      </fieldset>

      {/* The checkbox comes before the recipient forms it collapses, so focus never sits on
          something that disappears. It only means something with more than one card. */}
      {form.showSameEmail ? <Checkbox label={sameEmailLabel} {...form.sameEmailProps} /> : null}

      {Array.from({ length: form.recipientCount }, (_, index) => (
        <fieldset key={index} className={styles.fieldset}>
          <legend className={styles.legend}>
            {recipientLegend.replaceAll('{{n}}', String(index + 1))}
          </legend>
          {personFields(`recipients.${index}`)}
          {index === 0 ? (
            <TextField
              label={messageLabel}
              multiline
              rows={3}
              placeholder={messagePlaceholder}
              normalizeValue={normalizeEGiftMessage}
              showCounter
              counterLabel={messageCounterLabel}
              {...form.messageFieldProps}
            />
          ) : null}
        </fieldset>
      ))}

      {showSendDate ? (
        <TextField
          label={sendDateLabel}
          helperText={sendDateHint}
          min={sendDateMin}
          max={sendDateMax}
          className={styles.sendDate}
          {...form.sendDateFieldProps}
        />
      ) : null}

      <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {form.announcement}
      </div>
    </div>
  );
}
