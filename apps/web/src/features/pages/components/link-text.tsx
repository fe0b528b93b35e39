import type { TextLinkValue } from '@rxdesk/contract/promotions/text-link';
import type { ResolvedGoods } from '@rxdesk/contract/pages/page-link';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../../shared/components/text-link-picker/text-link-strings.ts';

/** A text link as a line: its text, then what tapping it does (a goods item by name when known). */
export function LinkText({
  link,
  goods,
}: {
  link: (TextLinkValue & { goods?: ResolvedGoods | null }) | undefined;
  goods?: ReadonlyMap<number, ResolvedGoods>;
}) {
  const { t } = useTranslation();
  if (!link) return <Typography.Text type="secondary">{t('shopPages.link.none')}</Typography.Text>;
  const type = t(`text-link-picker.optType.${link.opt_type}`);
  let target = link.opt_value ?? '';
  if (link.opt_type === 'GOODS') {
    const g = link.goods ?? goods?.get(Number(link.opt_value));
    target = g
      ? t('shopPages.link.goods', { name: g.goods_name })
      : t('shopPages.link.goodsOff', { id: link.opt_value });
  }
  return (
    <span>
      <Typography.Text strong>{link.text}</Typography.Text>
      <Typography.Text type="secondary">
        {' · '}
        {type}
        {link.opt_type !== 'NONE' && target ? `：${target}` : ''}
      </Typography.Text>
    </span>
  );
}
