import '@rxdesk/contract/settings/settings-extras-messages';
import type { GradeApplyBody, ShopGrade } from '@rxdesk/contract/settings/grades';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useApplyGrade } from './api/apply-grade.ts';
import { useGradeOverview } from './api/get-grade-overview.ts';
import { ApplyGradeDialog } from './components/apply-grade-dialog.tsx';
import { GradeHistory } from './components/grade-history.tsx';

/** 店铺等级申请 (grade-application, hidden under /setting): the grades and what each allows, the
 * shop's own, 申请升级 (one open application at a time), and the applications' history. */
export function GradeApplicationPage() {
  const { t, i18n } = useTranslation();
  const overview = useGradeOverview();
  const apply = useApplyGrade();
  const [open, setOpen] = useState(false);
  const en = i18n.language === 'en';
  const nameOf = (g: ShopGrade) => (en ? g.name_en : g.name);

  if (overview.isError)
    return (
      <Result
        status="error"
        title={t('settingsExtras.loadFailed')}
        extra={<Button onClick={() => void overview.refetch()}>{t('settingsExtras.retry')}</Button>}
      />
    );
  if (!overview.data) return <Skeleton active />;

  const { grades, current_grade_id, open_application } = overview.data;
  const current = grades.find((g) => g.id === current_grade_id);
  const higher = grades.filter((g) => g.rank > (current?.rank ?? 0));

  async function submit(values: GradeApplyBody) {
    await apply.mutateAsync(values);
    setOpen(false);
    toast.success(t('settingsExtras.grades.submitted'));
  }

  return (
    <Flex vertical gap={12}>
      <Card
        title={t('settingsExtras.grades.title')}
        extra={
          <Button
            type="primary"
            disabled={open_application !== null || higher.length === 0}
            onClick={() => setOpen(true)}
          >
            {higher.length === 0 ? t('settingsExtras.grades.top') : t('settingsExtras.grades.apply')}
          </Button>
        }
      >
        {open_application && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('settingsExtras.grades.openHint', { grade: open_application.grade_name })}
          />
        )}
        <Descriptions column={1} bordered size="small">
          {grades.map((g) => (
            <Descriptions.Item
              key={g.id}
              label={
                <span>
                  {nameOf(g)}{' '}
                  {g.id === current_grade_id && <Tag color="blue">{t('settingsExtras.grades.current')}</Tag>}
                </span>
              }
            >
              {en ? g.description_en : g.description}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <GradeHistory />
      {open && (
        <ApplyGradeDialog
          open={open}
          higher={higher}
          nameOf={nameOf}
          submitting={apply.isPending}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
        />
      )}
    </Flex>
  );
}
