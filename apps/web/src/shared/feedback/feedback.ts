import type { App } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/i18n.ts';

/* antd v6 static message/Modal/notification cannot see ConfigProvider (locale, theme), so hosts
 * mounted under it hand their hooks to this module and code outside React — the http client, the
 * navigation guard, the live notices — calls through here. Each part (toasts, modal alerts,
 * notifications) is its own host, mounted lazily by FeedbackHost on the first call for it: antd's
 * message, Modal and notification code come with the first use of each, not with a page (issue 18:
 * a notice on the order list no longer brings Modal). Calls made before a host is there wait for it
 * instead of being lost. */

type FeedbackApi = ReturnType<(typeof App)['useApp']>;
export type FeedbackPart = keyof FeedbackApi;

/** §8: success and error toasts last 5 seconds. */
export const TOAST_SECONDS = 5;

type Waiter = (api: never) => void;

/** Connected hosts of each part, the latest mounted last: it is the one used. */
const connected = new Map<FeedbackPart, unknown[]>();
const waiting = new Map<FeedbackPart, Waiter[]>();
const demandListeners = new Set<(part: FeedbackPart) => void>();

export function connectFeedback<P extends FeedbackPart>(part: P, api: FeedbackApi[P]): () => void {
  const list = connected.get(part) ?? [];
  connected.set(part, list);
  list.push(api);
  const queued = (waiting.get(part) ?? []) as Array<(api: FeedbackApi[P]) => void>;
  waiting.delete(part);
  queued.forEach((run) => run(api));
  return () => {
    const at = list.lastIndexOf(api);
    if (at >= 0) list.splice(at, 1);
  };
}

/** Called with the part asked for when no host of it is connected (FeedbackHost listens). */
export function onFeedbackDemand(listener: (part: FeedbackPart) => void): () => void {
  demandListeners.add(listener);
  for (const [part, runs] of waiting) if (runs.length > 0) listener(part);
  return () => demandListeners.delete(listener);
}

function withFeedback<P extends FeedbackPart>(part: P, run: (api: FeedbackApi[P]) => void): void {
  const current = connected.get(part)?.at(-1) as FeedbackApi[P] | undefined;
  if (current) {
    run(current);
    return;
  }
  const runs = waiting.get(part) ?? [];
  waiting.set(part, runs);
  runs.push(run as Waiter);
  demandListeners.forEach((listener) => listener(part));
}

type ToastKind = 'success' | 'error' | 'warning' | 'info';

function show(kind: ToastKind, content: ReactNode): void {
  withFeedback('message', (message) => void message[kind]({ content, duration: TOAST_SECONDS }));
}

export const toast = {
  success: (content: ReactNode) => show('success', content),
  error: (content: ReactNode) => show('error', content),
  warning: (content: ReactNode) => show('warning', content),
  info: (content: ReactNode) => show('info', content),
};

export interface AlertOptions {
  kind: 'error' | 'warning' | 'info';
  title: ReactNode;
  content: ReactNode;
}

/** antd's notification API (keys, placement, actions) from the lazily mounted host. */
export function notify(run: (notification: FeedbackApi['notification']) => void): void {
  withFeedback('notification', run);
}

type ModalKind = 'confirm' | 'warning' | 'info' | 'error' | 'success';

/** One of antd's modal dialogs (confirm, warning…) from the lazily mounted host, opened once the host
 * is there; resolves as the hook's own `await modal.confirm(…)` does: true on OK, false on cancel. */
export function openModal(
  kind: ModalKind,
  config: Parameters<FeedbackApi['modal'][ModalKind]>[0],
): Promise<boolean> {
  return new Promise((resolve) => {
    withFeedback('modal', (modal) => void Promise.resolve(modal[kind](config)).then(resolve));
  });
}

/** A modal alert with one OK button; resolves once it has closed (OK, Esc or the close icon). */
export function alertDialog({ kind, title, content }: AlertOptions): Promise<void> {
  return new Promise((resolve) => {
    withFeedback('modal', (modal) => {
      modal[kind]({ title, content, okText: i18n.t('common.ok'), afterClose: resolve });
    });
  });
}
