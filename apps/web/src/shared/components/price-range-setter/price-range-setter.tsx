import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  appendPriceRange,
  canAppendPriceRange,
  MAX_PRICE_RANGES,
  removeLastPriceRange,
  validatePriceRanges,
  type PriceRange,
} from '@rxdesk/contract/common/price-range';
import type { FormRule } from 'antd';
import { Button, Flex, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRuleMessage } from '../../hooks/use-rule-message.ts';

export interface PriceRangeSetterProps {
  /** Set by Form.Item: the label's target (the first low input). */
  id?: string;
  /** §3: a list of [low, high] pairs. */
  value?: PriceRange[];
  onChange?: (value: PriceRange[]) => void;
  /** How many pairs it may hold (§9: 10). */
  max?: number;
  /** May it hold no pair at all (a filter that is not in force)? Else the first pair stays. */
  allowEmpty?: boolean;
  disabled?: boolean;
}

/**
 * The §2 price-range setter (§4/§5): pairs of prices, each starting above the one before. Only
 * the last pair can be edited or removed; a new pair starts one above the last high. The §5
 * message of the first broken rule shows under the pairs (and `priceRangesRule` fails the form).
 */
export function PriceRangeSetter({
  id,
  value = [],
  onChange,
  max = MAX_PRICE_RANGES,
  allowEmpty = false,
  disabled,
}: PriceRangeSetterProps) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const problem = value.length ? validatePriceRanges(value) : null;
  const last = value.length - 1;
  const setLast = (part: 0 | 1, next: number | null) =>
    onChange?.(
      value.map((pair, i) =>
        i === last ? (part === 0 ? [next ?? NaN, pair[1]] : [pair[0], next ?? NaN]) : pair,
      ) as PriceRange[],
    );
  const canRemove = value.length > 1 || (allowEmpty && value.length === 1);

  return (
    <Flex vertical gap={6}>
      {value.map(([low, high], i) => (
        <Flex key={i} gap={6} align="center">
          <InputNumber
            id={i === 0 ? id : undefined}
            aria-label={t('price-range-setter.low', { n: i + 1 })}
            value={Number.isFinite(low) ? low : null}
            min={0}
            precision={2}
            disabled={disabled || i !== last}
            status={problem?.index === i ? 'error' : undefined}
            onChange={(next) => setLast(0, next)}
            style={{ width: 110 }}
          />
          <span aria-hidden>—</span>
          <InputNumber
            aria-label={t('price-range-setter.high', { n: i + 1 })}
            value={Number.isFinite(high) ? high : null}
            min={0}
            precision={2}
            disabled={disabled || i !== last}
            status={problem?.index === i ? 'error' : undefined}
            onChange={(next) => setLast(1, next)}
            style={{ width: 110 }}
          />
          {i === last && canRemove && (
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('price-range-setter.remove')}
              disabled={disabled}
              onClick={() => onChange?.(value.length > 1 ? removeLastPriceRange(value) : [])}
            />
          )}
        </Flex>
      ))}
      {problem && <span style={{ color: '#ff4d4f' }}>{ruleMessage(problem.key, problem.params)}</span>}
      {value.length < max && (value.length === 0 || canAppendPriceRange(value)) && (
        <Button
          type="dashed"
          size="small"
          icon={<PlusOutlined />}
          disabled={disabled}
          onClick={() => onChange?.(appendPriceRange(value))}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('price-range-setter.add')}
        </Button>
      )}
    </Flex>
  );
}

/** The form rule of a price-range field: the contract's §5 check and message (an empty list
 * passes only where the setter allows it). */
export function usePriceRangesRule(): (options?: { allowEmpty?: boolean }) => FormRule {
  const ruleMessage = useRuleMessage();
  return ({ allowEmpty = false } = {}) => ({
    validator: (_rule, value: PriceRange[] | undefined) => {
      if (!value?.length && allowEmpty) return Promise.resolve();
      const problem = validatePriceRanges(value ?? []);
      return problem
        ? Promise.reject(new Error(ruleMessage(problem.key, problem.params)))
        : Promise.resolve();
    },
  });
}
