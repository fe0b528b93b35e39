import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  courierMessageBody,
  entryBody,
  expressCompany,
  orderAddressBody,
  orderCounts,
  orderDetail,
  orderFlowStep,
  orderListQuery,
  orderLogEntry,
  orderPriceBody,
  orderSummary,
  pickBody,
  printData,
  setoutBody,
  updateIsMeituanBody,
  updatePrintInfoBody,
} from '@rxdesk/contract/orders/orders';
import { localeFromHeader } from '@rxdesk/contract/common/locale';
import { prescriptionDetail } from '@rxdesk/contract/prescription/prescription';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import type { OrdersService } from './orders.service.ts';
import type { OrderPrescription } from './order-prescription.service.ts';
import type { OrderCommands } from './order-commands.service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 423: apiError };
const snParams = z.object({ sn: z.string().min(1).max(32) });
const BASE = '/seller/trade/orders';

export function ordersRoutes(deps: {
  orders: OrdersService;
  prescription: OrderPrescription;
  commands: OrderCommands;
  guard: AuthGuard;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const opts = { onRequest: deps.guard({ permission: 'order-list' }) };
    const tags = ['orders'];
    const { orders, commands } = deps;
    const read = (summary: string, response: z.ZodType) => ({
      ...opts,
      schema: { tags, summary, params: snParams, response: { 200: response, ...errors } },
    });
    const act = (summary: string) => ({
      ...opts,
      schema: { tags, summary, params: snParams, response: { 200: orderSummary, ...errors } },
    });
    const actWith = <B extends z.ZodType>(summary: string, body: B) => ({
      ...opts,
      schema: { tags, summary, params: snParams, body, response: { 200: orderSummary, ...errors } },
    });

    r.get(
      `${BASE}/count`,
      {
        ...opts,
        schema: {
          tags,
          summary: 'Counts per list tab (and status:<STATUS>)',
          response: { 200: orderCounts, ...errors },
        },
      },
      (req) => orders.counts(callerOf(req).shopId),
    );
    r.get(
      `${BASE}`,
      {
        ...opts,
        schema: {
          tags,
          summary: 'Order list, newest first',
          querystring: orderListQuery,
          response: { 200: pageOf(orderSummary), ...errors },
        },
      },
      (req) => orders.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/export`,
      {
        ...opts,
        schema: {
          tags,
          summary: 'Export the filtered orders as XLSX (streamed)',
          querystring: orderListQuery.omit({ page_no: true, page_size: true, after_sn: true }),
        },
      },
      async (req, reply) => {
        const { total, file } = await orders.export(callerOf(req), req.query);
        const name = `orders-${new Date(deps.clock.now() * 1000).toISOString().slice(0, 10)}.xlsx`;
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('x-export-rows', String(total))
          .header('access-control-expose-headers', 'x-export-rows, content-disposition')
          .send(file);
      },
    );
    r.get(
      '/seller/express',
      {
        ...opts,
        schema: {
          tags,
          summary: 'Express companies for the ship dialog',
          response: { 200: z.array(expressCompany), ...errors },
        },
      },
      () => orders.expressCompanies(),
    );
    r.put(
      `${BASE}/updatePrintInfo`,
      {
        ...opts,
        schema: {
          tags,
          summary: 'Record that the receipt printed (pos_print_status → 1)',
          body: updatePrintInfoBody,
          response: { 200: z.object({ sn: z.string(), pos_print_status: z.string() }), ...errors },
        },
      },
      (req) => commands.markPrinted(callerOf(req), req.body.order_sn, req.body.print_name, deps.clock.now()),
    );

    r.get(`${BASE}/:sn`, read('The order', orderSummary), (req) =>
      orders.summary(callerOf(req), req.params.sn),
    );
    r.get(`${BASE}/detail/:sn`, read('The order with lines, amounts, logistics', orderDetail), (req) =>
      orders.detail(callerOf(req), req.params.sn),
    );
    r.get(
      `${BASE}/prescription/:sn`,
      read(
        "The order's prescription",
        z.object({
          sn: z.string(),
          is_prescription: z.number(),
          rx_status: z.string(),
          rx_reference: z.string(),
          prescription: prescriptionDetail.shape.prescription.omit({ is_overdue: true }).nullable(),
          audits: prescriptionDetail.shape.audits,
        }),
      ),
      (req) =>
        deps.prescription.of(callerOf(req), req.params.sn, localeFromHeader(req.headers['accept-language'])),
    );
    r.get(`${BASE}/:sn/log`, read('Order log, newest first', z.array(orderLogEntry)), (req) =>
      orders.log(callerOf(req), req.params.sn),
    );
    r.get(`${BASE}/:sn/flow`, read('Status steps', z.array(orderFlowStep)), (req) =>
      orders.flow(callerOf(req), req.params.sn),
    );
    r.get(
      `${BASE}/:sn/promotion`,
      read(
        'Discounts applied',
        z.object({ discount_price: z.number(), adjust_price: z.number(), promotions: z.array(z.string()) }),
      ),
      (req) => orders.promotions(callerOf(req), req.params.sn),
    );
    r.get(
      `${BASE}/:sn/batch-num`,
      read(
        'Lines with their drug batch numbers',
        z.array(
          z.object({
            item_id: z.number(),
            goods_name: z.string(),
            specs: z.string(),
            num: z.number(),
            is_prescription: z.number(),
            batch_numbers: z.array(z.string()),
          }),
        ),
      ),
      (req) => orders.batchNumbers(callerOf(req), req.params.sn),
    );
    r.get(
      `${BASE}/:sn/xin`,
      read('The newer neighbour (previous on the detail page)', z.object({ sn: z.string() })),
      (req) => orders.neighbour(callerOf(req), req.params.sn, 'newer'),
    );
    r.get(
      `${BASE}/:sn/hou`,
      read('The older neighbour (next on the detail page)', z.object({ sn: z.string() })),
      (req) => orders.neighbour(callerOf(req), req.params.sn, 'older'),
    );
    r.get(
      `${BASE}/:sn/print`,
      {
        ...opts,
        schema: {
          tags,
          summary: 'Receipt print data (§3)',
          params: snParams,
          querystring: z.object({ print_name: z.string().max(100).default('') }),
          response: { 200: printData, ...errors },
        },
      },
      (req) => orders.printData(callerOf(req), req.params.sn, req.query.print_name),
    );

    r.post(`${BASE}/:sn/pay`, act('Confirm payment received'), (req) =>
      commands.pay(callerOf(req), req.params.sn),
    );
    r.put(
      `${BASE}/:sn/price`,
      actWith('Change the order total (unpaid orders, not above the original)', orderPriceBody),
      (req) => commands.changePrice(callerOf(req), req.params.sn, req.body.order_price),
    );
    r.put(
      `${BASE}/:sn/address`,
      actWith('Change the delivery address (before shipping)', orderAddressBody),
      (req) => commands.changeAddress(callerOf(req), req.params.sn, req.body),
    );
    r.put(`${BASE}/:sn/updateIsMeituan`, actWith('Mark for Meituan delivery', updateIsMeituanBody), (req) =>
      commands.setIsMeituan(callerOf(req), req.params.sn, req.body.is_meituan),
    );
    r.post(`${BASE}/:sn/setout`, actWith('Ship by express with batch numbers', setoutBody), (req) =>
      commands.setout(callerOf(req), req.params.sn, req.body),
    );
    r.post(`${BASE}/:sn/delivery`, act("Same-city delivery by the shop's own staff"), (req) =>
      commands.delivery(callerOf(req), req.params.sn),
    );
    r.post(`${BASE}/:sn/rog`, act('Confirm receipt'), (req) => commands.rog(callerOf(req), req.params.sn));
    r.post(`${BASE}/:sn/pick`, actWith('Self pick-up with the 6-digit code', pickBody), (req) =>
      commands.pick(callerOf(req), req.params.sn, req.body.pickcode),
    );
    r.post(
      `${BASE}/:sn/auth-cancel`,
      act("Approve the buyer's cancel request (restock, refund when paid)"),
      (req) => commands.authCancel(callerOf(req), req.params.sn),
    );
    r.post(`${BASE}/:sn/orderAgain`, act('Re-submit an order whose entry failed'), (req) =>
      commands.orderAgain(callerOf(req), req.params.sn),
    );
    r.post(
      `${BASE}/:sn/entry`,
      actWith('Store entry result: ENTERED, or FAILED with a reason (→ INTODB_ERROR)', entryBody),
      (req) => commands.enter(callerOf(req), req.params.sn, req.body.result, req.body.reason),
    );
    r.put(`${BASE}/:sn/updateCourierMessage`, actWith('Note for the courier', courierMessageBody), (req) =>
      commands.courierMessage(callerOf(req), req.params.sn, req.body.courier_message),
    );
  };
}
