import { useState } from 'react';
import { saveBlob } from '../download/save-blob.ts';
import { toast } from '../feedback/feedback.ts';
import type { ExportedFile } from './download-export.ts';
import { exportPercent } from './export-progress.ts';
import type { DownloadProgress } from '../http/transport.ts';

export interface ExportState {
  running: boolean;
  /** 0-100 once known; the download streams, so until the end this is an estimate. */
  percent: number;
  loadedBytes: number;
  /** Rows in the last finished export. */
  doneRows?: number;
}

const IDLE: ExportState = { running: false, percent: 0, loadedBytes: 0 };

interface Options {
  /** Runs the download, reporting its progress. */
  run: (onProgress: (event: DownloadProgress) => void) => Promise<ExportedFile>;
  /** Rows the list reports for the same filters (for the progress estimate). */
  expectedRows: number | undefined;
  /** The success toast. */
  doneMessage: (rows: number) => string;
}

/** Exports what a list shows (same filters, all pages), tracks the progress and saves the file.
 * A failure was already reported by the download itself; the state just goes back to idle. */
export function useFileExport({ run, expectedRows, doneMessage }: Options) {
  const [state, setState] = useState<ExportState>(IDLE);

  async function start() {
    if (state.running) return;
    setState({ ...IDLE, running: true });
    try {
      const file = await run((event) =>
        setState((previous) => ({
          ...previous,
          loadedBytes: event.loaded,
          percent: exportPercent(event.loaded, event.total, expectedRows),
        })),
      );
      setState({ running: false, percent: 100, loadedBytes: file.blob.size, doneRows: file.rows });
      saveBlob(file.blob, file.fileName);
      toast.success(doneMessage(file.rows));
    } catch {
      setState(IDLE);
    }
  }

  return { state, start };
}
