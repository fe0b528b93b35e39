import type { PharmacistMethod } from '@rxdesk/contract/prescription/pharmacist';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { usePharmacistMethod } from '../api/get-pharmacist-method.ts';

interface Props {
  method: ReturnType<typeof usePharmacistMethod>;
  /** The form, drawn once the pharmacist's settings are there. */
  children: (method: PharmacistMethod) => ReactNode;
}

/** What both pharmacist dialogs show before their form: loading, or a retry on failure. */
export function PharmacistDialogBody({ method, children }: Props) {
  const { t } = useTranslation();
  if (method.data) return children(method.data);
  if (method.isError) {
    return (
      <Result
        status="warning"
        title={t('prescription.pharmacist.loadFailed')}
        extra={<Button onClick={() => void method.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <Skeleton active paragraph={{ rows: 3 }} />;
}
