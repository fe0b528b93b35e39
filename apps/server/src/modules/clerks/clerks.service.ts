import { ALL_PERMISSIONS } from '@rxdesk/contract/auth/permissions';
import type { Clerk } from '@rxdesk/contract/clerks/clerks';
import type { Page } from '@rxdesk/contract/common/paging';
import { DEFAULT_WORK_END_MINUTE, DEFAULT_WORK_START_MINUTE } from '@rxdesk/contract/prescription/pharmacist';
import { hasPermission, parsePermissions, type AuthContext } from '../../platform/auth/auth-context.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import type { User } from '../../platform/db/schema.ts';
import type { ClerksRepository } from './clerks.repository.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';

export interface ClerkInput {
  mobile: string;
  real_name: string;
  role_id: number;
  pharmacist: number;
  wecom_userid?: string;
}

/** Clerk accounts of a shop. The founder is shown but never changed here; every change is logged;
 * disabling or resetting a password ends the clerk's sessions at once. */
export class ClerksService {
  constructor(
    private readonly repo: ClerksRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    private readonly bus: EventBus,
  ) {}

  /** §7 roles/{id}/checked. Role 0 is the founder's pseudo-role and holds everything (§6). A caller
   * may read their own role; reading others needs the roles screen's permission. */
  async checkedPermissions(auth: AuthContext, roleId: number): Promise<string[]> {
    if (roleId === 0) return [...ALL_PERMISSIONS];
    if (roleId !== auth.roleId && !hasPermission(auth, 'role-list'))
      throw new AppError('FORBIDDEN', 'error.forbidden');
    const role = await this.repo.findRole(auth.shopId, roleId);
    if (!role) throw notFound();
    return parsePermissions(role.permissions);
  }

  async list(
    auth: AuthContext,
    q: { page_no: number; page_size: number; keyword?: string; role_id?: number; enabled?: number },
  ): Promise<Page<Clerk>> {
    const { rows, total } = await this.repo.listClerks(auth.shopId, q);
    return {
      data: rows.map((u) => toClerk(u, u.role_name ?? (u.founder ? '店主' : ''))),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async create(
    auth: AuthContext,
    input: ClerkInput & { username: string; password: string },
  ): Promise<{ clerk_id: number }> {
    await this.assertUnique(input.username, input.mobile, input.wecom_userid);
    await this.assertRole(auth.shopId, input.role_id);
    const hash = await hashPassword(input.password);
    const now = this.clock.now();
    const id = await this.repo.transaction(async (trx) => {
      const clerkId = await this.repo.insertClerk(trx, {
        shop_id: auth.shopId,
        username: input.username,
        mobile: input.mobile,
        real_name: input.real_name,
        face: '',
        password_hash: hash,
        challenge_hash: null,
        audit_password_hash: null,
        role_id: input.role_id,
        founder: 0,
        pharmacist: input.pharmacist,
        enabled: 1,
        work_start_minute: DEFAULT_WORK_START_MINUTE,
        work_end_minute: DEFAULT_WORK_END_MINUTE,
        login_count: 0,
        last_login_at: null,
        wecom_userid: input.wecom_userid || null,
        print_name: '',
        created_at: now,
        updated_at: now,
      });
      await this.log.write(
        {
          auth,
          action: 'clerk.create',
          target: input.username,
          detail: { clerk_id: clerkId, role_id: input.role_id },
        },
        trx,
      );
      return clerkId;
    });
    return { clerk_id: id };
  }

  async update(auth: AuthContext, id: number, input: ClerkInput): Promise<void> {
    const clerk = await this.editable(auth, id);
    await this.assertUnique(null, input.mobile, input.wecom_userid, id);
    await this.assertRole(auth.shopId, input.role_id);
    const fields = {
      mobile: input.mobile,
      real_name: input.real_name,
      role_id: input.role_id,
      pharmacist: input.pharmacist,
      wecom_userid: input.wecom_userid || null,
    };
    await this.repo.transaction(async (trx) => {
      await this.repo.updateClerk(trx, auth.shopId, id, { ...fields, updated_at: this.clock.now() });
      await this.log.write(
        {
          auth,
          action: 'clerk.update',
          target: clerk.username,
          detail: { clerk_id: id },
          changes: fieldChanges(clerk, fields),
        },
        trx,
      );
    });
  }

  async setEnabled(auth: AuthContext, id: number, enabled: boolean): Promise<void> {
    if (id === auth.userId) throw new AppError('CONFLICT', 'error.cannotDisableSelf');
    const clerk = await this.editable(auth, id);
    const now = this.clock.now();
    await this.repo.transaction(async (trx) => {
      await this.repo.updateClerk(trx, auth.shopId, id, { enabled: enabled ? 1 : 0, updated_at: now });
      if (!enabled) await this.repo.endSessions(trx, id, 'disabled', now);
      await this.log.write(
        {
          auth,
          action: enabled ? 'clerk.enable' : 'clerk.disable',
          target: clerk.username,
          detail: { clerk_id: id },
          changes: fieldChanges(clerk, { enabled: enabled ? 1 : 0 }),
        },
        trx,
      );
    });
    if (!enabled) await this.bus.publish({ kind: 'force-logout', userId: id });
  }

  async resetPassword(auth: AuthContext, id: number, passwordDigest: string): Promise<void> {
    const clerk = await this.editable(auth, id);
    const hash = await hashPassword(passwordDigest);
    const now = this.clock.now();
    await this.repo.transaction(async (trx) => {
      await this.repo.updateClerk(trx, auth.shopId, id, { password_hash: hash, updated_at: now });
      await this.repo.endSessions(trx, id, 'password', now);
      await this.log.write(
        { auth, action: 'clerk.reset-password', target: clerk.username, detail: { clerk_id: id } },
        trx,
      );
    });
    await this.bus.publish({ kind: 'force-logout', userId: id });
  }

  private async editable(auth: AuthContext, id: number): Promise<User> {
    const clerk = await this.repo.findClerk(auth.shopId, id);
    if (!clerk) throw notFound();
    if (clerk.founder === 1) throw new AppError('FORBIDDEN', 'error.cannotEditFounder');
    return clerk;
  }

  private async assertRole(shopId: number, roleId: number): Promise<void> {
    if (!(await this.repo.findRole(shopId, roleId))) throw invalidField('role_id', 'error.notFound');
  }

  private async assertUnique(
    username: string | null,
    mobile: string,
    wecomUserId: string | undefined,
    exceptId?: number,
  ): Promise<void> {
    const clashes = await this.repo.findUserByUsernameOrMobile(username, mobile, exceptId);
    if (username && clashes.some((c) => c.username === username))
      throw invalidField('username', 'error.usernameTaken');
    if (clashes.some((c) => c.mobile === mobile)) throw invalidField('mobile', 'error.mobileTaken');
    if (wecomUserId && (await this.repo.findUserByWecom(wecomUserId, exceptId)))
      throw invalidField('wecom_userid', 'error.wecomTaken');
  }
}

function toClerk(u: User, roleName: string): Clerk {
  return {
    clerk_id: u.id,
    username: u.username,
    mobile: u.mobile,
    real_name: u.real_name,
    role_id: u.role_id,
    role_name: roleName,
    founder: u.founder,
    pharmacist: u.pharmacist,
    enabled: u.enabled,
    wecom_userid: u.wecom_userid ?? '',
    create_time: u.created_at,
    last_login_time: u.last_login_at,
  };
}
