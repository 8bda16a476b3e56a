import type { Migration } from 'kysely';
import * as m0001 from './0001_create_users';
import * as m0002 from './0002_create_rules';
import * as m0003 from './0003_create_languages';
import * as m0004 from './0004_create_characters';
import * as m0005 from './0005_create_uploads_and_audit';
import * as m0010 from './0010_create_health_checks';
import * as m0011 from './0011_create_login_failures';
import * as m0015 from './0015_create_server_instances_and_meta';
import * as m0016 from './0016_add_upload_touched_at';
import * as m0020 from './0020_create_language_documents';
import * as m0025 from './0025_audit_log_reading';
import * as m0026 from './0026_create_rules_images';
import * as m0030 from './0030_create_character_reviews';
import * as m0031 from './0031_create_change_requests';
import * as m0035 from './0035_user_active_and_settings';
import * as m0040 from './0040_change_feed_triggers';
import * as m0045 from './0045_create_rate_limit_hits';
import * as m0048 from './0048_restore_on_change_feed';
import * as m0049 from './0049_login_failures_per_address';
import * as m0050 from './0050_create_events';
import * as m0051 from './0051_event_personal_data_erased';
import * as m0055 from './0055_events_change_feed';
import * as m0060 from './0060_create_player_writing_and_inbox';
import * as m0061 from './0061_sort_order_within_limit';
import * as m0070 from './0070_event_payments';
import * as m0071 from './0071_event_messages';
import * as m0072 from './0072_member_event_defaults';
import * as m0073 from './0073_xp_reason_keys';
import * as m0080 from './0080_create_inventory';
import * as m0090 from './0090_create_report_drafts';
import * as m0091 from './0091_race_singular_name';
import * as m0100 from './0100_create_recipes_and_crafts';
import * as m0105 from './0105_create_households';
import * as m0106 from './0106_event_age_rules';
import * as m0107 from './0107_create_consents';
import * as m0108 from './0108_family_payments';
import * as m0110 from './0110_signup_guests';
import * as m0120 from './0120_audit_on_behalf_of';

/** Listed statically so the bundled server carries its migrations. Forward-only. */
export const migrations: Record<string, Migration> = {
  '0001_create_users': m0001,
  '0002_create_rules': m0002,
  '0003_create_languages': m0003,
  '0004_create_characters': m0004,
  '0005_create_uploads_and_audit': m0005,
  '0010_create_health_checks': m0010,
  '0011_create_login_failures': m0011,
  '0015_create_server_instances_and_meta': m0015,
  '0016_add_upload_touched_at': m0016,
  '0020_create_language_documents': m0020,
  '0025_audit_log_reading': m0025,
  '0026_create_rules_images': m0026,
  '0030_create_character_reviews': m0030,
  '0031_create_change_requests': m0031,
  '0035_user_active_and_settings': m0035,
  '0040_change_feed_triggers': m0040,
  '0045_create_rate_limit_hits': m0045,
  '0048_restore_on_change_feed': m0048,
  '0049_login_failures_per_address': m0049,
  '0050_create_events': m0050,
  '0051_event_personal_data_erased': m0051,
  '0055_events_change_feed': m0055,
  '0060_create_player_writing_and_inbox': m0060,
  '0061_sort_order_within_limit': m0061,
  '0070_event_payments': m0070,
  '0071_event_messages': m0071,
  '0072_member_event_defaults': m0072,
  '0073_xp_reason_keys': m0073,
  '0080_create_inventory': m0080,
  '0090_create_report_drafts': m0090,
  '0091_race_singular_name': m0091,
  '0100_create_recipes_and_crafts': m0100,
  '0105_create_households': m0105,
  '0106_event_age_rules': m0106,
  '0107_create_consents': m0107,
  '0108_family_payments': m0108,
  '0110_signup_guests': m0110,
  '0120_audit_on_behalf_of': m0120,
};
