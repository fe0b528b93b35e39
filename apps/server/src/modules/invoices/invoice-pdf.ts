import { AppError } from '../../platform/http/app-error.ts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Whether the bytes are a PDF: the type is decided by the content (DESIGN.md §3), never by the
 * file's name or header — a PNG renamed .pdf starts with \x89PNG and is refused. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length > PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

export function requirePdf(bytes: Buffer): void {
  if (!isPdf(bytes)) throw new AppError('VALIDATION', 'error.invoice.notPdf', {}, 'file');
}
