import { Modal } from 'antd';
import { useEffect } from 'react';
import { connectFeedback } from './feedback.ts';

/** Modal alerts (feedback.ts `alertDialog`). */
export function ModalHost() {
  const [api, holder] = Modal.useModal();
  useEffect(() => connectFeedback('modal', api), [api]);
  return holder;
}
