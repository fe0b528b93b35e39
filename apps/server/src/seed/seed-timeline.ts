/**
 * Runs the demo seed's stories in the order their events happened, one at a time.
 *
 * The lists show the newest first by id (an id grows with the time a row was written, as it does
 * for every row the application writes). The demo's orders, prescriptions, after-sale cases and
 * refunds are backdated, and each seed module writes its own set: written module by module, row
 * ids would not follow their times, and the lists would show a three-day-old order above one
 * placed an hour ago. Each story (an order and what happened to it) is a job that starts at its
 * time (`at`) and may wait for a later moment of its own (`until`), say when the buyer asked for
 * a refund; the timeline always resumes the earliest waiting job, and only once the job running
 * has finished or is waiting again, so the stories share the seed's transaction without
 * interleaving their queries.
 */
export class SeedTimeline {
  private readonly wakes: { time: number; seq: number; go: () => void }[] = [];
  private seq = 0;
  private running = 0;
  private failure: { error: unknown } | null = null;
  private settle: { resolve: () => void; reject: (err: unknown) => void } | null = null;

  /** Starts `job` at `time` (unix seconds). */
  at(time: number, job: () => Promise<void>): void {
    this.push(time, () => {
      this.running += 1;
      job().then(
        () => {
          this.running -= 1;
          this.pump();
        },
        (error: unknown) => this.fail(error),
      );
    });
  }

  /** From inside a job: continues it at `time`, after every event before then. A time already
   * past continues at once, before later events. */
  until(time: number): Promise<void> {
    return new Promise((resolve) => {
      this.push(time, () => {
        this.running += 1;
        resolve();
      });
      this.running -= 1;
      this.pump();
    });
  }

  /** Runs every job to its end; rejects with the first job's error (the rest are abandoned, and
   * the seed's transaction is rolled back by its caller). */
  run(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
      this.pump();
    });
  }

  private push(time: number, go: () => void): void {
    this.wakes.push({ time, seq: this.seq++, go });
  }

  private pump(): void {
    if (this.failure || this.running > 0 || !this.settle) return;
    if (this.wakes.length === 0) return this.settle.resolve();
    let next = 0;
    for (let i = 1; i < this.wakes.length; i++) {
      const w = this.wakes[i]!;
      const best = this.wakes[next]!;
      if (w.time < best.time || (w.time === best.time && w.seq < best.seq)) next = i;
    }
    const [wake] = this.wakes.splice(next, 1);
    wake!.go();
  }

  private fail(error: unknown): void {
    if (this.failure) return;
    this.failure = { error };
    this.settle?.reject(error);
  }
}
