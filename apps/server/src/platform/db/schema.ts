import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PrescriptionTables } from './schema-prescriptions.ts';
import type { AfterSaleTables } from './after-sale-schema.ts';

/** Table types for Kysely. Money columns are integer fen, times are unix seconds, flags are 0/1
 * integers so that SQLite and PostgreSQL read back the same values. */
export interface Database extends PrescriptionTables, AfterSaleTables {
  shops: ShopTable;
  roles: RoleTable;
  users: UserTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  operation_logs: OperationLogTable;
  login_attempts: LoginAttemptTable;
  categories: CategoryTable;
  goods: GoodsTable;
  members: MemberTable;
  captchas: CaptchaTable;
  verification_codes: VerificationCodeTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_logs: OrderLogTable;
  order_flows: OrderFlowTable;
  order_counters: OrderCounterTable;
  order_serials: OrderSerialTable;
  idempotency_keys: IdempotencyKeyTable;
  refunds: RefundTable;
  express_companies: ExpressCompanyTable;
  regions: RegionTable;
  suppliers: SupplierTable;
  supplier_orders: SupplierOrderTable;
  supplier_order_items: SupplierOrderItemTable;
  supplier_order_logs: SupplierOrderLogTable;
}

/** SPEC §3 Region: the official division code as id (2, 4, 6, 9 digits by grade); parent_id 0
 * for a province. Reference data filled by migration 0007, the same for every shop. */
export interface RegionTable {
  id: number;
  parent_id: number;
  local_name: string;
  /** 1 province, 2 city, 3 district / county, 4 town / street */
  region_grade: number;
  sort: number;
}

export interface ShopTable {
  id: Generated<number>;
  shop_name: string;
  shop_logo: string;
  contact_name: string;
  contact_phone: string;
  address: string;
  closed: number;
  /** SHA-256 of the intake API key (POST /api/open/orders); null: intake disabled. */
  api_key_hash: string | null;
  lat: number;
  lng: number;
  created_at: number;
  updated_at: number;
}

export interface RoleTable {
  id: Generated<number>;
  shop_id: number;
  role_name: string;
  /** JSON array of permission identifiers (route names). */
  permissions: string;
  created_at: number;
  updated_at: number;
}

export interface UserTable {
  id: Generated<number>;
  shop_id: number;
  username: string;
  mobile: string;
  real_name: string;
  face: string;
  password_hash: string;
  /** argon2id of a second password; when set, account login needs the challenge step. */
  challenge_hash: string | null;
  audit_password_hash: string | null;
  /** 0 for founders (they see everything), else a row of roles. */
  role_id: number;
  founder: number;
  pharmacist: number;
  /** 1 enabled, 0 disabled */
  enabled: number;
  /** Pharmacist working hours as minutes after Shanghai midnight. */
  work_start_minute: number;
  work_end_minute: number;
  login_count: number;
  last_login_at: number | null;
  /** WeCom (企业微信) user id bound to this account, for code login. */
  wecom_userid: string | null;
  /** The receipt printer this seller chose (CLodop printer name); '' none. */
  print_name: string;
  created_at: number;
  updated_at: number;
}

/** One sign-in: the family of rotating refresh tokens and the access tokens minted from it. */
export interface SessionTable {
  id: string;
  user_id: number;
  shop_id: number;
  created_at: number;
  expires_at: number;
  ended_at: number | null;
  /** logout | displaced | reuse | disabled | password */
  end_reason: string | null;
  ip: string;
  user_agent: string;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  session_id: string;
  token_hash: string;
  created_at: number;
  /** When it was exchanged for a newer token; later presentations beyond the grace window are reuse. */
  rotated_at: number | null;
}

export interface OperationLogTable {
  id: Generated<number>;
  shop_id: number | null;
  user_id: number | null;
  username: string;
  role: string;
  action: string;
  target: string;
  detail: string;
  ip: string;
  created_at: number;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  /** 'user:<name>' or 'ip:<addr>' or 'sms:<mobile>' … */
  bucket: string;
  created_at: number;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number;
  name: string;
  /** '0|3|12|' — ancestors then self, as §3 category_path. */
  category_path: string;
  sort: number;
}

