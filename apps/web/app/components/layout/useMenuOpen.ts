import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether a menu of the header is open, and a way to open or close it. Every navigation closes it, including
 * Back to the page it was opened on and a click on the page already shown: each gives the location a new key,
 * while the path alone can come back.
 */
export function useMenuOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const { key } = useLocation();
  const [menu, setMenu] = useState({ open: false, key });
  // Reset while rendering, so the new page never paints with the menu still open.
  if (menu.key !== key) setMenu({ open: false, key });
  const setOpen = useCallback((open: boolean) => setMenu((current) => ({ ...current, open })), []);
  return [menu.open && menu.key === key, setOpen];
}
