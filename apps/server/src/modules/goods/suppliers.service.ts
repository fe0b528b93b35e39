import type { Page } from '@rxdesk/contract/common/paging';
import type { Supplier, SupplierBody, SupplierListQuery } from '@rxdesk/contract/goods/suppliers';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, invalidField, notFound } from '../../platform/http/app-error.ts';
import type { SuppliersRepository } from './suppliers.repository.ts';

/** The drop-ship suppliers (供应商): list, add, edit, disable and enable. A disabled supplier
 * gets no new sub-orders: order intake leaves its goods to the shop (drop-ship.repository.ts). */
export class SuppliersService {
  constructor(
    private readonly repo: SuppliersRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: SupplierListQuery): Promise<Page<Supplier>> {
    const { rows, total } = await this.repo.page(auth.shopId, q);
    return {
      data: rows.map((r) => ({
        supplier_id: r.id,
        name: r.name,
        contact_name: r.contact_name,
        mobile: r.mobile,
        address: r.address,
        remark: r.remark,
        disabled: r.disabled,
        goods_count: Number(r.goods_count ?? 0),
        create_time: r.created_at,
        update_time: r.updated_at,
      })),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async create(auth: AuthContext, body: SupplierBody): Promise<{ supplier_id: number }> {
    const id = await this.repo.transaction(async (trx) => {
      await this.repo.lockShopInTrx(trx, auth.shopId);
      if (await this.repo.nameTaken(trx, auth.shopId, body.name))
        throw invalidField('name', 'error.supplier.nameTaken', { name: body.name });
      const supplierId = await this.repo.insertInTrx(trx, auth.shopId, body, this.clock.now());
      await this.log.write(
        { auth, action: 'supplier.create', target: body.name, detail: { supplier_id: supplierId } },
        trx,
      );
      return supplierId;
    });
    return { supplier_id: id };
  }

  async update(auth: AuthContext, id: number, body: SupplierBody): Promise<void> {
    await this.repo.transaction(async (trx) => {
      await this.repo.lockShopInTrx(trx, auth.shopId);
      const before = await this.repo.find(auth.shopId, id, trx);
      if (!before) throw notFound();
      if (await this.repo.nameTaken(trx, auth.shopId, body.name, id))
        throw invalidField('name', 'error.supplier.nameTaken', { name: body.name });
      await this.repo.updateInTrx(trx, auth.shopId, id, body, this.clock.now());
      await this.log.write(
        {
          auth,
          action: 'supplier.update',
          target: body.name,
          detail: { supplier_id: id, from: before.name },
          changes: fieldChanges(before, body),
        },
        trx,
      );
    });
  }

  /** Disable (1) or enable (0); already in that state, or changed at the same moment: 409. */
  async setDisabled(auth: AuthContext, id: number, disabled: 0 | 1): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const s = await this.repo.find(auth.shopId, id, trx);
      if (!s) throw notFound();
      if (!(await this.repo.setDisabledInTrx(trx, auth.shopId, id, disabled, this.clock.now())))
        throw conflict();
      await this.log.write(
        {
          auth,
          action: disabled ? 'supplier.disable' : 'supplier.enable',
          target: s.name,
          detail: { supplier_id: id },
        },
        trx,
      );
    });
  }
}
