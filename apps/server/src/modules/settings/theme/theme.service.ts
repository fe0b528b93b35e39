import { DEFAULT_THEME_COLOR, type ThemeResult } from '@rxdesk/contract/settings/theme';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { ThemeRepository } from './theme.repository.ts';

/** §9 theme colour: each user's own (any signed-in seller, no permission), the default until set. */
export class ThemeService {
  constructor(
    private readonly repo: ThemeRepository,
    private readonly log: OperationLog,
  ) {}

  async get(auth: AuthContext): Promise<ThemeResult> {
    const c = await this.repo.get(auth.shopId, auth.userId);
    return { theme_color: c || DEFAULT_THEME_COLOR };
  }

  async set(auth: AuthContext, color: string): Promise<ThemeResult> {
    const before = (await this.get(auth)).theme_color;
    await this.repo.transaction(async (trx) => {
      await this.repo.setInTrx(trx, auth.shopId, auth.userId, color);
      await this.log.write(
        {
          auth,
          action: 'theme.update',
          target: auth.username,
          changes: { theme_color: { from: before, to: color } },
        },
        trx,
      );
    });
    return { theme_color: color };
  }
}
