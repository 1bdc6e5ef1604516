// The story tests' manifest (reporter.ts): one story test, rendered and played once, looked at in
// every theme, becomes one entry per theme, each with its own outcome.
import { describe, expect, it } from 'vitest';
import { themeEntries, type ThemeOutcome } from './reporter.ts';

const THEMES = ['brand', 'highContrast', 'dark', 'custom'];
const test = {
  project: 'storybook',
  file: 'stories/design-system/Button.stories.tsx',
  name: 'Primary',
  storyId: 'design-system-button--primary',
};
const outcomes = (errors: Record<string, string> = {}): ThemeOutcome[] =>
  THEMES.map((theme) => ({
    theme,
    screenshot: theme === 'brand' || theme === 'highContrast' ? `Primary-${theme}` : null,
    error: errors[theme] ?? null,
  }));
const states = (entries: { theme: string | null; state: string; error: string | null }[]) =>
  entries.map((e) => [e.theme, e.state, e.error]);

describe('a story test in the visual manifest', () => {
  it('should give every theme its own entry, screenshot and state', () => {
    const entries = themeEntries(test, { state: 'passed', error: null }, outcomes(), THEMES);
    expect(entries.map((e) => [e.theme, e.screenshot, e.state])).toEqual([
      ['brand', 'Primary-brand', 'passed'],
      ['highContrast', 'Primary-highContrast', 'passed'],
      ['dark', null, 'passed'],
      ['custom', null, 'passed'],
    ]);
    expect(entries.every((e) => e.file === test.file && e.storyId === test.storyId)).toBe(true);
  });

  it('should fail only the themes whose checks failed, each with its first line', () => {
    const entries = themeEntries(
      test,
      { state: 'failed', error: 'highContrast: Screenshot does not match' },
      outcomes({
        highContrast: 'Screenshot does not match the stored reference.\nmismatched pixels',
        dark: 'expect(received).toHaveNoViolations(expected)',
      }),
      THEMES,
    );
    expect(states(entries)).toEqual([
      ['brand', 'passed', null],
      ['highContrast', 'failed', 'Screenshot does not match the stored reference.'],
      ['dark', 'failed', 'expect(received).toHaveNoViolations(expected)'],
      ['custom', 'passed', null],
    ]);
  });

  it('should fail every theme with the error of a story that failed before any was looked at', () => {
    const error = 'expected button to have focus';
    const entries = themeEntries(test, { state: 'failed', error }, outcomes(), THEMES);
    expect(states(entries)).toEqual(THEMES.map((theme) => [theme, 'failed', error]));
    // A test that failed so early that the hook left no outcomes.
    const early = themeEntries(test, { state: 'failed', error }, undefined, THEMES);
    expect(states(early)).toEqual(THEMES.map((theme) => [theme, 'failed', error]));
  });

  it('should keep a skipped story skipped in every theme, without screenshots', () => {
    const entries = themeEntries(test, { state: 'skipped', error: null }, undefined, THEMES);
    expect(entries.map((e) => [e.theme, e.screenshot, e.state])).toEqual(
      THEMES.map((theme) => [theme, null, 'skipped']),
    );
  });
});
