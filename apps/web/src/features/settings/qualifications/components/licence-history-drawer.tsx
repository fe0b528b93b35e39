import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { LICENCE_KIND_LABELS, type LicenceRecord } from '@rxdesk/contract/settings/qualifications';
import { Button, Descriptions, Drawer, Empty, Result, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLicenceHistory } from '../api/get-licence-history.ts';
import { validityText } from './licence-status-tag.tsx';

const ACTION_COLOR = { ADD: 'green', UPDATE: 'blue', DELETE: 'red' } as const;

/** Every change of one licence (add, update, delete), oldest first, each with who, when and the
 * record as it stood after it — what an inspector asks to see. */
export function LicenceHistoryDrawer({
  record,
  onClose,
}: {
  record: LicenceRecord | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const history = useLicenceHistory(record?.id ?? null);
  const name = record ? LICENCE_KIND_LABELS[record.kind][lang] : '';
  return (
    <Drawer
      open={record !== null}
      onClose={onClose}
      size={520}
      title={t('qualifications.historyTitle', { name })}
    >
      <div data-testid="licence-history">
        {history.isPending ? (
          <Skeleton active />
        ) : history.isError ? (
          <Result
            status="warning"
            title={t('qualifications.list.loadFailed')}
            extra={<Button onClick={() => void history.refetch()}>{t('qualifications.list.retry')}</Button>}
          />
        ) : history.data.length === 0 ? (
          <Empty description={t('qualifications.historyEmpty')} />
        ) : (
          <Timeline
            items={history.data.map((h) => ({
              key: h.id,
              color: ACTION_COLOR[h.action],
              content: (
                <div data-testid="licence-history-row">
                  <Tag color={ACTION_COLOR[h.action]}>{t(`qualifications.action.${h.action}`)}</Tag>
                  <Typography.Text type="secondary">
                    {unixToDateString(h.created_at)} · {h.actor_name}
                  </Typography.Text>
                  <Descriptions
                    size="small"
                    column={1}
                    style={{ marginTop: 8 }}
                    items={[
                      { key: 'n', label: t('qualifications.field.number'), children: h.snapshot.number },
                      { key: 'i', label: t('qualifications.field.issuer'), children: h.snapshot.issuer },
                      {
                        key: 'v',
                        label: t('qualifications.field.validity'),
                        children: validityText(h.snapshot, t('qualifications.status.permanent')),
                      },
                      ...(h.snapshot.quality_officer
                        ? [
                            {
                              key: 'q',
                              label: t('qualifications.field.quality_officer'),
                              children: h.snapshot.quality_officer,
                            },
                          ]
                        : []),
                      ...(h.snapshot.legal_person
                        ? [
                            {
                              key: 'l',
                              label: t('qualifications.field.legal_person'),
                              children: h.snapshot.legal_person,
                            },
                          ]
                        : []),
                      {
                        key: 'c',
                        label: t('qualifications.field.images'),
                        children: String(h.snapshot.images.length),
                      },
                    ]}
                  />
                </div>
              ),
            }))}
          />
        )}
      </div>
    </Drawer>
  );
}
