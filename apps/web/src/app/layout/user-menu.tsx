import {
  ClockCircleOutlined,
  DownOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  PrinterOutlined,
  SkinOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
// The menu's dialogs (forms, time pickers) load when first opened, not with every signed-in page.
const ChangePasswordDialog = lazy(() =>
  import('../../features/auth/components/change-password-dialog.tsx').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);
const PrinterSettingsDialog = lazy(() =>
  import('../../features/live/components/printer-settings-dialog.tsx').then((m) => ({
    default: m.PrinterSettingsDialog,
  })),
);
const AuditPasswordDialog = lazy(() =>
  import('../../features/prescription/components/audit-password-dialog.tsx').then((m) => ({
    default: m.AuditPasswordDialog,
  })),
);
const ThemeDialog = lazy(() =>
  import('../../shared/theme/theme-dialog.tsx').then((m) => ({ default: m.ThemeDialog })),
);
const WorkHoursDialog = lazy(() =>
  import('../../features/prescription/components/work-hours-dialog.tsx').then((m) => ({
    default: m.WorkHoursDialog,
  })),
);
import type { StoredUser } from '../../shared/session/session-storage.ts';
import { logout } from '../../shared/session/logout.ts';
import { useThemeSync } from '../../shared/theme/get-theme.ts';
import { UserAvatar } from './user-avatar.tsx';

/** The avatar dropdown (§2): home; change password (not for pharmacists); audit password and
 * working hours (pharmacists only); receipt printer; theme colour (§9 换肤); log out. */
export function UserMenu({ user }: { user: StoredUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [auditPasswordOpen, setAuditPasswordOpen] = useState(false);
  const [workHoursOpen, setWorkHoursOpen] = useState(false);
  const [printerOpen, setPrinterOpen] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  useThemeSync();
  const [signingOut, setSigningOut] = useState(false);
  // A dialog stays mounted once opened, so closing it still animates.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());

  const items: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined aria-hidden />, label: t('layout.home') },
    // Pharmacists have their own audit password and working hours instead (§6).
    ...(user.pharmacist === 1
      ? [
          {
            key: 'audit-password',
            icon: <SafetyOutlined aria-hidden />,
            label: t('prescription.pharmacist.auditPasswordMenu'),
          },
          {
            key: 'work-hours',
            icon: <ClockCircleOutlined aria-hidden />,
            label: t('prescription.pharmacist.workHoursMenu'),
          },
        ]
      : [{ key: 'change-password', icon: <KeyOutlined aria-hidden />, label: t('layout.changePassword') }]),
    { key: 'printer', icon: <PrinterOutlined aria-hidden />, label: t('live.printerSettings.title') },
    { key: 'theme', icon: <SkinOutlined aria-hidden />, label: t('settings.themeMenu') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('layout.logout') },
  ];

  function onClick({ key }: { key: string }) {
    if (!opened.has(key)) setOpened(new Set([...opened, key]));
    if (key === 'home') void navigate('/');
    if (key === 'change-password') setPasswordOpen(true);
    if (key === 'audit-password') setAuditPasswordOpen(true);
    if (key === 'work-hours') setWorkHoursOpen(true);
    if (key === 'printer') setPrinterOpen(true);
    if (key === 'theme') setThemeOpen(true);
    if (key === 'logout') {
      setSigningOut(true);
      void logout();
    }
  }

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
        <Button
          type="text"
          className="rx-topbar__avatar"
          aria-label={t('layout.accountMenu')}
          loading={signingOut}
        >
          <UserAvatar src={user.face || undefined} />
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Suspense fallback={null}>
        {opened.has('change-password') && (
          <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        )}
        {opened.has('printer') && (
          <PrinterSettingsDialog open={printerOpen} onClose={() => setPrinterOpen(false)} />
        )}
        {opened.has('theme') && <ThemeDialog open={themeOpen} onClose={() => setThemeOpen(false)} />}
        {user.pharmacist === 1 && opened.has('audit-password') && (
          <AuditPasswordDialog open={auditPasswordOpen} onClose={() => setAuditPasswordOpen(false)} />
        )}
        {user.pharmacist === 1 && opened.has('work-hours') && (
          <WorkHoursDialog open={workHoursOpen} onClose={() => setWorkHoursOpen(false)} />
        )}
      </Suspense>
    </>
  );
}
