import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveLists } from '../live-store.ts';

// The tables (antd Table) are fetched when a counter's popover first opens, not with the frame.
const PendingOrdersTable = lazy(async () => ({
  default: (await import('./pending-orders-table.tsx')).PendingOrdersTable,
}));
const PendingAfterSalesTable = lazy(async () => ({
  default: (await import('./pending-after-sales-table.tsx')).PendingAfterSalesTable,
}));

function Counter({
  label,
  count,
  testId,
  table,
}: {
  label: string;
  count: number;
  testId: string;
  table: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger={['hover', 'click']}
      open={open}
      onOpenChange={setOpen}
      placement="bottom"
      title={label}
      content={
        <div className="rx-live-popover">
          <Suspense fallback={<Spin />}>{table(() => setOpen(false))}</Suspense>
        </div>
      }
    >
      <Button type="text" size="small" data-testid={testId} aria-label={`${label} ${count}`}>
        {label}
        <Badge count={count} showZero overflowCount={999} size="small" data-testid={`${testId}-count`} />
      </Button>
    </Popover>
  );
}

/** §1 / §2: the two live counters of the top bar, each with its dropdown table. */
export function LiveCounters() {
  const { t } = useTranslation();
  const { pending, afterSales } = useLiveLists();
  return (
    <>
      <Counter
        label={t('live.pendingOrders')}
        count={pending.length}
        testId="pending-orders"
        table={(close) => <PendingOrdersTable orders={pending} onNavigate={close} />}
      />
      <Counter
        label={t('live.pendingAfterSales')}
        count={afterSales.length}
        testId="pending-after-sales"
        table={(close) => <PendingAfterSalesTable cases={afterSales} onNavigate={close} />}
      />
    </>
  );
}
