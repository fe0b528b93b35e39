import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PrinterPluginBanner,
  PrinterPluginTips,
} from '../../../shared/printing/components/printer-plugin-tips.tsx';
import { notify } from '../../../shared/feedback/feedback.ts';
import { ensurePluginWatch } from '../../../shared/printing/plugin-status.ts';
import { autoPrintNewOrder } from '../auto-print.ts';
import { startLiveConnection } from '../live-connection.ts';
import { requestSound } from '../sound-player.ts';
import { LiveCounters } from './live-counters.tsx';
import { VoiceEnableDialog } from './voice-enable-dialog.tsx';

/** §9: a rider or delivery warning stays this long. */
const WARN_SECONDS = 10;

/** The top bar's live part: starts the one live connection for the signed-in layout (and stops it
 * when the layout goes), shows the counters, and answers notices with sounds and receipts. */
export function LiveCenter() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    ensurePluginWatch();
    return startLiveConnection({
      onEffect: (effect) => {
        if (effect.kind === 'sound') requestSound(effect.sound);
        else void autoPrintNewOrder(effect.order, queryClient);
      },
      onWarn: (topic, body) => {
        if (topic !== 'shoutRiderWarn' && topic !== 'distributionUnusualWarn') return;
        notify((notification) =>
          (topic === 'shoutRiderWarn' ? notification.info : notification.warning)({
            title: i18n.t(`live.warn.${topic}`),
            description: body.message || i18n.t('live.warn.order', { sn: body.order_sn }),
            duration: WARN_SECONDS,
          }),
        );
      },
    });
  }, [queryClient, i18n]);

  return (
    <>
      <PrinterPluginBanner />
      <LiveCounters />
      <VoiceEnableDialog />
      <PrinterPluginTips />
    </>
  );
}
