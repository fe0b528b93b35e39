import { notification } from 'antd';
import { useEffect } from 'react';
import { connectFeedback } from './feedback.ts';

/** Notifications (feedback.ts `notify`): the live warnings, the overdue-prescription notice. */
export function NotificationHost() {
  const [api, holder] = notification.useNotification();
  useEffect(() => connectFeedback('notification', api), [api]);
  return holder;
}
