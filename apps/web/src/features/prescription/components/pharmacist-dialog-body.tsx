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
  return method.data ? children(method.data) : <PharmacistLoadState method={method} />;
}

/** The pharmacist's settings while they load: a skeleton, or a retry on failure. */
export function PharmacistLoadState({ method }: Pick<Props, 'method'>) {
  const { t } = useTranslation();
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
