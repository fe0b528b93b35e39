import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { MemberDetail } from '@rxdesk/contract/members/members';
import { Avatar, Button, Card, Descriptions, Empty, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useRevealMemberMobile } from '../api/reveal-member-mobile.ts';
import { MemberRemarkDialog, MemberTagsDialog } from './member-edit-dialogs.tsx';
import { statusTag } from './member-table.tsx';

const time = (t: number | null) => (t === null ? '—' : unixToDateString(t, 'yyyy-MM-dd hh:mm'));

/** The member's profile: figures, masked mobile with the reveal button (shown only to who may:
 * founder or member-mobile; the server logs each view), tags and remark with their editors. */
export function MemberProfileCard({ member: m }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const reveal = useRevealMemberMobile();
  const [mobile, setMobile] = useState<string | null>(null);
  const [editing, setEditing] = useState<'remark' | 'tags' | null>(null);
  const showMobile = async () => {
    try {
      setMobile((await reveal.mutateAsync(m.member_id)).mobile);
      toast.info(t('members.detail.revealed'));
    } catch {
      // The client has shown the reason.
    }
  };
  return (
    <Card
      title={
        <Space>
          <Avatar src={m.face || undefined}>{(m.real_name || m.uname).slice(0, 1)}</Avatar>
          <span>{m.real_name || m.uname}</span>
          {statusTag(t, m)}
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
        <Descriptions.Item label={t('members.detail.memberId')}>{m.member_id}</Descriptions.Item>
        <Descriptions.Item label={t('members.detail.uname')}>{m.uname}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.realName')}>{m.real_name || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.mobile')}>
          <Space>
            <span data-testid="member-mobile">{mobile ?? m.mobile}</span>
            {m.can_view_mobile && mobile === null && (
              <Button
                size="small"
                type="link"
                icon={<EyeOutlined aria-hidden />}
                loading={reveal.isPending}
                onClick={() => void showMobile()}
              >
                {t('members.detail.revealMobile')}
              </Button>
            )}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('members.columns.sex')}>{t(`members.sex.${m.sex}`)}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.source')}>
          {t(`members.source.${m.source}`, { defaultValue: m.source })}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.columns.created')}>{time(m.create_time)}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.orders')}>{m.order_count}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.amount')}>{m.order_amount.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t('members.columns.lastOrder')}>
          {time(m.last_order_time)}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.columns.points')}>{m.points}</Descriptions.Item>
        <Descriptions.Item label={t('members.detail.tags')}>
          <Space wrap size={4}>
            {m.tags.length
              ? m.tags.map((x) => <Tag key={x.tag_id}>{x.name}</Tag>)
              : t('members.detail.noTags')}
            <Button
              size="small"
              type="link"
              icon={<EditOutlined aria-hidden />}
              onClick={() => setEditing('tags')}
            >
              {t('members.detail.editTags')}
            </Button>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('members.detail.remark')} span={3}>
          <Space align="start">
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
              data-testid="member-remark"
            >
              {m.remark || t('members.detail.noRemark')}
            </Typography.Paragraph>
            <Button
              size="small"
              type="link"
              icon={<EditOutlined aria-hidden />}
              onClick={() => setEditing('remark')}
            >
              {t('members.detail.editRemark')}
            </Button>
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('members.detail.addresses')}</Typography.Title>
      {m.addresses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.detail.noAddresses')} />
      ) : (
        <List
          size="small"
          dataSource={m.addresses}
          renderItem={(a) => (
            <List.Item>
              <Space wrap>
                <span>{a.name}</span>
                <span>{a.mobile}</span>
                <span>
                  {a.region_names} {a.address}
                </span>
                {a.is_default === 1 && <Tag color="blue">{t('members.detail.default')}</Tag>}
              </Space>
            </List.Item>
          )}
        />
      )}
      <MemberRemarkDialog member={m} open={editing === 'remark'} onClose={() => setEditing(null)} />
      <MemberTagsDialog member={m} open={editing === 'tags'} onClose={() => setEditing(null)} />
    </Card>
  );
}
