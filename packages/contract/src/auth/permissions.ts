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
    // Issue 23: the express companies the shop uses, freight templates (and electronic waybills).
    name: 'logistics',
    zh: '物流管理',
    en: 'Logistics',
    children: [{ name: 'logistics-manage', zh: '物流设置', en: 'Logistics settings' }],
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
    // Issue 23: the settlement bills, and the invoices (§2: settlement › invoice history).
    name: 'settlement',
    zh: '结算管理',
    en: 'Settlement',
    children: [
      { name: 'settlement-list', zh: '结算单', en: 'Settlement bills' },
      { name: 'invoice-history', zh: '发票管理', en: 'Invoices' },
    ],
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
  {
    // Issue 24: shop decoration — PC and mobile themes, slides, navigation, the mobile home page.
    name: 'shop',
    zh: '店铺装修',
    en: 'Shop pages',
    children: [
      { name: 'pc-theme', zh: 'PC端主题', en: 'PC themes' },
      { name: 'mobile-theme', zh: '移动端主题', en: 'Mobile themes' },
      { name: 'shop-slide', zh: '幻灯片', en: 'Slides' },
      { name: 'shop-nav', zh: '导航栏', en: 'Navigation' },
      { name: 'mobile-home', zh: '移动端首页', en: 'Mobile home page' },
    ],
  },
  {
    // Issue 25: the ten reports.
    name: 'statistics',
    zh: '统计分析',
    en: 'Statistics',
    children: [
      { name: 'generality-overview', zh: '概况', en: 'Overview' },
      { name: 'goods-analysis', zh: '商品分析', en: 'Goods analysis' },
      { name: 'goods-price-sales', zh: '价格销量', en: 'Price and sales' },
      { name: 'hot-selling-goods', zh: '热卖商品', en: 'Hot sellers' },
      { name: 'operate-report', zh: '运营报告', en: 'Operate report' },
      { name: 'buy-analysis', zh: '购买分析', en: 'Buy analysis' },
      { name: 'sales-statistics', zh: '销售统计', en: 'Sales' },
      { name: 'regional-analysis', zh: '区域分析', en: 'Region' },
      { name: 'traffic-statistics', zh: '流量统计', en: 'Traffic' },
      { name: 'collect-statistics', zh: '收藏统计', en: 'Collect' },
    ],
  },
  {
    name: 'setting',
    zh: '店铺设置',
    en: 'Settings',
    children: [
      // Issue 24: shop and store settings, goods warning and rules, grade application, keys.
      { name: 'sw-shop-setting', zh: '店铺设置', en: 'Shop settings' },
      { name: 'store-setting', zh: '门店设置', en: 'Stores' },
      { name: 'goods-warning-setting', zh: '商品预警设置', en: 'Goods warning' },
      { name: 'grade-application', zh: '店铺等级申请', en: 'Grade application' },
      { name: 'invoice-setting', zh: '发票设置', en: 'Invoice settings' },
      { name: 'zz-gl', zh: '资质管理', en: 'Qualifications' },
      { name: 'api-keys', zh: '开放接口密钥', en: 'Open-API keys' },
    ],
  },
];

function flatten(nodes: PermissionNode[]): string[] {
  return nodes.flatMap((n) => [n.name, ...flatten(n.children ?? [])]);
}

export const ALL_PERMISSIONS: readonly string[] = flatten(PERMISSION_TREE);
