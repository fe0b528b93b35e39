import { useTranslation } from 'react-i18next';
import type { Lang } from './labels.ts';

/** The UI language as the contract's label tables name it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
