import { ALL_PERMISSIONS } from '@rxdesk/contract/auth/permissions';
import type { Role } from '@rxdesk/contract/clerks/clerks';
import type { Page } from '@rxdesk/contract/common/paging';
import { parsePermissions, type AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import type { ClerksRepository } from './clerks.repository.ts';

const KNOWN = new Set(ALL_PERMISSIONS);

/** Roles of a shop: a name and permission identifiers from the menu tree (§6). A role in use
 * cannot be deleted — the check and the delete share one transaction. */
export class RolesService {
  constructor(
    private readonly repo: ClerksRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: { page_no: number; page_size: number }): Promise<Page<Role>> {
    const { rows, total } = await this.repo.listRoles(auth.shopId, q);
    return {
      data: rows.map((r) => ({
        role_id: r.id,
        role_name: r.role_name,
        permissions: parsePermissions(r.permissions),
        clerk_count: Number(r.clerk_count ?? 0),
        create_time: r.created_at,
      })),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async get(auth: AuthContext, id: number): Promise<Role> {
    const r = await this.repo.findRole(auth.shopId, id);
    if (!r) throw notFound();
    const clerkCount = await this.repo.transaction((trx) => this.repo.countRoleUsers(trx, auth.shopId, id));
    return {
      role_id: r.id,
      role_name: r.role_name,
      permissions: parsePermissions(r.permissions),
      clerk_count: clerkCount,
      create_time: r.created_at,
    };
  }

  /** Role names for the clerk form: readable with the clerks permission alone. */
  async options(auth: AuthContext): Promise<{ role_id: number; role_name: string }[]> {
    const { rows } = await this.repo.listRoles(auth.shopId, { page_no: 1, page_size: 500 });
    return rows.map((r) => ({ role_id: r.id, role_name: r.role_name }));
  }

  async create(
    auth: AuthContext,
    input: { role_name: string; permissions: string[] },
  ): Promise<{ role_id: number }> {
    const permissions = this.checkPermissions(input.permissions);
    if (await this.repo.findRoleByName(auth.shopId, input.role_name))
      throw invalidField('role_name', 'error.roleNameTaken');
    const id = await this.repo.transaction(async (trx) => {
      const roleId = await this.repo.insertRole(
        trx,
        auth.shopId,
        input.role_name,
        permissions,
        this.clock.now(),
      );
      await this.log.write(
        { auth, action: 'role.create', target: input.role_name, detail: { role_id: roleId, permissions } },
        trx,
      );
      return roleId;
    });
    return { role_id: id };
  }

  async update(
    auth: AuthContext,
    id: number,
    input: { role_name: string; permissions: string[] },
  ): Promise<void> {
    // Another shop's role is 404 whatever the body holds (issue 19): look it up before judging it.
    const before = await this.repo.findRole(auth.shopId, id);
    if (!before) throw notFound();
    const permissions = this.checkPermissions(input.permissions);
    if (await this.repo.findRoleByName(auth.shopId, input.role_name, id))
      throw invalidField('role_name', 'error.roleNameTaken');
    await this.repo.transaction(async (trx) => {
      if (
        (await this.repo.updateRole(trx, auth.shopId, id, input.role_name, permissions, this.clock.now())) ===
        0
      )
        throw notFound();
      await this.log.write(
        {
          auth,
          action: 'role.update',
          target: input.role_name,
          detail: { role_id: id, permissions },
          changes: fieldChanges(
            { role_name: before.role_name, permissions: parsePermissions(before.permissions) },
            { role_name: input.role_name, permissions },
          ),
        },
        trx,
      );
    });
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const role = await this.repo.findRole(auth.shopId, id, trx);
      if (!role) throw notFound();
      const count = await this.repo.countRoleUsers(trx, auth.shopId, id);
      if (count > 0) throw new AppError('CONFLICT', 'error.roleInUse', { count });
      await this.repo.deleteRole(trx, auth.shopId, id);
      await this.log.write(
        { auth, action: 'role.delete', target: role.role_name, detail: { role_id: id } },
        trx,
      );
    });
  }

  /** Only identifiers of the menu tree; duplicates dropped, order kept. */
  private checkPermissions(list: string[]): string[] {
    const unknown = list.find((p) => !KNOWN.has(p));
    if (unknown) throw invalidField('permissions', 'error.unknownPermission', { name: unknown });
    return [...new Set(list)];
  }
}
