/**
 * Which of vite.config.ts's test projects a Vitest run needs, read from its command line. Vitest
 * sets up every project of the configuration (a Vite server each, with its plugins: the story
 * project's indexes every story) before it applies `--project`, and only then drops the ones not
 * named: seconds of each run's start-up for projects it never uses. Given plain names
 * (`--project unit`, `--project=unit`), the configuration lists only those; given none, or a
 * pattern Vitest matches itself (a wildcard or a negation), every project, as before.
 */
import type { TestProjectInlineConfiguration } from 'vitest/config';

/** The project names a command line asks for, or null when Vitest must see every project. */
export function projectFilters(argv: readonly string[]): string[] | null {
  const filters: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--project') filters.push(argv[i + 1] ?? '');
    else if (arg.startsWith('--project=')) filters.push(arg.slice('--project='.length));
  });
  if (filters.length === 0 || filters.some((f) => f === '' || /[*?!]/.test(f))) return null;
  return filters;
}

/**
 * Whether a project is asked for: by its name, or by the name Vitest gives one of its browser
 * instances ("storybook (chromium)" for the project "storybook").
 */
export function isSelected(name: string, filters: readonly string[] | null): boolean {
  return filters === null || filters.some((f) => f === name || f.startsWith(`${name} (`));
}

/** A project's name, as its configuration spells it (a string, or a label with a colour). */
function nameOf(project: TestProjectInlineConfiguration): string {
  const name = project.test?.name;
  return typeof name === 'object' ? name.label : (name ?? '');
}

/**
 * The projects the command line names, in their order, then those of `later` it names, each made
 * only then (a project whose set-up costs even to describe: the story project's plugin).
 */
export function namedProjects(
  argv: readonly string[],
  projects: TestProjectInlineConfiguration[],
  later: Record<string, () => TestProjectInlineConfiguration> = {},
): TestProjectInlineConfiguration[] {
  const filters = projectFilters(argv);
  return [
    ...projects.filter((project) => isSelected(nameOf(project), filters)),
    ...Object.entries(later)
      .filter(([name]) => isSelected(name, filters))
      .map(([, make]) => make()),
  ];
}
