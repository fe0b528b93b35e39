import type { ComplaintAction } from '@rxdesk/contract/after-sale/complaints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { COMPLAINT_LIST_PATH } from '../../../../shared/after-sale/after-sale-links.ts';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { DetailScreen, detailLabels } from '../../../../shared/details/detail-screen.tsx';
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

  return (
    <DetailScreen
      query={complaint}
      missing={id === 0}
      rows={8}
      labels={detailLabels(t, 'after-sale.complaints')}
      backTo={COMPLAINT_LIST_PATH}
    >
      {(data) => (
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
      )}
    </DetailScreen>
  );
}
