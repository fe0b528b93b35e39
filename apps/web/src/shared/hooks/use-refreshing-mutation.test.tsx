// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefreshingMutation } from './use-refreshing-mutation.ts';

function setup(mutationFn: (v: number) => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRefreshingMutation(mutationFn, [['orders'], ['after-sale']]), {
    wrapper,
  });
  const refreshed = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { result, refreshed };
}

const failure = (status: number) => Object.assign(new Error('refused'), { response: { status } });

afterEach(cleanup);

describe('useRefreshingMutation', () => {
  it('reads every root again after a success', async () => {
    const { result, refreshed } = setup(async (v) => `done ${v}`);
    await act(() => result.current.mutateAsync(1));
    expect(refreshed()).toEqual([['orders'], ['after-sale']]);
  });

  it('reads them again on 409 (changed meanwhile), not on another failure', async () => {
    const conflict = setup(() => Promise.reject(failure(409)));
    await act(() => conflict.result.current.mutateAsync(1).catch(() => undefined));
    expect(conflict.refreshed()).toEqual([['orders'], ['after-sale']]);
    const broken = setup(() => Promise.reject(failure(500)));
    await act(() => broken.result.current.mutateAsync(1).catch(() => undefined));
    expect(broken.refreshed()).toEqual([]);
  });
});
