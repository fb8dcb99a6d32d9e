/**
 * The test applicant's personal info as the connect UI sends it (PUT /v1/connect/{proxy_id}/personal_info):
 * valid under SPEC §5's rules (a South African ID number that checks), overridable field by field.
 */
import { buildSaIdNumber } from '#schemas/sa-id';

export function applicantPersonalInfo(overrides: Record<string, unknown> = {}) {
  return {
    first_names: 'Thandiwe',
    last_names: 'Mokoena',
    date_of_birth: '1990-01-15',
    nationality: 'ZA',
    id_type: 'SA_ID',
    id_country: 'ZA',
    email: 'thandiwe@applicant.khanya.example',
    phone: '0821234567',
    gov_id: buildSaIdNumber('1990-01-15'),
    ...overrides,
  };
}
