import { App } from 'antd';
import type { ReactNode } from 'react';
import { FeedbackBridge } from './feedback-bridge.tsx';
import { TOAST_SECONDS } from './feedback.ts';

/** antd <App> (message, modal, notification hooks for App.useApp and, through the bridge, for
 * feedback.ts). The signed-in frame wraps itself in one; FeedbackHost mounts a bare one elsewhere. */
export function FeedbackApp({ children }: { children?: ReactNode }) {
  return (
    <App message={{ duration: TOAST_SECONDS, maxCount: 3 }}>
      <FeedbackBridge />
      {children}
    </App>
  );
}
