import Cookies from 'js-cookie';
import { useCallback, useState } from 'react';

/** §2: the desktop sidebar's open/closed state survives reloads in this cookie ('1' open). */
export const SIDEBAR_COOKIE = 'sidebar_status';

function readOpen(): boolean {
  return Cookies.get(SIDEBAR_COOKIE) !== '0';
}

export function useDesktopSidebar(): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useState(readOpen);
  const toggle = useCallback(() => {
    setOpen((wasOpen) => {
      Cookies.set(SIDEBAR_COOKIE, wasOpen ? '0' : '1', { expires: 365, sameSite: 'Lax' });
      return !wasOpen;
    });
  }, []);
  return [open, toggle];
}
