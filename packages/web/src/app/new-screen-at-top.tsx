import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new screen opens at its top instead of where the last one was scrolled to; back and
 * forward leave the browser to return to where the member was, a link to a place on the
 * page (`#…`) goes there, and a changed search stays where it is. Smaller than the
 * router's own ScrollRestoration, which the first screen would carry.
 */
export function NewScreenAtTop() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  const last = useRef(pathname);
  useEffect(() => {
    if (pathname === last.current) return;
    last.current = pathname;
    if (navigation === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigation]);
  return null;
}
