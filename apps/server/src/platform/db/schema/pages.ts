import type { Generated } from 'kysely';

/** Shop pages (店铺装修, issue 24, migration 0039). Composed by ../schema.ts. */
export interface PagesTables {
  shop_themes: ShopThemeTable;
  shop_slides: ShopSlideTable;
  shop_navigations: ShopNavigationTable;
  shop_page_drafts: ShopPageDraftTable;
  shop_page_versions: ShopPageVersionTable;
}

export interface ShopThemeTable {
  shop_id: number;
  /** PC | MOBILE */
  client_type: string;
  theme_code: string;
  updated_at: number;
}

export interface ShopSlideTable {
  id: Generated<number>;
  shop_id: number;
  /** 1..5: the slot the slide holds (the limit of 5 is the unique slot). */
  slot: number;
  /** `/api/files/{sha256}.{ext}`, one of the shop's uploads. */
  image: string;
  /** JSON text-link value {text, opt_type, opt_value}. */
  link: string;
  sort: number;
  show_from: number | null;
  show_until: number | null;
  created_at: number;
  updated_at: number;
}

export interface ShopNavigationTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  link: string;
  sort: number;
  shown: number;
  new_window: number;
  created_at: number;
  updated_at: number;
}

export interface ShopPageDraftTable {
  shop_id: number;
  /** MOBILE_HOME */
  page_type: string;
  /** JSON array of floors (contract pages/mobile-home). */
  floors: string;
  revision: number;
  updated_at: number;
}

export interface ShopPageVersionTable {
  id: Generated<number>;
  shop_id: number;
  page_type: string;
  version_no: number;
  floors: string;
  restored_from: number | null;
  published_by: string;
  published_at: number;
}
