import type { AfterSaleRow } from '@rxdesk/contract/after-sale/after-sale';
import { pointServiceDetailHref } from '../../../../shared/after-sale/after-sale-links.ts';
import { defineListTable } from '../../../../shared/lists/list-table.tsx';
import { caseColumns } from './case-columns.tsx';

/** The cases; paging is drawn by the surrounding table layout. */
export const CaseTable = defineListTable<AfterSaleRow>({
  label: 'after-sale.list.table',
  rowKey: 'service_sn',
  width: 1280,
  columns: (t, lang) => caseColumns(t, lang),
});

/** The points mall's cases (issue 22): the same columns, opening the points mall's detail. */
export const PointCaseTable = defineListTable<AfterSaleRow>({
  label: 'after-sale.list.table',
  rowKey: 'service_sn',
  width: 1280,
  columns: (t, lang) => caseColumns(t, lang, pointServiceDetailHref),
});
