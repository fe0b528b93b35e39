import { formatRuleMessage, type RuleMessageKey } from '@rxdesk/contract/rules/rule-messages';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/language.ts';

/** The contract's §5 rule messages in the current UI language (forms never retype them). */
export function useRuleMessage(): (key: RuleMessageKey, params?: Record<string, string | number>) => string {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? i18n.language : 'zh';
  return (key, params) => formatRuleMessage(locale, key, params);
}
