import type { RulesFile } from '@club/shared/contract/rules-export';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

/** GET rules/export, saved by the browser as a JSON file named for the day. */
export async function downloadRulesFile(): Promise<RulesFile> {
  const file = await apiRequest<RulesFile>(apiPaths.rules.export);
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `rules-${file.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return file;
}
