import * as RadixAccordion from '@radix-ui/react-accordion';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useControllableState } from '../_shared/useControllableState';
import * as styles from './Accordion.css';
import { cx } from '../../css/cx';
import { LineIcon } from '../_shared/LineIcon';

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionSection {
  /**
   * Section id: it is the open-state value and the trigger's element id, so the page can link to
   * it ('#reviews-tab') and focus it (`document.getElementById('reviews-tab')`).
   */
  id: string;
  /** Heading text of the section's button. */
  title: ReactNode;
  /** The panel. Not rendered while closed unless `keepMounted`. */
  content: ReactNode;
  /** Keep the panel in the DOM (hidden) while closed, e.g. for server-rendered details. @default false */
  keepMounted?: boolean;
  /** @default false */
  disabled?: boolean;
}

export interface AccordionProps {
  /** The sections, in order. Each toggles independently (Radix `type="multiple"`). */
  items: readonly AccordionSection[];
  /** Level of the heading wrapping each button, to keep the page's outline valid. @default 3 */
  headingLevel?: AccordionHeadingLevel;
  /** Open section ids (controlled). */
  value?: string[];
  /** Open section ids at first render (uncontrolled). @default [] */
  defaultValue?: string[];
  /** Called with the new list of open ids. */
  onValueChange?: (value: string[]) => void;
  /** Called once per section, the first time it is open (also for sections open at first): lazy-load here. */
  onFirstOpen?: (id: string) => void;
  /** Called whenever one section opens or closes. */
  onSectionOpenChange?: (id: string, open: boolean) => void;
  /** Extra class for layout. */
  className?: string;
}

/**
 * Independent collapsible sections (APG Accordion through Radix): each header is a button inside a
 * heading of `headingLevel`, with aria-expanded and aria-controls; each panel is a region labelled by
 * its button. Radix owns focus and keys (Enter/Space, arrows, Home/End).
 */
export function Accordion({
  items,
  headingLevel = 3,
  value: valueProp,
  defaultValue = [],
  onValueChange,
  onFirstOpen,
  onSectionOpenChange,
  className,
  ref,
}: AccordionProps & { ref?: Ref<HTMLDivElement> }) {
  // Radix keeps its own state when uncontrolled, but onFirstOpen and onSectionOpenChange need the
  // open list either way, so the wrapper always drives Radix with a value.
  const [value, setValue] = useControllableState<string[]>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });

  const handleValueChange = (next: string[]) => {
    if (onSectionOpenChange) {
      for (const id of next) if (!value.includes(id)) onSectionOpenChange(id, true);
      for (const id of value) if (!next.includes(id)) onSectionOpenChange(id, false);
    }
    setValue(next);
  };

  // First opening, whatever caused it (initial value, a click, the page setting `value`).
  const seen = useRef(new Set<string>());
  const onFirstOpenRef = useRef(onFirstOpen);
  useEffect(() => {
    onFirstOpenRef.current = onFirstOpen;
  });
  useEffect(() => {
    for (const id of value) {
      if (!seen.current.has(id)) {
        seen.current.add(id);
        onFirstOpenRef.current?.(id);
      }
    }
  }, [value]);

  const Heading = `h${headingLevel}` as const;

  return (
    <RadixAccordion.Root
      ref={ref}
      type="multiple"
      value={value}
      onValueChange={handleValueChange}
      className={cx(styles.root, className)}
    >
      {items.map((item) => (
        <RadixAccordion.Item
          key={item.id}
          value={item.id}
          disabled={item.disabled}
          className={styles.item}
        >
          <RadixAccordion.Header asChild>
            <Heading className={styles.heading}>
              {/* The section id goes on the button (Radix's own trigger id is replaced), so the
                  panel's aria-labelledby is pointed at it again below. */}
              <RadixAccordion.Trigger id={item.id} className={styles.trigger}>
                <span>{item.title}</span>
                <LineIcon
                  className={styles.chevron}
                  viewBoxSize={20}
                  d="M5 7.5l5 5 5-5"
                  strokeWidth={2}
                />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content
            aria-labelledby={item.id}
            forceMount={item.keepMounted ? true : undefined}
            className={styles.content}
          >
            {item.content}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
