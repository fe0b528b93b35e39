import type { ClientType } from '@rxdesk/contract/pages/themes';

/** Query keys of the shop pages (one factory for the area). */
export const pagesKeys = {
  all: ['shop-pages'] as const,
  themes: (client: ClientType) => [...pagesKeys.all, 'themes', client] as const,
  slides: () => [...pagesKeys.all, 'slides'] as const,
  navs: () => [...pagesKeys.all, 'navs'] as const,
  mobileHome: () => [...pagesKeys.all, 'mobile-home'] as const,
  versions: (q: { page_no: number; page_size: number }) => [...pagesKeys.all, 'versions', q] as const,
  version: (no: number) => [...pagesKeys.all, 'version', no] as const,
};
