// The Accordion entry of @cairnfield/design-system (`@cairnfield/design-system/Accordion`).
export {
  Accordion,
  accordionHeadingLevels,
  type AccordionProps,
  type AccordionSection,
  type AccordionHeadingLevel,
} from './Accordion';
