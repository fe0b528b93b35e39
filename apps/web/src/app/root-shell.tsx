import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** §2: every navigation starts at the top of the page. */
function ScrollToTop() {
  const { key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}

export function RootShell() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
