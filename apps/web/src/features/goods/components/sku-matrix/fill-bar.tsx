import { Button, Form, Input, InputNumber, Popover, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { applyCodes, codeRuleProblem, DEFAULT_CODE_RULE, type CodeRule } from '../../lib/sku-codes.ts';
import { fillColumn, type MatrixRow } from '../../lib/sku-matrix.ts';

type Column = 'price' | 'cost' | 'weight' | 'warning_quantity';
const COLUMNS: readonly Column[] = ['price', 'cost', 'weight', 'warning_quantity'];
const isInteger = (column: Column) => column === 'weight' || column === 'warning_quantity';

/** Batch-fill of any column over every row, the enable switch for all, and codes generated from
 * a prefix, a start, a step and a zero padding (4 by default). */
export function FillBar({
  rows,
  onRowsChange,
}: {
  rows: readonly MatrixRow[];
  onRowsChange: (change: (rows: MatrixRow[]) => MatrixRow[]) => void;
}) {
  const { t } = useTranslation();
  const [column, setColumn] = useState<Column>('price');
  const [value, setValue] = useState('');
  const fill = () => {
    const text = value.trim();
    if (isInteger(column)) {
      if (text !== '' && !/^\d{1,7}$/.test(text)) return toast.error(t('goods.sku.fillInteger'));
      onRowsChange((all) => fillColumn(all, column, text === '' ? null : Number(text)));
    } else onRowsChange((all) => fillColumn(all, column, text));
  };
  return (
    <Space wrap className="rx-fill-bar">
      <Select<Column>
        value={column}
        onChange={setColumn}
        aria-label={t('goods.sku.fillColumn')}
        style={{ width: 120 }}
        options={COLUMNS.map((c) => ({
          value: c,
          label: t(c === 'warning_quantity' ? 'goods.sku.warningQuantity' : `goods.sku.${c}`),
        }))}
      />
      <Input
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={fill}
        aria-label={t('goods.sku.fillValue')}
        style={{ width: 120 }}
      />
      <Button onClick={fill}>{t('goods.sku.fillAll')}</Button>
      <Button onClick={() => onRowsChange((all) => fillColumn(all, 'enabled', 1))}>
        {t('goods.sku.enableAll')}
      </Button>
      <CodeGenerator count={rows.length} onApply={(rule) => onRowsChange((all) => applyCodes(all, rule))} />
    </Space>
  );
}

function CodeGenerator({ count, onApply }: { count: number; onApply: (rule: CodeRule) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [rule, setRule] = useState<CodeRule>(DEFAULT_CODE_RULE);
  const problem = codeRuleProblem(rule, count);
  const number = (key: 'start' | 'step' | 'padding', min: number) => (
    <Form.Item label={t(`goods.code.${key}`)}>
      <InputNumber
        min={min}
        max={key === 'padding' ? 10 : 99_999_999}
        precision={0}
        value={rule[key]}
        aria-label={t(`goods.code.${key}`)}
        onChange={(next) => setRule({ ...rule, [key]: typeof next === 'number' ? next : min })}
        style={{ width: 140 }}
      />
    </Form.Item>
  );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={t('goods.code.title')}
      content={
        <Form layout="horizontal" labelCol={{ flex: '64px' }} style={{ width: 240 }} component="div">
          <Form.Item label={t('goods.code.prefix')}>
            <Input
              aria-label={t('goods.code.prefix')}
              value={rule.prefix}
              maxLength={30}
              onChange={(e) => setRule({ ...rule, prefix: e.target.value })}
            />
          </Form.Item>
          {number('start', 0)}
          {number('step', 1)}
          {number('padding', 0)}
          {problem && <div className="rx-sku-matrix__error">{t(`goods.code.problem.${problem}`)}</div>}
          <Button
            type="primary"
            block
            disabled={problem !== null}
            onClick={() => {
              onApply(rule);
              setOpen(false);
            }}
          >
            {t('goods.code.apply', { count })}
          </Button>
        </Form>
      }
    >
      <Button>{t('goods.code.button')}</Button>
    </Popover>
  );
}
