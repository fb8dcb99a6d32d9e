import { DEFAULT_ENTITLEMENTS } from '#schemas/data-points';
import { entitlementsOf, presentConfig, type ApplicationConfig } from './application-configs.ts';

describe('entitlementsOf', () => {
  it('answers what the organisation was given, even nothing', () => {
    expect(entitlementsOf({ entitlements: ['bank', 'affinity'] })).toEqual(['bank', 'affinity']);
    expect(entitlementsOf({ entitlements: [] })).toEqual([]);
  });

  it('answers a copy of the defaults for an organisation without recorded entitlements, or none at all', () => {
    expect(entitlementsOf({})).toEqual([...DEFAULT_ENTITLEMENTS]);
    const defaults = entitlementsOf(undefined);
    expect(defaults).toEqual([...DEFAULT_ENTITLEMENTS]);
    defaults.length = 0;
    expect(entitlementsOf(undefined)).toEqual([...DEFAULT_ENTITLEMENTS]);
  });
});

describe('presentConfig', () => {
  it('answers the record\'s fields and drops the table\'s keys and version', () => {
    const record: ApplicationConfig = {
      id: '000000000000000000000001', organisation: '000000000000000000000002', name: 'Personal loans',
      connections: [{ name: 'bank', data_points: [{ name: 'affordability', input_args: [], output_args: [] }] }],
      is_default: true, default_redirect_url: null, affinity_enabled: false, archived: false,
      created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z',
    };
    const stored = { ...record, pk: 'ORG#2', sk: 'APPCONFIG#1', type: 'application_config', version: 3, gsi1pk: 'x', gsi1sk: 'y' };
    expect(presentConfig(stored)).toEqual(record);
  });
});
