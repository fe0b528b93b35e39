/** §2: the empty path opens the dashboard (the breadcrumb root). Its own module so the entry can
 * redirect to it without importing the route table. */
export const HOME_PATH = '/dashboard';
