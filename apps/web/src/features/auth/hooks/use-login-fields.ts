import { useState } from 'react';
import { firstError, type FieldCheck } from '../lib/field-rules.ts';

type Texts<F extends string> = Record<F, string>;
type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * A login form's values and per-field messages, with antd Form's timing: a field is checked as the
 * user edits it (which also drops a message the server had put on it), every checked field on
 * submit; a message set from outside stays until that field is edited.
 */
export function useLoginFields<F extends string>(
  initial: Texts<F>,
  checks: Partial<Record<F, FieldCheck[]>>,
) {
  const [values, setValues] = useState<Texts<F>>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});

  const putError = (field: F, message: string | null) =>
    setErrors((previous) => {
      const next = { ...previous };
      if (message === null) delete next[field];
      else next[field] = message;
      return next;
    });

  return {
    values,
    errors,
    /** The user typed: the new value, checked. */
    edit(field: F, value: string) {
      setValues((previous) => ({ ...previous, [field]: value }));
      putError(field, firstError(value, checks[field]));
    },
    /** Set by the form itself (e.g. clearing a used captcha): the field's message stays. */
    setValue(field: F, value: string) {
      setValues((previous) => ({ ...previous, [field]: value }));
    },
    setError: (field: F, message: string) => putError(field, message),
    /** Checks `fields` (all that have checks when omitted), shows their messages, and answers
     * whether they all passed. */
    validate(fields: readonly F[] = Object.keys(checks) as F[]): boolean {
      let valid = true;
      for (const field of fields) {
        const message = firstError(values[field], checks[field]);
        putError(field, message);
        if (message !== null) valid = false;
      }
      return valid;
    },
  };
}
