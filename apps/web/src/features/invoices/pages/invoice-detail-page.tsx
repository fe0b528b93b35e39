// The contract's invoice messages (server refusals, field rules), registered with this lazy page.
import '@rxdesk/contract/invoices/invoice-messages';
import { voidInvoiceBody, type InvoiceDetail } from '@rxdesk/contract/invoices/invoices';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReasonDialog } from '../../../shared/components/dialogs/reason-dialog.tsx';
import { DetailScreen, detailLabels } from '../../../shared/details/detail-screen.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { reportRequestError } from '../../../shared/http/report-error.ts';
import { useDownloadInvoiceFile } from '../api/download-invoice-file.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { useIssueElectronic } from '../api/issue-electronic.ts';
import { useIssuePaper } from '../api/issue-paper.ts';
import { useRedNote } from '../api/red-note.ts';
import { useVoidInvoice } from '../api/void-invoice.ts';
import { InvoiceActionBar, type InvoiceButton } from '../components/invoice-action-bar.tsx';
import { InvoiceHistory } from '../components/invoice-history.tsx';
import { AmountsSection, IssueSection, RequestSection } from '../components/invoice-sections.tsx';
import { InvoiceStatusTags } from '../components/invoice-tags.tsx';
import { IssueElectronicDialog, chosenFile } from '../components/issue-electronic-dialog.tsx';
import { IssuePaperDialog } from '../components/issue-paper-dialog.tsx';
import { RedNoteDialog } from '../components/red-note-dialog.tsx';
import { INVOICE_PATHS } from '../lib/invoice-links.ts';

type Dialog = 'issuePaper' | 'issueElectronic' | 'void' | 'redNote' | null;

/** /settlement/invoice-detail/:sn — one invoice: the request, its amounts as refunds leave them,
 * how it was issued, its history, and the actions its state allows. */
export function InvoiceDetailPage() {
  const { t } = useTranslation();
  const { sn = '' } = useParams();
  const detail = useInvoice(sn);
  return (
    <DetailScreen
      query={detail}
      rows={8}
      labels={detailLabels(t, 'invoices.detail')}
      backTo={INVOICE_PATHS.history}
    >
      {(invoice) => <InvoiceDetailView invoice={invoice} />}
    </DetailScreen>
  );
}

function InvoiceDetailView({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const paper = useIssuePaper();
  const electronic = useIssueElectronic();
  const voiding = useVoidInvoice();
  const noting = useRedNote();
  const download = useDownloadInvoiceFile();
  const close = () => setDialog(null);
  const done = () => {
    toast.success(t('invoices.actions.done'));
    close();
  };
  const id = invoice.id;

  const onAction = (a: InvoiceButton) => {
    if (a === 'download')
      download.mutate({ id, invoiceSn: invoice.invoice_sn }, { onError: reportRequestError });
    else setDialog(a);
  };

  return (
    <Flex vertical gap={16} data-testid="invoice-detail">
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Flex align="center" gap={12}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {invoice.invoice_sn}
            </Typography.Title>
            <InvoiceStatusTags row={invoice} />
          </Flex>
          <InvoiceActionBar invoice={invoice} downloading={download.isPending} onAction={onAction} />
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <RequestSection invoice={invoice} />
            <AmountsSection invoice={invoice} />
            <IssueSection invoice={invoice} />
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <InvoiceHistory rows={invoice.history} />
        </Col>
      </Row>
      <IssuePaperDialog
        open={dialog === 'issuePaper'}
        submitting={paper.isPending}
        onSubmit={(body) => paper.mutateAsync({ id, body }).then(done)}
        onCancel={close}
      />
      <IssueElectronicDialog
        open={dialog === 'issueElectronic'}
        submitting={electronic.isPending}
        onSubmit={(v) =>
          electronic.mutateAsync({ id, invoiceNo: v.invoice_no, file: chosenFile(v) }).then(done)
        }
        onCancel={close}
      />
      <ReasonDialog
        name="invoice-void"
        open={dialog === 'void'}
        title={t('invoices.dialogs.voidTitle')}
        label={t('invoices.dialogs.voidLabel')}
        notice={t('invoices.dialogs.voidNotice')}
        noticeType="warning"
        rule={voidInvoiceBody.shape.reason}
        submitting={voiding.isPending}
        onSubmit={(v) => voiding.mutateAsync({ id, reason: v.reason }).then(done)}
        onCancel={close}
      />
      <RedNoteDialog
        open={dialog === 'redNote'}
        refunded={invoice.refunded}
        submitting={noting.isPending}
        onSubmit={(v) => noting.mutateAsync({ id, redNoteNo: v.red_note_no }).then(done)}
        onCancel={close}
      />
    </Flex>
  );
}
