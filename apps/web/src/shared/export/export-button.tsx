import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { SecondaryText } from '../components/secondary-text.tsx';
import type { ExportState } from './use-file-export.ts';
import './export-button.css';

// The bar shows only while a download runs: fetched then, not with every list page.
const Progress = lazy(() => import('antd/es/progress'));

export interface ExportLabels {
  button: string;
  /** Accessible name of the progress bar. */
  title: string;
  running: (size: string) => string;
  done: (rows: number) => string;
}

interface Props {
  state: ExportState;
  onExport: () => void;
  /** Texts in the caller's words and language. */
  labels: ExportLabels;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Export of a filtered list with the download's progress beside the button. */
export function ExportButton({ state, onExport, labels }: Props) {
  return (
    <div className="rx-export">
      <Button icon={<DownloadOutlined aria-hidden />} loading={state.running} onClick={onExport}>
        {labels.button}
      </Button>
      {state.running && (
        <div className="rx-export__progress" role="status" aria-live="polite">
          <Suspense fallback={null}>
            <Progress
              percent={state.percent}
              size="small"
              status="active"
              style={{ width: 160, margin: 0 }}
              aria-label={labels.title}
            />
          </Suspense>
          <SecondaryText>{labels.running(formatSize(state.loadedBytes))}</SecondaryText>
        </div>
      )}
      {!state.running && state.doneRows !== undefined && (
        <SecondaryText role="status" data-testid="export-done">
          {labels.done(state.doneRows)}
        </SecondaryText>
      )}
    </div>
  );
}
