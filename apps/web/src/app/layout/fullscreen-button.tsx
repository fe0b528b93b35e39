import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/feedback/feedback.ts';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}
const isFullscreen = () => Boolean(document.fullscreenElement);

/** Toggles browser full screen; warns where the browser cannot (§8). */
export function FullscreenButton() {
  const { t } = useTranslation();
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen);
  const label = fullscreen ? t('layout.exitFullscreen') : t('layout.fullscreen');

  function toggle() {
    const warn = () => toast.warning(t('layout.fullscreenUnsupported'));
    if (!document.fullscreenEnabled) return warn();
    const change = fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(warn);
  }

  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
