import { PersonalInfoInputDataSchema } from './personal-info.ts';

describe('PersonalInfoInputDataSchema', () => {
  // Found by test/integration/fuzz.test.ts: an array body passed the refinement's guard and the
  // South African ID check read `undefined.trim()`, so PUT …/prefill answered 500.
  it.each([[[]], [[{ id_type: 'SA_ID' }]], [[null]]])('refuses the non-object body %j as a validation error instead of throwing', (body) => {
    const result = PersonalInfoInputDataSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('invalid_type');
  });

  it('still checks a South African ID number when the fields parsed', () => {
    const result = PersonalInfoInputDataSchema.safeParse({
      first_names: 'Thandiwe', last_names: 'Mokoena', date_of_birth: '1990-01-15', nationality: 'ZA', id_type: 'SA_ID', id_country: 'ZA',
      email: 'thandiwe@example.com', phone: '0821234567', gov_id: '9001155123086',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain('gov_id');
  });
});
