import { describe, expect, it } from 'vitest';
import { causeOf } from './visit.mjs';

const script = (start: number, duration: number, invokerType: string, invoker: string) => ({
  start,
  duration,
  invokerType,
  invoker,
});

describe('causeOf (what filled a long task)', () => {
  it('names the entry when its module script fills the task', () => {
    const frames = [{ scripts: [script(100, 400, 'module-script', 'http://x/assets/main-a1.js')] }];
    expect(causeOf({ start: 95, duration: 420 }, frames)).toBe('evaluation of main-a1.js');
  });

  it("names React's scheduler for its message-port tasks", () => {
    const frames = [
      { scripts: [script(10, 5, 'user-callback', 'PerformanceObserverCallback')] },
      { scripts: [script(500, 70, 'event-listener', 'MessagePort.onmessage')] },
    ];
    expect(causeOf({ start: 498, duration: 75 }, frames)).toBe(
      "React's scheduler (hydration, renders)",
    );
  });

  it('puts a task mostly without script down to the browser', () => {
    const frames = [{ scripts: [script(200, 10, 'event-listener', 'MessagePort.onmessage')] }];
    expect(causeOf({ start: 190, duration: 120 }, frames)).toBe('browser (parse, style, layout)');
    expect(causeOf({ start: 900, duration: 60 }, frames)).toBe('browser (parse, style, layout)');
  });

  it('picks the script that overlaps the task most', () => {
    const frames = [
      {
        scripts: [
          script(0, 30, 'classic-script', 'http://x/inline.js'),
          script(30, 90, 'resolve-promise', 'Window.fetch.then'),
        ],
      },
    ];
    expect(causeOf({ start: 0, duration: 120 }, frames)).toBe('script (Window.fetch.then)');
  });
});
