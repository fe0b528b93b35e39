import { Alert, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  /** The period control and the report's own filters. */
  filters: ReactNode;
  /** The export button (top right). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The page layout every report shares: filters and export on top, the counting rule, then the
 * chart(s) and the table with the same figures. */
export function ReportFrame({ title, filters, actions, children }: Props) {
  const { t } = useTranslation();
  return (
    <Card data-testid="report">
      <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
        <Flex vertical gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Flex gap={12} wrap align="center">
            {filters}
          </Flex>
        </Flex>
        {actions}
      </Flex>
      <Alert type="info" showIcon message={t('statistics.countRule')} style={{ marginBottom: 16 }} />
      {children}
    </Card>
  );
}
