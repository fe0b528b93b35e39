import type { DraftRow } from '@rxdesk/contract/goods/goods-drafts';
import { defineListTable } from '../../../shared/lists/list-table.tsx';
import { draftColumns, type DraftAction } from './draft-columns.tsx';

/** The drafts; paging is drawn by the surrounding list screen. */
export const DraftTable = defineListTable<DraftRow, DraftAction>({
  label: 'goods.drafts.table',
  rowKey: 'draft_id',
  width: 900,
  columns: draftColumns,
});
