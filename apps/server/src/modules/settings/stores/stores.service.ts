import type { OrganizationNode, Store, StoreBody, StorePharmacist } from '@rxdesk/contract/settings/stores';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, invalidField, notFound } from '../../../platform/http/app-error.ts';
import type { StoresRepository } from './stores.repository.ts';

type StoreRow = Awaited<ReturnType<StoresRepository['stores']>>[number];

const toStore = (r: StoreRow): Store => ({
  id: Number(r.organization_id),
  parent_id: Number(r.parent_id),
  parent_name: r.parent_name,
  name: r.name,
  address: r.address,
  region_id: r.region_id === null ? null : Number(r.region_id),
  location: r.lng === null || r.lat === null ? null : { lng: Number(r.lng), lat: Number(r.lat) },
  phone: r.phone,
  open_time: r.open_time,
  close_time: r.close_time,
  pharmacist_id: r.pharmacist_id === null ? null : Number(r.pharmacist_id),
  pharmacist_name: r.pharmacist_name ?? '',
  order_count: Number(r.order_count ?? 0),
});

/** 门店设置 (route store-setting): the chain's stores as a tree under the shop's root. A store
 * hangs under a group (the root); orders name the store that serves them. */
export class StoresService {
  constructor(
    private readonly repo: StoresRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /** GET admin/systems/organizations/{id}/tree: id 0 is the shop's whole tree; another id one of
   * its nodes with what is under it (another shop's node: 404). */
  async tree(auth: AuthContext, id: number): Promise<OrganizationNode[]> {
    const root = await this.repo.ensureRoot(auth.shopId, this.clock.now());
    const rows = await this.repo.nodes(auth.shopId);
    const start = id === 0 ? Number(root.id) : id;
    if (!rows.some((r) => Number(r.id) === start)) throw notFound();
    const build = (nodeId: number): OrganizationNode => {
      const row = rows.find((r) => Number(r.id) === nodeId)!;
      return {
        id: nodeId,
        name: row.name,
        kind: row.kind === 'store' ? 'store' : 'group',
        children: rows.filter((r) => Number(r.parent_id) === nodeId).map((r) => build(Number(r.id))),
      };
    };
    return [build(start)];
  }

  async list(auth: AuthContext): Promise<Store[]> {
    await this.repo.ensureRoot(auth.shopId, this.clock.now());
    return (await this.repo.stores(auth.shopId)).map(toStore);
  }

  async pharmacists(auth: AuthContext): Promise<StorePharmacist[]> {
    return (await this.repo.pharmacists(auth.shopId)).map((u) => ({
      id: Number(u.id),
      name: u.real_name || u.username,
    }));
  }

  private async check(auth: AuthContext, b: StoreBody): Promise<void> {
    const parent = await this.repo.node(auth.shopId, b.parent_id);
    if (!parent || parent.kind !== 'group') throw invalidField('parent_id', 'error.store.parent');
    if (b.pharmacist_id !== null) {
      const ok = (await this.repo.pharmacists(auth.shopId)).some((u) => Number(u.id) === b.pharmacist_id);
      if (!ok) throw invalidField('pharmacist_id', 'error.store.pharmacist');
    }
  }

  private details(b: StoreBody, now: number) {
    return {
      address: b.address,
      region_id: b.region_id,
      lng: b.location?.lng ?? null,
      lat: b.location?.lat ?? null,
      phone: b.phone,
      open_time: b.open_time,
      close_time: b.close_time,
      pharmacist_id: b.pharmacist_id,
      updated_at: now,
    };
  }

  async create(auth: AuthContext, b: StoreBody): Promise<Store> {
    await this.repo.ensureRoot(auth.shopId, this.clock.now());
    await this.check(auth, b);
    const now = this.clock.now();
    const id = await this.repo.transaction(async (trx) => {
      const id = await this.repo.insertStoreInTrx(
        trx,
        {
          shop_id: auth.shopId,
          parent_id: b.parent_id,
          root_shop_id: null,
          kind: 'store',
          name: b.name,
          created_at: now,
          updated_at: now,
        },
        { shop_id: auth.shopId, ...this.details(b, now), created_at: now },
      );
      await this.log.write(
        { auth, action: 'store.create', target: String(id), detail: { name: b.name, address: b.address } },
        trx,
      );
      return id;
    });
    return this.one(auth, id);
  }

  async update(auth: AuthContext, id: number, b: StoreBody): Promise<Store> {
    // Another shop's store is not there (404) whatever the body says.
    const existing = await this.repo.node(auth.shopId, id);
    if (!existing || existing.kind !== 'store') throw notFound();
    await this.check(auth, b);
    const now = this.clock.now();
    await this.repo.transaction(async (trx) => {
      const ok = await this.repo.updateStoreInTrx(
        trx,
        auth.shopId,
        id,
        { name: b.name, parent_id: b.parent_id, updated_at: now },
        this.details(b, now),
      );
      if (!ok) throw notFound();
      await this.log.write(
        { auth, action: 'store.update', target: String(id), detail: { name: b.name, address: b.address } },
        trx,
      );
    });
    return this.one(auth, id);
  }

  /** A store that served orders stays (the orders name it); 409 says how many. */
  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const store = await this.repo.node(auth.shopId, id, trx);
      if (!store || store.kind !== 'store') throw notFound();
      const count = await this.repo.orderCount(auth.shopId, id, trx);
      if (count > 0) throw new AppError('CONFLICT', 'error.store.hasOrders', { count });
      if (!(await this.repo.deleteStoreInTrx(trx, auth.shopId, id))) throw notFound();
      await this.log.write(
        { auth, action: 'store.delete', target: String(id), detail: { name: store.name } },
        trx,
      );
    });
  }

  private async one(auth: AuthContext, id: number): Promise<Store> {
    const [row] = await this.repo.stores(auth.shopId, id);
    if (!row) throw notFound();
    return toStore(row);
  }
}
