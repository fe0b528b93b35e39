import type { AccountLoginResult, LoggedInUser, RefreshTokenResult } from '@rxdesk/contract/auth/auth';
import type { Clock } from '../../platform/clock.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import {
  hashOpaqueToken,
  newOpaqueToken,
  newSessionId,
  signPurposeToken,
  verifyPurposeToken,
  type TokenService,
} from '../../platform/auth/tokens.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import { AppError, invalidField } from '../../platform/http/app-error.ts';
import type { User } from '../../platform/db/schema.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { LoginThrottle, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './login-throttle.ts';

/** Two tabs may refresh with the same token at once; the second within this window is not reuse. */
export const REFRESH_GRACE_SECONDS = 15;
/** How long the second-password step of a challenge login stays open. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

export class AuthService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    private readonly refreshTtl: number,
    private readonly secret: string,
    /** Ended sessions close their live sockets (`2`, §4) in every process. */
    private readonly bus: EventBus,
  ) {
    this.throttle = new LoginThrottle(repo, clock);
  }

  /** Account login (§7 GET admin-user/login). One message for every wrong-credential case, so the
   * answer never tells whether the account exists. */
  async accountLogin(
    username: string,
    passwordDigest: string,
    meta: RequestMeta,
  ): Promise<AccountLoginResult> {
    const accountBucket = `user:${username.toLowerCase()}`;
    const ipBucket = `ip:${meta.ip}`;
    await this.throttle.assertAllowed([
      { bucket: accountBucket, max: MAX_FAILURES_PER_ACCOUNT },
      { bucket: ipBucket, max: MAX_FAILURES_PER_IP },
    ]);
    const user = await this.repo.findUserByUsername(username);
    const ok = user
      ? await verifyPassword(user.password_hash, passwordDigest)
      : await verifyPassword(await dummyPasswordHash(), passwordDigest).then(() => false);
    if (!user || !ok) {
      await this.throttle.recordFailure([accountBucket, ipBucket]);
      await this.log.write({
        actor: { shopId: user?.shop_id ?? null, userId: user?.id ?? null, username, ip: meta.ip },
        action: 'login.failed',
        target: username,
        detail: { mode: 'account' },
      });
      throw new AppError('LOGIN_FAILED', 'error.loginFailed');
    }
    await this.throttle.clear(accountBucket);
    if (user.challenge_hash) {
      const { token, exp } = await signPurposeToken(
        this.secret,
        'challenge',
        user.id,
        this.clock.now(),
        CHALLENGE_TTL_SECONDS,
      );
      return { need_challenge: 1, challenge_token: token, username: user.username, expires: exp };
    }
    return this.startSession(user, 'account', meta);
  }

  /** Second step of a challenge login: the account's second password. Throttled like the first. */
  async challengeLogin(
    challengeToken: string,
    passwordDigest: string,
    meta: RequestMeta,
  ): Promise<LoggedInUser> {
    const uid = await verifyPurposeToken(this.secret, 'challenge', challengeToken, this.clock.now());
    if (uid === null) throw new AppError('UNAUTHENTICATED', 'error.challengeInvalid');
    const user = await this.repo.findUserById(uid);
    if (!user?.challenge_hash) throw new AppError('UNAUTHENTICATED', 'error.challengeInvalid');
    const bucket = `challenge:${uid}`;
    await this.throttle.assertAllowed([
      { bucket, max: MAX_FAILURES_PER_ACCOUNT },
      { bucket: `ip:${meta.ip}`, max: MAX_FAILURES_PER_IP },
    ]);
    if (!(await verifyPassword(user.challenge_hash, passwordDigest))) {
      await this.throttle.recordFailure([bucket, `ip:${meta.ip}`]);
      await this.log.write({
        actor: { shopId: user.shop_id, userId: user.id, username: user.username, ip: meta.ip },
        action: 'login.failed',
        target: user.username,
        detail: { mode: 'challenge' },
      });
      throw new AppError('LOGIN_FAILED', 'error.loginFailed');
    }
    await this.throttle.clear(bucket);
    return this.startSession(user, 'challenge', meta);
  }

  /** Opens a session: displaces any other session of the account (one active sign-in per account). */
  async startSession(user: User, mode: string, meta: RequestMeta): Promise<LoggedInUser> {
    if (user.enabled !== 1) throw new AppError('ACCOUNT_DISABLED', 'error.accountDisabled');
    const shop = await this.repo.findShop(user.shop_id);
    if (!shop) throw new AppError('LOGIN_FAILED', 'error.loginFailed');
    if (shop.closed === 1) throw new AppError('SHOP_CLOSED', 'error.shopClosed');
    const now = this.clock.now();
    const sessionId = newSessionId();
    const refresh = newOpaqueToken();
    const loginCount = await this.repo.transaction(async (trx) => {
      await this.repo.endActiveSessions(trx, user.id, 'displaced', now);
      await this.repo.createSession(trx, {
        id: sessionId,
        userId: user.id,
        shopId: user.shop_id,
        now,
        expiresAt: now + this.refreshTtl,
        ...meta,
      });
      await this.repo.insertRefreshToken(trx, sessionId, hashOpaqueToken(refresh), now);
      await this.repo.recordLogin(trx, user.id, now);
      await this.log.write(
        {
          actor: { shopId: user.shop_id, userId: user.id, username: user.username, ip: meta.ip },
          action: 'login.success',
          target: user.username,
          detail: { mode },
        },
        trx,
      );
      const updated = await this.repo.findUserById(user.id, trx);
      return updated?.login_count ?? user.login_count + 1;
    });
    await this.bus.publish({ kind: 'force-logout', userId: user.id, exceptSessionId: sessionId });
    const access = await this.tokens.signAccess({ uid: user.id, shopId: user.shop_id, sid: sessionId }, now);
    const role = user.role_id === 0 ? undefined : await this.repo.findRoleName(user.shop_id, user.role_id);
    return {
      uid: user.id,
      username: user.username,
      role_id: user.role_id,
      role_name: role?.role_name ?? (user.founder === 1 ? '店主' : ''),
      founder: user.founder === 1 ? 1 : 0,
      pharmacist: user.pharmacist === 1 ? 1 : 0,
      shop_id: user.shop_id,
      organization_name: shop.shop_name,
      face: user.face,
      mobile: user.mobile,
      login_count: loginCount,
      expires: access.exp,
      access_token: access.token,
      refresh_token: refresh,
    };
  }

  /** §7 seller/check/token: rotates the refresh token. A token presented again after its grace
   * window means it was stolen or replayed: the whole sign-in is revoked. */
  async refresh(refreshToken: string): Promise<RefreshTokenResult> {
    const now = this.clock.now();
    const row = await this.repo.findRefreshToken(hashOpaqueToken(refreshToken));
    if (!row) throw new AppError('UNAUTHENTICATED', 'error.refreshInvalid');
    if (row.ended_at !== null) {
      throw row.end_reason === 'displaced'
        ? new AppError('DISPLACED', 'error.displaced')
        : new AppError('UNAUTHENTICATED', 'error.refreshInvalid');
    }
    if (row.expires_at <= now) throw new AppError('UNAUTHENTICATED', 'error.refreshInvalid');
    if (row.rotated_at !== null && now - row.rotated_at > REFRESH_GRACE_SECONDS) {
      await this.repo.transaction(async (trx) => {
        await this.repo.endSession(trx, row.session_id, 'reuse', now);
        await this.log.write(
          {
            actor: { shopId: row.shop_id, userId: row.user_id, username: '', ip: '' },
            action: 'session.reuse-detected',
            target: row.session_id,
          },
          trx,
        );
      });
      await this.bus.publish({ kind: 'force-logout', userId: row.user_id, sessionId: row.session_id });
      throw new AppError('UNAUTHENTICATED', 'error.refreshInvalid');
    }
    const next = newOpaqueToken();
    await this.repo.transaction(async (trx) => {
      // Loser of a concurrent rotation still gets a fresh token: it is inside the grace window.
      await this.repo.markRotated(trx, row.id, now);
      await this.repo.insertRefreshToken(trx, row.session_id, hashOpaqueToken(next), now);
    });
    const access = await this.tokens.signAccess(
      { uid: row.user_id, shopId: row.shop_id, sid: row.session_id },
      now,
    );
    return { accessToken: access.token, refreshToken: next, expires: access.exp };
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.repo.transaction(async (trx) => {
      await this.repo.endSession(trx, auth.sessionId, 'logout', this.clock.now());
      await this.log.write({ auth, action: 'logout', target: auth.username }, trx);
    });
    await this.bus.publish({ kind: 'force-logout', userId: auth.userId, sessionId: auth.sessionId });
  }

  /** §7 changePassword. Ends every session of the account: the browser logs out and reloads. */
  async changePassword(
    auth: AuthContext,
    input: { old?: string; next?: string; repeat?: string },
  ): Promise<void> {
    if (!input.old) throw invalidField('old_passwprd', 'error.oldPasswordRequired');
    if (!input.next) throw invalidField('password', 'rule.required');
    if (input.next !== input.repeat) throw invalidField('rep_password', 'rule.passwordMismatchSubmit');
    const user = await this.repo.findUserById(auth.userId);
    if (!user || !(await verifyPassword(user.password_hash, input.old))) {
      throw invalidField('old_passwprd', 'error.oldPasswordWrong');
    }
    const hash = await hashPassword(input.next);
    const now = this.clock.now();
    await this.repo.transaction(async (trx) => {
      await this.repo.updatePasswordHash(trx, user.id, hash, now);
      await this.repo.endActiveSessions(trx, user.id, 'password', now);
      await this.log.write({ auth, action: 'account.password-changed', target: user.username }, trx);
    });
    await this.bus.publish({ kind: 'force-logout', userId: user.id });
  }
}
