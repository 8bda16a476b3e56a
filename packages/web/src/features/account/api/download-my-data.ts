import { downloadFile } from '../../../api/blob';
import * as apiPaths from '../../../config/api-paths';

/** GET me/export: everything the club holds about the member, saved as a JSON file. */
export function downloadMyData(userId: number): Promise<void> {
  return downloadFile(apiPaths.me.export, `mine-data-${userId}.json`, 'application/json');
}
