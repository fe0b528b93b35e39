import { RICH_TEXT_MAX_BYTES } from '@rxdesk/contract/goods/goods-form';
import { Alert, Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublishFieldsProps } from './publish-fields.ts';

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Step 4: the PC description (HTML) and the mobile description, each up to 100 KB. The server
 * sanitizes what it stores (no script, style, event handlers or javascript: links); the preview
 * is a sandboxed frame, so nothing typed here runs in the page. */
export function StepDescriptions({ issueRule }: PublishFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const pc = (Form.useWatch('intro_pc', form) as string | undefined) ?? '';
  const mobile = (Form.useWatch('intro_mobile', form) as string | undefined) ?? '';
  const counter = (text: string) =>
    t('goods.publish.bytes', { used: (bytes(text) / 1024).toFixed(1), max: RICH_TEXT_MAX_BYTES / 1024 });
  return (
    <>
      <Alert type="info" showIcon title={t('goods.publish.introHint')} style={{ marginBottom: 16 }} />
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('goods.form.introPc')}>
            <Form.Item name="intro_pc" rules={[issueRule('intro_pc')]} extra={counter(pc)}>
              <Input.TextArea aria-label={t('goods.form.introPc')} autoSize={{ minRows: 10, maxRows: 24 }} />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('goods.publish.preview')}>
            <iframe className="rx-intro-preview" title={t('goods.publish.preview')} sandbox="" srcDoc={pc} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('goods.form.introMobile')} style={{ marginTop: 16 }}>
            <Form.Item name="intro_mobile" rules={[issueRule('intro_mobile')]} extra={counter(mobile)}>
              <Input.TextArea
                aria-label={t('goods.form.introMobile')}
                autoSize={{ minRows: 6, maxRows: 16 }}
              />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </>
  );
}
