export interface Countdown {
  day: string;
  hours: string;
  minutes: string;
  seconds: string;
}

const two = (value: number): string => String(value).padStart(2, '0');

/** Splits a remaining time in seconds into two-digit parts for a countdown display (§5). Past
 * deadlines, NaN and negatives show all zeros; fractions are truncated. `day` is not capped, so
 * 100 days or more shows three digits. */
export function countdown(totalSeconds: number): Countdown {
  const total = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return {
    day: two(Math.floor(total / 86400)),
    hours: two(Math.floor((total % 86400) / 3600)),
    minutes: two(Math.floor((total % 3600) / 60)),
    seconds: two(total % 60),
  };
}
