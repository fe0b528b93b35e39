import * as m0001 from './0001-platform.ts';
import * as m0002 from './0002-sign-in-modes.ts';
import * as m0003 from './0003-orders.ts';
import * as m0004 from './0004-store-printer.ts';
import * as m0005 from './0005-order-tab-indexes.ts';
import * as m0006 from './0006-drop-ship.ts';
import * as m0007 from './0007-regions.ts';
import * as m0008 from './0008-after-sales.ts';
import * as m0010 from './0010-prescriptions.ts';
import * as m0011 from './0011-cod-paid.ts';
import * as m0012 from './0012-uploads.ts';
import * as m0013 from './0013-goods-catalogue.ts';
import * as m0014 from './0014-goods-search.ts';
import * as m0015 from './0015-goods-import-jobs.ts';
import * as m0016 from './0016-standard-goods.ts';
import * as m0017 from './0017-goods-counters.ts';
import * as m0018 from './0018-members.ts';
import * as m0019 from './0019-comments.ts';
import * as m0020 from './0020-consultations.ts';
import * as m0021 from './0021-operation-log.ts';
import * as m0022 from './0022-promotions.ts';
import * as m0024 from './0024-coupons.ts';
import * as m0025 from './0025-points-mall.ts';
import * as m0026 from './0026-points-goods.ts';
import * as m0027 from './0027-order-types.ts';
import * as m0028 from './0028-assemble.ts';
import * as m0029 from './0029-gifts.ts';
import * as m0030 from './0030-express-choice.ts';
import * as m0031 from './0031-freight-templates.ts';
import * as m0033 from './0033-invoices.ts';
import * as m0034 from './0034-settlement.ts';
import * as m0035 from './0035-waybills.ts';
import * as m0036 from './0036-shop-settings.ts';
import * as m0037 from './0037-qualifications.ts';
import * as m0038 from './0038-api-keys.ts';
import * as m0039 from './0039-shop-pages.ts';
import * as m0040 from './0040-statistics-rollups.ts';
import * as m0041 from './0041-statistics-events.ts';
import * as m0042 from './0042-statistics-revisions.ts';
import * as m0043 from './0043-goods-live-index.ts';
import * as m0044 from './0044-goods-list-revisions.ts';

/** Ordered by name; never edit a migration that has shipped — add the next one. */
export const migrations = {
  '0001-platform': m0001,
  '0002-sign-in-modes': m0002,
  '0003-orders': m0003,
  '0004-store-printer': m0004,
  '0005-order-tab-indexes': m0005,
  '0006-drop-ship': m0006,
  '0007-regions': m0007,
  '0008-after-sales': m0008,
  '0010-prescriptions': m0010,
  '0011-cod-paid': m0011,
  '0012-uploads': m0012,
  '0013-goods-catalogue': m0013,
  '0014-goods-search': m0014,
  '0015-goods-import-jobs': m0015,
  '0016-standard-goods': m0016,
  '0017-goods-counters': m0017,
  '0018-members': m0018,
  '0019-comments': m0019,
  '0020-consultations': m0020,
  '0021-operation-log': m0021,
  '0022-promotions': m0022,
  '0024-coupons': m0024,
  '0025-points-mall': m0025,
  '0026-points-goods': m0026,
  '0027-order-types': m0027,
  '0028-assemble': m0028,
  '0029-gifts': m0029,
  '0030-express-choice': m0030,
  '0031-freight-templates': m0031,
  '0033-invoices': m0033,
  '0034-settlement': m0034,
  '0035-waybills': m0035,
  '0036-shop-settings': m0036,
  '0037-qualifications': m0037,
  '0038-api-keys': m0038,
  '0039-shop-pages': m0039,
  '0040-statistics-rollups': m0040,
  '0041-statistics-events': m0041,
  '0042-statistics-revisions': m0042,
  '0043-goods-live-index': m0043,
  '0044-goods-list-revisions': m0044,
};
