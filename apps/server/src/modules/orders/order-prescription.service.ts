import type { Locale } from '@rxdesk/contract/common/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { PrescriptionRecordsPort } from '../prescription/prescription.module.ts';
import type { OrdersService } from './orders.service.ts';

/** The order detail's prescription panel: the order's hold status from here, the prescription
 * itself (drugs, every audit decision) from the prescription area. */
export class OrderPrescription {
  constructor(
    private readonly orders: OrdersService,
    private readonly records: PrescriptionRecordsPort,
  ) {}

  /** Null prescription and no audits for an order without prescription drugs. */
  async of(auth: AuthContext, sn: string, locale: Locale = 'zh') {
    const o = await this.orders.order(auth, sn);
    const record = await this.records.recordOf(auth.shopId, o.id, locale);
    return {
      sn: o.sn,
      is_prescription: o.is_prescription,
      rx_status: o.rx_status,
      rx_reference: o.rx_reference,
      prescription: record?.prescription ?? null,
      audits: record?.audits ?? [],
    };
  }
}
