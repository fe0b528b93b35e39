import type { MemberAction, MemberStatus } from '@rxdesk/contract/members/members';
import { defineMachine, type RulesTable } from '../../platform/state/state-machine.ts';

/** The member state machine (README "Members"). There is no status column: the state is read
 * from removed_at (REMOVED, the recycle list) then disabled, and the repository's conditional
 * update compares those two columns. Restoring brings the member back as they were (disabled or
 * not). A removed member keeps their orders; only the list and the pickers stop finding them. */
export interface MemberFacts {
  status: MemberStatus;
  disabled: number;
}

export function memberStatus(m: { disabled: number; removed_at: number | null }): MemberStatus {
  if (m.removed_at !== null) return 'REMOVED';
  return m.disabled === 1 ? 'DISABLED' : 'ACTIVE';
}

export const MEMBER_RULES: RulesTable<MemberFacts, MemberStatus, MemberAction, never> = {
  disable: [{ from: ['ACTIVE'], to: 'DISABLED' }],
  enable: [{ from: ['DISABLED'], to: 'ACTIVE' }],
  remove: [{ from: ['ACTIVE', 'DISABLED'], to: 'REMOVED' }],
  restore: [
    {
      from: ['REMOVED'],
      to: (f) => (f.disabled === 1 ? 'DISABLED' : 'ACTIVE'),
      toText: 'ACTIVE, or DISABLED if it was',
    },
  ],
};

export const MEMBER_MACHINE = defineMachine('member', MEMBER_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.member.wrongStatus',
  wrongStatus: 'error.member.wrongStatus',
});

/** The permission each action's route asks for (rows list the actions the caller holds). */
export const MEMBER_ACTION_PERMISSION: Record<MemberAction, string> = {
  disable: 'member-list',
  enable: 'member-list',
  remove: 'member-list',
  restore: 'member-recycle',
};
