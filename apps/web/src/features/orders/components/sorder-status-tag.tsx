import { Tag } from 'antd';
import { sorderStatusColor, sorderStatusLabel } from '../lib/sorder-labels.ts';
import { useLang } from '../lib/use-lang.ts';

/** A sub-order's status as a coloured tag, in the contract's zh / en wording. */
export function SorderStatusTag({ status }: { status: string }) {
  const lang = useLang();
  return (
    <Tag color={sorderStatusColor(status)} data-testid="sorder-status">
      {sorderStatusLabel(status, lang)}
    </Tag>
  );
}
