import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useRuleMessage } from '../../../../shared/hooks/use-rule-message.ts';
import { showSubmitError } from '../../../../shared/forms/server-field-error.ts';

export interface FormDialogProps<V> {
  open: boolean;
  submitting: boolean;
  /** Resolves when the action succeeded; a rejection is shown under its field or as a toast. */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  afterClose: () => void;
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
  children: ReactNode;
}

/** The frame every order-action dialog with a form shares: validate with the contract's rules
 * (§8 '表单填写有误，请核对！' when anything is off), submit, put server errors where they belong. */
export function FormDialog<V>({
  form,
  name,
  title,
  serverFields,
  initialValues,
  width = 520,
  danger,
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
      okText={t('orders.dialogs.ok')}
      cancelText={t('orders.dialogs.cancel')}
      okButtonProps={{ danger }}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onCancel}
      afterClose={afterClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        autoComplete="off"
        onFinish={(values) => void send(values)}
        onFinishFailed={() => toast.error(ruleMessage('rule.formInvalid'))}
      >
        {children}
        {/* Enter in a single-line field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
