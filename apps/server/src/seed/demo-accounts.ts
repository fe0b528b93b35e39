/** The demo accounts of DESIGN.md §8 — a contract other tools rely on; keep exactly as written. */
export const DEMO_SHOP_NAME = '演示大药房';
export const SECOND_SHOP_NAME = '康宁大药房';

export const DEMO_ACCOUNTS = [
  { role: 'founder (shop owner)', username: 'admin', password: 'admin123', mobile: '13800000000' },
  {
    role: 'clerk (orders and after-sale only)',
    username: 'clerk',
    password: 'clerk123',
    mobile: '13800000001',
  },
  {
    role: 'pharmacist (audit password audit123)',
    username: 'pharmacist',
    password: 'pharm123',
    mobile: '13800000002',
  },
] as const;

export const PHARMACIST_AUDIT_PASSWORD = 'audit123';
export const SECOND_SHOP_FOUNDER = {
  username: 'kangning',
  password: 'kangning123',
  mobile: '13900000000',
} as const;

/** Clerks handle orders and after-sale only (DESIGN.md §8); route names are the §6 identifiers. */
export const CLERK_PERMISSIONS = [
  'dashboard',
  'order-list',
  'sorder-list',
  'service-list',
  'refund-list',
  'complaint-list',
  // Buyers' reviews (issue 21): answering them is the same customer service as complaints.
  'goods-comment-list',
  'logistics-manage',
  // Customer service (issue 21): the clerk answers buyers' questions (a pharmacist those on Rx drugs).
  'goods-ask-list',
  // Members (issue 21): look a buyer up at the counter; mobiles stay masked.
  'member-list',
];
export const PHARMACIST_PERMISSIONS = [
  'dashboard',
  'prescriptionOrderList',
  'controlOrder',
  // The GSP first-sale review of goods (issue 20): the pharmacist is the shop's quality side.
  'goods-list',
  'active-list',
  'goods-review',
  // Consultations (issue 21): questions on prescription drugs are the pharmacist's to answer.
  'goods-ask-list',
  // Members (issue 21): the patient's history, and the full mobile for medication follow-up calls.
  'member-list',
  'member-mobile',
];

/** Intake API keys (POST /api/open/orders, header X-Api-Key) of the two seeded shops; the demo
 * simulator uses the first. Real shops get random keys. */
export const DEMO_INTAKE_API_KEY = 'rxdesk-demo-intake-key';
export const SECOND_SHOP_INTAKE_API_KEY = 'rxdesk-kangning-intake-key';
