import { startTransition, useOptimistic, useRef, type ComponentProps } from 'react';
import { useMessages } from '../../i18n/LocaleProvider';
import { useDateFormatter } from '../../i18n/useDateFormatter';
import type { Messages } from '../../i18n/messages';
import { eGiftFormMessages } from './EGiftForm.messages';
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
  /** Label of each e-mail field. @default the 'EGiftForm.emailLabel' message ('Email') */
  emailLabel?: string;
  /** Label of each first-name field. @default the 'EGiftForm.firstNameLabel' message ('First name') */
  firstNameLabel?: string;
  /** Label of each last-name field. @default the 'EGiftForm.lastNameLabel' message ('Last name') */
  lastNameLabel?: string;
  /** Label of the same-email checkbox. @default the 'EGiftForm.sameEmailLabel' message */
  sameEmailLabel?: string;
  /** Legend of the sender's fieldset. @default the 'EGiftForm.senderLegend' message ('Sender') */
  senderLegend?: string;
  /**
   * Legend of each recipient's fieldset; '{n}' (or '{{n}}') is the recipient's number. @default the
   * 'EGiftForm.recipientLegend' message ('Recipient of card {n}')
   */
  recipientLegend?: Messages['EGiftForm.recipientLegend'];
  /** Label of the optional message. @default the 'EGiftForm.messageLabel' message ('Message') */
  messageLabel?: string;
  /** The message's prompt. @default none */
  messagePlaceholder?: string;
  /**
   * A hint before the message counter; '{{maxChars}}' is the message limit ('Max {{maxChars}}
   * characters'). @default none (the counter alone)
   */
  messageCounterLabel?: string;
  /**
   * The message counter as shown, with {count} and {max} ('{count} of {max} characters'). @default
   * the 'TextField.counter' message ('{count}/{max}')
   */
  messageCounterText?: Messages['TextField.counter'];
  /** Shows the message's character counter. @default true */
  showMessageCounter?: boolean;
  /**
   * How labels show whether a field is needed: 'icon' ('*' after required ones) or 'label' (the
   * words '(required)' and '(optional)'), as TextField's necessityIndicator. @default 'icon'
   */
  necessityIndicator?: 'icon' | 'label';
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
  /** Legend of the design picker. @default the 'EGiftForm.designLegend' message ('Card design') */
  designLegend?: string;
  /** Label of the send date. @default the 'EGiftForm.sendDateLabel' message ('Delivery date') */
  sendDateLabel?: string;
  /**
   * Once a date is chosen, says it under the field in words, in the provider's locale (the
   * 'EGiftForm.sendDateChosen' message: 'To be sent on Saturday, December 12, 2026'), whatever
   * language the browser's own date picker shows. @default true
   */
  showSendDateChosen?: boolean;
  /** Hint under the send date (e.g. what an empty date means, and the time zone). @default none */
  sendDateHint?: string;
  /** Earliest date the picker offers ('YYYY-MM-DD'), e.g. the shopper's today. @default none */
  sendDateMin?: string;
  /** Latest date the picker offers ('YYYY-MM-DD'). @default none */
  sendDateMax?: string;
  className?: string;
}

/** The form without its own date formatting: the chosen send date in words comes from
 * `sendDateInWords`, when given (EGiftForm gives the provider's locale's). */
