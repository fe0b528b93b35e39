import type { ShopInfo } from '@rxdesk/contract/settings/shop';
import type { ShopSettings, ShopSettingsBody } from '@rxdesk/contract/settings/shop-settings';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { invalidField, notFound } from '../../platform/http/app-error.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { SettingsRepository } from './settings.repository.ts';

const flag = (v: number): 0 | 1 => (v === 1 ? 1 : 0);

/** The shop's own settings (route sw-shop-setting). The closed flag is the platform's: read here,
 * never written (the body schema has no such field). */
export class SettingsService {
  constructor(
    private readonly repo: SettingsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  private async shop(shopId: number) {
    const s = await this.repo.findShop(shopId);
    if (!s) throw notFound();
    return s;
  }

  async shopInfo(shopId: number): Promise<ShopInfo> {
    const s = await this.shop(shopId);
    return {
      shop_id: s.id,
      shop_name: s.shop_name,
      shop_logo: s.shop_logo,
      shop_contact_name: s.contact_name,
      shop_contact_phone: s.contact_phone,
      shop_address: s.address,
      closed: flag(s.closed),
      create_time: s.created_at,
    };
  }

  async closeStatus(shopId: number): Promise<0 | 1> {
    return (await this.shopInfo(shopId)).closed;
  }

  async settings(shopId: number): Promise<ShopSettings> {
    const s = await this.shop(shopId);
    return {
      shop_id: s.id,
      shop_name: s.shop_name,
      shop_logo: s.shop_logo,
      shop_contact_name: s.contact_name,
      shop_contact_phone: s.contact_phone,
      service_phone: s.service_phone,
      description: s.description,
      shop_address: s.address,
      region_id: s.region_id === null ? null : Number(s.region_id),
      location: s.located === 1 ? { lng: Number(s.lng), lat: Number(s.lat) } : null,
      open_time: s.open_time,
      close_time: s.close_time,
      delivery_radius: Number(s.delivery_radius),
      city_delivery_fee: fenToYuan(Number(s.city_delivery_fee)),
      self_pickup: flag(s.self_pickup),
      closed: flag(s.closed),
    };
  }

  async save(auth: AuthContext, b: ShopSettingsBody): Promise<void> {
    if (b.region_id !== null && !(await this.repo.regionExists(b.region_id)))
      throw invalidField('region_id', 'error.shop.regionMissing');
    await this.repo.transaction(async (trx) => {
      const before = await this.repo.findShop(auth.shopId, trx);
      if (!before) throw notFound();
      await this.repo.updateShopInTrx(trx, auth.shopId, {
        shop_name: b.shop_name,
        contact_name: b.shop_contact_name,
        contact_phone: b.shop_contact_phone,
        service_phone: b.service_phone,
        description: b.description,
        address: b.shop_address,
        region_id: b.region_id,
        // Without a point the old coordinates stay (delivery partners need numbers) but are
        // marked as not a map point.
        located: b.location ? 1 : 0,
        ...(b.location ? { lng: b.location.lng, lat: b.location.lat } : {}),
        open_time: b.open_time,
        close_time: b.close_time,
        delivery_radius: b.delivery_radius,
        city_delivery_fee: b.city_delivery_fee,
        self_pickup: b.self_pickup,
        updated_at: this.clock.now(),
      });
      await this.log.write(
        {
          auth,
          action: 'shop.settings.update',
          target: String(auth.shopId),
          detail: {
            shop_name: b.shop_name,
            address: b.shop_address,
            location: b.location,
            hours: `${b.open_time}-${b.close_time}`,
            delivery_radius: b.delivery_radius,
            city_delivery_fee: b.city_delivery_fee,
            self_pickup: b.self_pickup,
            name_changed: before.shop_name !== b.shop_name,
          },
        },
        trx,
      );
    });
  }

  /** PUT seller/shops/logos: only an image this shop uploaded (its bytes were checked to be an
   * image on upload; the address names its hash and format). */
  async setLogo(auth: AuthContext, logo: string): Promise<{ shop_logo: string }> {
    const [, sha256 = '', format = ''] = /\/api\/files\/([0-9a-f]{64})\.(\w+)$/.exec(logo) ?? [];
    if (!(await this.repo.ownsUpload(auth.shopId, sha256, format)))
      throw invalidField('logo', 'error.shop.logoNotOwned');
    await this.repo.transaction(async (trx) => {
      await this.repo.updateShopInTrx(trx, auth.shopId, { shop_logo: logo, updated_at: this.clock.now() });
      await this.log.write(
        { auth, action: 'shop.logo.update', target: String(auth.shopId), detail: { logo } },
        trx,
      );
    });
    return { shop_logo: logo };
  }
}
