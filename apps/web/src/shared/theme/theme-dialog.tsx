import { CheckOutlined } from '@ant-design/icons';
import {
  DEFAULT_THEME_COLOR,
  THEME_SWATCHES,
  themeColor as themeColorRule,
} from '@rxdesk/contract/settings/theme';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../feedback/feedback.ts';
import { reportRequestError } from '../http/report-error.ts';
import { useSaveTheme } from './save-theme.ts';
import { useThemeColor } from './theme-store.ts';
import en from './strings/en.json';
import zh from './strings/zh.json';

// The dialog's strings travel with it (a lazy chunk opened from the avatar menu).
i18n.addResourceBundle('zh', 'translation', { themeSwitch: zh }, true, true);
i18n.addResourceBundle('en', 'translation', { themeSwitch: en }, true, true);

/** §9 换肤: preset swatches and a free colour; saved for the user on the server and applied at
 * once app-wide (toast 换肤成功, 5 s like every success toast). */
export function ThemeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useThemeColor();
  const [picked, setPicked] = useState(current);
  // Each opening starts from the colour in use (adjusted while rendering, so a swatch clicked as
  // the dialog animates in is never overwritten afterwards).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPicked(current);
  }
  const save = useSaveTheme();
  const valid = themeColorRule.safeParse(picked).success;

  async function submit() {
    try {
      await save.mutateAsync({ theme_color: picked });
      toast.success(t('themeSwitch.switched'));
      onClose();
    } catch (error) {
      reportRequestError(error);
    }
  }

  return (
    <Modal
      open={open}
      title={t('themeSwitch.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !valid }}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      width={420}
    >
      <Typography.Text type="secondary">{t('themeSwitch.swatches')}</Typography.Text>
      <Flex
        gap={8}
        wrap
        style={{ margin: '8px 0 16px' }}
        role="radiogroup"
        aria-label={t('themeSwitch.swatches')}
      >
        {THEME_SWATCHES.map((c) => (
          <Button
            key={c}
            role="radio"
            aria-checked={picked.toUpperCase() === c}
            aria-label={c}
            data-testid={`theme-swatch-${c.slice(1)}`}
            onClick={() => setPicked(c)}
            style={{ background: c, borderColor: c, width: 32, height: 32, padding: 0 }}
            icon={picked.toUpperCase() === c ? <CheckOutlined style={{ color: '#fff' }} /> : undefined}
          />
        ))}
      </Flex>
      <Flex align="center" gap={12}>
        <Typography.Text type="secondary">{t('themeSwitch.custom')}</Typography.Text>
        {/* The browser's own colour picker: antd's ColorPicker would be bundled into the shell
            (the login page's weight budget), for a dialog few open. */}
        <input
          type="color"
          aria-label={t('themeSwitch.custom')}
          value={valid ? picked : DEFAULT_THEME_COLOR}
          onChange={(e) => setPicked(e.target.value.toUpperCase())}
          style={{ width: 40, height: 32, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
        />
        <Input
          value={picked}
          maxLength={7}
          style={{ width: 110 }}
          status={valid ? undefined : 'error'}
          aria-label="#RRGGBB"
          onChange={(e) => setPicked(e.target.value.trim())}
        />
        <Button type="link" onClick={() => setPicked(DEFAULT_THEME_COLOR)}>
          {t('themeSwitch.reset')}
        </Button>
      </Flex>
    </Modal>
  );
}
