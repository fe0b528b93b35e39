import {
  ClockCircleOutlined,
  DownOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  PrinterOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog.tsx';
import { PrinterSettingsDialog } from '../../features/live/components/printer-settings-dialog.tsx';
import { AuditPasswordDialog } from '../../features/prescription/components/audit-password-dialog.tsx';
import { WorkHoursDialog } from '../../features/prescription/components/work-hours-dialog.tsx';
import type { StoredUser } from '../../shared/session/session-storage.ts';
import { logout } from '../../shared/session/logout.ts';

/** The avatar dropdown (§2): home; change password (not for pharmacists); audit password and
 * working hours (pharmacists only); log out. */
export function UserMenu({ user }: { user: StoredUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [auditPasswordOpen, setAuditPasswordOpen] = useState(false);
  const [workHoursOpen, setWorkHoursOpen] = useState(false);
  const [printerOpen, setPrinterOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

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
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('layout.logout') },
  ];

  function onClick({ key }: { key: string }) {
    if (key === 'home') void navigate('/');
    if (key === 'change-password') setPasswordOpen(true);
    if (key === 'audit-password') setAuditPasswordOpen(true);
    if (key === 'work-hours') setWorkHoursOpen(true);
    if (key === 'printer') setPrinterOpen(true);
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
          <Avatar size="small" src={user.face || undefined} icon={<UserOutlined aria-hidden />} alt="" />
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <PrinterSettingsDialog open={printerOpen} onClose={() => setPrinterOpen(false)} />
      {user.pharmacist === 1 && (
        <>
          <AuditPasswordDialog open={auditPasswordOpen} onClose={() => setAuditPasswordOpen(false)} />
          <WorkHoursDialog open={workHoursOpen} onClose={() => setWorkHoursOpen(false)} />
        </>
      )}
    </>
  );
}
