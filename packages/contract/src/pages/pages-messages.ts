import { addAreaMessages } from '../common/locale.ts';

/** Messages of the shop pages area (店铺装修, issue 24). Registered with translateMessage when this
 * file is imported (the server's pages module, the web's pages screens). */
const zh = {
  'rule.pages.navName': '导航名称须为 1-6 个字符',
  'rule.pages.linkText': '文本须为 1-100 个字符',
  'rule.pages.image': '请上传图片',
  'rule.pages.sort': '排序须为 0-9999 的整数',
  'rule.pages.schedule': '结束展示时间须晚于开始展示时间',
  'rule.pages.floorTitle': '楼层标题须为 1-20 个字符',
  'rule.pages.floorGoods': '商品列表须选择 1-20 个商品',
  'rule.pages.floorSlides': '轮播图须有 1-5 张',
  'rule.pages.floorCoupons': '优惠券须选择 1-10 张',
  'rule.pages.zones': '热区须有 1-10 个',
  'rule.pages.zone': '热区须在图片范围内（0-100%）',
  'rule.pages.floors': '页面最多 30 个楼层',
  'rule.pages.theme': '请选择本系统提供的主题',
  'error.pages.slideLimit': '幻灯片最多 5 张',
  'error.pages.navLimit': '导航最多 20 个',
  'error.pages.imageUnknown': '图片须为本店上传的图片',
  'error.pages.goodsUnknown': '商品不存在或未上架：{id}',
  'error.pages.categoryUnknown': '分类不存在',
  'error.pages.activityUnknown': '活动不存在或已结束：{id}',
  'error.pages.couponUnknown': '优惠券不存在、已作废或已结束：{id}',
  'error.pages.linkUnknown': '未知的小程序链接：{link}（可用：{known}）',
  'error.pages.linkPath': '链接须为以 / 开头的站内路径',
  'error.pages.draftChanged': '草稿已被他人修改，请刷新后再编辑',
  'error.pages.nothingToPublish': '草稿与当前发布的版本相同，无需发布',
  'error.pages.nothingPublished': '店铺尚未发布移动端首页',
  'error.pages.versionUnknown': '版本不存在',
};

const en: Record<keyof typeof zh, string> = {
  'rule.pages.navName': 'A navigation name must be 1 to 6 characters',
  'rule.pages.linkText': 'The text must be 1 to 100 characters',
  'rule.pages.image': 'Upload an image',
  'rule.pages.sort': 'The sort must be a whole number from 0 to 9999',
  'rule.pages.schedule': 'The end of showing must be after its start',
  'rule.pages.floorTitle': 'A floor title must be 1 to 20 characters',
  'rule.pages.floorGoods': 'A goods list needs 1 to 20 goods',
  'rule.pages.floorSlides': 'A banner needs 1 to 5 slides',
  'rule.pages.floorCoupons': 'Choose 1 to 10 coupons',
  'rule.pages.zones': 'A hot-zone image needs 1 to 10 zones',
  'rule.pages.zone': 'A zone must lie inside the image (0-100%)',
  'rule.pages.floors': 'A page has at most 30 floors',
  'rule.pages.theme': 'Choose one of the themes the product ships',
  'error.pages.slideLimit': 'A shop has at most 5 slides',
  'error.pages.navLimit': 'A shop has at most 20 navigation items',
  'error.pages.imageUnknown': 'The image must be one the shop uploaded',
  'error.pages.goodsUnknown': 'No such goods item on sale: {id}',
  'error.pages.categoryUnknown': 'No such category',
  'error.pages.activityUnknown': 'No such running activity: {id}',
  'error.pages.couponUnknown': 'No such usable coupon: {id}',
  'error.pages.linkUnknown': 'Unknown mini-program link: {link} (known: {known})',
  'error.pages.linkPath': 'A link must be a same-site path starting with /',
  'error.pages.draftChanged': 'Someone else changed the draft; reload before editing',
  'error.pages.nothingToPublish': 'The draft is the published version already',
  'error.pages.nothingPublished': 'The shop has not published a mobile home page',
  'error.pages.versionUnknown': 'No such version',
};

export const PAGES_MESSAGES = { zh, en };
addAreaMessages(PAGES_MESSAGES);
