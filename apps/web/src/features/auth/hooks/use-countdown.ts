import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `endsAt` (ms), never negative. */
export function secondsLeft(endsAt: number | null, nowMs: number): number {
  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - nowMs) / 1000));
}

/** A resend countdown: `start(60)` and `left` ticks down to 0. Counted from an end time, not by
 * decrementing, so a throttled background tab still shows the right number when it wakes. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  return { left: secondsLeft(endsAt, now), start };
}
