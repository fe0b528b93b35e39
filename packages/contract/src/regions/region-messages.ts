/** Messages of the region picker and the order region check (issue 4 §2 region picker), spread
 * into API_MESSAGES so translateMessage finds them on the server and the web alike. */
const zh = {
  'rule.region': '请选择所在地区，直到乡镇（街道）！',
  'error.region.chain': '所选地区不存在或不完整，请重新选择所在地区',
} as const;

// Typed against the Chinese keys so a missing or extra English key is a compile error.
const en: Record<keyof typeof zh, string> = {
  'rule.region': 'Choose the region down to the town or street.',
  'error.region.chain': 'The chosen region does not exist or is incomplete; choose the region again',
};

export const REGION_MESSAGES = { zh, en } as const;
