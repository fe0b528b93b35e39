/** Messages of shop groups, tags, promotion codes and suppliers (issue 20), spread into
 * API_MESSAGES so translateMessage finds them on the server and the web alike. */
const zh = {
  'rule.groupName': '分组名称须为 1-20 个字符',
  'rule.groupSort': '排序须为 0-9999 的整数',
  'rule.tagName': '标签名称须为 1-10 个字符',
  'rule.supplierName': '供应商名称须为 2-50 个字符',
  'rule.tooLong50': '最多 50 个字符',
  'rule.tooLong200': '最多 200 个字符',
  'rule.qrcodeSize': '尺寸须为 200-1000 像素',
  'error.group.nameTaken': '同一级下已有名为「{name}」的分组',
  'error.group.parentInvalid': '上级分组只能是本店的一级分组（分组最多两级）',
  'error.group.hasChildren': '该分组下还有 {count} 个子分组，请先删除子分组',
  'error.group.hasChildrenMove': '该分组下还有 {count} 个子分组，不能改为子分组',
  'error.group.hasGoods': '该分组下还有 {count} 件商品，请先将商品移出',
  'error.group.sortSiblings': '排序须包含同一上级下的全部分组，请刷新后重试',
  'error.tag.nameTaken': '已有名为「{name}」的标签',
  'error.tag.builtin': '系统标签（热卖、新品、推荐）不能修改名称或删除',
  'error.tag.limit': '每个店铺最多 {max} 个自定义标签',
  'error.tag.goodsNotFound': '以下商品不存在或已在回收站：{ids}',
  'error.supplier.nameTaken': '已有名为「{name}」的供应商',
  'error.supplier.disabled': '供应商「{name}」已停用，不能选择',
};

const en: Record<keyof typeof zh, string> = {
  'rule.groupName': 'The group name must be 1 to 20 characters',
  'rule.groupSort': 'The sort must be a whole number from 0 to 9999',
  'rule.tagName': 'The tag name must be 1 to 10 characters',
  'rule.supplierName': 'The supplier name must be 2 to 50 characters',
  'rule.tooLong50': 'At most 50 characters',
  'rule.tooLong200': 'At most 200 characters',
  'rule.qrcodeSize': 'The size must be 200 to 1000 pixels',
  'error.group.nameTaken': 'A group named "{name}" already exists at this level',
  'error.group.parentInvalid': "The parent must be one of the shop's top-level groups (two levels at most)",
  'error.group.hasChildren': 'This group still has {count} sub-groups; delete them first',
  'error.group.hasChildrenMove': 'This group has {count} sub-groups; it cannot become a sub-group',
  'error.group.hasGoods': 'This group still holds {count} goods items; move them out first',
  'error.group.sortSiblings': 'The order must list every group under the same parent; refresh and try again',
  'error.tag.nameTaken': 'A tag named "{name}" already exists',
  'error.tag.builtin': 'The built-in tags (hot, new, recommend) cannot be renamed or deleted',
  'error.tag.limit': 'A shop has at most {max} tags of its own',
  'error.tag.goodsNotFound': 'These goods do not exist or are in the recycle station: {ids}',
  'error.supplier.nameTaken': 'A supplier named "{name}" already exists',
  'error.supplier.disabled': 'The supplier "{name}" is disabled and cannot be chosen',
};

export const GOODS_EXTRAS_MESSAGES = { zh, en } as const;
