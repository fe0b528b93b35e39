// The contract's logistics messages (server refusals, field rules), registered with this lazy page.
import '@rxdesk/contract/logistics/logistics-messages';
import { Card, Tabs } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpressTab } from '../components/express-tab.tsx';
import { FreightTemplatesTab } from '../components/freight-templates-tab.tsx';
import { WaybillAccountsTab } from '../waybill-accounts/waybill-accounts-tab.tsx';

/** The page's tabs, in order: one entry each. */
const TABS: { key: string; labelKey: string; Content: ComponentType }[] = [
  { key: 'express', labelKey: 'logistics.tabs.express', Content: ExpressTab },
  { key: 'templates', labelKey: 'logistics.tabs.templates', Content: FreightTemplatesTab },
  { key: 'waybill-accounts', labelKey: 'logistics.tabs.waybillAccounts', Content: WaybillAccountsTab },
];

/** /logistics-manage — 物流设置: the express companies the shop uses, its freight templates and
 * its electronic-waybill accounts. */
export function LogisticsManagePage() {
  const { t } = useTranslation();
  return (
    <Card size="small" data-testid="logistics-manage-page">
      <Tabs
        destroyOnHidden
        items={TABS.map(({ key, labelKey, Content }) => ({
          key,
          label: <span data-testid={`logistics-tab-${key}`}>{t(labelKey)}</span>,
          children: <Content />,
        }))}
      />
    </Card>
  );
}
