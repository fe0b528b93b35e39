import { UploadOutlined } from '@ant-design/icons';
import type { GoodsListQuery } from '@rxdesk/contract/goods/catalogue';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button.tsx';
import { useFileExport } from '../../../shared/export/use-file-export.ts';
import { useHasPermission } from '../../../shared/permissions/permissions-context.ts';
import { useExportGoods } from '../api/export-goods.ts';

// The dialog (tables, upload, progress) is fetched when it is first opened.
const GoodsImportDialog = lazy(async () => ({
  default: (await import('./goods-import-dialog.tsx')).GoodsImportDialog,
}));

interface Props {
  /** The list's filters without paging: the export follows them. */
  query: Partial<Omit<GoodsListQuery, 'page_no' | 'page_size'>>;
  /** Goods the list counts for the same filters (the export's progress estimate). */
  total?: number;
}

/** The goods list toolbar's bulk work: import from the Excel template (for who may publish goods)
 * and the export of what the list shows. */
export function GoodsBulkButtons({ query, total }: Props) {
  const { t } = useTranslation();
  const may = useHasPermission();
  const [importing, setImporting] = useState(false);
  const [opened, setOpened] = useState(false);
  const mutation = useExportGoods();
  const exporter = useFileExport({
    run: (onProgress) => mutation.mutateAsync({ query, onProgress }),
    expectedRows: total,
    doneMessage: (rows) => t('goods.goodsExport.done', { rows }),
  });
  return (
    <Space wrap>
      {may('good-publish') && (
        <Button
          icon={<UploadOutlined aria-hidden />}
          onClick={() => {
            setOpened(true);
            setImporting(true);
          }}
        >
          {t('goods.goodsImport.button')}
        </Button>
      )}
      <ExportButton
        state={exporter.state}
        onExport={() => void exporter.start()}
        labels={{
          button: t('goods.goodsExport.button'),
          title: t('goods.goodsExport.title'),
          running: (size) => t('goods.goodsExport.running', { size }),
          done: (rows) => t('goods.goodsExport.done', { rows }),
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <GoodsImportDialog open={importing} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </Space>
  );
}
