import type { ReactNode } from 'react';

interface Props {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled row of the login forms with its message under the control: antd Form.Item's
 * vertical look (login-page.css) without antd Form. */
export function LoginField({ id, label, error, children }: Props) {
  return (
    <div className={error ? 'rx-login-field rx-login-field--error' : 'rx-login-field'}>
      <label className="rx-login-field__label" htmlFor={id} title={label}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}_help`} className="rx-login-field__error">
          {error}
        </div>
      )}
    </div>
  );
}

/** What antd Form.Item put on its control: the id, the error look and the ARIA state. */
export function controlProps(id: string, error: string | undefined, required = false) {
  return {
    id,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}_help` : undefined,
    'aria-required': required || undefined,
  };
}
