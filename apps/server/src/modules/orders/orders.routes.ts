import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  courierMessageBody,
  entryBody,
  expressCompanies,
  orderAddressBody,
  orderBatchLines,
  orderCounts,
  orderDetail,
  orderExportFile,
  orderExportQuery,
  orderFlow,
  orderListQuery,
  orderLog,
  orderNeighbour,
  orderPrescription,
  orderPriceBody,
  orderPromotion,
  orderSnParams,
  orderSummary,
  pickBody,
  printData,
  printDataQuery,
  printedResult,
  setoutBody,
  updateIsMeituanBody,
  updatePrintInfoBody,
} from '@rxdesk/contract/orders/orders';
import { localeFromHeader } from '@rxdesk/contract/common/locale';
import type { z } from 'zod';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { OrdersService } from './orders.service.ts';
import type { OrderPrescription } from './order-prescription.service.ts';
import type { OrderCommands } from './order-commands.service.ts';
import { sendXlsx } from '../../platform/xlsx/xlsx-download.ts';

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
    const routes = sellerRoutes(deps.guard, ['orders'], 'order-list');
    const { orders, commands } = deps;
    // One order, read by its sn.
    const read = <R extends z.ZodType>(summary: string, response: R) =>
      routes.read({ summary, params: orderSnParams, response: { 200: response } });
    // A command on one order; it answers the order as it is now.
    const act = (summary: string) =>
      routes.act({ summary, params: orderSnParams, response: { 200: orderSummary } });
    const actWith = <B extends z.ZodType>(summary: string, body: B) =>
      routes.act({ summary, params: orderSnParams, body, response: { 200: orderSummary } });

    r.get(
      `${BASE}/count`,
      routes.read({ summary: 'Counts per list tab (and status:<STATUS>)', response: { 200: orderCounts } }),
      (req) => orders.counts(callerOf(req).shopId),
    );
    r.get(
      `${BASE}`,
      routes.read({
        summary: 'Order list, newest first',
        querystring: orderListQuery,
        response: { 200: pageOf(orderSummary) },
      }),
      (req) => orders.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/export`,
      routes.read({
        summary: 'Export the filtered orders as XLSX (streamed)',
        querystring: orderExportQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: orderExportFile },
      }),
      async (req, reply) => {
        const { total, file } = await orders.export(callerOf(req), req.query);
        return sendXlsx(reply, { what: 'orders', now: deps.clock.now(), total, file: file });
      },
    );
    r.get(
      '/seller/express',
      routes.read({ summary: 'Express companies for the ship dialog', response: { 200: expressCompanies } }),
      (req) => orders.expressCompanies(callerOf(req).shopId),
    );
    r.put(
      `${BASE}/updatePrintInfo`,
      routes.act({
        summary: 'Record that the receipt printed (pos_print_status → 1)',
        body: updatePrintInfoBody,
        response: { 200: printedResult },
      }),
      (req) => commands.markPrinted(callerOf(req), req.body.order_sn, req.body.print_name, deps.clock.now()),
    );

    r.get(`${BASE}/:sn`, read('The order', orderSummary), (req) =>
      orders.summary(callerOf(req), req.params.sn),
    );
    r.get(`${BASE}/detail/:sn`, read('The order with lines, amounts, logistics', orderDetail), (req) =>
      orders.detail(callerOf(req), req.params.sn),
    );
    r.get(`${BASE}/prescription/:sn`, read("The order's prescription", orderPrescription), (req) =>
      deps.prescription.of(callerOf(req), req.params.sn, localeFromHeader(req.headers['accept-language'])),
    );
    r.get(`${BASE}/:sn/log`, read('Order log, newest first', orderLog), (req) =>
      orders.log(callerOf(req), req.params.sn),
    );
    r.get(`${BASE}/:sn/flow`, read('Status steps', orderFlow), (req) =>
      orders.flow(callerOf(req), req.params.sn),
    );
    r.get(`${BASE}/:sn/promotion`, read('Discounts applied', orderPromotion), (req) =>
      orders.promotions(callerOf(req), req.params.sn),
    );
    r.get(`${BASE}/:sn/batch-num`, read('Lines with their drug batch numbers', orderBatchLines), (req) =>
      orders.batchNumbers(callerOf(req), req.params.sn),
    );
    r.get(
      `${BASE}/:sn/xin`,
      read('The newer neighbour (previous on the detail page)', orderNeighbour),
      (req) => orders.neighbour(callerOf(req), req.params.sn, 'newer'),
    );
    r.get(`${BASE}/:sn/hou`, read('The older neighbour (next on the detail page)', orderNeighbour), (req) =>
      orders.neighbour(callerOf(req), req.params.sn, 'older'),
    );
    r.get(
      `${BASE}/:sn/print`,
      routes.read({
        summary: 'Receipt print data (§3)',
        params: orderSnParams,
        querystring: printDataQuery,
        response: { 200: printData },
      }),
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
