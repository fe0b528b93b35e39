import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/feedback/feedback.ts';
import { behindOrdersPollOptions } from '../api/get-behind-orders.ts';
import { getOverdueCheck } from '../api/get-overdue-check.ts';
import { DEFAULT_NOTICE_MS, OVERDUE_PAGE_SIZE, startOverduePoll } from '../lib/overdue-poll.ts';

// The dialog (a prescription table) is fetched the first time the notice's button opens it.
const OverdueDialog = lazy(async () => ({ default: (await import('./overdue-dialog.tsx')).OverdueDialog }));

const NOTICE_KEY = 'rx-overdue';

/** Mounted once by the signed-in layout (like the live connection): runs the §6/§9 overdue poll
 * when the server allows it, shows the 10 s notice, and opens the overdue dialog from it. */
export function OverdueWatch() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [minutes, setMinutes] = useState(0);

  useEffect(
    () =>
      startOverduePoll({
        check: getOverdueCheck,
        fetchOverdue: () => queryClient.fetchQuery(behindOrdersPollOptions(1, OVERDUE_PAGE_SIZE)),
        onOverdue: (page, check) => {
          setMinutes(check.overdue_minutes);
          notify((notification) =>
            notification.warning({
              key: NOTICE_KEY,
              // Bottom right: the top right holds the bar's counters and account menu, which a
              // 10-second notice must not cover.
              placement: 'bottomRight',
              title: i18n.t('prescription.overdue.noticeTitle'),
              description: i18n.t('prescription.overdue.notice', {
                count: page.data_total,
                minutes: check.overdue_minutes,
              }),
              duration: (check.notice_duration_ms || DEFAULT_NOTICE_MS) / 1000,
              actions: (
                <Button
                  type="primary"
                  size="small"
                  data-testid="rx-overdue-open"
                  onClick={() => {
                    notify((notification) => notification.destroy(NOTICE_KEY));
                    setOpened(true);
                    setOpen(true);
                  }}
                >
                  {i18n.t('prescription.overdue.open')}
                </Button>
              ),
            }),
          );
        },
      }),
    [queryClient, i18n],
  );

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <OverdueDialog open={open} onClose={() => setOpen(false)} overdueMinutes={minutes} />
    </Suspense>
  );
}
