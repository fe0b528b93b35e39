import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** /404 — public, so a signed-out visitor gets a real answer too. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="rx-not-found">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.description')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('notFound.backHome')}
          </Button>
        }
      />
    </main>
  );
}
