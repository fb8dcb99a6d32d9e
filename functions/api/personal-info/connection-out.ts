import type { PersonalInfoConnectionItem } from '#platform/repositories/personal-info';

/** The connection as the API shows it (PersonalInfoOutSchema): named fields only, never the raw item. */
export function presentConnection(connection: PersonalInfoConnectionItem) {
  const { first_names, last_names, date_of_birth, gov_id, id_country, id_type, nationality, email, phone } = connection.data;
  return {
    id: connection.id,
    application: connection.application,
    data: { first_names, last_names, date_of_birth, gov_id, id_country, id_type, nationality, email: email ?? null, phone: phone ?? null },
    created_at: connection.created_at,
    updated_at: connection.updated_at,
  };
}
