import { lazy, Suspense, useEffect, useState } from 'react';
import { onFeedbackDemand } from './feedback.ts';

const FeedbackApp = lazy(async () => ({ default: (await import('./feedback-app.tsx')).FeedbackApp }));

/** Mounts an antd <App> for feedback.ts the first time a toast or alert is asked for while none
 * is mounted (on the login page: antd's message/modal code is fetched then, not with the page). */
export function FeedbackHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFeedbackDemand(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackApp />
    </Suspense>
  );
}
