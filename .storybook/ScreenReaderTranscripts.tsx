import { Heading } from '@storybook/addon-docs/blocks';

/**
 * The screen-reader transcripts the components' tests compare with (design-system/components/<X>/
 * __transcripts__/*.txt, written by `*.screenReader.test.tsx`): each file is one walk, a "# " header
 * naming it, then one spoken phrase per line.
 */
const files = import.meta.glob<string>('../design-system/components/*/__transcripts__/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface Walk {
  file: string;
  title: string;
  phrases: string[];
}

/** The walks of one component, in file-name order. */
export function transcriptsOf(component: string): Walk[] {
  const prefix = `../design-system/components/${component}/__transcripts__/`;
  return Object.entries(files)
    .filter(([path]) => path.startsWith(prefix))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, text]) => {
      const [header = '', ...phrases] = text.trimEnd().split('\n');
      return {
        file: path.slice(prefix.length),
        title: header.replace(/^# /, ''),
        phrases,
      };
    });
}

/** "What a screen reader says": each of the component's walks, as its test heard it. */
export function ScreenReaderTranscripts({ component }: { component: string }) {
  const walks = transcriptsOf(component);
  if (walks.length === 0) return null;
  return (
    <>
      <Heading>What a screen reader says</Heading>
      <p>
        A virtual screen reader walks the component in its tests; these are the phrases it says, in
        order (live-region announcements start with “polite:” or “assertive:”). The tests fail when
        they change.
      </p>
      {walks.map((walk) => (
        <section key={walk.file} aria-label={walk.title}>
          <h4>{walk.title}</h4>
          <ol>
            {walk.phrases.map((phrase, index) => (
              <li key={index}>
                <code>{phrase}</code>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
