import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DataProvider } from '../providers/DataProvider';
import { useData, type UseDataOptions } from './useData';

function Probe({
  id,
  fetcher,
  options,
}: {
  id: string;
  fetcher: (key: readonly ['thing', string]) => Promise<string>;
  options?: UseDataOptions<string>;
}) {
  const { data, error, refresh } = useData(['thing', id] as const, fetcher, options);
  return (
    <div>
      <p>data: {data ?? 'none'}</p>
      <p>error: {error instanceof Error ? error.message : 'none'}</p>
      <button type="button" onClick={() => void refresh()}>
        Refresh
      </button>
    </div>
  );
}

/** A Probe whose key goes from '1' to '2' with the Next button. */
function Switcher({ fetcher }: { fetcher: (key: readonly ['thing', string]) => Promise<string> }) {
  const [id, setId] = useState('1');
  return (
    <>
      <button type="button" onClick={() => setId('2')}>
        Next
      </button>
      <Probe id={id} fetcher={fetcher} />
    </>
  );
}

/** Shows key '1' with its answer, then switches to key '2'. */
async function showKeyOneThenTwo(fetcher: (key: readonly ['thing', string]) => Promise<string>) {
  render(
    <DataProvider>
      <Switcher fetcher={fetcher} />
    </DataProvider>,
  );
  expect(await screen.findByText('data: answer 1')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Next' }).click());
}

describe('useData', () => {
  it('given two components asking for one key, when they mount, should fetch once and show the answer in both', async () => {
    const fetcher = vi.fn(([, id]: readonly ['thing', string]) => Promise.resolve(`answer ${id}`));
    render(
      <DataProvider>
        <Probe id="1" fetcher={fetcher} />
        <Probe id="1" fetcher={fetcher} />
      </DataProvider>,
    );
    expect(await screen.findAllByText('data: answer 1')).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('given a mount, should start its fetch in the next task, not in the task that runs the effects', async () => {
    const fetcher = vi.fn(() => Promise.resolve('answer'));
    const { unmount } = render(
      <DataProvider>
        <Probe id="1" fetcher={fetcher} />
      </DataProvider>,
    );
    // render() has run the effects: a hydration's effects all run in one task, kept short.
    expect(fetcher).not.toHaveBeenCalled();
    expect(await screen.findByText('data: answer')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
    unmount();

    const never = vi.fn(() => Promise.resolve('answer'));
    render(
      <DataProvider>
        <Probe id="2" fetcher={never} />
      </DataProvider>,
    ).unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(never).not.toHaveBeenCalled();
  });

  it('given fallback data and no fetch on mount, when mounted, should show the fallback without fetching', () => {
    const fetcher = vi.fn(() => Promise.resolve('fetched'));
    render(
      <DataProvider>
        <Probe
          id="1"
          fetcher={fetcher}
          options={{ fallbackData: 'from the server', revalidateOnMount: false }}
        />
      </DataProvider>,
    );
    expect(screen.getByText('data: from the server')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('given fallback data, when refreshed, should fetch and show the new answer', async () => {
    const fetcher = vi.fn(() => Promise.resolve('fetched'));
    render(
      <DataProvider>
        <Probe id="1" fetcher={fetcher} options={{ fallbackData: 'x', revalidateOnMount: false }} />
      </DataProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Refresh' }).click());
    expect(await screen.findByText('data: fetched')).toBeInTheDocument();
  });

  it('given data for one key, when the key changes, should fetch the new key (unless stale data may stand)', async () => {
    const fetcher = vi.fn(([, id]: readonly ['thing', string]) => Promise.resolve(`answer ${id}`));
    await showKeyOneThenTwo(fetcher);
    expect(await screen.findByText('data: answer 2')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("given a new key with nothing fetched yet, should never show the old key's data for it", async () => {
    let answer2: (value: string) => void = () => undefined;
    const fetcher = vi.fn(([, id]: readonly ['thing', string]) =>
      id === '1' ? Promise.resolve('answer 1') : new Promise<string>((r) => (answer2 = r)),
    );
    await showKeyOneThenTwo(fetcher);
    expect(screen.getByText('data: none')).toBeInTheDocument();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    act(() => answer2('answer 2'));
    expect(await screen.findByText('data: answer 2')).toBeInTheDocument();
  });

  it('given a key left and changed meanwhile, when it comes back, should never show what it held before', async () => {
    let round = 0;
    const fetcher = vi.fn(([, id]: readonly ['thing', string]) =>
      Promise.resolve(id === '1' ? `answer 1, round ${(round += 1)}` : 'answer 2'),
    );
    const shown: string[] = [];
    function Toggling() {
      const [id, setId] = useState('1');
      // Key 2 is never fetched: nothing about it changes while this reader shows it.
      const { data } = useData(['thing', id] as const, fetcher, {
        revalidateIfStale: false,
        ...(id === '2' ? { fallbackData: 'fallback' } : {}),
      });
      if (id === '1') shown.push(data ?? 'none');
      return (
        <button type="button" onClick={() => setId(id === '1' ? '2' : '1')}>
          Toggle
        </button>
      );
    }
    render(
      <DataProvider>
        <Toggling />
        <Probe id="1" fetcher={fetcher} />
      </DataProvider>,
    );
    expect(await screen.findByText('data: answer 1, round 1')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Toggle' }).click());
    // Key 1 changes while the toggling reader is away from it.
    act(() => screen.getByRole('button', { name: 'Refresh' }).click());
    expect(await screen.findByText('data: answer 1, round 2')).toBeInTheDocument();
    shown.length = 0;
    act(() => screen.getByRole('button', { name: 'Toggle' }).click());
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain('answer 1, round 1');
  });

  it('given a failing fetch, when mounted, should show the error; a refresh that answers clears it', async () => {
    const fetcher = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('back');
    render(
      <DataProvider>
        <Probe id="1" fetcher={fetcher} />
      </DataProvider>,
    );
    expect(await screen.findByText('error: down')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Refresh' }).click());
    await waitFor(() => expect(screen.getByText('data: back')).toBeInTheDocument());
    expect(screen.getByText('error: none')).toBeInTheDocument();
  });

  it('given two pages, when each has its own provider, should not share data', async () => {
    const first = vi.fn(() => Promise.resolve('first page'));
    const second = vi.fn(() => Promise.resolve('second page'));
    render(
      <>
        <DataProvider>
          <Probe id="1" fetcher={first} />
        </DataProvider>
        <DataProvider>
          <Probe id="1" fetcher={second} />
        </DataProvider>
      </>,
    );
    expect(await screen.findByText('data: first page')).toBeInTheDocument();
    expect(await screen.findByText('data: second page')).toBeInTheDocument();
  });
});
