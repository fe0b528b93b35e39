import { useTranslation } from 'react-i18next';
import type { Lang } from '../labels/enum-label.ts';

/** The UI language as the contract's label tables name it (zh / en). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
