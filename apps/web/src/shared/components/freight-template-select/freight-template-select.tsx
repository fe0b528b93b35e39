import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFreightTemplates } from '../../logistics/freight-templates.ts';

/** The goods' freight template (运费模板): one of the shop's, or none (the shop's default one, or
 * ¥8 / free from ¥99 when it has none). */
export function FreightTemplateSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  const templates = useFreightTemplates();
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      loading={templates.isPending}
      placeholder={t('freight-template-select.placeholder')}
      notFoundContent={t('freight-template-select.empty')}
      options={(templates.data ?? []).map((x) => ({
        value: x.template_id,
        label: `${x.name}（${t(`freight-template-select.type.${x.type}`)}${
          x.is_default ? t('freight-template-select.default') : ''
        }）`,
      }))}
      data-testid="goods-freight-template"
    />
  );
}
