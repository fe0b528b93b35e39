import { translateMessage } from '@rxdesk/contract/common/locale';
import type { GoodsCreateBody } from '@rxdesk/contract/goods/goods-form';
import type { Category } from '@rxdesk/contract/goods/categories';
import { Form, type FormRule } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLastLevel } from '../../../../shared/components/category-picker/category-options.ts';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { apiErrorOf } from '../../../../shared/http/error-message.ts';
import { reportRequestError } from '../../../../shared/http/report-error.ts';
import { draftPayloadOf, goodsBodyOf } from '../../lib/goods-body.ts';
import type { GoodsFormValues } from '../../lib/goods-values.ts';
import type { SkuMatrix } from '../../lib/sku-matrix.ts';
import {
  bodyIssues,
  firstStepWithIssues,
  formFieldOf,
  issuesOfStep,
  pathOfField,
  stepOfPath,
  type BodyIssue,
  type WizardStep,
} from '../../lib/wizard-steps.ts';
import { useWizardSubmit } from './use-wizard-submit.ts';
import type { WizardInit } from './wizard-init.ts';

const startsWith = (path: readonly (string | number)[], prefix: readonly (string | number)[]) =>
  prefix.every((part, i) => path[i] === part);

/**
 * The publish wizard's state and rules: the form (steps 1, 2 and 4), the SKU matrix (step 3), the
 * step, and the contract's complaints about the body. Each field's rule is the contract's check of
 * the whole body, read at that field; leaving a step forward needs its fields clean.
 */
export function usePublishWizard(init: WizardInit) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const [form] = Form.useForm<GoodsFormValues>();
  const [step, setStep] = useState<WizardStep>(init.step);
  const [matrix, setMatrix] = useState<SkuMatrix>(init.matrix);
  const [skuIssues, setSkuIssues] = useState<BodyIssue[]>([]);
  const [category, setCategory] = useState<Category | undefined>();
  // Field errors the server or a final check named on another step: shown once that step mounts.
  const [pending, setPending] = useState<BodyIssue[]>([]);
  const create = init.goodsId === undefined;
  const submit = useWizardSubmit(init.goodsId, init.draftId);
  const matrixRef = useRef(matrix);
  matrixRef.current = matrix;

  const body = useCallback(
    () => goodsBodyOf(form.getFieldsValue(true) as GoodsFormValues, matrixRef.current, create),
    [form, create],
  );
  const message = useCallback((key: string) => translateMessage(locale, key), [locale]);

  /** The contract's complaint about `path` (or under it: an image of the list), if any. */
  const issueRule = useCallback(
    (...path: (string | number)[]): FormRule => ({
      validator: () => {
        const found = bodyIssues(body(), create).find((issue) => startsWith(issue.path, path));
        return found ? Promise.reject(new Error(message(found.message))) : Promise.resolve();
      },
    }),
    [body, create, message],
  );

  /** Step 1: a category of the last level (the server says the same). */
  const categoryRule: FormRule = {
    validator: (_rule, value: string | undefined) => {
      if (!value) return Promise.reject(new Error(message('rule.required')));
      if (category && !isLastLevel(category))
        return Promise.reject(new Error(message('error.goods.categoryNotLeaf')));
      return Promise.resolve();
    },
  };

  useEffect(() => {
    const here = pending.filter((issue) => stepOfPath(issue.path) === step && step !== 2);
    if (here.length === 0) return;
    form.setFields(
      here.map((issue) => ({ name: formFieldOf(issue.path) as never, errors: [message(issue.message)] })),
    );
    setPending((all) => all.filter((issue) => !here.includes(issue)));
  }, [pending, step, form, message]);

  /** Shows issues where they belong and moves to the first step that has one. */
  const showIssues = (issues: BodyIssue[]) => {
    const first = firstStepWithIssues(issues);
    if (first === null) return;
    setSkuIssues(issuesOfStep(issues, 2));
    setPending(issues.filter((issue) => stepOfPath(issue.path) !== 2));
    setStep(first);
    toast.error(message('rule.formInvalid'));
  };

  async function stepIsClean(): Promise<boolean> {
    if (step === 2) {
      const issues = issuesOfStep(bodyIssues(body(), create), 2);
      setSkuIssues(issues);
      if (issues.length) toast.error(message('rule.formInvalid'));
      return issues.length === 0;
    }
    try {
      await form.validateFields();
      return true;
    } catch {
      toast.error(message('rule.formInvalid'));
      return false;
    }
  }

  async function next() {
    if (step < 3 && (await stepIsClean())) setStep((step + 1) as WizardStep);
  }

  /** Back, or any earlier step from the step bar; forward only through `next`. */
  function goTo(target: WizardStep) {
    if (target < step) setStep(target);
    else if (target === step + 1) void next();
  }

  async function saveDraft() {
    const values = form.getFieldsValue(true) as GoodsFormValues;
    await submit
      .saveDraft({ goods_id: init.goodsId ?? null, step, payload: draftPayloadOf(values, matrix) })
      .catch(reportRequestError);
  }

  async function publish() {
    if (!(await stepIsClean())) return;
    const whole = body();
    const issues = bodyIssues(whole, create);
    if (issues.length) return showIssues(issues);
    const values = form.getFieldsValue(true) as GoodsFormValues;
    const draft = { goods_id: init.goodsId ?? null, step, payload: draftPayloadOf(values, matrix) };
    try {
      await submit.publish(whole as GoodsCreateBody, draft);
    } catch (error) {
      const refusal = apiErrorOf(error);
      if (!refusal?.field) return reportRequestError(error);
      // The server names the field ('skus.1.sku_code: SKU 编号已被使用'): show it there.
      const text = refusal.message.replace(new RegExp(`^${refusal.field}: `), '');
      showIssues([{ path: pathOfField(refusal.field), message: text }]);
    }
  }

  return {
    form,
    step,
    matrix,
    setMatrix,
    skuIssues,
    setCategory,
    categoryRule,
    issueRule,
    create,
    next,
    goTo,
    back: () => step > 0 && setStep((step - 1) as WizardStep),
    saveDraft,
    publish,
    busy: submit.busy,
  };
}
export type PublishWizard = ReturnType<typeof usePublishWizard>;
