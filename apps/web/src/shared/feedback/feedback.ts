import type { App } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/i18n.ts';

/* antd v6 static message/Modal cannot see ConfigProvider (locale, theme), so the one mounted
 * <App> hands its hooks to this module (FeedbackBridge) and code outside React — the http
 * client, the navigation guard — calls through here. Calls made before the bridge mounts (a
 * loader that fails during the very first navigation) wait for it instead of being lost. */

type FeedbackApi = ReturnType<(typeof App)['useApp']>;

/** §8: success and error toasts last 5 seconds. */
export const TOAST_SECONDS = 5;

let current: FeedbackApi | null = null;
let waiting: Array<(api: FeedbackApi) => void> = [];

export function connectFeedback(api: FeedbackApi): () => void {
  current = api;
  const queued = waiting;
  waiting = [];
  queued.forEach((run) => run(api));
  return () => {
    if (current === api) current = null;
  };
}

function withFeedback(run: (api: FeedbackApi) => void): void {
  if (current) run(current);
  else waiting.push(run);
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
