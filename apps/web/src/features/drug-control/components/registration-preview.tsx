import { translateMessage } from '@rxdesk/contract/common/locale';
import type { ControlTemplate } from '@rxdesk/contract/drug-control/drug-control';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { checkRegistration, type RegistrationInput } from '../lib/registration-check.ts';

interface Props {
  template: Pick<ControlTemplate, 'require_mobile' | 'notice' | 'fields'>;
}

/** The buyer registration form as the storefront shows it, to try out: the notice, real name,
 * national ID and phone, checked with the same §5 rules the server applies at intake. Nothing
 * here is saved. */
export function RegistrationPreview({ template }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<RegistrationInput>();

  function check() {
    const errors = checkRegistration(template, form.getFieldsValue());
    form.setFields(
      (['real_name', 'id_card', 'mobile'] as const).map((name) => ({
        name,
        errors: errors[name] ? [translateMessage(lang, errors[name])] : [],
      })),
    );
  }

  return (
    <Form<RegistrationInput>
      form={form}
      layout="vertical"
      name="control-registration-preview"
      autoComplete="off"
    >
      {template.notice && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={template.notice} />
      )}
      {template.fields.map((field) => (
        <Form.Item key={field.key} name={field.key} label={field[lang]} required={field.required === 1}>
          <Input maxLength={field.key === 'id_card' ? 18 : field.key === 'mobile' ? 12 : 50} />
        </Form.Item>
      ))}
      <Button onClick={check}>{t('drug-control.template.tryCheck')}</Button>
    </Form>
  );
}
