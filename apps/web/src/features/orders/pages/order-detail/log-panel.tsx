import { useOrderLog } from '../../api/get-order-log.ts';
import { LogSection, LogTimeline } from '../../components/order-detail/log-timeline.tsx';
import { SectionState } from '../../components/order-detail/section-state.tsx';

/** The order log, loaded on its own (it refetches after every action). */
export function LogPanel({ sn }: { sn: string }) {
  const log = useOrderLog(sn);
  return (
    <LogSection>
      <SectionState query={log} rows={3}>
        {(entries) => <LogTimeline entries={entries} />}
      </SectionState>
    </LogSection>
  );
}
