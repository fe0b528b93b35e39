import { WarningOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLODOP_MIN_NUMERIC, minimumParts } from '../clodop-version.ts';
import { closePluginTips, openPluginTips, usePluginStatus } from '../plugin-status.ts';

/** Where the CLodop installer is published. */
export const CLODOP_DOWNLOAD_URL = 'https://www.lodop.net/download.html';

/** §2 printer-plugin tips dialog / §8: the plug-in is missing or outdated — download, install or
 * upgrade, then refresh. Opened by a print that needs it, or from the banner. */
export function PrinterPluginTips() {
  const { t } = useTranslation();
  const { state, version, tipsOpen } = usePluginStatus();
  const outdated = state === 'outdated';
  return (
    <Modal
      open={tipsOpen && (state === 'missing' || outdated)}
      title={t('printing.plugin.title')}
      onCancel={closePluginTips}
      footer={[
        <Button key="close" onClick={closePluginTips}>
          {t('printing.plugin.close')}
        </Button>,
        <Button key="refresh" onClick={() => window.location.reload()}>
          {t('printing.plugin.refresh')}
        </Button>,
        <Button key="download" type="primary" href={CLODOP_DOWNLOAD_URL} target="_blank" rel="noreferrer">
          {t('printing.plugin.download')}
        </Button>,
      ]}
    >
      <p data-testid="printer-plugin-tips">
        {outdated
          ? t('printing.plugin.outdated', { version, minimum: minimumParts(CLODOP_MIN_NUMERIC).join('.') })
          : t('printing.plugin.missing')}
      </p>
    </Modal>
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
