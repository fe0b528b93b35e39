import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once.ts';
import { useSoundBlocked } from '../sound-player.ts';

// antd Modal is fetched when the dialog first opens, not with the signed-in frame (issue 18).
const VoiceEnableModal = lazy(async () => ({
  default: (await import('./voice-enable-modal.tsx')).VoiceEnableModal,
}));

/** §4 voice alert, shown while the browser refuses to play (VoiceEnableModal). */
export function VoiceEnableDialog() {
  const shown = useOpenedOnce(useSoundBlocked());
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <VoiceEnableModal />
    </Suspense>
  );
}
