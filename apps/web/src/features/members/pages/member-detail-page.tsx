import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailScreen, detailLabels } from '../../../shared/details/detail-screen.tsx';
import { useMember } from '../api/get-member.ts';
import { MemberDetailTabs } from '../components/member-detail-tabs.tsx';
import { MemberProfileCard } from '../components/member-profile-card.tsx';
import { MEMBER_PATHS } from '../lib/member-links.ts';
// The members' messages (form rules), registered with this lazy chunk rather than the shell.
import '@rxdesk/contract/members/member-messages';

/** /members/member-detail/:member_id — the profile card (masked mobile, reveal for who may),
 * addresses, remark and tags, then the tabs: orders, after-sale cases, prescriptions, points. */
export function MemberDetailPage() {
  const { t } = useTranslation();
  const raw = useParams().member_id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const member = useMember(id);
  return (
    <DetailScreen
      query={member}
      rows={10}
      labels={detailLabels(t, 'members.detail')}
      backTo={MEMBER_PATHS.list}
      missing={id === 0}
    >
      {(m) => (
        <Flex vertical gap={16}>
          <MemberProfileCard member={m} />
          <Card>
            <MemberDetailTabs memberId={m.member_id} />
          </Card>
        </Flex>
      )}
    </DetailScreen>
  );
}
