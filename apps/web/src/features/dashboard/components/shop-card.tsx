import { ShopOutlined } from '@ant-design/icons';
import type { ShopInfo } from '@rxdesk/contract/settings/shop';
import { Avatar, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPermission } from '../../../shared/permissions/permissions-context.ts';
import { GRADE_APPLICATION_PATH } from '../../../shared/settings/settings-links.ts';

/** The shop's identity and contact details, as the seller sees them on arrival. */
export function ShopCard({ shop, refreshing }: { shop: ShopInfo; refreshing: boolean }) {
  const { t } = useTranslation();
  const can = useHasPermission();
  return (
    <Card className="rx-dashboard__card" aria-busy={refreshing}>
      <div className="rx-dashboard__shop-head">
        <Avatar
          shape="square"
          size={64}
          src={shop.shop_logo || undefined}
          icon={<ShopOutlined />}
          alt={shop.shop_logo ? shop.shop_name : t('dashboard.noLogo')}
        />
        <div>
          <h2 className="rx-dashboard__shop-name">{shop.shop_name}</h2>
          <Tag color={shop.closed === 1 ? 'red' : 'green'}>
            {shop.closed === 1 ? t('dashboard.closed') : t('dashboard.open')}
          </Tag>
        </div>
      </div>
      <Descriptions column={1} size="small" title={t('dashboard.shop')}>
        <Descriptions.Item label={t('dashboard.contactName')}>
          {shop.shop_contact_name || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('dashboard.contactPhone')}>
          {shop.shop_contact_phone || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('dashboard.address')}>{shop.shop_address || '—'}</Descriptions.Item>
      </Descriptions>
      {can('grade-application') && (
        <Link to={GRADE_APPLICATION_PATH} data-testid="grade-application-link">
          {t('settings.route.gradeApplication')}
        </Link>
      )}
    </Card>
  );
}
