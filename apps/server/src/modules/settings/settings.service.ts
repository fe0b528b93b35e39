import type { ShopInfo } from '@rxdesk/contract/settings/shop';
import { notFound } from '../../platform/http/app-error.ts';
import type { SettingsRepository } from './settings.repository.ts';

export class SettingsService {
  constructor(private readonly repo: SettingsRepository) {}

  async shopInfo(shopId: number): Promise<ShopInfo> {
    const s = await this.repo.findShop(shopId);
    if (!s) throw notFound();
    return {
      shop_id: s.id,
      shop_name: s.shop_name,
      shop_logo: s.shop_logo,
      shop_contact_name: s.contact_name,
      shop_contact_phone: s.contact_phone,
      shop_address: s.address,
      closed: s.closed === 1 ? 1 : 0,
      create_time: s.created_at,
    };
  }

  async closeStatus(shopId: number): Promise<0 | 1> {
    return (await this.shopInfo(shopId)).closed;
  }
}
