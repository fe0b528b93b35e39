import type { FormInstance } from 'antd';
import { apiErrorOf } from '../http/error-message.ts';
import { reportRequestError } from '../http/report-error.ts';

type FieldName = string | number | (string | number)[];

/**
 * Shows a failed submit where the user can act on it: a server answer that names one of the
 * form's fields (`{field: 'pickcode', message}`) goes under that field; anything else becomes
 * the §8 toast. `fields` maps the API's field names to the form's field names.
 */
export function showSubmitError(form: FormInstance, error: unknown, fields: Record<string, FieldName>): void {
  const apiError = apiErrorOf(error);
  const target = apiError?.field !== undefined ? fields[apiError.field] : undefined;
  if (apiError && target !== undefined) {
    form.setFields([{ name: target, errors: [apiError.message] }]);
    return;
  }
  reportRequestError(error);
}
