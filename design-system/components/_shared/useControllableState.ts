import { useCallback, useEffect, useRef, useState } from 'react';
import { cx } from '../../css/cx';

/**
 * Radix's controlled/uncontrolled contract in one hook: when `value` is not undefined the parent owns
 * the state and we only report changes; otherwise we keep it ourselves, starting at `defaultValue`.
 * `onChange` runs only for a real change, so parents are not called back with what they passed in.
 * The comparison uses the latest value (a ref), not the one of the render that made the setter, so
 * a setter called after an await (e.g. a request resolving) is not fooled by a stale closure.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
}): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState<T>(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  }, [current]);
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, latest.current)) return;
      latest.current = next;
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue];
}

/** Joins id lists for aria-describedby, dropping empty entries (undefined when nothing is left). */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = cx(...ids);
  return joined === '' ? undefined : joined;
}
