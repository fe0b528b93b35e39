import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { ControlTemplate } from '@rxdesk/contract/drug-control/drug-control';
import { Button, Card, Col, Form, Input, Result, Row, Skeleton, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@rxdesk/contract/common/locale';
import { showSubmitError } from '../../../shared/forms/server-field-error.ts';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { useControlTemplate } from '../api/get-control-template.ts';
import { useSetControlTemplate } from '../api/set-control-template.ts';
import { RegistrationPreview } from '../components/registration-preview.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';

interface Values {
  requireMobile: boolean;
  notice: string;
}

/** /control/controlTemplate — the buyer registration template: real name and national ID always
 * (the limit counts per ID), the phone when chosen, the §5 rule of each field, and the notice
 * buyers read; with a preview to try it. */
export function ControlTemplatePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const template = useControlTemplate();
  const save = useSetControlTemplate();

  if (template.isError) {
    return (
      <Result
        status="warning"
        title={t('drug-control.loadFailed')}
        extra={<Button onClick={() => void template.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!template.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const data = template.data;

  async function submit(values: Values) {
    try {
      await save.mutateAsync({ requireMobile: values.requireMobile ? 1 : 0, notice: values.notice ?? '' });
    } catch (error) {
      showSubmitError(form, error, { require_mobile: 'requireMobile', notice: 'notice' });
      return;
    }
    toast.success(t('drug-control.template.saved'));
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card title={t('drug-control.template.title')}>
          <Form<Values>
            form={form}
            name="control-template"
            layout="vertical"
            initialValues={{ requireMobile: data.require_mobile === 1, notice: data.notice }}
            onFinish={(values) => void submit(values)}
          >
            <Table<ControlTemplate['fields'][number]>
              rowKey="key"
              size="small"
              pagination={false}
              style={{ marginBottom: 16 }}
              aria-label={t('drug-control.template.fields')}
              dataSource={data.fields}
              columns={[
                { key: 'field', title: t('drug-control.template.field'), render: (_, f) => f[lang] },
                {
                  key: 'required',
                  title: t('drug-control.template.required'),
                  render: (_, f) =>
                    f.required === 1 ? (
                      <Tag color="red">{t('drug-control.template.yes')}</Tag>
                    ) : (
                      <Tag>{t('drug-control.template.no')}</Tag>
                    ),
                },
                {
                  key: 'rule',
                  title: t('drug-control.template.rule'),
                  render: (_, f) => (f.rule ? translateMessage(lang, f.rule) : '—'),
                },
              ]}
            />
            <Form.Item
              name="requireMobile"
              label={t('drug-control.template.requireMobile')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
            <Form.Item name="notice" label={t('drug-control.template.notice')}>
              <Input.TextArea
                rows={4}
                maxLength={500}
                showCount
                placeholder={t('drug-control.template.noticePlaceholder')}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('drug-control.template.save')}
            </Button>
            {data.updated_at && (
              <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                {t('drug-control.template.updatedAt', { time: unixToDateString(data.updated_at) })}
              </Typography.Text>
            )}
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('drug-control.template.preview')}>
          <RegistrationPreview template={data} />
        </Card>
      </Col>
    </Row>
  );
}
