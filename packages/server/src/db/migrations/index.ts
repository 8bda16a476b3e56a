import type { Migration } from 'kysely';
import * as m0001 from './0001_create_users';
import * as m0002 from './0002_create_rules';
import * as m0003 from './0003_create_languages';
import * as m0004 from './0004_create_characters';
import * as m0005 from './0005_create_uploads_and_audit';
import * as m0015 from './0015_create_server_instances_and_meta';
import * as m0016 from './0016_add_upload_touched_at';

/** Listed statically so the bundled server carries its migrations. Forward-only. */
export const migrations: Record<string, Migration> = {
  '0001_create_users': m0001,
  '0002_create_rules': m0002,
  '0003_create_languages': m0003,
  '0004_create_characters': m0004,
  '0005_create_uploads_and_audit': m0005,
  '0015_create_server_instances_and_meta': m0015,
  '0016_add_upload_touched_at': m0016,
};
