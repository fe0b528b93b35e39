import {
  IMPORT_COLUMNS,
  IMPORT_ERRORS_SHOWN,
  type ImportError,
  type ImportJob,
} from '@rxdesk/contract/goods/goods-import';
import { Alert, Progress, Result, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { errorCells, parsePercent } from '../lib/goods-import-view.ts';

type PreviewRow = ImportJob['preview'][number];

function ErrorTable({ errors }: { errors: ImportError[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<ImportError> = [
    { title: t('goods.goodsImport.errorColumns.row'), dataIndex: 'row', width: 72 },
    { title: t('goods.goodsImport.errorColumns.column'), dataIndex: 'column', width: 120 },
    { title: t('goods.goodsImport.errorColumns.message'), dataIndex: 'message' },
  ];
  return (
    <Table<ImportError>
      size="small"
      rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
      columns={columns}
      dataSource={errors}
      pagination={{ pageSize: 8, showSizeChanger: false, hideOnSinglePage: true }}
      data-testid="goods-import-errors"
    />
  );
}

/** The first rows as read, every template column, the cells an error names in red. */
function PreviewTable({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const marked = errorCells(job);
  const columns: ColumnsType<PreviewRow> = [
    { title: t('goods.goodsImport.rowColumn'), dataIndex: 'row', width: 64, fixed: 'start' },
    ...IMPORT_COLUMNS.map((c) => ({
      title: c.header,
      key: c.key,
      width: Math.max(90, c.width * 7),
      ellipsis: true,
      onCell: (r: PreviewRow) => ({
        className: marked.has(`${r.row}:${c.header}`) ? 'rx-goods-import__cell--error' : undefined,
      }),
      render: (_: unknown, r: PreviewRow) => r.values[c.key] ?? '',
    })),
  ];
  return (
    <Table<PreviewRow>
      size="small"
      rowKey="row"
      columns={columns}
      dataSource={job.preview}
      pagination={false}
      scroll={{ x: 'max-content', y: 240 }}
      rowClassName={(r) => (marked.has(`${r.row}:`) ? 'rx-goods-import__row--error' : '')}
      data-testid="goods-import-preview"
    />
  );
}

/** Where an import job is: checking (progress), its preview with every error by row and column,
 * writing, done or failed. */
export function GoodsImportJobView({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const counts = t('goods.goodsImport.counts', job.counts);
  if (job.status === 'PARSING') {
    const percent = parsePercent(job);
    return (
      <div role="status" aria-live="polite" className="rx-goods-import__progress">
        <Progress percent={percent ?? 0} status="active" aria-label={t('goods.goodsImport.progress')} />
        <Typography.Text type="secondary">
          {percent === undefined
            ? t('goods.goodsImport.reading', { done: job.progress.done })
            : t('goods.goodsImport.checking', job.progress)}
        </Typography.Text>
      </div>
    );
  }
  if (job.status === 'APPLYING')
    return (
      <div role="status" aria-live="polite" className="rx-goods-import__progress">
        <Progress
          percent={100}
          status="active"
          showInfo={false}
          aria-label={t('goods.goodsImport.progress')}
        />
        <Typography.Text type="secondary">{t('goods.goodsImport.applying')}</Typography.Text>
      </div>
    );
  if (job.status === 'DONE')
    return (
      <Result status="success" title={t('goods.goodsImport.done', job.counts)} subTitle={job.file_name} />
    );
  if (job.status === 'FAILED')
    return (
      <Alert
        type="error"
        showIcon
        title={t('goods.goodsImport.failed')}
        description={job.failure}
        role="alert"
      />
    );
  const errors = job.counts.errors;
  return (
    <div className="rx-goods-import__preview">
      <Alert
        type={errors ? 'error' : 'success'}
        showIcon
        role={errors ? 'alert' : 'status'}
        title={errors ? t('goods.goodsImport.errorsTitle', { count: errors }) : t('goods.goodsImport.clean')}
        description={
          errors > IMPORT_ERRORS_SHOWN
            ? `${counts} ${t('goods.goodsImport.errorsMore', { shown: IMPORT_ERRORS_SHOWN })}`
            : counts
        }
      />
      {errors > 0 && <ErrorTable errors={job.errors} />}
      <Typography.Title level={5}>
        {t('goods.goodsImport.preview', { count: job.preview.length })}
      </Typography.Title>
      <PreviewTable job={job} />
    </div>
  );
}
