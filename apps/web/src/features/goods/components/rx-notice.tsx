import { RX_NOTICE } from '@rxdesk/contract/goods/approval-number';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import './goods.css';

/** 《药品网络销售监督管理办法》: wherever a prescription item is listed it carries the notice
 * 处方药须凭处方在药师指导下购买和使用 — a tag and the notice line under the name. */
export function RxNotice() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <span className="rx-goods__rx">
      <Tag color="red" className="rx-goods__rx-tag">
        {t('goods.rx')}
      </Tag>
      <span className="rx-goods__rx-notice" data-testid="rx-notice">
        {RX_NOTICE[lang]}
      </span>
    </span>
  );
}
