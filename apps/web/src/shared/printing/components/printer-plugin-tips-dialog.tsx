import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLODOP_MIN_NUMERIC, minimumParts } from '../clodop-version.ts';
import { closePluginTips, usePluginStatus } from '../plugin-status.ts';
import { CLODOP_DOWNLOAD_URL } from './printer-plugin-tips.tsx';

/** §2 printer-plugin tips dialog / §8: the plug-in is missing or outdated — download, install or
 * upgrade, then refresh. Opened by a print that needs it, or from the banner. */
export function PrinterPluginTipsDialog() {
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
