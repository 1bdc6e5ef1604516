// The lookup behind useMessages, pure: a component's props, then a provider's messages, then the
// component's English defaults.
import type { MessageKey, Messages, ValuesArgs } from './messages';
import { renderMessage, type MessageTools, type MessageValues } from './template';

/** Formats the messages a component shows. */
export interface MessageFormatter<K extends MessageKey> {
  /** The message for `key`, with its values: format('EGiftForm.recipientLegend', { n: 2 }). */
  format: <Key extends K>(key: Key, ...values: ValuesArgs<Key>) => string;
}

/** Messages that replace some defaults (undefined: not given). */
export type MessageProps<K extends MessageKey> = { [Key in K]?: Messages[Key] | undefined };

/**
 * A formatter over `defaults`: each key is looked up in `props`, then `messages`, then `defaults`,
 * and rendered with the locale's tools.
 */
export function createMessageFormatter<K extends MessageKey>(
  defaults: Pick<Messages, K>,
  messages: Partial<Messages>,
  tools: MessageTools,
  props?: MessageProps<K>,
): MessageFormatter<K> {
  return {
    format: (key, ...values) => {
      const message = (props?.[key] ?? messages[key] ?? defaults[key]) as
        string | ((values: MessageValues, tools: MessageTools) => string);
      return renderMessage(message, (values[0] ?? {}) as MessageValues, tools);
    },
  };
}
