import { addAreaMessages } from '../common/locale.ts';

/** Messages of GET /api/admin/activities/list, registered with translateMessage when this file is
 * imported (the server's activities module), not spread into API_MESSAGES. */
const zh = {
  'rule.activityPageSize': '每页条数只能是 10、20、50 或 100',
  'rule.activityClientType': '客户端类型只能是 MOBILE 或 PC',
};

const en: Record<keyof typeof zh, string> = {
  'rule.activityPageSize': 'The page size must be 10, 20, 50 or 100',
  'rule.activityClientType': 'The client type must be MOBILE or PC',
};

export const ACTIVITY_MESSAGES = { zh, en };
addAreaMessages(ACTIVITY_MESSAGES);
