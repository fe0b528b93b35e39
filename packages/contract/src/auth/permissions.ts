/** Permission identifiers are route names (§6). This tree mirrors the menu of the areas that are
 * built; the roles screen shows it and the server checks the same names on every endpoint.
 * Add an area here when its screens ship — never before (a feature not built is not in the menu). */
export interface PermissionNode {
  name: string;
  zh: string;
  en: string;
  children?: PermissionNode[];
}

export const PERMISSION_TREE: PermissionNode[] = [
  { name: 'dashboard', zh: '首页', en: 'Dashboard' },
  {
    name: 'goods',
    zh: '商品管理',
    en: 'Goods',
    children: [
      { name: 'goods-list', zh: '商品列表', en: 'Goods list' },
      { name: 'active-list', zh: '待审核商品', en: 'Awaiting review' },
      // Not a screen: the GSP first-sale review (首营审核) — approve or reject in the list above.
      { name: 'goods-review', zh: '首营审核', en: 'First-sale review' },
      { name: 'draft-list', zh: '草稿箱', en: 'Drafts' },
      { name: 'good-publish', zh: '发布商品', en: 'Publish goods' },
      { name: 'good-sku', zh: '商品规格', en: 'Goods SKUs' },
      { name: 'category-list', zh: '店铺分组', en: 'Shop groups' },
      { name: 'tag-list', zh: '商品标签', en: 'Goods tags' },
      { name: 'recycle-station', zh: '回收站', en: 'Recycle station' },
      { name: 'understock-list', zh: '预警库存', en: 'Warning stock' },
      { name: 'expiry-list', zh: '近效期批次', en: 'Near-expiry batches' },
      { name: 'goods-qrcode', zh: '推广码', en: 'Promotion codes' },
      { name: 'supplier-list', zh: '供应商', en: 'Suppliers' },
    ],
  },
  {
    name: 'orders',
    zh: '订单管理',
    en: 'Orders',
    children: [
      { name: 'order-list', zh: '订单列表', en: 'Order list' },
      { name: 'sorder-list', zh: '代发订单', en: 'Drop-ship orders' },
    ],
  },
  {
    name: 'logistics',
    zh: '物流管理',
    en: 'Logistics',
    children: [{ name: 'logistics-manage', zh: '物流管理', en: 'Logistics settings' }],
  },
  {
    name: 'after-sale',
    zh: '售后管理',
    en: 'After-sale',
    children: [
      { name: 'service-list', zh: '售后服务', en: 'After-sale cases' },
      { name: 'refund-list', zh: '退款单', en: 'Refunds' },
      { name: 'complaint-list', zh: '投诉', en: 'Complaints' },
    ],
  },
  {
    name: 'comments',
    zh: '评价管理',
    en: 'Comments',
    children: [{ name: 'goods-comment-list', zh: '商品评价', en: 'Goods comments' }],
  },
  {
    name: 'prescription',
    zh: '处方管理',
    en: 'Prescriptions',
    children: [{ name: 'prescriptionOrderList', zh: '处方订单', en: 'Prescription orders' }],
  },
  {
    name: 'control',
    zh: '限购药品管控',
    en: 'Restricted drugs',
    children: [
      { name: 'controlGoods', zh: '限购商品', en: 'Restricted goods' },
      { name: 'controlSwitch', zh: '管控开关', en: 'Control switch' },
      { name: 'controlOrder', zh: '管控订单', en: 'Control orders' },
      { name: 'controlTemplate', zh: '登记模板', en: 'Registration template' },
    ],
  },
  {
    name: 'members',
    zh: '会员管理',
    en: 'Members',
    children: [
      { name: 'member-list', zh: '会员列表', en: 'Member list' },
      { name: 'member-recycle', zh: '会员回收站', en: 'Member recycle' },
      // Not a screen: see members' full mobiles (each view is written to the operation log).
      { name: 'member-mobile', zh: '查看完整手机号', en: 'View full mobile' },
    ],
  },
  {
    name: 'promotions',
    zh: '促销管理',
    en: 'Promotions',
    children: [
      { name: 'full-cut', zh: '满减满赠', en: 'Full cut' },
      { name: 'single-cut', zh: '单品立减', en: 'Single cut' },
      { name: 'second-half-price', zh: '第二件半价', en: 'Second half price' },
      { name: 'coupon-list', zh: '优惠券', en: 'Coupons' },
      { name: 'gift-manager', zh: '赠品', en: 'Gifts' },
      { name: 'time-limit', zh: '限时抢购', en: 'Time-limited sale' },
      { name: 'group-buy-manager', zh: '团购', en: 'Group buy' },
      { name: 'assemble-manager', zh: '拼团', en: 'Assemble' },
    ],
  },
  {
    // Issue 22's points mall: points goods (and categories), and the points orders with their
    // after-sale cases and refunds — the order, after-sale and refund lists filtered to POINTS.
    name: 'pointsOrder',
    zh: '积分商城',
    en: 'Points mall',
    children: [
      { name: 'points-goods', zh: '积分商品', en: 'Points goods' },
      { name: 'pointsOrder-list', zh: '积分订单', en: 'Points orders' },
      { name: 'point-service-list', zh: '积分售后', en: 'Points after-sale' },
      { name: 'point-refund-list', zh: '积分退款', en: 'Points refunds' },
    ],
  },
  {
    name: 'logs',
    zh: '日志管理',
    en: 'Logs',
    children: [{ name: 'operate-log', zh: '操作日志', en: 'Operation log' }],
  },
  {
    name: 'customer-service',
    zh: '客服',
    en: 'Customer service',
    children: [{ name: 'goods-ask-list', zh: '商品咨询', en: 'Consultations' }],
  },
  {
    name: 'clerks',
    zh: '店员管理',
    en: 'Clerks',
    children: [
      { name: 'clerk-list', zh: '店员列表', en: 'Clerk list' },
      { name: 'role-list', zh: '角色权限', en: 'Roles and permissions' },
    ],
  },
];

function flatten(nodes: PermissionNode[]): string[] {
  return nodes.flatMap((n) => [n.name, ...flatten(n.children ?? [])]);
}

export const ALL_PERMISSIONS: readonly string[] = flatten(PERMISSION_TREE);
