/* The login forms' field checks, in place of antd Form's rules (issue 18: antd Form and its async
 * validator were 30 KB gzip of the login page). Each check answers the message to show, or null. */

export type FieldCheck = (value: string) => string | null;

/** A value is required; `whitespace` counts a blank one as missing (antd's `whitespace: true`). */
export function required(message: string, options: { whitespace?: boolean } = {}): FieldCheck {
  return (value) => (value === '' || (options.whitespace && value.trim() === '') ? message : null);
}

/** A filled value must match; an empty one is left to `required` (as antd's pattern rule does). */
export function matches(pattern: RegExp, message: string): FieldCheck {
  return (value) => (value === '' || pattern.test(value) ? null : message);
}

/** A filled value must pass `test`; an empty or blank one is left to `required`. */
export function satisfies(test: (trimmed: string) => boolean, message: string): FieldCheck {
  return (value) => (value.trim() === '' || test(value.trim()) ? null : message);
}

/** The first failing check's message, as antd shows one rule's message at a time here. */
export function firstError(value: string, checks: readonly FieldCheck[] = []): string | null {
  for (const check of checks) {
    const message = check(value);
    if (message !== null) return message;
  }
  return null;
}
