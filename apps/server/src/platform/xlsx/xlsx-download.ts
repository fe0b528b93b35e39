import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { unixToDateString } from '@rxdesk/contract/common/date-format';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a list export as an XLSX download named `<what>-<Shanghai date>.xlsx`, with the row count
 * in `x-export-rows` (the web's export progress reads it) — the one shape of every export route. */
export function sendXlsx(
  reply: FastifyReply,
  download: { what: string; now: number; total: number; file: Readable | Buffer },
): FastifyReply {
  const name = `${download.what}-${unixToDateString(download.now, 'yyyy-MM-dd')}.xlsx`;
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('x-export-rows', String(download.total))
    .header('access-control-expose-headers', 'x-export-rows, content-disposition')
    .send(download.file);
}
