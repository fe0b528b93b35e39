import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import {
  INVOICE_PDF_MAX_BYTES,
  invoiceIdParams,
  issueElectronicFields,
  issuePaperBody,
  redNoteBody,
  voidInvoiceBody,
} from '@rxdesk/contract/invoices/invoices';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import { sizeText } from '../../platform/http/single-file.ts';
import type { InvoiceActions } from './invoice-actions.service.ts';
import { INVOICE_BASE } from './invoices.routes.ts';

const noFile = () => new AppError('VALIDATION', 'error.invoice.noFile', {}, 'file');

/** The multipart of …/issue-electronic: the `invoice_no` field and the `file` (read whole, within
 * the limit; the type is checked from its bytes by the service). */
async function readIssueParts(req: FastifyRequest): Promise<{ invoice_no: string; pdf: Buffer }> {
  if (!req.isMultipart()) throw noFile();
  const fields: Record<string, string> = {};
  let pdf: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || pdf) throw noFile();
        pdf = await part.toBuffer();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'VALIDATION',
        'error.invoice.tooLarge',
        { max: sizeText(INVOICE_PDF_MAX_BYTES) },
        'file',
      );
    if (error instanceof AppError) throw error;
    throw noFile();
  }
  if (!pdf || pdf.length === 0) throw noFile();
  const parsed = issueElectronicFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('VALIDATION', issue.message, {}, 'invoice_no');
  }
  return { invoice_no: parsed.data.invoice_no, pdf };
}

/** The seller's invoice actions (invoice-history) and the electronic invoice's PDF. */
export function invoiceActionsRoutes(deps: {
  actions: InvoiceActions;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: INVOICE_PDF_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['invoices'], 'invoice-history');
    const { actions } = deps;
    const action = <B extends z.ZodType>(summary: string, body: B) =>
      act({ summary, params: invoiceIdParams, body, response: { 200: emptyResult } });

    r.post(
      `${INVOICE_BASE}/:id/issue-paper`,
      action(
        'Issue a paper invoice (plain / special VAT): invoice number and its express parcel',
        issuePaperBody,
      ),
      async (req) => {
        await actions.issuePaper(callerOf(req), req.params.id, req.body);
        return {};
      },
    );
    r.post(
      `${INVOICE_BASE}/:id/issue-electronic`,
      act({
        summary:
          'Issue an electronic invoice: multipart `invoice_no` then `file` (a PDF, checked by its bytes)',
        consumes: ['multipart/form-data'],
        params: invoiceIdParams,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await actions.requireOwn(callerOf(req), req.params.id);
        const { invoice_no, pdf } = await readIssueParts(req);
        await actions.issueElectronic(callerOf(req), req.params.id, invoice_no, pdf);
        return {};
      },
    );
    r.post(
      `${INVOICE_BASE}/:id/void`,
      action('Void a pending or issued invoice, with the reason', voidInvoiceBody),
      async (req) => {
        await actions.void(callerOf(req), req.params.id, req.body.reason);
        return {};
      },
    );
    r.post(
      `${INVOICE_BASE}/:id/red-note`,
      action('Record the red-letter note of an issued invoice whose order was refunded', redNoteBody),
      async (req) => {
        await actions.redNote(callerOf(req), req.params.id, req.body.red_note_no);
        return {};
      },
    );
    r.get(
      `${INVOICE_BASE}/:id/file`,
      read({
        summary: "The electronic invoice's PDF (the shop's own invoices only)",
        params: invoiceIdParams,
        produces: ['application/pdf'],
        response: { 200: z.unknown() },
      }),
      async (req, typedReply) => {
        // The body is the file's bytes, not JSON: the reply is used untyped, past the serializer.
        const reply = typedReply as unknown as FastifyReply;
        const file = await actions.file(callerOf(req), req.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('access-control-expose-headers', 'content-disposition')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };
}
