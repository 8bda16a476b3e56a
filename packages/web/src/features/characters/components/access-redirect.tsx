import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { notifications } from 'mantine-toast-store';

/** Says why the page cannot be shown, then leaves for where the user belongs. */
export function AccessRedirect({ message, to }: { message: string; to: string }) {
  useEffect(() => {
    // A fixed id keeps a double effect (StrictMode) from showing the message twice.
    notifications.show({ id: `access-${to}`, color: 'red', message, autoClose: 8000 });
  }, [message, to]);
  return <Navigate to={to} replace />;
}
