import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_SPEC_NAMES } from '@rxdesk/contract/goods/goods-form';
import { Button, Input, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddSpec, type SkuMatrix, type SpecDraft } from '../../lib/sku-matrix.ts';
import {
  addSpec,
  addValue,
  removeSpec,
  removeValue,
  renameSpec,
  updateValue,
  valueFits,
} from '../../lib/spec-ops.ts';
import { SpecValueImage } from './spec-value-image.tsx';

type Change = (change: (matrix: SkuMatrix) => SkuMatrix) => void;

/** A value an order sold (a referenced SKU is built on it) cannot go: its SKU can only be disabled. */
function soldValueIds(matrix: SkuMatrix): Set<string> {
  return new Set(matrix.rows.filter((row) => row.referenced === 1).flatMap((row) => row.key.split('|')));
}

/** Specification names (up to three) and their values; the first spec's values may carry a
 * picture. Every change rebuilds the matrix below, keeping the rows that survive it. */
export function SpecEditor({ matrix, onChange }: { matrix: SkuMatrix; onChange: Change }) {
  const { t } = useTranslation();
  const sold = soldValueIds(matrix);
  return (
    <div className="rx-spec-editor">
      {matrix.specs.map((spec, index) => (
        <SpecRow key={spec.id} spec={spec} index={index} matrix={matrix} sold={sold} onChange={onChange} />
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={!canAddSpec(matrix.specs)}
        onClick={() => onChange((m) => addSpec(m))}
      >
        {t('goods.spec.add', { max: MAX_SPEC_NAMES })}
      </Button>
    </div>
  );
}

function SpecRow({
  spec,
  index,
  matrix,
  sold,
  onChange,
}: {
  spec: SpecDraft;
  index: number;
  matrix: SkuMatrix;
  sold: Set<string>;
  onChange: Change;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const fits = valueFits(matrix, spec.id);
  const add = () => {
    if (!draft.trim()) return;
    onChange((m) => addValue(m, spec.id, draft));
    setDraft('');
  };
  const specSold = spec.values.some((v) => sold.has(v.id));
  return (
    <div className="rx-spec-editor__row">
      <Input
        className="rx-spec-editor__name"
        value={spec.name}
        maxLength={20}
        placeholder={t('goods.spec.namePlaceholder')}
        aria-label={t('goods.spec.name', { n: index + 1 })}
        onChange={(e) => onChange((m) => renameSpec(m, spec.id, e.target.value))}
      />
      <div className="rx-spec-editor__values">
        {spec.values.map((value) => (
          <Tag
            key={value.id}
            closable={!sold.has(value.id)}
            onClose={(e) => {
              e.preventDefault();
              onChange((m) => removeValue(m, spec.id, value.id));
            }}
          >
            {index === 0 && (
              <SpecValueImage
                image={value.image}
                label={value.value}
                onChange={(url) => onChange((m) => updateValue(m, spec.id, value.id, { image: url }))}
              />
            )}
            {value.value}
          </Tag>
        ))}
        <Tooltip title={fits ? undefined : t('goods.spec.tooMany')}>
          <Input
            size="small"
            className="rx-spec-editor__new"
            value={draft}
            maxLength={40}
            disabled={!fits}
            placeholder={t('goods.spec.valuePlaceholder')}
            aria-label={t('goods.spec.newValue', { n: index + 1 })}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={add}
            onBlur={add}
          />
        </Tooltip>
      </div>
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        disabled={specSold}
        aria-label={t('goods.spec.remove', { n: index + 1 })}
        onClick={() => onChange((m) => removeSpec(m, spec.id))}
      />
    </div>
  );
}
