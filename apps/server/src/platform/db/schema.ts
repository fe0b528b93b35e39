import type { PlatformTables } from './schema/platform.ts';
import type { AuthTables } from './schema/auth.ts';
import type { ClerksTables } from './schema/clerks.ts';
import type { GoodsTables } from './schema/goods.ts';
import type { MembersTables } from './schema/members.ts';
import type { RegionsTables } from './schema/regions.ts';
import type { OrdersTables } from './schema/orders.ts';
import type { AfterSaleTables } from './schema/after-sale.ts';
import type { PrescriptionTables } from './schema/prescription.ts';
import type { DrugControlTables } from './schema/drug-control.ts';
import type { UploadsTables } from './schema/uploads.ts';
import type { GoodsImportTables } from './schema/goods-import.ts';
import type { ConsultationsTables } from './schema/consultations.ts';
import type { CommentsTables } from './schema/comments.ts';
import type { PointsTables } from './schema/points.ts';
import type { PromotionsTables } from './schema/promotions.ts';
import type { CouponsTables } from './schema/coupons.ts';
import type { GiftsTables } from './schema/gifts.ts';
import type { AssembleTables } from './schema/assemble.ts';
import type { InvoicesTables } from './schema/invoices.ts';
import type { LogisticsTables } from './schema/logistics.ts';
import type { SettlementTables } from './schema/settlement.ts';
import type { WaybillsTables } from './schema/waybills.ts';
import type { StatisticsEventsTables } from './schema/statistics-events.ts';
import type { StatisticsTables } from './schema/statistics.ts';

/** Table types for Kysely, one file per area under schema/ (each lists its tables), composed
 * here. Money columns are integer fen, times are unix seconds, flags are 0/1 integers so that
 * SQLite and PostgreSQL read back the same values. */
export interface Database
  extends
    PlatformTables,
    AuthTables,
    ClerksTables,
    GoodsTables,
    MembersTables,
    RegionsTables,
    OrdersTables,
    AfterSaleTables,
    PrescriptionTables,
    DrugControlTables,
    UploadsTables,
    GoodsImportTables,
    ConsultationsTables,
    CommentsTables,
    PromotionsTables,
    CouponsTables,
    GiftsTables,
    PointsTables,
    AssembleTables,
    InvoicesTables,
    LogisticsTables,
    SettlementTables,
    WaybillsTables,
    StatisticsEventsTables,
    StatisticsTables {}

// Row types are imported from here (one place to look); each is defined in its area's file.
export type * from './schema/platform.ts';
export type * from './schema/auth.ts';
export type * from './schema/clerks.ts';
export type * from './schema/goods.ts';
export type * from './schema/members.ts';
export type * from './schema/regions.ts';
export type * from './schema/orders.ts';
export type * from './schema/after-sale.ts';
export type * from './schema/prescription.ts';
export type * from './schema/drug-control.ts';
export type * from './schema/uploads.ts';
export type * from './schema/goods-import.ts';
export type * from './schema/consultations.ts';
export type * from './schema/comments.ts';
export type * from './schema/promotions.ts';
export type * from './schema/coupons.ts';
export type * from './schema/gifts.ts';
export type * from './schema/points.ts';
export type * from './schema/assemble.ts';
export type * from './schema/invoices.ts';
export type * from './schema/logistics.ts';
export type * from './schema/settlement.ts';
export type * from './schema/waybills.ts';
export type * from './schema/statistics-events.ts';
export type * from './schema/statistics.ts';
