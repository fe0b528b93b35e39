import type { RxState } from '@rxdesk/contract/prescription/prescription';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { RX_STATE_COLORS, rxStateLabel } from '../lib/labels.ts';

/** The audit state as a coloured tag, in the contract's wording. */
export function RxStateTag({ state }: { state: RxState }) {
  const lang = useLang();
  return (
    <Tag color={RX_STATE_COLORS[state] ?? 'default'} data-testid="rx-state">
      {rxStateLabel(state, lang)}
    </Tag>
  );
}

/** Awaiting audit longer than the shop's limit. */
export function OverdueTag({ overdue }: { overdue: number }) {
  const { t } = useTranslation();
  return overdue === 1 ? (
    <Tag color="red" data-testid="rx-overdue">
      {t('prescription.list.overdue')}
    </Tag>
  ) : null;
}
