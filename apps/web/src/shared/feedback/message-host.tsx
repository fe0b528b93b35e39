import { message } from 'antd';
import { useEffect } from 'react';
import { connectFeedback, TOAST_SECONDS } from './feedback.ts';

/** Toasts (feedback.ts `toast`): at most three at a time, each for TOAST_SECONDS. */
export function MessageHost() {
  const [api, holder] = message.useMessage({ duration: TOAST_SECONDS, maxCount: 3 });
  useEffect(() => connectFeedback('message', api), [api]);
  return holder;
}
