import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useFormatters, useMessages } from '../../i18n/LocaleProvider';
import { joinIds } from '../_shared/useControllableState';
import { quantityStepperMessages } from './QuantityStepper.messages';
import {
  DEFAULT_QUANTITY_BOUNDS,
  DEFAULT_QUANTITY_DEBOUNCE_MS,
  isQuantityInRange,
  parseQuantity,
  quantityKeyAction,
  resolveQuantity,
  sanitizeQuantityText,
} from './quantityState';

export interface UseQuantityStepperOptions {
  /** Base id; the label, input, error and buttons derive theirs from it. */
  id: string;
  /** Controlled quantity: the settled value the parent holds. */
  value?: number;
  /** Initial quantity when uncontrolled. @default min */
  defaultValue?: number;
  /** Called with the settled value, debounceMs after the last change (or when focus leaves). */
  onValueChange?: (value: number) => void;
  /** @default 1 */
  min?: number;
  /** @default 99 */
  max?: number;
  /** Delay before onValueChange. @default 300 */
  debounceMs?: number;
  /** A request above max, with what was asked (e.g. plus at max, or 60 typed with max 50). */
  onMaxExceeded?: (attempted: number) => void;
  /** A request below min, with what was asked (e.g. minus at min, or 0 typed). */
  onMinExceeded?: (attempted: number) => void;
  /**
   * Visible label, the spinbutton's name and the start of the announcement ('Quantity 3', the
   * 'QuantityStepper.announcement' message).
   */
  label: string;
  /** @default false */
  disabled?: boolean;
  /** Marks the input invalid without a message. @default false */
  invalid?: boolean;
  /** Error tied to the input (aria-describedby) that marks it invalid. */
  error?: string | null;
  /** Name of the minus button. @default the 'QuantityStepper.decrement' message ('Decrease quantity') */
  decrementLabel?: string;
  /** Name of the plus button. @default the 'QuantityStepper.increment' message ('Increase quantity') */
  incrementLabel?: string;
}

/**
 * The debounce and the "what does the parent know" bookkeeping, kept in one closure outside React
 * state (it holds a timer and a callback, nothing to render).
 */
function createSettler(initiallyReported: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let task: (() => void) | undefined;
  let reported = initiallyReported;
  let listener: ((value: number) => void) | undefined;
  const flush = () => {
    clearTimeout(timer);
    const run = task;
    task = undefined;
    run?.();
  };
  return {
    schedule(next: () => void, delayMs: number) {
      clearTimeout(timer);
      task = next;
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      task = undefined;
    },
    setListener(next: ((value: number) => void) | undefined) {
      listener = next;
    },
    /** The parent's value changed: it knows this one. */
    setReported(value: number) {
      reported = value;
    },
    /** Tells the parent, unless it already holds this value (a change undone within the delay). */
    report(value: number) {
      if (value === reported) return;
      reported = value;
      listener?.(value);
    },
  };
}

/**
 * Layer 2 of the quantity stepper: the behaviour of an APG spinbutton with typing, over the pure
 * rules of quantityState.ts. Returns prop bundles for the label, group, input, buttons and the live
 * region; the component only spreads them. https://www.w3.org/WAI/ARIA/apg/patterns/spinbutton/
 *
 * The displayed value changes at once; the parent hears of it debounceMs after the last change
 * (the page sets it), or at once when focus leaves the stepper, so a click on 'Add to cart' right
 * after a click on plus never reads a stale quantity.
 */
