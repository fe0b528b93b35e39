import type { TextLinkType, TextLinkValue } from '@rxdesk/contract/promotions/text-link';

/** What the dialog's form holds: the type may be unset (the select's placeholder). */
export interface TextLinkFormValues {
  text: string;
  opt_type?: TextLinkType;
  opt_value?: string;
}

/** The §3 value handed back: the text as typed, an unset type as NONE, no value for NONE. */
export function toTextLinkValue(values: TextLinkFormValues): TextLinkValue {
  const opt_type = values.opt_type ?? 'NONE';
  const opt_value = values.opt_value?.trim();
  return opt_type === 'NONE' || !opt_value
    ? { text: values.text, opt_type }
    : { text: values.text, opt_type, opt_value };
}

/** The form's starting values of a value given by the caller (none: empty text, type unset). */
export function toFormValues(value: TextLinkValue | undefined): TextLinkFormValues {
  if (!value) return { text: '' };
  return { text: value.text, opt_type: value.opt_type, opt_value: value.opt_value };
}
