import { App } from 'antd';
import { useEffect } from 'react';
import { connectFeedback } from './feedback.ts';

/** Mounted once inside antd <App>; lends its message/modal hooks to feedback.ts. */
export function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => connectFeedback(api), [api]);
  return null;
}
