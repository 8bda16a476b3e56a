import { apiBlob } from '../../../api/blob';
import * as apiPaths from '../../../config/api-paths';

/** GET me/export: everything the club holds about the member, saved as a JSON file. */
export async function downloadMyData(userId: number): Promise<void> {
  const blob = await apiBlob(apiPaths.me.export);
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `mine-data-${userId}.json`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
