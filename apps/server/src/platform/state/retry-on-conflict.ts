import { AppError } from '../http/app-error.ts';

/** Runs `work` again (from a fresh read) when a concurrent change won its conditional update.
 * For a partner's callback: the provider repeats a notice, sometimes twice at once; the loser
 * must find the state already changed and acknowledge, not answer 409 and be retried for hours. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (attempt >= attempts || !(e instanceof AppError) || e.code !== 'CONFLICT') throw e;
    }
  }
}
