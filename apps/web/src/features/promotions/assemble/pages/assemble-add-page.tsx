import '@rxdesk/contract/promotions/seckill-messages';
import '@rxdesk/contract/promotions/assemble-messages';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailScreen, detailLabels } from '../../../../shared/details/detail-screen.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useAssemble } from '../api/assemble-queries.ts';
import { useSaveAssemble } from '../api/save-assemble.ts';
import { AssembleForm } from '../components/assemble-form.tsx';
import { ASSEMBLE_LIST_PATH } from '../lib/assemble-links.ts';

/** /promotions/assemble-add/{promotion_id?} — adds an assemble, or edits one before it starts
 * (its tab title says which, §2). Saved, it returns to the list. */
export function AssembleAddPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`promotions.assemble.${key}`);
  const navigate = useNavigate();
  const raw = useParams().promotion_id;
  const id = raw === undefined ? null : /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const detail = useAssemble(id === null || id === 0 ? null : id);
  const save = useSaveAssemble();
  const back = () => void navigate(ASSEMBLE_LIST_PATH);
  const form = (d: Parameters<typeof AssembleForm>[0]['detail']) => (
    <Card>
      {d && d.state !== 'NOT_STARTED' ? (
        <Alert type="warning" showIcon message={k('notEditable')} style={{ marginBottom: 16 }} />
      ) : null}
      <AssembleForm
        detail={d}
        submitting={save.isPending}
        onSubmit={async (body) => {
          await save.mutateAsync({ id: d?.id ?? null, body });
          toast.success(k('saved'));
          back();
        }}
        onCancel={back}
      />
    </Card>
  );
  if (id === null) return form(null);
  return (
    <DetailScreen
      query={detail}
      rows={8}
      labels={detailLabels(t, 'promotions.assemble', { back: 'promotions.assemble.cancel' })}
      backTo={ASSEMBLE_LIST_PATH}
      missing={id === 0}
    >
      {(d) => form(d)}
    </DetailScreen>
  );
}
