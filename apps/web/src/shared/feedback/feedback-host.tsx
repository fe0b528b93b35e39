import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { onFeedbackDemand, type FeedbackPart } from './feedback.ts';

/** Each part's host, fetched on its first use: a toast does not bring Modal, nor a notice message. */
const LOADERS: Record<FeedbackPart, () => Promise<{ default: ComponentType }>> = {
  message: async () => ({ default: (await import('./message-host.tsx')).MessageHost }),
  modal: async () => ({ default: (await import('./modal-host.tsx')).ModalHost }),
  notification: async () => ({ default: (await import('./notification-host.tsx')).NotificationHost }),
};

/** How long after a failed fetch of a host (the server restarting, the network gone) to try again. */
export const HOST_RETRY_MS = 5_000;

/** Mounted once under the app's ConfigProvider (locale, theme): mounts the host of a feedback part
 * (toasts, modal alerts, notifications) the first time feedback.ts is asked for it. */
export function FeedbackHost() {
  const [needed, setNeeded] = useState<readonly FeedbackPart[]>([]);
  useEffect(
    () => onFeedbackDemand((part) => setNeeded((parts) => (parts.includes(part) ? parts : [...parts, part]))),
    [],
  );
  // One host a part: a part still loading (or failing to) never holds up another's messages.
  return needed.map((part) => <PartHost key={part} part={part} />);
}

/** One part's host. Its chunk may fail to arrive; that must not take the app down with it (this
 * sits above every screen): the failure renders nothing and the fetch is tried again a little
 * later, while calls wait in feedback.ts as before the host was there. */
function PartHost({ part }: { part: FeedbackPart }) {
  // A new lazy component per attempt: React keeps a failed one failed.
  const [{ attempt, Host }, setLoad] = useState(() => ({ attempt: 0, Host: lazy(LOADERS[part]) }));
  const retryLater = () =>
    setTimeout(() => setLoad((l) => ({ attempt: l.attempt + 1, Host: lazy(LOADERS[part]) })), HOST_RETRY_MS);
  return (
    <LoadFailure key={attempt} onFailure={retryLater}>
      <Suspense fallback={null}>
        <Host />
      </Suspense>
    </LoadFailure>
  );
}

/** Catches a failed chunk below it: renders nothing and reports it once. */
class LoadFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
