import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { onFeedbackDemand, type FeedbackPart } from './feedback.ts';

/** Each part's host, fetched on its first use: a toast does not bring Modal, nor a notice message. */
const HOSTS: Record<FeedbackPart, ComponentType> = {
  message: lazy(async () => ({ default: (await import('./message-host.tsx')).MessageHost })),
  modal: lazy(async () => ({ default: (await import('./modal-host.tsx')).ModalHost })),
  notification: lazy(async () => ({
    default: (await import('./notification-host.tsx')).NotificationHost,
  })),
};

/** Mounted once under the app's ConfigProvider (locale, theme): mounts the host of a feedback part
 * (toasts, modal alerts, notifications) the first time feedback.ts is asked for it. */
export function FeedbackHost() {
  const [needed, setNeeded] = useState<readonly FeedbackPart[]>([]);
  useEffect(
    () => onFeedbackDemand((part) => setNeeded((parts) => (parts.includes(part) ? parts : [...parts, part]))),
    [],
  );
  return needed.map((part) => {
    const Host = HOSTS[part];
    // One boundary per part: a part still loading never hides another's messages.
    return (
      <Suspense key={part} fallback={null}>
        <Host />
      </Suspense>
    );
  });
}
