import { translateMessage } from '@rxdesk/contract/common/locale';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/language.ts';

/** What is needed of a contract (zod) schema: a parse that reports message KEYS (DESIGN §6). */
export interface KeyedSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** The first message key a schema reports for a value, or null when the value passes. */
export function schemaMessageKey(schema: KeyedSchema, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'rule.formInvalid');
}

/** Form rules made from the contract's own schemas, with its messages in the UI language, so a
 * field the server checks with a schema is checked in the form with the very same one. */
export function useSchemaRule(): (schema: KeyedSchema) => FormRule {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? i18n.language : 'zh';
  return (schema) => ({
    validator: (_rule, value: unknown) => {
      const key = schemaMessageKey(schema, value ?? '');
      return key ? Promise.reject(new Error(translateMessage(locale, key))) : Promise.resolve();
    },
  });
}

/** A predicate rule of §5 (isMoney, isMobile…) with its contract message key. Empty input is
 * 'rule.required' unless the field is optional. */
export function usePredicateRule(): (
  test: (value: string) => boolean,
  key: string,
  options?: { optional?: boolean },
) => FormRule {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? i18n.language : 'zh';
  return (test, key, options = {}) => ({
    validator: (_rule, raw: unknown) => {
      const value =
        typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : String(raw);
      if (value === '')
        return options.optional
          ? Promise.resolve()
          : Promise.reject(new Error(translateMessage(locale, 'rule.required')));
      return test(value) ? Promise.resolve() : Promise.reject(new Error(translateMessage(locale, key)));
    },
  });
}
