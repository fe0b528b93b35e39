/* Where issue 24's settings pages live (features/settings/routes.tsx mounts them under /setting).
 * Kept here so other areas (the dashboard's shop card, the shop settings page's 申请升级 button)
 * can link to them without importing the area. */

export const GRADE_APPLICATION_PATH = '/setting/grade-application';
export const GOODS_WARNING_SETTING_PATH = '/setting/goods-warning-setting';
export const API_KEYS_PATH = '/setting/api-keys';
