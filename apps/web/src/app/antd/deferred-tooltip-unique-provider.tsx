import { lazy, Suspense, type ReactNode } from 'react';

// antd's own provider, fetched only when a ConfigProvider turns `tooltip.unique` on.
const AntdUniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

/**
 * Stands in for antd's tooltip UniqueProvider where antd's ConfigProvider imports it (vite.config.ts,
 * deferAntdUniqueTooltip): ConfigProvider renders it only with `tooltip={{ unique: true }}`, yet the
 * static import put the whole popup machinery (@rc-component/trigger, portal, motion: 18 KB gzip)
 * on the login page, which has no tooltip. Issue 18.
 */
export default function DeferredTooltipUniqueProvider({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AntdUniqueProvider>{children}</AntdUniqueProvider>
    </Suspense>
  );
}
