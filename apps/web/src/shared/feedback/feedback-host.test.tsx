// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_RETRY_MS } from './feedback-host.tsx';

// The toast host's chunk fails to arrive once (a server restart), then arrives.
const { attempts } = vi.hoisted(() => ({ attempts: { n: 0 } }));
vi.mock('./message-host.tsx', () => {
  attempts.n++;
  if (attempts.n === 1) throw new Error('Failed to fetch dynamically imported module');
  return { MessageHost: () => <span>toast host</span> };
});

afterEach(cleanup);

describe('FeedbackHost', () => {
  it('survives a host chunk that fails to load, keeps the page, and fetches it again later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { FeedbackHost } = await import('./feedback-host.tsx');
    const { toast } = await import('./feedback.ts');
    render(
      <div>
        <span>the page</span>
        <FeedbackHost />
      </div>,
    );
    await act(async () => {
      toast.success('saved');
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('toast host')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOST_RETRY_MS + 50);
    });
    expect(await screen.findByText('toast host')).toBeTruthy();
    expect(screen.getByText('the page')).toBeTruthy();
    vi.useRealTimers();
  });
});
