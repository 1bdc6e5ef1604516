import { describe, expect, it } from 'vitest';
import { isSelected, namedProjects, projectFilters } from './projectFilter';

const cli = (...args: string[]) => [
  '/usr/bin/node',
  '/repo/node_modules/vitest/vitest.mjs',
  ...args,
];

describe('projectFilters (which test projects a Vitest command line asks for)', () => {
  it('given no --project, should ask for every project', () => {
    expect(projectFilters(cli('run', 'page/purchase/amount.test.ts'))).toBeNull();
  });

  it('given names in both spellings, should list each', () => {
    expect(
      projectFilters(cli('run', '--project', 'unit', '--project=unit-node', '--changed', 'main')),
    ).toEqual(['unit', 'unit-node']);
  });

  it('given a wildcard or a negation, should leave the matching to Vitest (every project)', () => {
    expect(projectFilters(cli('run', '--project', 'storybook*'))).toBeNull();
    expect(projectFilters(cli('run', '--project', 'unit', '--project', '!api'))).toBeNull();
  });

  it('given --project with no name after it, should leave it to Vitest to refuse', () => {
    expect(projectFilters(cli('run', '--project'))).toBeNull();
  });
});

describe('isSelected', () => {
  it('should keep a project named, and one whose browser instance is named', () => {
    expect(isSelected('unit', ['unit', 'api'])).toBe(true);
    expect(isSelected('storybook', ['storybook (chromium)'])).toBe(true);
  });

  it('should drop a project not named, even one whose name begins the same', () => {
    expect(isSelected('unit-node', ['unit'])).toBe(false);
    expect(isSelected('unit', ['unit-node'])).toBe(false);
  });

  it('should keep every project when there is no filter', () => {
    expect(isSelected('engines', null)).toBe(true);
  });
});

describe('namedProjects', () => {
  const unit = { test: { name: 'unit' } };
  const api = { test: { name: { label: 'api', color: 'blue' as const } } };
  const names = (projects: { test?: { name?: unknown } }[]) => projects.map((p) => p.test?.name);

  it('should list the projects named, and make a later one only when it is named', () => {
    let made = 0;
    const stories = () => {
      made += 1;
      return { test: { name: 'storybook' } };
    };
    expect(
      names(namedProjects(cli('run', '--project', 'api'), [unit, api], { storybook: stories })),
    ).toEqual([api.test.name]);
    expect(made).toBe(0);
    expect(
      names(
        namedProjects(cli('run', '--project', 'storybook'), [unit, api], { storybook: stories }),
      ),
    ).toEqual(['storybook']);
    expect(made).toBe(1);
  });

  it('should list every project, the later ones last, when none is named', () => {
    expect(
      names(
        namedProjects(cli('run'), [unit, api], {
          storybook: () => ({ test: { name: 'storybook' } }),
        }),
      ),
    ).toEqual(['unit', api.test.name, 'storybook']);
  });
});
