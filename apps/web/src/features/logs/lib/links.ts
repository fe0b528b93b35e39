/** The log screen's address (routes.tsx mounts it here). */
export const OPERATE_LOG_PATH = '/logs/operate-log';
