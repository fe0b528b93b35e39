import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { WaybillAccountsTab } from '../waybill-accounts/waybill-accounts-tab.tsx';

/** /logistics/logistics-manage (logistics-manage). Here only the e-waybill accounts tab; the
 * express-company choice and freight templates are other tabs of the same page (merged later). */
export function LogisticsManagePage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Tabs
        items={[
          {
            key: 'waybill-accounts',
            label: t('logistics.tabs.waybillAccounts'),
            children: <WaybillAccountsTab />,
          },
        ]}
      />
    </Card>
  );
}
