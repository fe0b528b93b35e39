import { sql, type Kysely } from 'kysely';
import type { MemberListQuery, MemberPickerQuery } from '@rxdesk/contract/members/members';
import type { Db } from '../../platform/db/database.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import {
  containsKeyword,
  countRows,
  createdWithin,
  matchingKeyword,
  paged,
} from '../../platform/db/list-query.ts';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;
type ListFilters = Partial<Omit<MemberListQuery, 'page_no' | 'page_size'>>;

/** One shop's members. Kysely only; every query names the shop, and the list and the pickers
 * see only members not removed (the recycle list only removed ones). */
export class MembersRepository {
  constructor(private readonly db: Db) {}

  private listBase(shopId: number, q: ListFilters, removed: boolean) {
    const like = likeOperator(this.db);
    return this.db
      .selectFrom('members as m')
      .where('m.shop_id', '=', shopId)
      .where('m.removed_at', removed ? 'is not' : 'is', null)
      .$call(matchingKeyword(q.keyword, like, { exact: ['m.mobile'], contains: ['m.uname', 'm.real_name'] }))
      .$if(!!q.mobile, (b) => b.where((eb) => eb(sql.ref('m.mobile'), like, containsKeyword(q.mobile!))))
      .$if(q.sex !== undefined, (b) => b.where('m.sex', '=', q.sex!))
      .$call(createdWithin('m.created_at', q))
      .$if(q.tag_id !== undefined, (b) =>
        b.where((eb) =>
          eb.exists(
            eb
              .selectFrom('member_tag_links as l')
              .select('l.member_id')
              .whereRef('l.member_id', '=', 'm.id')
              .where('l.tag_id', '=', q.tag_id!),
          ),
        ),
      );
  }

  async page(shopId: number, q: MemberListQuery, removed = false) {
    const base = this.listBase(shopId, q, removed);
    const [rows, total] = await Promise.all([
      base.selectAll('m').orderBy('m.id', 'desc').$call(paged(q)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  /** The export's rows after `before` (id, descending), under the list's filters. */
  exportBatch(shopId: number, q: ListFilters, before: number | null, limit: number) {
    return this.listBase(shopId, q, false)
      .selectAll('m')
      .$if(before !== null, (b) => b.where('m.id', '<', before!))
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute();
  }

  count(shopId: number, q: ListFilters) {
    return countRows(this.listBase(shopId, q, false));
  }

  /** §7 picker: live members by keyword, sex and ids. */
  async picker(shopId: number, q: MemberPickerQuery) {
    const base = this.listBase(shopId, { keyword: q.keyword, sex: q.sex }, false).$if(
      q.member_ids !== undefined && q.member_ids.length > 0,
      (b) => b.where('m.id', 'in', q.member_ids!),
    );
    const [rows, total] = await Promise.all([
      base
        .select(['m.id', 'm.uname', 'm.mobile', 'm.face', 'm.sex'])
        .orderBy('m.id', 'desc')
        .$call(paged(q))
        .execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  byIds(shopId: number, ids: readonly number[]) {
    return this.db
      .selectFrom('members')
      .select(['id', 'uname', 'mobile', 'face', 'sex'])
      .where('shop_id', '=', shopId)
      .where('removed_at', 'is', null)
      .where('id', 'in', ids)
      .orderBy('id', 'desc')
      .execute();
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('members')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByMobile(shopId: number, mobile: string, trx: Executor = this.db) {
    return trx
      .selectFrom('members')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('mobile', '=', mobile)
      .executeTakeFirst();
  }

  async tagsOf(memberIds: readonly number[], trx: Executor = this.db) {
    if (memberIds.length === 0) return [];
    return trx
      .selectFrom('member_tag_links as l')
      .innerJoin('member_tags as t', 't.id', 'l.tag_id')
      .select(['l.member_id', 't.id', 't.name'])
      .where('l.member_id', 'in', memberIds)
      .orderBy('t.id')
      .execute();
  }

  async pointsOf(memberIds: readonly number[]) {
    if (memberIds.length === 0) return new Map<number, number>();
    const rows = await this.db
      .selectFrom('member_points')
      .select((eb) => ['member_id', eb.fn.sum<number | string>('change').as('n')])
      .where('member_id', 'in', memberIds)
      .groupBy('member_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.member_id), Number(r.n)]));
  }

  addresses(shopId: number, memberId: number) {
    return this.db
      .selectFrom('member_addresses')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('member_id', '=', memberId)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute();
  }

  async pointsPage(shopId: number, memberId: number, q: { page_no: number; page_size: number }) {
    const base = this.db
      .selectFrom('member_points')
      .where('shop_id', '=', shopId)
      .where('member_id', '=', memberId);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').$call(paged(q)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  /** The state change: only from the state the decision read (`disabled`, removed or not). */
  async changeStateInTrx(
    trx: Executor,
    shopId: number,
    id: number,
    seen: { disabled: number; removed: boolean },
    patch: { disabled?: number; removed_at?: number | null; removed_by?: string },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('members')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('disabled', '=', seen.disabled)
      .where('removed_at', seen.removed ? 'is not' : 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async setRemarkInTrx(trx: Executor, shopId: number, id: number, remark: string) {
    await trx
      .updateTable('members')
      .set({ remark })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .execute();
  }

  async setProfileInTrx(trx: Executor, shopId: number, id: number, p: { real_name: string; sex: number }) {
    await trx
      .updateTable('members')
      .set({ real_name: p.real_name, sex: p.sex })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .execute();
  }

  async setTagsInTrx(trx: Executor, memberId: number, tagIds: readonly number[]) {
    await trx.deleteFrom('member_tag_links').where('member_id', '=', memberId).execute();
    if (tagIds.length)
      await trx
        .insertInto('member_tag_links')
        .values(tagIds.map((tag_id) => ({ tag_id, member_id: memberId })))
        .execute();
  }

  tags(shopId: number, trx: Executor = this.db) {
    return trx
      .selectFrom('member_tags')
      .select(['id', 'name'])
      .where('shop_id', '=', shopId)
      .orderBy('id')
      .execute();
  }

  async tagsExist(shopId: number, ids: readonly number[]): Promise<boolean> {
    if (ids.length === 0) return true;
    const r = await this.db
      .selectFrom('member_tags')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    return Number(r.n) === new Set(ids).size;
  }

  async insertTagInTrx(trx: Executor, shopId: number, name: string, now: number): Promise<number> {
    const { id } = await trx
      .insertInto('member_tags')
      .values({ shop_id: shopId, name, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async insertMemberInTrx(
    trx: Executor,
    row: {
      shop_id: number;
      uname: string;
      mobile: string;
      real_name: string;
      sex: number;
      face: string;
      source: string;
      created_at: number;
    },
  ): Promise<number> {
    const { id } = await trx.insertInto('members').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Holds the shop's row until the transaction ends (a no-op write): two tags of one name
   * cannot pass the name check at once. */
  async lockShopInTrx(trx: Executor, shopId: number): Promise<void> {
    await trx
      .updateTable('shops')
      .set({ id: sql<number>`id` })
      .where('id', '=', shopId)
      .execute();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
