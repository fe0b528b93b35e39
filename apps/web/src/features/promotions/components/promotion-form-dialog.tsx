import { promotionTitle } from '@rxdesk/contract/promotions/promotion-common';
import { DatePicker, Form, Input, Radio, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { usePromotion, type AnyPromotionDetail } from '../api/get-promotion.ts';
import { useSavePromotion } from '../api/save-promotion.ts';
import type { PromotionKindConfig } from '../lib/promotion-kinds.ts';
import { SkuListField, type SkuEntry } from './sku-list-field.tsx';
import { EMPTY_TIER, TiersField, type TierValues } from './tiers-field.tsx';

interface Values {
  title: string;
  range: [Dayjs, Dayjs] | null;
  by_piece: boolean;
  scope: 'ALL' | 'SKUS';
  tiers: TierValues[];
  skus: SkuEntry[];
}

interface Props {
  kind: PromotionKindConfig;
  open: boolean;
  /** null: a new activity. */
  id: number | null;
  onClose: () => void;
}

const FIELDS = {
  title: 'title',
  start_time: 'range',
  end_time: 'range',
  tiers: 'tiers',
  sku_ids: 'skus',
  skus: 'skus',
};

function initial(d: AnyPromotionDetail | undefined): Values {
  if (!d)
    return { title: '', range: null, by_piece: false, scope: 'ALL', tiers: [{ ...EMPTY_TIER }], skus: [] };
  return {
    title: d.title,
    range: [dayjs.unix(d.start_time), dayjs.unix(d.end_time)],
    by_piece: d.by_piece ?? false,
    scope: d.scope,
    tiers: (d.tiers ?? [EMPTY_TIER]).map((x) => ({ ...EMPTY_TIER, ...x })),
    skus: d.skus,
  };
}

/** The body of each kind from the form (yuan as typed; the server turns it into fen). */
function bodyOf(kind: PromotionKindConfig, v: Values): object {
  const base = { title: v.title, start_time: v.range?.[0].unix(), end_time: v.range?.[1].unix() };
  if (kind.api === 'minus')
    return { ...base, skus: v.skus.map((s) => ({ sku_id: s.sku_id, minus: s.minus ?? '' })) };
  if (kind.api === 'half-prices') return { ...base, sku_ids: v.skus.map((s) => s.sku_id) };
  return {
    ...base,
    by_piece: v.by_piece,
    scope: v.scope,
    sku_ids: v.scope === 'SKUS' ? v.skus.map((s) => s.sku_id) : [],
    tiers: v.tiers.map((x) => ({
      threshold: x.threshold ?? '',
      minus: x.minus ?? 0,
      discount_permille: x.discount_permille ?? null,
      free_shipping: x.free_shipping,
      gift_id: x.gift_id ?? null,
      coupon_id: x.coupon_id ?? null,
      points: x.points ?? 0,
    })),
  };
}

/** Create or edit (before it starts) an activity of one kind: title, time range, the full cut's
 * tiers and scope, or the chosen SKUs. */
export function PromotionFormDialog({ kind, open, id, onClose }: Props) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const save = useSavePromotion();
  const detail = usePromotion(kind.api, open ? id : null);
  const isFullCut = kind.api === 'full-discounts';
  const byPiece = Form.useWatch('by_piece', form) ?? false;
  const scope = Form.useWatch('scope', form) ?? 'ALL';

  async function submit(values: Values) {
    await save.mutateAsync({ api: kind.api, ...(id ? { id } : {}), body: bodyOf(kind, values) });
    toast.success(t('promotions.form.saved'));
    onClose();
  }

  return (
    <FormDialog<Values>
      form={form}
      name="promotion-form"
      width={860}
      title={t(id ? 'promotions.form.editTitle' : 'promotions.form.addTitle', { kind: t(kind.titleKey) })}
      serverFields={FIELDS}
      initialValues={initial(id ? detail.data : undefined)}
      placeholder={id && !detail.data ? ' ' : undefined}
      open={open}
      submitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Form.Item name="title" label={t('promotions.form.title')} required rules={[rule(promotionTitle)]}>
        <Input autoFocus maxLength={25} showCount />
      </Form.Item>
      <Form.Item
        name="range"
        label={t('promotions.form.range')}
        required
        rules={[{ required: true, message: t('promotions.form.rangeRequired') }]}
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      {isFullCut && (
        <>
          <Form.Item name="by_piece" label={t('promotions.form.byPiece')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label={t('promotions.form.tiers')} required>
            <TiersField byPiece={byPiece} />
          </Form.Item>
          <Form.Item name="scope" label={t('promotions.form.scope')}>
            <Radio.Group
              options={[
                { value: 'ALL', label: t('promotions.form.scopeAll') },
                { value: 'SKUS', label: t('promotions.form.scopeSkus') },
              ]}
            />
          </Form.Item>
        </>
      )}
      {(!isFullCut || scope === 'SKUS') && (
        <Form.Item name="skus" label={t('promotions.form.skus')} required>
          <SkuListField api={kind.api} withMinus={kind.api === 'minus'} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
