import { UserOutlined } from '@ant-design/icons';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Avatar, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StoredUser } from '../../../shared/session/session-storage.ts';

/** Today in the shop's time zone (Asia/Shanghai), whatever the browser's zone is. */
function todayInShanghai(language: string): { date: string; weekday: string } {
  const now = Date.now();
  const weekday = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'zh-CN', {
    weekday: 'long',
    timeZone: 'Asia/Shanghai',
  }).format(now);
  return { date: unixToDateString(now / 1000, 'yyyy-MM-dd'), weekday };
}

/** Who is signed in, and the date the shop is working on. */
export function UserCard({ user }: { user: StoredUser }) {
  const { t, i18n } = useTranslation();
  const today = todayInShanghai(i18n.language);
  return (
    <Card className="rx-dashboard__card">
      <div className="rx-dashboard__shop-head">
        <Avatar size={64} src={user.face || undefined} icon={<UserOutlined />} alt="" />
        <div>
          <h2 className="rx-dashboard__shop-name">{user.username}</h2>
          <span className="rx-dashboard__muted">{user.role_name}</span>
        </div>
      </div>
      <Descriptions column={1} size="small" title={t('dashboard.currentUser')}>
        <Descriptions.Item label={t('dashboard.username')}>{user.username}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.role')}>{user.role_name || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.organization')}>
          {user.organization_name || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('dashboard.today')}>
          <time dateTime={today.date}>
            {today.date} {today.weekday}
          </time>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
