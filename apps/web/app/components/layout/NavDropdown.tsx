import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useMenuOpen } from './useMenuOpen';

interface Props {
  label: ReactNode;
  /** Marks the toggle when the current page is one of the menu's. */
  active?: boolean;
  /** Opens the menu aligned to the toggle's right edge (for the last item of the bar). */
  alignEnd?: boolean;
  /** The menu's items, each an `<li>`. */
  children: ReactNode;
}

/**
 * A navbar dropdown on Bootstrap's CSS, without Bootstrap's JavaScript: it opens with a click or the
 * keyboard, and closes on Escape (focus back on its toggle), on a click outside or after any navigation.
 */
export function NavDropdown({ label, active = false, alignEnd = false, children }: Props) {
  const [open, setOpen] = useMenuOpen();
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        if (itemRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      } else if (itemRef.current?.contains(event.target as Node)) {
        return;
      }
      setOpen(false);
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open, setOpen]);

  return (
    <li className="nav-item dropdown" ref={itemRef}>
      <button
        ref={toggleRef}
        type="button"
        className={`nav-link dropdown-toggle${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <ul
        className={`dropdown-menu${alignEnd ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
        id={menuId}
      >
        {children}
      </ul>
    </li>
  );
}