export interface GoodsTable {
  id: Generated<number>;
  shop_id: number;
  category_id: number;
  goods_code: string;
  goods_name: string;
  common_name: string;
  specs: string;
  dosage_form: string;
  manufacturer: string;
  approval_number: string;
  storage: string;
  /** OTC_A | OTC_B | RX | HEALTH | DEVICE */
  drug_type: string;
  is_prescription: number;
  price: number;
  stock: number;
  unit: string;
  thumbnail: string;
  market_enable: number;
  is_auth: number;
  /** Art. 8 category barred from online sale (NARCOTIC, VACCINE …) or NONE; migration 0010. */
  regulatory_class: Generated<string>;
  /** Drop-ship: the supplier that ships these goods for the shop; null = the shop ships them. */
  supplier_id: number | null;
  /** What the shop settles to the supplier per unit (fen). */
  supply_price: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface MemberTable {
  id: Generated<number>;
  shop_id: number;
  uname: string;
  mobile: string;
  real_name: string;
  sex: number;
  face: string;
  created_at: number;
}

export type Shop = Selectable<ShopTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Role = Selectable<RoleTable>;
export type Session = Selectable<SessionTable>;

export interface CaptchaTable {
  /** '<type>:<client uuid>' */
  id: string;
  answer_hash: string;
  expires_at: number;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  mobile: string;
  scene: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  consumed_at: number | null;
  ip: string;
}

export interface OrderTable {
  id: Generated<number>;
  shop_id: number;
  sn: string;
  member_id: number | null;
  order_source: string;
  shipping_type: string;
  payment_type: string;
  status: string;
  status_before: string | null;
  paid: number;
  service_status: string;
  entry_status: number;
  entry_error: string;
  is_erp: number;
  pos_print_status: string;
  is_meituan: number;
  is_prescription: number;
  rx_status: string;
  rx_reference: string;
  goods_price: number;
  shipping_price: number;
  discount_price: number;
  adjust_price: number;
  order_price: number;
  paid_amount: number;
  goods_num: number;
  goods_names: string;
  consignee_name: string;
  consignee_mobile: string;
  region_ids: string;
  region_names: string;
  address: string;
  lat: number;
  lng: number;
  remark: string;
  pickcode: string;
  serial_number: number;
  serial_day: string;
  express_code: string;
  express_name: string;
  waybill_no: string;
  courier_message: string;
  delivery_partner: string;
  delivery_status: string;
  delivery_order_id: string;
  delivery_fee: number;
  rider_name: string;
  rider_phone: string;
  print_name: string;
  printed_at: number | null;
  promotions: string;
  cancel_requested: number;
  cancel_reason: string;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  updated_at: number;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  goods_code: string;
  goods_name: string;
  common_name: string;
  specs: string;
  dosage_form: string;
  manufacturer: string;
  storage: string;
  unit: string;
  is_prescription: number;
  price: number;
  num: number;
  subtotal: number;
  /** JSON array of drug batch numbers recorded at shipping (traceability). */
  batch_numbers: string;
}

export interface OrderLogTable {
  id: Generated<number>;
  order_id: number;
  op_name: string;
  action: string;
  message: string;
  created_at: number;
}

export interface OrderFlowTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  created_at: number;
}

export interface OrderCounterTable {
  shop_id: number;
  status: string;
  shipping_type: string;
  n: number;
}

export interface OrderSerialTable {
  shop_id: number;
  day: string;
  last: number;
}

export interface IdempotencyKeyTable {
  shop_id: number;
  scope: string;
  key: string;
  request_hash: string;
  /** running | done */
  state: string;
  status_code: number | null;
  response: string | null;
  created_at: number;
}

export interface RefundTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  refund_sn: string;
  /** CANCEL | AFTER_SALE */
  source: string;
  amount: number;
  /** ORIGINAL (back through the payment provider) | OFFLINE */
  method: string;
  /** PENDING | PROCESSING | SUCCESS | FAILED */
  status: string;
  note: string;
  created_at: number;
  updated_at: number;
  /** The after-sale case it pays (migration 0008); null for a cancelled order's refund. */
  after_sale_id: Generated<number | null>;
  provider_refund_id: Generated<string>;
  attempts: Generated<number>;
  last_error: Generated<string>;
  submitted_at: Generated<number | null>;
  next_retry_at: Generated<number | null>;
  callback_at: Generated<number | null>;
  refunded_at: Generated<number | null>;
}

export interface ExpressCompanyTable {
  code: string;
  name: string;
  sort: number;
}

/** A shop's contracted supplier (drop-ship, migration 0006). */
export interface SupplierTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  contact_name: string;
  mobile: string;
  address: string;
  created_at: number;
  updated_at: number;
}

/** The lines of one order that one supplier ships (README "Drop-ship sub-orders"). */
export interface SupplierOrderTable {
  id: Generated<number>;
  ssid: string;
  shop_id: number;
  order_id: number;
  order_sn: string;
  supplier_id: number;
  /** WAIT_SUPPLIER_ACCEPT | ACCEPTED | SHIPPED | RECEIVED | CANCELLED | REJECTED */
  status: string;
  goods_num: number;
  goods_names: string;
  goods_amount: number;
  settle_amount: number;
  express_code: string;
  express_name: string;
  waybill_no: string;
  reject_reason: string;
  cancel_reason: string;
  remind_count: number;
  reminded_at: number | null;
  created_at: number;
  accepted_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  cancelled_at: number | null;
  rejected_at: number | null;
  updated_at: number;
}

export interface SupplierOrderItemTable {
  id: Generated<number>;
  supplier_order_id: number;
  order_item_id: number;
  goods_id: number;
  goods_code: string;
  goods_name: string;
  specs: string;
  unit: string;
  num: number;
  price: number;
  supply_price: number;
  settle_subtotal: number;
}

export interface SupplierOrderLogTable {
  id: Generated<number>;
  supplier_order_id: number;
  op_name: string;
  action: string;
  message: string;
  created_at: number;
}

export type Order = Selectable<OrderTable>;
export type OrderItem = Selectable<OrderItemTable>;
