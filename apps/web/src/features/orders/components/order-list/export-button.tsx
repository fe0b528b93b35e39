import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ExportState {
  running: boolean;
  /** 0-100 once known; the download streams, so until the end this is an estimate. */
  percent: number;
  loadedBytes: number;
  /** Rows in the last finished export. */
  doneRows?: number;
}

interface Props {
  state: ExportState;
  onExport: () => void;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Export of the filtered list with the download's progress beside the button. */
export function ExportButton({ state, onExport }: Props) {
  const { t } = useTranslation();
  return (
    <div className="rx-orders__export">
      <Button icon={<DownloadOutlined aria-hidden />} loading={state.running} onClick={onExport}>
        {t('orders.export.button')}
      </Button>
      {state.running && (
        <div className="rx-orders__export-progress" role="status" aria-live="polite">
          <Progress
            percent={state.percent}
            size="small"
            status="active"
            style={{ width: 160, margin: 0 }}
            aria-label={t('orders.export.title')}
          />
          <Typography.Text type="secondary">
            {t('orders.export.running', { size: formatSize(state.loadedBytes) })}
          </Typography.Text>
        </div>
      )}
      {!state.running && state.doneRows !== undefined && (
        <Typography.Text type="secondary" role="status" data-testid="export-done">
          {t('orders.export.done', { rows: state.doneRows })}
        </Typography.Text>
      )}
    </div>
  );
}
