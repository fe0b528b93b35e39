import { useState } from 'react';

/** True from the first render where `open` is true on: a dialog fetched lazily is mounted when it
 * first opens and stays mounted, so later closes keep antd's closing animation. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
