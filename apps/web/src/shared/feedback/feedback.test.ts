import { describe, expect, it, vi } from 'vitest';
import { connectFeedback, notify, onFeedbackDemand, toast } from './feedback.ts';

type Api = Parameters<typeof connectFeedback<'message'>>[1];

function fakeApi() {
  const success = vi.fn();
  return { api: { success } as unknown as Api, success };
}

describe('feedback', () => {
  it('asks for a bridge when none is there, then delivers the waiting toast to the one that comes', () => {
    const demanded = vi.fn();
    const stopListening = onFeedbackDemand(demanded);
    toast.success('saved');
    expect(demanded).toHaveBeenCalledTimes(1);
    expect(demanded).toHaveBeenCalledWith('message');

    const first = fakeApi();
    const disconnectFirst = connectFeedback('message', first.api);
    expect(first.success).toHaveBeenCalledWith(expect.objectContaining({ content: 'saved' }));

    // The latest host is used; once it goes, the earlier one again.
    const second = fakeApi();
    const disconnectSecond = connectFeedback('message', second.api);
    toast.success('again');
    expect(second.success).toHaveBeenCalledWith(expect.objectContaining({ content: 'again' }));
    disconnectSecond();
    toast.success('back');
    expect(first.success).toHaveBeenLastCalledWith(expect.objectContaining({ content: 'back' }));
    expect(demanded).toHaveBeenCalledTimes(1);

    disconnectFirst();
    stopListening();
  });

  it('keeps each part apart: a notice waits for a notification host, not a toast host', () => {
    const demanded = vi.fn();
    const stopListening = onFeedbackDemand(demanded);
    const toastHost = fakeApi();
    const disconnectToasts = connectFeedback('message', toastHost.api);
    const warning = vi.fn();
    notify((notification) => notification.warning({ title: 'late' }));
    expect(demanded).toHaveBeenCalledWith('notification');
    expect(toastHost.success).not.toHaveBeenCalled();

    const disconnectNotices = connectFeedback('notification', {
      warning,
    } as unknown as Parameters<typeof connectFeedback<'notification'>>[1]);
    expect(warning).toHaveBeenCalledWith({ title: 'late' });

    disconnectNotices();
    disconnectToasts();
    stopListening();
  });
});
