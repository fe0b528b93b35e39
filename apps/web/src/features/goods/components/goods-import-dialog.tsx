import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../shared/download/save-blob.ts';
import { useApplyGoodsImport } from '../api/apply-goods-import.ts';
import { getGoodsImportErrors } from '../api/get-goods-import-errors.ts';
import { useGoodsImportJob } from '../api/get-goods-import-job.ts';
import { usePostGoodsImport } from '../api/post-goods-import.ts';
import { canApply, isRunning } from '../lib/goods-import-view.ts';
import { GoodsImportJobView } from './goods-import-job-view.tsx';
import { GoodsImportUpload } from './goods-import-upload.tsx';
import './goods-import.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Import goods from the Excel template: download it, drop the filled file, follow the check,
 * read every error by row and column (and download the error report), apply only an error-free
 * file — all of it or nothing. */
export function GoodsImportDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const [reporting, setReporting] = useState(false);
  const upload = usePostGoodsImport();
  const apply = useApplyGoodsImport();
  const job = useGoodsImportJob(jobId).data;
  const done = job?.status === 'DONE';

  // New goods: every goods list and picker shows them (awaiting review).
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: ['goods', 'catalogue'] });
  }, [done, client]);

  const onFile = (file: File) => upload.mutate(file, { onSuccess: ({ job_id }) => setJobId(job_id) });

  async function downloadErrors() {
    if (jobId === null) return;
    setReporting(true);
    try {
      const file = await getGoodsImportErrors(jobId);
      saveBlob(file.blob, file.fileName);
    } catch {
      // The http client has shown why.
    } finally {
      setReporting(false);
    }
  }

  const settled = job !== undefined && !isRunning(job.status);
  const footer = [
    settled && !done && (
      <Button key="again" onClick={() => setJobId(null)}>
        {t('goods.goodsImport.reupload')}
      </Button>
    ),
    settled && job.status !== 'DONE' && job.counts.errors > 0 && (
      <Button
        key="errors"
        icon={<DownloadOutlined aria-hidden />}
        loading={reporting}
        onClick={() => void downloadErrors()}
      >
        {t('goods.goodsImport.downloadErrors')}
      </Button>
    ),
    job && canApply(job) && (
      <Button key="apply" type="primary" loading={apply.isPending} onClick={() => apply.mutate(job.job_id)}>
        {t('goods.goodsImport.apply')}
      </Button>
    ),
    <Button key="close" onClick={onClose}>
      {t('goods.goodsImport.close')}
    </Button>,
  ].filter(Boolean);

  return (
    <Modal
      open={open}
      title={t('goods.goodsImport.title')}
      width={960}
      onCancel={onClose}
      afterClose={() => setJobId(null)}
      footer={footer}
      destroyOnHidden
    >
      {jobId === null ? (
        <GoodsImportUpload uploading={upload.isPending} onFile={onFile} />
      ) : job ? (
        <GoodsImportJobView job={job} />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