export function useQuantityStepper({
  id,
  value,
  defaultValue,
  onValueChange,
  min = DEFAULT_QUANTITY_BOUNDS.min,
  max = DEFAULT_QUANTITY_BOUNDS.max,
  debounceMs = DEFAULT_QUANTITY_DEBOUNCE_MS,
  onMaxExceeded,
  onMinExceeded,
  label,
  disabled = false,
  invalid = false,
  error,
  decrementLabel,
  incrementLabel,
}: UseQuantityStepperOptions) {
  const messages = useMessages(quantityStepperMessages, {
    'QuantityStepper.decrement': decrementLabel,
    'QuantityStepper.increment': incrementLabel,
  });
  // The value in the locale's digits, never grouped: it is read back as typed text.
  const { number } = useFormatters();
  const written = (quantity: number) => number(quantity, { grouping: false });
  const bounds = { min, max };
  const initial = value ?? defaultValue ?? min;
  const [current, setCurrent] = useState(initial);
  // What is being typed, until it is committed on blur or Enter (null when not editing).
  const [text, setText] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [settler] = useState(() => createSettler(initial));

  // A new controlled value from the parent replaces what is shown (React's "adjusting state when a
  // prop changes" pattern, no effect needed).
  const [previousValue, setPreviousValue] = useState(value);
  if (value !== previousValue) {
    setPreviousValue(value);
    if (value !== undefined) {
      setCurrent(value);
      setText(null);
    }
  }

  // A layout effect, so the take-over of typed digits below (also a layout effect, after this one)
  // already reaches the parent.
  useLayoutEffect(() => {
    settler.setListener(onValueChange);
  });
  useEffect(() => {
    if (value !== undefined) settler.setReported(value);
  }, [settler, value]);
  useEffect(() => () => settler.cancel(), [settler]);

  const settle = (settled: number) => {
    // Announced once the value settles, not on every press or keystroke (a11y contract).
    setAnnouncement(messages.format('QuantityStepper.announcement', { label, value: settled }));
    settler.report(settled);
  };

  const request = (attempted: number) => {
    const result = resolveQuantity(attempted, bounds);
    if (result.exceeded === 'max') onMaxExceeded?.(attempted);
    if (result.exceeded === 'min') onMinExceeded?.(attempted);
    setText(null);
    if (result.value !== current) {
      setCurrent(result.value);
      settler.schedule(() => settle(result.value), debounceMs);
    }
  };

  // A typed value settles debounceMs after the last keystroke, as a press on plus does
  // (blur and Enter still commit at once).
  const commitTyped = (attempted: number) => {
    const result = resolveQuantity(attempted, bounds);
    if (result.exceeded === 'max') onMaxExceeded?.(attempted);
    if (result.exceeded === 'min') onMinExceeded?.(attempted);
    setText(null);
    setCurrent(result.value);
    settle(result.value);
  };

  // Digits typed before the stepper hydrated are in the input but not in the state: the server's
  // HTML is editable while the page's script loads, and React hydrates the input with its own value
  // without a change event. Right after the first commit (the hydration) the stepper takes over what
  // its input holds, through the path a keystroke takes; on a client render the input holds the
  // state's own value and nothing happens.
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const held = inputRef.current?.value;
    if (held === undefined) return;
    const parsed = parseQuantity(sanitizeQuantityText(held));
    if (parsed !== null && parsed !== current) commitTyped(parsed);
    // Once, on mount: later edits arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const typed = text === null ? null : parseQuantity(text);
  const shown = text === null ? current : typed;
  const base = typed ?? current;

  const commitText = () => {
    if (text === null) return;
    if (typed === null)
      setText(null); // emptied: go back to the last value
    else request(typed);
  };

  const atMin = current <= min;
  const atMax = current >= max;
  const outOfRange = shown !== null && !isQuantityInRange(shown, bounds);
  const isInvalid = invalid || Boolean(error) || outOfRange;
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  const labelProps = { id: labelId, htmlFor: inputId };

  const groupProps = {
    role: 'group' as const,
    'aria-labelledby': labelId,
    'data-disabled': disabled ? ('' as const) : undefined,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && event.currentTarget.contains(next))) settler.flush();
    },
  };

  const inputProps = {
    ref: inputRef,
    id: inputId,
    type: 'text' as const,
    role: 'spinbutton' as const,
    // A text input with a numeric keypad (not type=number, whose wheel and locale quirks change
    // values by accident); pattern brings the digit keypad to older iOS.
    inputMode: 'numeric' as const,
    pattern: '[0-9]*',
    autoComplete: 'off',
    value: text ?? written(current),
    disabled,
    'aria-valuenow': shown ?? undefined,
    'aria-valuemin': min,
    'aria-valuemax': max,
    'aria-invalid': isInvalid || undefined,
    'data-invalid': isInvalid || undefined,
    'data-disabled': disabled ? ('' as const) : undefined,
    'aria-describedby': joinIds(error ? errorId : undefined),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = sanitizeQuantityText(event.currentTarget.value);
      setText(next);
      const parsed = parseQuantity(next);
      if (parsed === null) settler.cancel();
      else settler.schedule(() => commitTyped(parsed), debounceMs);
    },
    onBlur: commitText,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const action = quantityKeyAction(event.key);
      if (!action) return;
      // These keys belong to the spinbutton: no caret jumps (Home/End), page scrolls or form submit.
      event.preventDefault();
      if (action.type === 'step') request(base + action.delta);
      else if (action.type === 'set') request(action.to === 'min' ? min : max);
      else commitText();
    },
  };

  // The buttons stay out of the tab order, as in APG's spinbutton examples: the input already does
  // everything they do from the keyboard (arrows), so two extra Tab stops would only lengthen the
  // path to 'Add to cart'. At a bound they are aria-disabled rather than disabled, so a press there
  // is still heard and reported (onMaxExceeded lets the page open its quantity modal).
  const buttonProps = (kind: 'decrement' | 'increment') => {
    const atBound = kind === 'decrement' ? atMin : atMax;
    return {
      'aria-label': messages.format(
        kind === 'decrement' ? 'QuantityStepper.decrement' : 'QuantityStepper.increment',
      ),
      'aria-controls': inputId,
      'aria-disabled': atBound || undefined,
      'data-disabled': atBound || disabled ? ('' as const) : undefined,
      tabIndex: -1,
      disabled,
      onClick: () => request(base + (kind === 'decrement' ? -1 : 1)),
    };
  };

  const liveRegionProps = { 'aria-live': 'polite' as const, 'aria-atomic': true };

  return {
    value: current,
    announcement,
    error,
    errorId,
    labelProps,
    groupProps,
    inputProps,
    decrementButtonProps: buttonProps('decrement'),
    incrementButtonProps: buttonProps('increment'),
    liveRegionProps,
  };
}
