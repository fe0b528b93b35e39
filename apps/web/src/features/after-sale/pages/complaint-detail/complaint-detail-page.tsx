import type { ComplaintAction } from '@rxdesk/contract/after-sale/complaints';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { COMPLAINT_LIST_PATH } from '../../../../shared/after-sale/after-sale-links.ts';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { httpStatusOf } from '../../../../shared/http/error-message.ts';
import { useCloseComplaint } from '../../api/close-complaint.ts';
import { useComplaint } from '../../api/get-complaint.ts';
import { useReplyComplaint } from '../../api/reply-complaint.ts';
import { CloseComplaintDialog } from '../../components/complaint-detail/close-complaint-dialog.tsx';
import { ComplaintHeader } from '../../components/complaint-detail/complaint-header.tsx';
import { ComplaintInfo } from '../../components/complaint-detail/complaint-info.tsx';
import { ComplaintMessages } from '../../components/complaint-detail/complaint-messages.tsx';
import { ReplyDialog } from '../../components/complaint-detail/reply-dialog.tsx';
import '../../components/after-sale.css';

/** /order/complaint-detail/:id — the complaint, the order, the deadlines, the conversation, and
 * reply / close as its state allows. */
export function ComplaintDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const navigate = useNavigate();
  const complaint = useComplaint(id);
  const reply = useReplyComplaint();
  const close = useCloseComplaint();
  const [running, setRunning] = useState<{ action: ComplaintAction; open: boolean } | null>(null);
  const hide = () => setRunning((current) => current && { ...current, open: false });
  const done = () => {
    toast.success(t('after-sale.actions.success'));
    hide();
  };
  const frame = {
    onCancel: hide,
    afterClose: () => setRunning((current) => (current && !current.open ? null : current)),
  };

  if (id === 0 || complaint.isError) {
    const missing = id === 0 || httpStatusOf(complaint.error) === 404;
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? t('after-sale.complaints.notFound') : t('after-sale.complaints.loadFailed')}
        extra={[
          !missing && (
            <Button
              key="retry"
              type="primary"
              loading={complaint.isFetching}
              onClick={() => void complaint.refetch()}
            >
              {t('common.retry')}
            </Button>
          ),
          <Button key="back" onClick={() => void navigate(COMPLAINT_LIST_PATH)}>
            {t('after-sale.complaints.back')}
          </Button>,
        ]}
      />
    );
  }
  if (complaint.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  const data = complaint.data;
  return (
    <div className="rx-after-sale-detail">
      <ComplaintHeader complaint={data} onAction={(action) => setRunning({ action, open: true })} />
      <ComplaintInfo complaint={data} />
      <ComplaintMessages complaint={data} />
      {running?.action === 'reply' && (
        <ReplyDialog
          {...frame}
          open={running.open}
          submitting={reply.isPending}
          onSubmit={async (values) => {
            await reply.mutateAsync({ id, body: { content: values.content.trim(), images: [] } });
            done();
          }}
        />
      )}
      {running?.action === 'close' && (
        <CloseComplaintDialog
          {...frame}
          open={running.open}
          submitting={close.isPending}
          onSubmit={async (values) => {
            await close.mutateAsync({ id, body: { remark: (values.remark ?? '').trim() } });
            done();
          }}
        />
      )}
    </div>
  );
}
