import { useLocation } from 'react-router';
import { useRoutePath } from '../../app/routePaths';

/** The login link of the header: back to the current page after login (not from the home or login page). */
export function useLoginHref(): string {
  const path = useRoutePath();
  const location = useLocation();
  const loginPath = path('login');
  const here = `${location.pathname}${location.search}`;
  return location.pathname === loginPath || here === path('home') ? loginPath : path('login', { returnUrl: here });
}
