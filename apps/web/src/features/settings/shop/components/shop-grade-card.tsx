import { Button, Card, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../../../shared/permissions/permissions-context.ts';
import { GRADE_APPLICATION_PATH } from '../../../../shared/settings/settings-links.ts';
import { useGradeOverview } from '../../grades/api/get-grade-overview.ts';

/** The shop's grade on the settings page, with the way to the (hidden) grade application page —
 * shown only to roles that may apply (the server refuses the others too). */
export function ShopGradeCard() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const can = useHasPermission();
  const allowed = can('grade-application');
  const overview = useGradeOverview({ enabled: allowed });
  if (!allowed) return null;
  const grade = overview.data?.grades.find((g) => g.id === overview.data?.current_grade_id);
  const name = grade && (i18n.language.startsWith('en') ? grade.name_en : grade.name);
  return (
    <Card
      title={t('settings.route.gradeApplication')}
      extra={
        <Button
          type="link"
          data-testid="shop-grade-apply"
          onClick={() => void navigate(GRADE_APPLICATION_PATH)}
        >
          {t('settings.route.gradeApplication')}
        </Button>
      }
    >
      {overview.isPending ? (
        <Skeleton active paragraph={false} />
      ) : (
        <span data-testid="shop-grade">
          <Tag color="gold">{name ?? '—'}</Tag>
          {overview.data?.open_application && (
            <Tag color="processing">{overview.data.open_application.grade_name}</Tag>
          )}
        </span>
      )}
    </Card>
  );
}
