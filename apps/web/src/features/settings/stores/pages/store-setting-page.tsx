// The contract's shop settings messages (server refusals, field rules), registered with this lazy page.
import '@rxdesk/contract/settings/shop-settings-messages';
import type { OrganizationNode, Store } from '@rxdesk/contract/settings/stores';
import { Alert, Button, Card, Col, Row, Skeleton, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationTree } from '../../../../shared/components/organization-picker/api/get-organization-tree.ts';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useStores } from '../api/get-stores.ts';
import { useDeleteStore, useSaveStore } from '../api/store-actions.ts';
import { StoreDialog } from '../components/store-dialog.tsx';
import { StoreTable } from '../components/store-table.tsx';

interface TreeItem {
  key: number;
  title: string;
  children: TreeItem[];
}
const treeData = (nodes: OrganizationNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, children: treeData(n.children) }));

/** /setting/store-setting — the chain's stores as an organisation tree (route and permission
 * store-setting): add, edit and delete stores with their address, point, hours and pharmacist. */
export function StoreSettingPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`shopSettings.stores.${key}`);
  const tree = useOrganizationTree();
  const stores = useStores();
  const save = useSaveStore();
  const remove = useDeleteStore();
  // undefined: closed; null: adding; a store: editing it.
  const [editing, setEditing] = useState<Store | null | undefined>(undefined);
  const rootId = tree.data?.[0]?.id;

  if (stores.isError || tree.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('shopSettings.loadFailed')}
        action={
          <Button onClick={() => void Promise.all([stores.refetch(), tree.refetch()])}>
            {t('shopSettings.retry')}
          </Button>
        }
      />
    );
  return (
    <Row gutter={16}>
      <Col xs={24} lg={6}>
        <Card title={k('tree')} size="small">
          {tree.data ? (
            <Tree
              treeData={treeData(tree.data)}
              defaultExpandAll
              selectable={false}
              data-testid="organization-tree"
            />
          ) : (
            <Skeleton active />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <Card
          title={k('title')}
          size="small"
          extra={
            <Button
              type="primary"
              onClick={() => setEditing(null)}
              disabled={rootId === undefined}
              data-testid="store-add"
            >
              {k('add')}
            </Button>
          }
        >
          <StoreTable
            stores={stores.data ?? []}
            loading={stores.isPending}
            onEdit={setEditing}
            onDelete={(s) => remove.mutateAsync(s.id).then(() => toast.success(t('shopSettings.done')))}
          />
        </Card>
      </Col>
      {editing !== undefined && (
        <StoreDialog
          store={editing}
          rootId={rootId}
          open
          submitting={save.isPending}
          onCancel={() => setEditing(undefined)}
          onSubmit={async (body) => {
            await save.mutateAsync({ id: editing?.id ?? null, body });
            toast.success(t('shopSettings.saved'));
            setEditing(undefined);
          }}
        />
      )}
    </Row>
  );
}
