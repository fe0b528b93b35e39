import type { App } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/i18n.ts';

/* antd v6 static message/Modal cannot see ConfigProvider (locale, theme), so a mounted antd <App>
 * hands its hooks to this module (FeedbackBridge) and code outside React — the http client, the
 * navigation guard — calls through here. The signed-in frame mounts its own <App>; elsewhere (the
 * login page) one is mounted lazily on the first call, so antd's message/modal code is not part of
 * the first page. Calls made before a bridge is there wait for it instead of being lost. */

type FeedbackApi = ReturnType<(typeof App)['useApp']>;

/** §8: success and error toasts last 5 seconds. */
export const TOAST_SECONDS = 5;

/** Connected bridges, the latest (innermost mounted) last: it is the one used. */
const connected: FeedbackApi[] = [];
let waiting: Array<(api: FeedbackApi) => void> = [];
const demandListeners = new Set<() => void>();

export function connectFeedback(api: FeedbackApi): () => void {
  connected.push(api);
  const queued = waiting;
  waiting = [];
  queued.forEach((run) => run(api));
  return () => {
    const at = connected.lastIndexOf(api);
    if (at >= 0) connected.splice(at, 1);
  };
}

/** Called when feedback is asked for and no bridge is connected (the lazy <App> host listens). */
export function onFeedbackDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  if (waiting.length > 0) listener();
  return () => demandListeners.delete(listener);
}

function withFeedback(run: (api: FeedbackApi) => void): void {
  const current = connected.at(-1);
  if (current) {
    run(current);
    return;
  }
  waiting.push(run);
  demandListeners.forEach((listener) => listener());
}

type ToastKind = 'success' | 'error' | 'warning' | 'info';

function show(kind: ToastKind, content: ReactNode): void {
  withFeedback((api) => void api.message[kind]({ content, duration: TOAST_SECONDS }));
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

/** A modal alert with one OK button; resolves once it has closed (OK, Esc or the close icon). */
export function alertDialog({ kind, title, content }: AlertOptions): Promise<void> {
  return new Promise((resolve) => {
    withFeedback((api) => {
      api.modal[kind]({ title, content, okText: i18n.t('common.ok'), afterClose: resolve });
    });
  });
}
