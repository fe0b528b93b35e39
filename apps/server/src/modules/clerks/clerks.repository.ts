import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database, NewUser, UserUpdate } from '../../platform/db/schema.ts';
import { containsPattern, likeEscape, likeOperator } from '../../platform/db/dialect.ts';
import { sql } from 'kysely';
import { inShop } from '../../platform/db/lookups.ts';

type Executor = Kysely<Database>;

/** Clerks (users of a shop) and roles. Every query is scoped by shop_id. */
export class ClerksRepository {
  constructor(private readonly db: Db) {}

  findRole(shopId: number, roleId: number, trx: Executor = this.db) {
    return inShop(trx, 'roles', shopId).where('id', '=', roleId).executeTakeFirst();
  }

  findClerk(shopId: number, id: number, trx: Executor = this.db) {
    return inShop(trx, 'users', shopId).where('id', '=', id).executeTakeFirst();
  }

  async listClerks(
    shopId: number,
    q: { page_no: number; page_size: number; keyword?: string; role_id?: number; enabled?: number },
  ) {
    const like = likeOperator(this.db);
    const base = this.db
      .selectFrom('users as u')
      .leftJoin('roles as r', (j) => j.onRef('r.id', '=', 'u.role_id').onRef('r.shop_id', '=', 'u.shop_id'))
      .where('u.shop_id', '=', shopId)
      .$if(q.role_id !== undefined, (b) => b.where('u.role_id', '=', q.role_id as number))
      .$if(q.enabled !== undefined, (b) => b.where('u.enabled', '=', q.enabled as number))
      .$if(!!q.keyword, (b) =>
        b.where((eb) =>
          eb.or(
            ['u.username', 'u.mobile', 'u.real_name'].map((col) =>
              eb(sql.ref(col), like, sql`${containsPattern(q.keyword as string)} ${likeEscape()}`),
            ),
          ),
        ),
      );
    const [rows, total] = await Promise.all([
      base
        .selectAll('u')
        .select('r.role_name')
        .orderBy('u.founder', 'desc')
        .orderBy('u.id', 'asc')
        .limit(q.page_size)
        .offset((q.page_no - 1) * q.page_size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  findUserByUsernameOrMobile(username: string | null, mobile: string, exceptId?: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'mobile'])
      .where((eb) => eb.or([...(username ? [eb('username', '=', username)] : []), eb('mobile', '=', mobile)]))
      .$if(exceptId !== undefined, (b) => b.where('id', '!=', exceptId as number))
      .execute();
  }

  findUserByWecom(wecomUserId: string, exceptId?: number) {
    return this.db
      .selectFrom('users')
      .select('id')
      .where('wecom_userid', '=', wecomUserId)
      .$if(exceptId !== undefined, (b) => b.where('id', '!=', exceptId as number))
      .executeTakeFirst();
  }

  async insertClerk(trx: Executor, row: NewUser) {
    const { id } = await trx.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Never touches the founder's row (§ clerks screen: a clerk cannot edit the founder). */
  updateClerk(trx: Executor, shopId: number, id: number, values: UserUpdate) {
    return trx
      .updateTable('users')
      .set(values)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('founder', '=', 0)
      .executeTakeFirst()
      .then((r) => Number(r.numUpdatedRows));
  }

  endSessions(trx: Executor, userId: number, reason: string, at: number) {
    return trx
      .updateTable('sessions')
      .set({ ended_at: at, end_reason: reason })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .execute();
  }

  async listRoles(shopId: number, q: { page_no: number; page_size: number }) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('roles as r')
        .select(['r.id', 'r.role_name', 'r.permissions', 'r.created_at'])
        .select((eb) =>
          eb
            .selectFrom('users as u')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('u.role_id', '=', 'r.id')
            .whereRef('u.shop_id', '=', 'r.shop_id')
            .as('clerk_count'),
        )
        .where('r.shop_id', '=', shopId)
        .orderBy('r.id', 'asc')
        .limit(q.page_size)
        .offset((q.page_no - 1) * q.page_size)
        .execute(),
      this.db
        .selectFrom('roles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  countRoleUsers(trx: Executor, shopId: number, roleId: number) {
    return trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .where('role_id', '=', roleId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  findRoleByName(shopId: number, name: string, exceptId?: number) {
    return this.db
      .selectFrom('roles')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('role_name', '=', name)
      .$if(exceptId !== undefined, (b) => b.where('id', '!=', exceptId as number))
      .executeTakeFirst();
  }

  async insertRole(trx: Executor, shopId: number, name: string, permissions: string[], now: number) {
    const { id } = await trx
      .insertInto('roles')
      .values({
        shop_id: shopId,
        role_name: name,
        permissions: JSON.stringify(permissions),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  updateRole(trx: Executor, shopId: number, id: number, name: string, permissions: string[], now: number) {
    return trx
      .updateTable('roles')
      .set({ role_name: name, permissions: JSON.stringify(permissions), updated_at: now })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst()
      .then((r) => Number(r.numUpdatedRows));
  }

  deleteRole(trx: Executor, shopId: number, id: number) {
    return trx
      .deleteFrom('roles')
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst()
      .then((r) => Number(r.numDeletedRows));
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
