// The visual review's model (model.mjs): what one run changed, grouped by component.
import { describe, expect, it } from 'vitest';
import {
  baselinePath,
  buildModel,
  storyTitle,
  transcriptComponent,
  transcriptTestsFor,
} from './model.mjs';

const SHOTS = 'stories/design-system/__screenshots__/Button.stories.tsx';
const story = (name: string, theme: string, state = 'passed', error: string | null = null) => ({
  project: theme === 'brand' ? 'storybook (chromium)' : 'storybook-hc (chromium)',
  file: 'stories/design-system/Button.stories.tsx',
  name,
  storyId: `design-system-button--${name.toLowerCase().replace(/ /g, '-')}`,
  theme,
  screenshot: `${name.replace(/ /g, '-')}-${theme}`,
  state,
  error,
});

const base = {
  titles: { 'stories/design-system/Button.stories.tsx': 'Design system/Button' },
  themeNames: ['brand', 'highContrast'],
  themeTitles: { brand: 'Cairnfield (brand)', highContrast: 'High contrast' },
  platform: 'linux',
  storybookUrl: 'http://localhost:6006',
};

describe('the visual review of a run', () => {
  it('should list a changed screenshot and a new one, count the unchanged, and name the failed', () => {
    const model = buildModel({
      ...base,
      stories: [
        story('Primary', 'highContrast'),
        story('Primary', 'brand', 'failed', 'Screenshot does not match the stored reference.'),
        story('Loading', 'brand'),
        story('Brand New', 'brand', 'failed', 'No existing reference screenshot found.'),
        story('Broken', 'brand', 'failed', 'expected button to have focus'),
        story('Skipped', 'brand', 'skipped'),
      ],
      files: {
        actual: new Set([`${SHOTS}/Primary-brand-chromium-linux.png`]),
        diff: new Set([`${SHOTS}/Primary-brand-chromium-linux.png`]),
        new: new Set([`${SHOTS}/Brand-New-brand-chromium-linux.png`]),
      },
    });
    expect(model.counts).toEqual({ changed: 1, new: 1, unchanged: 2, failed: 1, skipped: 1 });
    expect(model.groups).toHaveLength(1);
    const [button] = model.groups;
    expect(button?.title).toBe('Design system/Button');
    expect(button?.screenshots).toEqual([
      expect.objectContaining({
        id: `${SHOTS}/Primary-brand-chromium-linux.png`,
        status: 'changed',
        name: 'Primary',
        theme: { name: 'brand', title: 'Cairnfield (brand)' },
        hasDiff: true,
        link: 'http://localhost:6006/?path=/story/design-system-button--primary&globals=theme:brand',
      }),
      expect.objectContaining({ status: 'new', name: 'Brand New', hasDiff: false }),
    ]);
    expect(model.failed).toEqual([
      expect.objectContaining({ name: 'Broken', error: 'expected button to have focus' }),
    ]);
  });

  it('should count a passed story of a theme without screenshots as unchanged, and a failed one as failed', () => {
    const axeOnly = (state: string, error: string | null = null) => ({
      ...story('Primary', 'dark', state, error),
      screenshot: null,
    });
    const model = buildModel({
      ...base,
      stories: [axeOnly('passed'), axeOnly('failed', 'color-contrast')],
      files: { actual: new Set(), diff: new Set(), new: new Set() },
    });
    expect(model.counts).toEqual({ changed: 0, new: 0, unchanged: 1, failed: 1, skipped: 0 });
    expect(model.failed).toEqual([expect.objectContaining({ error: 'color-contrast' })]);
  });

  it("should show a changed transcript in its component's group, as the lines said no longer and now", () => {
    const model = buildModel({
      ...base,
      stories: [story('Primary', 'brand')],
      files: { actual: new Set(), diff: new Set(), new: new Set() },
      transcripts: [
        {
          file: 'design-system/components/Button/__transcripts__/loading.txt',
          committed: '# Button: loading\nbutton, Add to cart\nbusy\n',
          heard: '# Button: loading\nbutton, Add to basket\nbusy\n',
        },
        {
          file: 'design-system/components/Checkbox/__transcripts__/toggle.txt',
          committed: '# Checkbox\nchecked\n',
          heard: '# Checkbox\nchecked\n',
        },
        {
          file: 'page/pages/__transcripts__/egift-card.txt',
          committed: null,
          heard: '# eGift card\nheading, level 1\n',
        },
      ],
    });
    expect(model.transcriptCounts).toEqual({ changed: 1, new: 1, unchanged: 1 });
    const button = model.groups.find((g: { title: string }) => g.title === 'Design system/Button');
    expect(button?.transcripts).toEqual([
      expect.objectContaining({
        status: 'changed',
        name: 'Button: loading',
        diff: [
          { change: 'same', lines: ['# Button: loading'] },
          { change: 'removed', lines: ['button, Add to cart'] },
          { change: 'added', lines: ['button, Add to basket'] },
          { change: 'same', lines: ['busy'] },
        ],
      }),
    ]);
    const page = model.groups.find((g: { title: string }) => g.title.startsWith('Page'));
    expect(page?.transcripts[0]).toEqual(expect.objectContaining({ status: 'new' }));
  });
});

describe('where a story and a transcript belong', () => {
  it("should take the stories file's own title, not an object's inside it", () => {
    const source = `const items = [{ title: 'Details' }];\nconst meta = {\n  title: 'Design system/Accordion',\n};`;
    expect(storyTitle(source, 'design-system-accordion--all-closed')).toBe(
      'Design system/Accordion',
    );
    expect(storyTitle('const meta = {};', 'page-loaded--standard')).toBe('page-loaded');
  });

  it("should put a baseline beside its stories file, under the theme's screenshot name", () => {
    expect(baselinePath('stories/page/Loaded.stories.tsx', 'Standard-brand', 'linux')).toBe(
      'stories/page/__screenshots__/Loaded.stories.tsx/Standard-brand-chromium-linux.png',
    );
  });

  it("should run the screen-reader tests of the named stories' components, or all", () => {
    const tests = [
      'design-system/components/Button/Button.screenReader.test.tsx',
      'design-system/components/Checkbox/Checkbox.screenReader.test.tsx',
      'page/pages/ProductPage.screenReader.test.tsx',
    ];
    expect(transcriptTestsFor(['stories/design-system/Button.stories.tsx'], tests)).toEqual([
      tests[0],
    ]);
    expect(transcriptTestsFor(['stories/page/Loaded.stories.tsx'], tests)).toEqual([tests[2]]);
    expect(transcriptTestsFor([], tests)).toEqual(tests);
    expect(transcriptComponent('design-system/components/Modal/__transcripts__/x.txt')).toBe(
      'Modal',
    );
  });
});