export interface EGiftFormFieldsProps extends Omit<EGiftFormProps, 'showSendDateChosen'> {
  /** The chosen send date ('YYYY-MM-DD') in words. @default none (no line in words) */
  sendDateInWords?: (date: string) => string;
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
export function EGiftForm({ showSendDateChosen = true, ...props }: EGiftFormProps) {
  const date = useDateFormatter();
  return <EGiftFormFields {...props} {...(showSendDateChosen ? { sendDateInWords: date } : {})} />;
}

/**
 * EGiftForm without the date formatter (Intl.DateTimeFormat and its code): for a page that shows
 * no send date in words, or words its own.
 */
export function EGiftFormFields({
  emailLabel,
  firstNameLabel,
  lastNameLabel,
  sameEmailLabel,
  senderLegend,
  recipientLegend,
  messageLabel,
  messagePlaceholder,
  messageCounterLabel,
  messageCounterText,
  showMessageCounter = true,
  necessityIndicator = 'icon',
  showSendDate = false,
  sendDateInWords,
  designs,
  designLegend,
  sendDateLabel,
  sendDateHint,
  sendDateMin,
  sendDateMax,
  className,
  ...options
}: EGiftFormFieldsProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const form = useEGiftForm(options, { rootRef });
  const messages = useMessages(eGiftFormMessages, {
    'EGiftForm.emailLabel': emailLabel,
    'EGiftForm.firstNameLabel': firstNameLabel,
    'EGiftForm.lastNameLabel': lastNameLabel,
    'EGiftForm.sameEmailLabel': sameEmailLabel,
    'EGiftForm.senderLegend': senderLegend,
    'EGiftForm.recipientLegend': recipientLegend,
    'EGiftForm.messageLabel': messageLabel,
    'EGiftForm.designLegend': designLegend,
    'EGiftForm.sendDateLabel': sendDateLabel,
  });
  const labels: Record<EGiftPersonField, string> = {
    email: messages.format('EGiftForm.emailLabel'),
    firstName: messages.format('EGiftForm.firstNameLabel'),
    lastName: messages.format('EGiftForm.lastNameLabel'),
  };
  // The chosen send date in words (Intl only once a date is chosen), when it is a valid one.
  const chosenDate = form.values.sendDate ?? '';
  const sendDateChosen =
    showSendDate && sendDateInWords && chosenDate && form.sendDateValid
      ? messages.format('EGiftForm.sendDateChosen', { date: sendDateInWords(chosenDate) })
      : null;

  const personFields = (prefix: 'sender' | `recipients.${number}`) => (
    <>
      <TextField
        label={labels.email}
        necessityIndicator={necessityIndicator}
        {...form.personFieldProps(prefix, 'email')}
      />
      <div className={styles.names}>
        <TextField
          label={labels.firstName}
          necessityIndicator={necessityIndicator}
          {...form.personFieldProps(prefix, 'firstName')}
        />
        <TextField
          label={labels.lastName}
          necessityIndicator={necessityIndicator}
          {...form.personFieldProps(prefix, 'lastName')}
        />
      </div>
    </>
  );

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      {designs && designs.length > 0 ? (
        <DesignField
          legend={messages.format('EGiftForm.designLegend')}
          designs={designs}
          {...form.designProps}
        />
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{messages.format('EGiftForm.senderLegend')}</legend>
        {personFields('sender')}
      </fieldset>

      {/* The checkbox comes before the recipient forms it collapses, so focus never sits on
          something that disappears. It only means something with more than one card. */}
      {form.showSameEmail ? (
        <Checkbox label={messages.format('EGiftForm.sameEmailLabel')} {...form.sameEmailProps} />
      ) : null}

      {Array.from({ length: form.recipientCount }, (_, index) => (
        <fieldset key={index} className={styles.fieldset}>
          <legend className={styles.legend}>
            {messages.format('EGiftForm.recipientLegend', { n: index + 1 })}
          </legend>
          {personFields(`recipients.${index}`)}
          {index === 0 ? (
            <TextField
              label={messages.format('EGiftForm.messageLabel')}
              necessityIndicator={necessityIndicator}
              multiline
              rows={3}
              placeholder={messagePlaceholder}
              normalizeValue={normalizeEGiftMessage}
              showCounter={showMessageCounter}
              counterLabel={messageCounterLabel}
              counterText={messageCounterText}
              {...form.messageFieldProps}
            />
          ) : null}
        </fieldset>
      ))}

      {showSendDate ? (
        <TextField
          label={messages.format('EGiftForm.sendDateLabel')}
          helperText={
            sendDateChosen ? [sendDateHint, sendDateChosen].filter(Boolean).join(' ') : sendDateHint
          }
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

/**
 * The design picker, urgent first: the picked design shows at once (an optimistic copy, rendered
 * by the picker alone in the tap's own frame); the form's state, its validity and the page's
 * update follow in a transition, which the next tap interrupts.
 */
function DesignField({
  value,
  onValueChange,
  ...props
}: ComponentProps<typeof CardDesignPicker> & {
  value: string;
  onValueChange: (id: string) => void;
}) {
  const [shown, show] = useOptimistic(value);
  return (
    <CardDesignPicker
      {...props}
      value={shown}
      onValueChange={(designId) =>
        startTransition(() => {
          show(designId);
          onValueChange(designId);
        })
      }
    />
  );
}
