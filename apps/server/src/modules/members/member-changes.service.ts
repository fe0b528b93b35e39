import type { MemberAction } from '@rxdesk/contract/members/members';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, invalidField, notFound } from '../../platform/http/app-error.ts';
import { isRefusal } from '../../platform/state/state-machine.ts';
import { MEMBER_MACHINE, memberStatus } from './member-state-machine.ts';
import type { MembersRepository } from './members.repository.ts';

/** Staff's changes to a member: the state machine (disable, enable, remove to the recycle list,
 * restore), the remark and the tags. Each is one transaction with its operation-log row; a state
 * change is a conditional update on the state read, so of two identical requests one wins and
 * the other is 409 with nothing changed. */
export class MemberChanges {
  constructor(
    private readonly repo: MembersRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async apply(auth: AuthContext, id: number, action: MemberAction): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const m = await this.repo.find(auth.shopId, id, trx);
      if (!m) throw notFound();
      const from = memberStatus(m);
      const d = MEMBER_MACHINE.decide({ status: from, disabled: m.disabled }, action);
      if (isRefusal(d)) throw conflict(d.refused, d.params);
      const patch =
        action === 'disable' || action === 'enable'
          ? { disabled: action === 'disable' ? 1 : 0 }
          : action === 'remove'
            ? { removed_at: this.clock.now(), removed_by: auth.username }
            : { removed_at: null, removed_by: '' };
      const seen = { disabled: m.disabled, removed: m.removed_at !== null };
      if (!(await this.repo.changeStateInTrx(trx, auth.shopId, id, seen, patch))) throw conflict();
      await this.log.write(
        {
          auth,
          action: `member.${action}`,
          target: String(id),
          detail: { uname: m.uname },
          changes: { status: { from, to: d.to } },
        },
        trx,
      );
    });
  }

  async setRemark(auth: AuthContext, id: number, remark: string): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const m = await this.repo.find(auth.shopId, id, trx);
      if (!m) throw notFound();
      await this.repo.setRemarkInTrx(trx, auth.shopId, id, remark);
      await this.log.write(
        {
          auth,
          action: 'member.remark.update',
          target: String(id),
          detail: { uname: m.uname },
          changes: fieldChanges({ remark: m.remark }, { remark }),
        },
        trx,
      );
    });
  }

  async setProfile(auth: AuthContext, id: number, body: { real_name: string; sex: number }): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const m = await this.repo.find(auth.shopId, id, trx);
      if (!m) throw notFound();
      await this.repo.setProfileInTrx(trx, auth.shopId, id, body);
      await this.log.write(
        {
          auth,
          action: 'member.profile.update',
          target: String(id),
          detail: { uname: m.uname },
          changes: fieldChanges({ real_name: m.real_name, sex: m.sex }, body),
        },
        trx,
      );
    });
  }

  async setTags(auth: AuthContext, id: number, tagIds: readonly number[]): Promise<void> {
    const ids = [...new Set(tagIds)];
    if (!(await this.repo.tagsExist(auth.shopId, ids)))
      throw invalidField('tag_ids', 'error.member.tagUnknown');
    await this.repo.transaction(async (trx) => {
      const m = await this.repo.find(auth.shopId, id, trx);
      if (!m) throw notFound();
      const before = (await this.repo.tagsOf([id], trx)).map((t) => t.id);
      await this.repo.setTagsInTrx(trx, id, ids);
      await this.log.write(
        {
          auth,
          action: 'member.tags.update',
          target: String(id),
          detail: { uname: m.uname },
          changes: fieldChanges({ tag_ids: before }, { tag_ids: ids }),
        },
        trx,
      );
    });
  }

  async createTag(auth: AuthContext, name: string): Promise<{ tag_id: number }> {
    const tagId = await this.repo.transaction(async (trx) => {
      await this.repo.lockShopInTrx(trx, auth.shopId);
      if ((await this.repo.tags(auth.shopId, trx)).some((t) => t.name === name))
        throw invalidField('name', 'error.member.tagTaken', { name });
      const newId = await this.repo.insertTagInTrx(trx, auth.shopId, name, this.clock.now());
      await this.log.write(
        { auth, action: 'member.tag.create', target: String(newId), detail: { name } },
        trx,
      );
      return newId;
    });
    return { tag_id: tagId };
  }
}
