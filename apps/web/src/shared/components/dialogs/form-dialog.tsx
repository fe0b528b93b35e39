import { Form, Modal, type FormInstance } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../feedback/feedback.ts';
import { showSubmitError } from '../../forms/server-field-error.ts';
import { useRuleMessage } from '../../hooks/use-rule-message.ts';

export interface FormDialogProps<V> {
  open: boolean;
  submitting: boolean;
  /** Resolves when the action succeeded; a rejection is shown under its field or as a toast. */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  afterClose?: () => void;
}

interface Props<V> extends FormDialogProps<V> {
  form: FormInstance<V>;
  name: string;
  title: string;
  /** API field name → form field name, for errors the server pins on a field. */
  serverFields: Record<string, string | (string | number)[]>;
  initialValues?: Partial<V>;
  width?: number;
  danger?: boolean;
  /** OK button text; 确定 / OK by default. */
  okText?: string;
  /** OK unavailable (e.g. until what the form needs has loaded). */
  okDisabled?: boolean;
  /** Forget the values when the dialog closes (password fields). */
  clearOnDestroy?: boolean;
  /** Shown instead of the form while what it needs loads (a skeleton) or failed to load (a retry).
   * The form mounts once this is absent, so `initialValues` may come from the loaded data. */
  placeholder?: ReactNode;
  children: ReactNode;
}

/** The frame every action dialog with a form shares (orders, after-sale…): validate with the
 * contract's rules (§8 '表单填写有误，请核对！' when anything is off), submit, put server errors
 * where they belong. */
export function FormDialog<V>({
  form,
  name,
  title,
  serverFields,
  initialValues,
  width = 520,
  danger,
  okText,
  okDisabled,
  clearOnDestroy,
  placeholder,
  children,
  open,
  submitting,
  onSubmit,
  onCancel,
  afterClose,
}: Props<V>) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();

  async function send(values: V) {
    try {
      await onSubmit(values);
    } catch (error) {
      showSubmitError(form, error, serverFields);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, disabled: okDisabled || placeholder !== undefined }}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={afterClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {placeholder ?? (
        <Form<V>
          form={form}
          name={name}
          layout="vertical"
          initialValues={initialValues}
          autoComplete="off"
          clearOnDestroy={clearOnDestroy}
          onFinish={(values) => void send(values)}
          onFinishFailed={() => toast.error(ruleMessage('rule.formInvalid'))}
          onKeyDown={keepRangeStartEnter}
        >
          {children}
          {/* Enter in a single-line field submits the form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      )}
    </Modal>
  );
}

/** Enter in the first half of a date range confirms that date and moves on to the second (antd's
 * picker does that); it must not also submit the form with the second half still unchanged. */
function keepRangeStartEnter(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key === 'Enter' && (event.target as HTMLElement).getAttribute('date-range') === 'start')
    event.preventDefault();
}
