import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_ROWS } from '@rxdesk/contract/goods/goods-import';
import { Button, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../shared/download/save-blob.ts';
import { toast } from '../../../shared/feedback/feedback.ts';
import { getGoodsImportTemplate } from '../api/get-goods-import-template.ts';

/** The server's default limit (GOODS_IMPORT_MAX_BYTES); it refuses a larger file whatever this says. */
const MAX_MB = 5;

interface Props {
  uploading: boolean;
  onFile: (file: File) => void;
}

/** Step one of the import: the template to fill, and the drop zone for the filled file. */
export function GoodsImportUpload({ uploading, onFile }: Props) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  async function downloadTemplate() {
    setDownloading(true);
    try {
      const file = await getGoodsImportTemplate();
      saveBlob(file.blob, file.fileName);
    } catch {
      // The http client has shown why.
    } finally {
      setDownloading(false);
    }
  }

  const beforeUpload = (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) toast.error(t('goods.goodsImport.notXlsx'));
    else if (file.size > MAX_MB * 1024 * 1024) toast.error(t('goods.goodsImport.tooLarge', { size: MAX_MB }));
    else onFile(file);
    // Never antd's own upload: the file goes through the http client (session, errors).
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="rx-goods-import__upload">
      <Typography.Paragraph type="secondary">{t('goods.goodsImport.templateHint')}</Typography.Paragraph>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={downloading}
        onClick={() => void downloadTemplate()}
      >
        {t('goods.goodsImport.template')}
      </Button>
      <Spin spinning={uploading} description={t('goods.goodsImport.uploading')}>
        <Upload.Dragger
          name="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          beforeUpload={beforeUpload}
          disabled={uploading}
          data-testid="goods-import-drop"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('goods.goodsImport.drop')}</p>
          <p className="ant-upload-hint">
            {t('goods.goodsImport.dropHint', { size: MAX_MB, rows: IMPORT_MAX_ROWS })}
          </p>
        </Upload.Dragger>
      </Spin>
    </div>
  );
}
