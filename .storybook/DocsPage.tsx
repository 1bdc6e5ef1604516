import {
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { USAGE } from '../stories/design-system/usage';
import { ScreenReaderTranscripts } from './ScreenReaderTranscripts';

/**
 * Every design-system component's docs page: what it is (its JSDoc), when to use it, the default
 * story, its props (from its TypeScript), its states (every story), what a keyboard or
 * screen-reader user meets, and what a screen reader says (the transcripts its tests compare
 * with). Pages without usage notes (the page's own stories) keep the default layout's blocks.
 */
export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const name = preparedMeta.title.split('/').at(-1) ?? '';
  const usage = preparedMeta.title.startsWith('Design system/') ? USAGE[name] : undefined;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {usage ? (
        <>
          <Heading>When to use it</Heading>
          <p>{usage.whenToUse}</p>
        </>
      ) : null}
      <Primary />
      <Heading>Props</Heading>
      <Controls />
      <Stories title="States" />
      {usage ? (
        <>
          <Heading>Accessibility</Heading>
          <p>{usage.accessibility}</p>
          <ScreenReaderTranscripts component={name} />
        </>
      ) : null}
    </>
  );
}
