import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { fileSeconds } from './fileSeconds.ts';
import FileTimesReporter from './fileTimesReporter.ts';

describe("a test file's time in the slowest files", () => {
  it('given a story file queued behind six minutes of others, should count its own second or two, not its wait', () => {
    // As Vitest reports a browser file late in the run: its preparation counted from the run's start.
    const queuedStory = {
      environmentSetupDuration: 0,
      prepareDuration: 364_700,
      setupDuration: 250,
      collectDuration: 900,
      duration: 650,
    };
    expect(fileSeconds(queuedStory, { browser: true })).toBeCloseTo(1.8, 6);
  });

  it('given a Node file, should count its environment and its harness with its setup, imports, hooks and tests', () => {
    const nodeFile = {
      environmentSetupDuration: 1_500,
      prepareDuration: 500,
      setupDuration: 250,
      collectDuration: 2_000,
      duration: 5_750,
    };
    expect(fileSeconds(nodeFile, { browser: false })).toBeCloseTo(10, 6);
  });
});

describe('the reporter of the files’ times', () => {
  it("should write a story file's own time and a Node file's whole time to TEST_FILE_TIMES", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'file-times-'));
    const out = path.join(dir, 'times.json');
    const module = (file: string, project: string, browser: boolean, prepareDuration: number) =>
      ({
        moduleId: path.join(process.cwd(), file),
        project: { name: project, config: { browser: { enabled: browser } } },
        diagnostic: () => ({
          environmentSetupDuration: 0,
          prepareDuration,
          setupDuration: 200,
          collectDuration: 800,
          duration: 1_000,
        }),
      }) as unknown as TestModule;
    vi.stubEnv('TEST_FILE_TIMES', out);
    try {
      new FileTimesReporter().onTestRunEnd([
        module('stories/page/InventoryLoading.stories.tsx', 'storybook', true, 364_000),
        module('server/app.real.test.ts', 'server', false, 3_000),
      ]);
      expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual([
        { file: 'stories/page/InventoryLoading.stories.tsx', label: 'storybook', seconds: 2 },
        { file: 'server/app.real.test.ts', label: 'server', seconds: 5 },
      ]);
    } finally {
      vi.unstubAllEnvs();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
