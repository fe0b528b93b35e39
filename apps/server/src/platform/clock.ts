/** Unix seconds. One place to read the time so tests can move it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Math.floor(Date.now() / 1000) };

export class ManualClock implements Clock {
  constructor(private current = Math.floor(Date.now() / 1000)) {}
  now(): number {
    return this.current;
  }
  advance(seconds: number): void {
    this.current += seconds;
  }
}
