import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_LABELS, LANGUAGES, isLanguage } from '../../i18n/language.ts';
import { toast } from '../feedback/feedback.ts';

/** 中文 / English switch (top bar and login page). The choice survives reloads via the cookie. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = isLanguage(i18n.language) ? i18n.language : currentLanguage();

  async function choose(key: string) {
    if (!isLanguage(key) || key === active) return;
    await switchLanguage(key);
    // i18n.t, not the render-time t: the toast must speak the language just chosen.
    toast.success(i18n.t('layout.languageSwitched'));
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_LABELS[language] })),
        onClick: ({ key }) => void choose(key),
      }}
    >
      <Button
        type="text"
        className={className}
        icon={<GlobalOutlined aria-hidden />}
        aria-label={t('layout.language')}
      >
        {LANGUAGE_LABELS[active]}
      </Button>
    </Dropdown>
  );
}
