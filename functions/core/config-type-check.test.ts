/**
 * The application-config type check: valid configs pass, each kind of problem is reported with
 * a precise text naming the connection, data point and arg, every problem is listed at once,
 * and entitlements the organisation lacks answer invalid_permission.
 */
import { DomainError, errorBody } from '#schemas/errors';
import { CONNECTIONS, DEFAULT_ENTITLEMENTS, ENTITLEMENTS } from '#schemas/data-points';
import { configProblems, findCycle, typeCheckConfig, type ConfigConnection, type ConfigDataPoint } from './config-type-check.ts';

const ALL = [...ENTITLEMENTS];
const DEFAULTS = [...DEFAULT_ENTITLEMENTS];

/** A data point using its defaults (`[]`), or the given args. */
const dp = (name: string, input_args: string[] = [], output_args: string[] = []): ConfigDataPoint => ({ name, input_args, output_args });

function failure(connections: ConfigConnection[], entitlements: string[] = ALL): DomainError {
  try {
    typeCheckConfig(connections, entitlements);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('typeCheckConfig accepted the config');
}

function typeCheckDetails(connections: ConfigConnection[], entitlements: string[] = ALL): string[] {
  const error = failure(connections, entitlements);
  expect(error.code).toBe('application_config_type_check_invalid');
  return (error.details ?? '').split('; ');
}

describe('valid configs', () => {
  it('accepts the whole catalogue with default args ([])', () => {
    const connections = CONNECTIONS.map((connection) => ({ name: connection.name, data_points: connection.data_points.map((d) => dp(d.name)) }));
    expect(typeCheckConfig(connections, ALL)).toEqual({ ok: true });
  });

  it('accepts explicit args equal to the catalogue\'s, in any order of data points', () => {
    const bank = CONNECTIONS.find((connection) => connection.name === 'bank');
    const dataPoints = [...(bank?.data_points ?? [])]
      .filter((d) => d.name !== 'affinity_ads')
      .reverse()
      .map((d) => dp(d.name, [...d.input_args], [...d.output_args]));
    expect(typeCheckConfig([{ name: 'bank', data_points: dataPoints }], DEFAULTS)).toEqual({ ok: true });
  });

  it('accepts declared input args that are a subset of what the data point consumes', () => {
    const config = [{ name: 'bank', data_points: [dp('labelled_transactions'), dp('liquidity_score', ['LabelledTransactions'])] }];
    expect(typeCheckConfig(config, DEFAULTS)).toEqual({ ok: true });
  });

  it('accepts a personal-info-only config and a bank config with just labelled transactions', () => {
    expect(typeCheckConfig([{ name: 'personal_info', data_points: [dp('personal_info')] }], DEFAULTS)).toEqual({ ok: true });
    expect(typeCheckConfig([{ name: 'bank', data_points: [dp('labelled_transactions')] }], ['bank'])).toEqual({ ok: true });
  });
});

describe('type-check failures (application_config_type_check_invalid)', () => {
  it('unknown connection', () => {
    expect(typeCheckDetails([{ name: 'crypto', data_points: [dp('wallets')] }])).toEqual([
      "unknown connection 'crypto' (known: 'bank', 'personal_info')",
    ]);
  });

  it('unknown data point, and a data point under the wrong connection', () => {
    expect(typeCheckDetails([{ name: 'bank', data_points: [dp('labelled_transactions'), dp('credit_score')] }])).toEqual([
      expect.stringMatching(/^connection 'bank', data point 'credit_score': unknown data point \(connection 'bank' has 'labelled_transactions', 'affordability', .*'affinity_ads'\)$/),
    ]);
    expect(typeCheckDetails([{ name: 'personal_info', data_points: [dp('personal_info'), dp('affordability')] }])).toEqual([
      "connection 'personal_info', data point 'affordability': data point belongs to connection 'bank', not 'personal_info'",
    ]);
  });

  it('duplicated connection and duplicated data point', () => {
    expect(
      typeCheckDetails([
        { name: 'bank', data_points: [dp('labelled_transactions'), dp('affordability'), dp('affordability')] },
        { name: 'bank', data_points: [dp('labelled_transactions')] },
      ]),
    ).toEqual([
      "connection 'bank', data point 'affordability': data point is listed more than once",
      "connection 'bank' is listed more than once",
    ]);
  });

  it('an output arg the data point does not produce', () => {
    const details = typeCheckDetails([{ name: 'bank', data_points: [dp('labelled_transactions'), dp('affordability', [], ['IncomeAnalysis'])] }]);
    expect(details).toEqual([
      "connection 'bank', data point 'affordability': output arg 'IncomeAnalysis' is not one the data point produces (it produces 'AffordabilityAnalysis')",
    ]);
  });

  it('an input arg the data point does not consume, and an arg listed twice', () => {
    const details = typeCheckDetails([
      { name: 'bank', data_points: [dp('labelled_transactions'), dp('affordability', ['LabelledTransactions', 'LabelledTransactions', 'PersonalInfo'])] },
    ]);
    expect(details).toEqual([
      "connection 'bank', data point 'affordability': input arg 'PersonalInfo' is not one the data point consumes (it consumes 'LabelledTransactions')",
      "connection 'bank', data point 'affordability': input arg 'LabelledTransactions' is listed more than once",
    ]);
  });

  it('an input no data point of the config outputs, with what would provide it', () => {
    expect(typeCheckDetails([{ name: 'bank', data_points: [dp('affordability')] }])).toEqual([
      "connection 'bank', data point 'affordability': input arg 'LabelledTransactions' is not available: no data point of the config outputs it (add data point 'labelled_transactions' to connection 'bank')",
    ]);
  });

  it('an input whose producer is in the config but declares other outputs', () => {
    const details = typeCheckDetails([{ name: 'bank', data_points: [dp('labelled_transactions', [], ['AffordabilityAnalysis']), dp('affordability')] }]);
    expect(details).toEqual([
      "connection 'bank', data point 'labelled_transactions': output arg 'AffordabilityAnalysis' is not one the data point produces (it produces 'LabelledTransactions')",
      "connection 'bank', data point 'affordability': input arg 'LabelledTransactions' is not available: data point 'labelled_transactions' is in the config but does not list 'LabelledTransactions' in its output_args (list it, or send [] for the defaults)",
    ]);
  });

  it('lists every problem, not only the first: health_score without the analyses it reads', () => {
    const error = failure([
      { name: 'bank', data_points: [dp('labelled_transactions'), dp('health_score'), dp('affordability'), dp('oops')] },
      { name: 'nowhere', data_points: [dp('x')] },
    ]);
    const details = (error.details ?? '').split('; ');
    expect(details).toEqual([
      expect.stringMatching(/^connection 'bank', data point 'oops': unknown data point/),
      "unknown connection 'nowhere' (known: 'bank', 'personal_info')",
      ...['IncomeAnalysis', 'ExpenseInsights', 'LiquidityScore', 'RiskInsights'].map(
        (arg) => `connection 'bank', data point 'health_score': input arg '${arg}' is not available: no data point of the config outputs it (add data point '${
          { IncomeAnalysis: 'income_analysis', ExpenseInsights: 'expense_insights', LiquidityScore: 'liquidity_score', RiskInsights: 'risk_insights' }[arg]
        }' to connection 'bank')`,
      ),
    ]);
    // The answer the API sends: the catalogue message with every problem in it.
    const body = errorBody(error.code, error.details);
    expect(body.message.startsWith('Application config type check invalid: ')).toBe(true);
    expect(body.message).toContain("'oops'");
    expect(body.message).toContain("'nowhere'");
    expect(body.message).toContain("'RiskInsights'");
  });

  it('configProblems returns the same list without throwing, and [] for a valid config', () => {
    expect(configProblems([{ name: 'bank', data_points: [dp('labelled_transactions')] }])).toEqual([]);
    expect(configProblems([{ name: 'bank', data_points: [dp('affordability')] }])).toHaveLength(1);
  });
});

describe('entitlements (invalid_permission)', () => {
  it('affinity_ads needs the affinity add-on', () => {
    const config = [{ name: 'bank', data_points: [dp('labelled_transactions'), dp('affinity_ads')] }];
    const error = failure(config, DEFAULTS);
    expect(error.code).toBe('invalid_permission');
    expect(error.details).toBe("data point 'affinity_ads' needs the 'affinity' entitlement");
    expect(errorBody(error.code, error.details)).toEqual({ error_type: 'code', code: 'invalid_permission', message: 'Permission is invalid' });
    expect(typeCheckConfig(config, ALL)).toEqual({ ok: true });
  });

  it('a connection needs its entitlement (reported once for it and its data points)', () => {
    const error = failure([{ name: 'personal_info', data_points: [dp('personal_info')] }], ['bank']);
    expect(error.code).toBe('invalid_permission');
    expect(error.details).toBe("connection 'personal_info' needs the 'personal_info' entitlement");
    expect(failure([{ name: 'bank', data_points: [dp('labelled_transactions')] }], []).code).toBe('invalid_permission');
  });

  it('lists, in `details`, each refused data point with where it is and the entitlement it needs', () => {
    const error = failure(
      [
        { name: 'bank', data_points: [dp('labelled_transactions'), dp('affinity_ads')] },
        { name: 'personal_info', data_points: [dp('personal_info')] },
      ],
      ['bank'],
    );
    expect(error.code).toBe('invalid_permission');
    expect(error.extra).toEqual({
      details: [
        { loc: ['body', 'connections', 0, 'data_points', 1], connection: 'bank', data_point: 'affinity_ads', entitlement: 'affinity', problem: "data point 'affinity_ads' needs the 'affinity' entitlement" },
        { loc: ['body', 'connections', 1, 'data_points', 0], connection: 'personal_info', data_point: 'personal_info', entitlement: 'personal_info', problem: "connection 'personal_info' needs the 'personal_info' entitlement" },
      ],
    });
  });

  it('names a connection listed without data points, and the affinity_enabled switch', () => {
    let caught: unknown;
    try {
      typeCheckConfig([{ name: 'personal_info', data_points: [] }], ['bank'], { affinityEnabled: true });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).extra).toEqual({
      details: [
        { loc: ['body', 'connections', 0], connection: 'personal_info', data_point: null, entitlement: 'personal_info', problem: "connection 'personal_info' needs the 'personal_info' entitlement" },
        { loc: ['body', 'affinity_enabled'], connection: null, data_point: null, entitlement: 'affinity', problem: "affinity_enabled needs the 'affinity' entitlement" },
      ],
    });
    expect(typeCheckConfig([{ name: 'bank', data_points: [dp('labelled_transactions')] }], ALL, { affinityEnabled: true })).toEqual({ ok: true });
  });

  it('is checked before the args: a config with both kinds of problem answers invalid_permission', () => {
    const error = failure([{ name: 'bank', data_points: [dp('affinity_ads'), dp('nope')] }], DEFAULTS);
    expect(error.code).toBe('invalid_permission');
  });
});

describe('cycle guard', () => {
  it('finds a cycle among data points and none in a chain', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', new Set(['b'])], ['b', new Set<string>()]]))).toBeUndefined();
    expect(findCycle(new Map([['a', new Set(['a'])]]))).toEqual(['a', 'a']);
  });
});
