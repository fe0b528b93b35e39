import type { MemberAction } from '@rxdesk/contract/members/members';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { useMemberAction } from '../api/member-action.ts';

/** Asks before a member's state changes (confirm), then applies it. */
export function useConfirmedMemberAction() {
  const { t } = useTranslation();
  const { mutateAsync } = useMemberAction();
  return useCallback(
    (m: { member_id: number; real_name: string; uname: string }, action: MemberAction) =>
      void openModal('confirm', {
        title: t(`members.actions.${action}Title`),
        content: t(`members.actions.${action}Confirm`, { name: m.real_name || m.uname }),
        okText: t(`members.actions.${action}`),
        okButtonProps: { danger: action === 'remove' || action === 'disable' },
        cancelText: t('members.actions.cancel'),
        onOk: async () => {
          try {
            await mutateAsync({ id: m.member_id, action });
            toast.success(t('members.actions.done'));
          } catch {
            // Not silent: the client has shown the server's reason.
          }
        },
      }),
    [mutateAsync, t],
  );
}
