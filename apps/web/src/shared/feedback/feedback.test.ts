import { describe, expect, it, vi } from 'vitest';
import { connectFeedback, onFeedbackDemand, toast } from './feedback.ts';

type Api = Parameters<typeof connectFeedback>[0];

function fakeApi() {
  const success = vi.fn();
  return { api: { message: { success } } as unknown as Api, success };
}

describe('feedback', () => {
  it('asks for a bridge when none is there, then delivers the waiting toast to the one that comes', () => {
    const demanded = vi.fn();
    const stopListening = onFeedbackDemand(demanded);
    toast.success('saved');
    expect(demanded).toHaveBeenCalledTimes(1);

    const first = fakeApi();
    const disconnectFirst = connectFeedback(first.api);
    expect(first.success).toHaveBeenCalledWith(expect.objectContaining({ content: 'saved' }));

    // The latest bridge (the signed-in frame's) is used; once it goes, the earlier one again.
    const second = fakeApi();
    const disconnectSecond = connectFeedback(second.api);
    toast.success('again');
    expect(second.success).toHaveBeenCalledWith(expect.objectContaining({ content: 'again' }));
    disconnectSecond();
    toast.success('back');
    expect(first.success).toHaveBeenLastCalledWith(expect.objectContaining({ content: 'back' }));
    expect(demanded).toHaveBeenCalledTimes(1);

    disconnectFirst();
    stopListening();
  });
});
