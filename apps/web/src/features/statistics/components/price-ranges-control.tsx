import type { PriceRange } from '@rxdesk/contract/common/price-range';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceRangeSetter } from '../../../shared/components/price-range-setter/price-range-setter.tsx';
import { rangesParam } from '../lib/price-ranges.ts';

interface Props {
  label: string;
  /** The ranges in force. */
  applied: PriceRange[];
  onApply: (ranges: PriceRange[]) => void;
}

/** The shared §5 price-range setter with an apply button: the report re-reads only when the ranges
 * are valid and the user asks (not on every keystroke). */
export function PriceRangesControl({ label, applied, onApply }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PriceRange[]>(applied);
  const valid = rangesParam(draft) !== undefined;
  return (
    <Flex vertical gap={8} style={{ minWidth: 320 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <PriceRangeSetter value={draft} onChange={setDraft} />
      <div>
        <Button type="primary" disabled={!valid} onClick={() => onApply(draft)}>
          {t('statistics.price.apply')}
        </Button>
      </div>
    </Flex>
  );
}
