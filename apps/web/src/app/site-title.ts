import type { SiteShow } from '@rxdesk/contract/settings/site';
import i18n from 'i18next';

/** §7's site-show call at start-up: its answer is used only for the page title ("<site> 门店终端").
 * Plain fetch, not the API client: a failure must stay silent (no error toast, no overlay) and
 * leaves index.html's fixed title in place. */
export async function applySiteTitle(): Promise<void> {
  try {
    const response = await fetch('/api/base/site-show');
    if (!response.ok) return;
    const site = (await response.json()) as SiteShow;
    if (site.site_name) document.title = i18n.t('app.siteTitle', { site: site.site_name });
  } catch {
    // Offline or the server is down: the fixed title stays.
  }
}
