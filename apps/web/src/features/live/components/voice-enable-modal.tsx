import { SoundOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/feedback/feedback.ts';
import { enableSound, useSoundBlocked } from '../sound-player.ts';

/** §4 voice alert: the browser refused to play, so one click of the user unlocks sound. */
export function VoiceEnableModal() {
  const { t } = useTranslation();
  const blocked = useSoundBlocked();

  async function onEnable() {
    if (await enableSound()) toast.success(t('live.voice.enabled'));
    else toast.warning(t('live.voice.stillBlocked'));
  }

  return (
    <Modal
      open={blocked}
      title={t('live.voice.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      centered
    >
      <p>{t('live.voice.content')}</p>
      <Button type="primary" block icon={<SoundOutlined aria-hidden />} onClick={() => void onEnable()}>
        {t('live.voice.enable')}
      </Button>
    </Modal>
  );
}
