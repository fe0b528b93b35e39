import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../hooks/use-opened-once.ts';
import { openPluginTips, usePluginStatus } from '../plugin-status.ts';

/** Where the CLodop installer is published. */
export const CLODOP_DOWNLOAD_URL = 'https://www.lodop.net/download.html';

// antd Modal is fetched when the dialog first opens, not with the signed-in frame (issue 18).
const PrinterPluginTipsDialog = lazy(async () => ({
  default: (await import('./printer-plugin-tips-dialog.tsx')).PrinterPluginTipsDialog,
}));

/** §2 printer-plugin tips dialog (PrinterPluginTipsDialog), mounted when it first opens. */
export function PrinterPluginTips() {
  const { state, tipsOpen } = usePluginStatus();
  const shown = useOpenedOnce(tipsOpen && (state === 'missing' || state === 'outdated'));
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PrinterPluginTipsDialog />
    </Suspense>
  );
}

/** The banner of §8: a small warning in the top bar while the plug-in is missing or outdated. */
export function PrinterPluginBanner() {
  const { t } = useTranslation();
  const { state } = usePluginStatus();
  if (state !== 'missing' && state !== 'outdated') return null;
  return (
    <Button
      type="text"
      danger
      size="small"
      icon={<WarningOutlined aria-hidden />}
      onClick={openPluginTips}
      data-testid="printer-plugin-banner"
    >
      {t(state === 'outdated' ? 'printing.plugin.bannerOutdated' : 'printing.plugin.bannerMissing')}
    </Button>
  );
}
