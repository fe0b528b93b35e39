import { THEMES, type ClientType, type ThemeDef } from '@rxdesk/contract/pages/themes';
import { Alert, Button, Card, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { useSetTheme, useThemes } from '../api/themes.ts';
import { ThemePreview } from './theme-preview.tsx';

/** The themes of one client: a card per shipped theme with its drawn preview; the current one
 * tagged; using another asks first. */
export function ThemesScreen({ client }: { client: ClientType }) {
  const { t, i18n } = useTranslation();
  const list = useThemes(client);
  const set = useSetTheme(client);
  const [preview, setPreview] = useState<ThemeDef | null>(null);
  const nameOf = (d: ThemeDef) => (i18n.language === 'en' ? d.en : d.zh);

  const use = (d: ThemeDef) =>
    void openModal('confirm', {
      title: t('shopPages.themes.useTitle'),
      content: t('shopPages.themes.useConfirm', { name: nameOf(d) }),
      okText: t('shopPages.themes.use'),
      cancelText: t('common.cancel'),
      onOk: () =>
        set
          .mutateAsync(d.code)
          .then(() => toast.success(t('shopPages.saved')))
          .catch(() => undefined),
    });

  if (list.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('shopPages.loadFailed')}
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            {t('shopPages.retry')}
          </Button>
        }
      />
    );
  if (!list.data) return <Skeleton active />;
  const current = list.data.current;
  return (
    <Flex vertical gap={12} data-testid={`themes-${client}`}>
      <Typography.Text type="secondary">{t('shopPages.themes.hint')}</Typography.Text>
      <Flex gap={16} wrap>
        {THEMES[client].map((d) => (
          <Card
            key={d.code}
            style={{ width: 280 }}
            data-testid={`theme-${d.code}`}
            cover={
              <Flex justify="center" style={{ padding: 12, background: '#fafafa' }}>
                <ThemePreview theme={d} client={client} width={client === 'PC' ? 250 : 150} />
              </Flex>
            }
            actions={[
              <Button key="p" type="link" onClick={() => setPreview(d)}>
                {t('shopPages.themes.preview')}
              </Button>,
              <Button key="u" type="link" disabled={d.code === current} onClick={() => use(d)}>
                {t('shopPages.themes.use')}
              </Button>,
            ]}
          >
            <Card.Meta
              title={
                <Flex gap={8} align="center">
                  {nameOf(d)}
                  {d.code === current && <Tag color="green">{t('shopPages.themes.current')}</Tag>}
                </Flex>
              }
            />
          </Card>
        ))}
      </Flex>
      <Modal
        open={preview !== null}
        title={preview ? t('shopPages.themes.previewTitle', { name: nameOf(preview) }) : ''}
        footer={null}
        width={client === 'PC' ? 760 : 420}
        onCancel={() => setPreview(null)}
      >
        {preview && (
          <Flex justify="center">
            <ThemePreview theme={preview} client={client} width={client === 'PC' ? 700 : 300} />
          </Flex>
        )}
      </Modal>
    </Flex>
  );
}
