// Registers the area's contract messages (form rules, server refusals) with translateMessage.
import '@rxdesk/contract/settings/qualification-messages';
import {
  LICENCE_KIND_LABELS,
  QUALIFICATION_KINDS,
  type LicenceRecord,
  type QualificationKind,
} from '@rxdesk/contract/settings/qualifications';
import { Alert, Button, Card, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../shared/components/dialogs/confirm-dialog.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useExpiryAlerts } from '../../../../shared/qualifications/expiry-alerts.ts';
import { readUser } from '../../../../shared/session/session-storage.ts';
import { useDeleteLicence } from '../api/delete-licence.ts';
import { useQualifications } from '../api/get-qualifications.ts';
import { useYyzz } from '../api/get-yyzz.ts';
import { useSaveQualification } from '../api/save-qualification.ts';
import { useSaveYyzz } from '../api/save-yyzz.ts';
import { LicenceFormDialog } from '../components/licence-form-dialog.tsx';
import { addBody, licenceBody, type LicenceFormValues } from '../components/licence-form-values.ts';
import { LicenceHistoryDrawer } from '../components/licence-history-drawer.tsx';
import { LicenceTable } from '../components/licence-table.tsx';
import { YyzzCard } from '../components/yyzz-card.tsx';

type Editing = { yyzz: boolean; record: LicenceRecord | null };

/** /setting/zz-gl — 资质管理: the business licence and the pharmacy's licences, with their scans,
 * standing, history, and the warning when prescription drugs cannot be put on sale. */
export function QualificationsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [shopId] = useState(() => readUser()?.shop_id ?? 0);
  const [kind, setKind] = useState<QualificationKind | undefined>();
  const [paging, setPaging] = useState({ page_no: 1, page_size: 10 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<LicenceRecord | null>(null);
  const [history, setHistory] = useState<LicenceRecord | null>(null);
  const yyzz = useYyzz(shopId);
  const list = useQualifications(shopId, { ...paging, ...(kind ? { kind } : {}) });
  const alerts = useExpiryAlerts();
  const saveYyzz = useSaveYyzz();
  const saveQualification = useSaveQualification();
  const remove = useDeleteLicence();

  const edit = (e: Editing) => {
    setEditing(e);
    setOpen(true);
  };
  async function submit(v: LicenceFormValues) {
    if (!editing) return;
    const { yyzz: isYyzz, record } = editing;
    if (isYyzz)
      await saveYyzz.mutateAsync({ shopId, id: record?.id ?? null, body: licenceBody(v, record?.version) });
    else if (record)
      await saveQualification.mutateAsync({ shopId, id: record.id, body: licenceBody(v, record.version) });
    else await saveQualification.mutateAsync({ shopId, id: null, body: addBody(v) });
    toast.success(t(record ? 'qualifications.saved' : 'qualifications.added'));
    setOpen(false);
  }

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="qualifications-page">
      {alerts.data?.rx_sale_blocked === 1 && (
        <Alert type="error" showIcon title={t('qualifications.rxBlocked')} data-testid="rx-blocked" />
      )}
      <YyzzCard
        query={yyzz}
        onAdd={() => edit({ yyzz: true, record: null })}
        onEdit={(r) => edit({ yyzz: true, record: r })}
        onDelete={setDeleting}
        onHistory={setHistory}
      />
      <Card
        title={t('qualifications.list.title')}
        extra={
          <Space>
            <Select
              allowClear
              style={{ width: 240 }}
              placeholder={t('qualifications.list.allKinds')}
              aria-label={t('qualifications.list.kindFilter')}
              value={kind}
              onChange={(k: QualificationKind | undefined) => {
                setKind(k);
                setPaging((p) => ({ ...p, page_no: 1 }));
              }}
              options={QUALIFICATION_KINDS.map((k) => ({ value: k, label: LICENCE_KIND_LABELS[k][lang] }))}
            />
            <Button
              type="primary"
              data-testid="licence-add"
              onClick={() => edit({ yyzz: false, record: null })}
            >
              {t('qualifications.list.add')}
            </Button>
          </Space>
        }
      >
        <LicenceTable
          query={list}
          onPage={(page_no, page_size) => setPaging({ page_no, page_size })}
          onEdit={(r) => edit({ yyzz: false, record: r })}
          onDelete={setDeleting}
          onHistory={setHistory}
        />
      </Card>
      {editing && (
        <LicenceFormDialog
          key={`${editing.yyzz}-${editing.record?.id ?? 'new'}`}
          yyzz={editing.yyzz}
          record={editing.record}
          open={open}
          submitting={saveYyzz.isPending || saveQualification.isPending}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
          afterClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('qualifications.deleteTitle')}
        content={
          deleting
            ? t('qualifications.confirmDelete', {
                name: LICENCE_KIND_LABELS[deleting.kind][lang],
                number: deleting.number,
              })
            : ''
        }
        submitting={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { id: deleting.id, yyzz: deleting.kind === 'YYZZ' },
            {
              onSuccess: () => {
                toast.success(t('qualifications.deleted'));
                setDeleting(null);
              },
              // The refusal was shown as a toast; the refetched page shows what is there now.
              onError: () => setDeleting(null),
            },
          );
        }}
        onCancel={() => setDeleting(null)}
        afterClose={() => undefined}
      />
      <LicenceHistoryDrawer record={history} onClose={() => setHistory(null)} />
    </Space>
  );
}
