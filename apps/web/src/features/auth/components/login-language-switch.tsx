import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../../../i18n/i18n.ts';
import { LANGUAGE_LABELS, LANGUAGES, isLanguage } from '../../../i18n/language.ts';
import { toast } from '../../../shared/feedback/feedback.ts';

/** The login page's 中文 / English switch: the top bar's (shared LanguageSwitch) look and
 * behaviour — a text button opening a two-item menu, the active one marked, a toast after the
 * switch — without antd Dropdown and Menu, which only the signed-in pages need. */
export function LoginLanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  async function choose(language: string) {
    setOpen(false);
    if (!isLanguage(language) || language === active) return;
    await switchLanguage(language);
    // i18n.t, not the render-time t: the toast must speak the language just chosen.
    toast.success(i18n.t('layout.languageSwitched'));
  }

  return (
    <div className="rx-login-language" ref={root}>
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden />}
        aria-label={t('layout.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {LANGUAGE_LABELS[active]}
      </Button>
      {open && (
        <ul className="rx-login-language__menu" role="menu">
          {LANGUAGES.map((language) => (
            <li
              key={language}
              role="menuitemradio"
              aria-checked={language === active}
              tabIndex={0}
              className={language === active ? 'rx-login-language__item--active' : undefined}
              onClick={() => void choose(language)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  void choose(language);
                }
              }}
            >
              {LANGUAGE_LABELS[language]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
