import type { ExpressChoice } from '@rxdesk/contract/logistics/express';
import { Alert, Button, Flex, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { useExpressChoices } from '../api/get-express-choices.ts';
import { useSetExpressChoice } from '../api/set-express-choice.ts';

/** 快递公司: the maintained list with the shop's choice. Turning one on is immediate; turning one
 * off asks first (the ship dialog stops offering it). */
export function ExpressTab() {
  const { t } = useTranslation();
  const list = useExpressChoices();
  const set = useSetExpressChoice();

  const change = (c: ExpressChoice, chosen: boolean) => {
    const run = () =>
      set
        .mutateAsync({ code: c.code, chosen })
        .then(() => toast.success(t(chosen ? 'logistics.express.opened' : 'logistics.express.closed', c)))
        .catch(() => undefined);
    if (chosen) return void run();
    void openModal('confirm', {
      title: t('logistics.express.closeTitle'),
      content: t('logistics.express.closeConfirm', { name: c.name }),
      okButtonProps: { danger: true },
      okText: t('logistics.express.close'),
      cancelText: t('common.cancel'),
      onOk: run,
    });
  };

  const columns: ColumnsType<ExpressChoice> = [
    { key: 'name', dataIndex: 'name', title: t('logistics.express.columns.name') },
    { key: 'code', dataIndex: 'code', title: t('logistics.express.columns.code'), width: 120 },
    {
      key: 'waybill',
      title: t('logistics.express.columns.waybill'),
      width: 120,
      render: (_, c) =>
        c.waybill ? (
          <Tag color="blue">{t('logistics.express.waybillYes')}</Tag>
        ) : (
          <Tag>{t('logistics.express.waybillNo')}</Tag>
        ),
    },
    {
      key: 'chosen',
      title: t('logistics.express.columns.chosen'),
      width: 100,
      render: (_, c) => (
        <Switch
          checked={c.chosen}
          loading={set.isPending && set.variables?.code === c.code}
          onChange={(on) => change(c, on)}
          data-testid={`express-switch-${c.code}`}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="express-tab">
      <Typography.Text type="secondary">{t('logistics.express.hint')}</Typography.Text>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          message={t('logistics.loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('logistics.retry')}
            </Button>
          }
        />
      )}
      <Table<ExpressChoice>
        rowKey="code"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('logistics.express.empty') }}
        pagination={false}
        data-testid="express-table"
      />
    </Flex>
  );
}
