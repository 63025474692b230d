import { NavLink, useLocation, useNavigate } from 'react-router';
import { NavDropdown } from '../../../components/layout/NavDropdown';
import { paths } from '../../../lib/paths';
import { useAuth } from '../AuthProvider';
import { displayName } from '../displayName';
import { logOut } from '../store';

/**
 * The navigation's account item: 'Login' for visitors; for users a menu with their name holding
 * 'Mi Perfil', 'Alumnos', 'Admin' (administrators only) and 'Logout'.
 */
export function AccountMenu() {
  const { loading, user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (!user) {
    return (
      // While the stored session is checked, the link keeps its place without showing.
      <li className={`nav-item${loading ? ' invisible' : ''}`} aria-hidden={loading || undefined}>
        <NavLink className="nav-link" to={paths.login} tabIndex={loading ? -1 : undefined}>
          Login
        </NavLink>
      </li>
    );
  }

  // Leaving first, so that a logged-in screen does not send the visitor to /login on the way out.
  const logout = async () => {
    await navigate(paths.home);
    await logOut();
  };

  const name = displayName(user);
  return (
    <NavDropdown
      label={
        // A long name is cut short on the bar; the title shows it whole.
        <span className="account-name" title={name}>
          {name}
        </span>
      }
      active={pathname === paths.profile || pathname === paths.dashboard}
      alignEnd
    >
      <li>
        <NavLink className="dropdown-item" to={paths.profile}>
          Mi Perfil
        </NavLink>
      </li>
      <li>
        <NavLink className="dropdown-item" to={paths.dashboard}>
          Alumnos
        </NavLink>
      </li>
      {user.role === 'ADMIN' && (
        <li>
          <NavLink className="dropdown-item" to={paths.admin}>
            Admin
          </NavLink>
        </li>
      )}
      <li>
        <hr className="dropdown-divider" />
      </li>
      <li>
        <button type="button" className="dropdown-item" onClick={logout}>
          Logout
        </button>
      </li>
    </NavDropdown>
  );
}
