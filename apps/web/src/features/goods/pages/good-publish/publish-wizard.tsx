import { Alert, Button, Card, Flex, Form, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { SkuMatrixEditor } from '../../components/sku-matrix/sku-matrix-editor.tsx';
import { StepCategory } from '../../components/publish/step-category.tsx';
import { StepDescriptions } from '../../components/publish/step-descriptions.tsx';
import { StepInfo } from '../../components/publish/step-info.tsx';
import type { GoodsFormValues } from '../../lib/goods-values.ts';
import { skuIssuesByRow, WIZARD_STEPS, type WizardStep } from '../../lib/wizard-steps.ts';
import { usePublishWizard } from './use-publish-wizard.ts';
import type { WizardInit } from './wizard-init.ts';
import '../../components/goods.css';

/** The publish wizard: category → base and pharmacy info → SKUs and stock → descriptions; a
 * draft can be saved at any step, and the last step submits the item for the first-sale review. */
export function PublishWizard({ init }: { init: WizardInit }) {
  const { t } = useTranslation();
  const wizard = usePublishWizard(init);
  const { form, step } = wizard;
  const editing = init.goodsId !== undefined;

  return (
    <Flex vertical gap={16} className="rx-publish">
      {init.rejectReason !== undefined && (
        <Alert
          type="error"
          showIcon
          title={t('goods.publish.rejected')}
          description={init.rejectReason}
          data-testid="reject-reason"
        />
      )}
      <Card>
        <Steps
          current={step}
          onChange={(target) => wizard.goTo(target as WizardStep)}
          items={WIZARD_STEPS.map((key) => ({ title: t(`goods.publish.steps.${key}`) }))}
        />
      </Card>
      <Form<GoodsFormValues>
        form={form}
        name="goods-publish"
        layout="vertical"
        initialValues={init.values}
        autoComplete="off"
        scrollToFirstError
      >
        {step === 0 && <StepCategory rule={wizard.categoryRule} onCategory={wizard.setCategory} />}
        {step === 1 && <StepInfo issueRule={wizard.issueRule} />}
        {step === 2 && (
          <Card
            title={t('goods.publish.skus')}
            size="small"
            extra={editing ? t('goods.publish.stockHint') : t('goods.publish.batchHint')}
          >
            <SkuMatrixEditor
              value={wizard.matrix}
              onChange={wizard.setMatrix}
              errors={skuIssuesByRow(wizard.skuIssues)}
              withBatches={!editing}
              withStock={editing}
            />
          </Card>
        )}
        {step === 3 && <StepDescriptions issueRule={wizard.issueRule} />}
      </Form>
      <Card size="small" className="rx-publish__footer">
        <Flex gap={8} justify="center" wrap>
          {step > 0 && (
            <Button onClick={wizard.back} disabled={wizard.busy}>
              {t('goods.publish.back')}
            </Button>
          )}
          {step < 3 && (
            <Button type="primary" onClick={() => void wizard.next()} disabled={wizard.busy}>
              {t('goods.publish.next')}
            </Button>
          )}
          <Button onClick={() => void wizard.saveDraft()} loading={wizard.busy}>
            {t('goods.publish.saveDraft')}
          </Button>
          {step === 3 && (
            <Button type="primary" onClick={() => void wizard.publish()} loading={wizard.busy}>
              {t(editing ? 'goods.publish.save' : 'goods.publish.submit')}
            </Button>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
