/**
 * The connection / data-point catalogue and the analysis schemas behind it:
 * - the catalogue is consistent (every arg resolves to a schema, names unique, entitlements known);
 * - every schema named after a Beam component matches that component exactly, property by
 *   property (names, JSON types, nullability, required-ness; integer counts as number);
 * - data_point_args is generated from the schemas and agrees with Beam.
 *
 * The Beam reference is parsed with `yaml` (present through zod-to-openapi, see openapi.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { parse as parseYaml } from 'yaml';
import { parse } from 'csv-parse/sync';
import * as analyses from './analyses.ts';
import * as dataPoints from './data-points.ts';
import {
  ARG_TYPE_NAMES,
  ARG_TYPES,
  AvailableConnectionSchema,
  CONNECTIONS,
  DataPointArgSchemaListSchema,
  DEFAULT_ENTITLEMENTS,
  ENTITLEMENTS,
  availableConnections,
  dataPointArgSchemas,
  findDataPoint,
  isArgTypeName,
} from './data-points.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

// The original API's public OpenAPI, kept in the repository as a fixture (schemas/reference/README.md).
const beam = parseYaml(readFileSync(join(__dirname, 'reference', 'beam-openapi.yaml'), 'utf8')) as Json;
const beamSchemas = beam.components.schemas as Json;

describe('the catalogue', () => {
  const allDataPoints = CONNECTIONS.flatMap((connection) => connection.data_points);

  it('has the bank and personal_info connections with the named data points', () => {
    expect(CONNECTIONS.map((connection) => connection.name)).toEqual(['bank', 'personal_info']);
    expect(CONNECTIONS[0]?.data_points.map((dataPoint) => dataPoint.name).sort()).toEqual(
      [
        'labelled_transactions',
        'affordability',
        'income_analysis',
        'risk_insights',
        'liquidity_score',
        'health_score',
        'expense_insights',
        'statement_summary',
        'affinity_ads',
      ].sort(),
    );
    expect(CONNECTIONS[1]?.data_points.map((dataPoint) => dataPoint.name)).toEqual(['personal_info']);
  });

  it('names are snake_case and unique across connections; display names and descriptions are set', () => {
    const names = allDataPoints.map((dataPoint) => dataPoint.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of [...CONNECTIONS, ...allDataPoints]) {
      expect(entry.name).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      expect(entry.display_name.length).toBeGreaterThan(0);
      expect(entry.description.length).toBeGreaterThan(0);
    }
  });

  it('every arg a connection provides or a data point reads or writes resolves to a zod schema', () => {
    for (const connection of CONNECTIONS) {
      for (const arg of connection.provides) expect(ARG_TYPES[arg].schema).toBeInstanceOf(z.ZodType);
      for (const dataPoint of connection.data_points) {
        expect(dataPoint.input_args.length).toBeGreaterThan(0);
        expect(dataPoint.output_args.length).toBeGreaterThan(0);
        for (const arg of [...dataPoint.input_args, ...dataPoint.output_args]) {
          expect(isArgTypeName(arg)).toBe(true);
          expect(ARG_TYPES[arg].schema).toBeInstanceOf(z.ZodType);
        }
      }
    }
    expect(isArgTypeName('toString')).toBe(false);
    expect(isArgTypeName('Nope')).toBe(false);
  });

  it('every arg type is used, and every input is provided by a connection or produced by a data point', () => {
    const provided = new Set(CONNECTIONS.flatMap((connection) => connection.provides));
    const produced = new Set(allDataPoints.flatMap((dataPoint) => dataPoint.output_args));
    const consumed = new Set(allDataPoints.flatMap((dataPoint) => dataPoint.input_args));
    for (const arg of consumed) expect(provided.has(arg) || produced.has(arg)).toBe(true);
    for (const arg of ARG_TYPE_NAMES) expect(provided.has(arg) || produced.has(arg)).toBe(true);
  });

  it('wires the data points as documented', () => {
    const args = (name: string) => {
      const found = findDataPoint(name)?.dataPoint;
      return { in: [...(found?.input_args ?? [])].sort(), out: [...(found?.output_args ?? [])] };
    };
    expect(args('labelled_transactions')).toEqual({ in: ['BankAccounts', 'BankTransactions'], out: ['LabelledTransactions'] });
    expect(args('affordability')).toEqual({ in: ['LabelledTransactions'], out: ['AffordabilityAnalysis'] });
    expect(args('liquidity_score')).toEqual({ in: ['BankAccounts', 'LabelledTransactions'], out: ['LiquidityScore'] });
    expect(args('health_score')).toEqual({
      in: ['AffordabilityAnalysis', 'ExpenseInsights', 'IncomeAnalysis', 'LiquidityScore', 'RiskInsights'],
      out: ['HealthScore'],
    });
    expect(args('personal_info')).toEqual({ in: ['PersonalInfoInput'], out: ['PersonalInfo'] });
    expect(CONNECTIONS.find((connection) => connection.name === 'bank')?.provides).toEqual(['BankAccounts', 'BankTransactions']);
    expect(CONNECTIONS.find((connection) => connection.name === 'personal_info')?.provides).toEqual(['PersonalInfoInput']);
  });

  it('entitlements: affinity ads need the affinity add-on, which is not a default', () => {
    expect([...ENTITLEMENTS]).toEqual(['bank', 'personal_info', 'affinity']);
    expect([...DEFAULT_ENTITLEMENTS]).toEqual(['bank', 'personal_info']);
    expect(findDataPoint('affinity_ads')?.dataPoint.entitlement).toBe('affinity');
    for (const connection of CONNECTIONS) {
      expect(ENTITLEMENTS).toContain(connection.entitlement);
      for (const dataPoint of connection.data_points) {
        expect(ENTITLEMENTS).toContain(dataPoint.entitlement);
        if (dataPoint.name !== 'affinity_ads') expect(dataPoint.entitlement).toBe(connection.entitlement);
      }
    }
  });

  it('connections_available lists every connection and data point with its default args, valid under its schema', () => {
    const body = availableConnections();
    expect(AvailableConnectionSchema.parse(body)).toEqual(body);
    expect(body.connections.map((connection) => connection.name)).toEqual(CONNECTIONS.map((connection) => connection.name));
    const affordability = body.connections[0]?.data_points.find((dataPoint) => dataPoint.name === 'affordability');
    expect(affordability).toEqual({
      name: 'affordability',
      input_args: ['LabelledTransactions'],
      output_args: ['AffordabilityAnalysis'],
      display_name: 'Affordability',
      description: expect.any(String),
      entitlement: 'bank',
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Beam compatibility of every schema that carries a Beam component name

interface Shape {
  nullable: boolean;
  /** Component name for a reference (Beam's `*Nullable` copies count as the component they copy). */
  ref?: string;
  types: string[];
  items?: Shape;
}

const normalise = (types: Iterable<string>) => [...new Set([...types].map((type) => (type === 'integer' ? 'number' : type)))].sort();

function beamShape(schema: Json): Shape {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() as string;
    const component = beamSchemas[name] ?? {};
    return { nullable: component.nullable === true, ref: component.title ?? name, types: ['object'] };
  }
  const types = schema.anyOf ? schema.anyOf.flatMap((member: Json) => member.type ?? []) : schema.type ? [schema.type] : [];
  return {
    nullable: schema.nullable === true,
    types: normalise(types),
    ...(schema.items ? { items: beamShape(schema.items) } : {}),
  };
}

function ourShape(schema: Json): Shape {
  if (typeof schema.$ref === 'string') return { nullable: false, ref: schema.$ref.split('/').pop(), types: ['object'] };
  const members = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (members) {
    const nonNull = members.filter((member) => member.type !== 'null');
    const nullable = nonNull.length < members.length;
    if (nonNull.length === 1) return { ...ourShape(nonNull[0] as Json), nullable };
    return { nullable, types: normalise(nonNull.flatMap((member) => ourShape(member).types)) };
  }
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []) as string[];
  return {
    nullable: types.includes('null'),
    types: normalise(types.filter((type) => type !== 'null')),
    ...(schema.items ? { items: ourShape(schema.items) } : {}),
  };
}

/** Our components that extend a Beam component (checked against it) in place of it. */
const EXTENDS: Record<string, string> = {
  AvailableConnectionItemSchema: 'ConnectionSchema',
  AvailableDataPointSchema: 'DataPointSchema',
};

function shapeProblems(beam: Shape, ours: Shape, where: string): string[] {
  const problems: string[] = [];
  if (beam.nullable !== ours.nullable) problems.push(`${where}: Beam nullable=${beam.nullable}, ours ${ours.nullable}`);
  if (beam.ref) {
    const ourRef = ours.ref && (EXTENDS[ours.ref] ?? ours.ref);
    if (ourRef !== beam.ref) problems.push(`${where}: Beam refers to ${beam.ref}, ours to ${ours.ref ?? ours.types.join('|')}`);
    return problems;
  }
  if (ours.ref) {
    problems.push(`${where}: Beam has an inline ${beam.types.join('|')}, ours refers to ${ours.ref}`);
    return problems;
  }
  if (beam.types.join('|') !== ours.types.join('|')) problems.push(`${where}: Beam type ${beam.types.join('|')}, ours ${ours.types.join('|')}`);
  if (beam.items && ours.items) problems.push(...shapeProblems(beam.items, ours.items, `${where}[]`));
  return problems;
}

/** Every exported zod schema of the two modules that has a component id, by id. */
const ourComponents = new Map<string, z.ZodType>();
for (const module of [analyses, dataPoints]) {
  for (const value of Object.values(module)) {
    if (!(value instanceof z.ZodType)) continue;
    const id = z.globalRegistry.get(value)?.id;
    if (typeof id === 'string') ourComponents.set(id, value);
  }
}

function componentProblems(ourId: string, beamId: string): string[] {
  const schema = ourComponents.get(ourId);
  if (!schema) return [`${ourId}: not exported`];
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
  const ours = (json.$defs?.[ourId] ?? json) as Json;
  const theirs = beamSchemas[beamId] as Json;
  if (theirs.type === 'array') return shapeProblems(beamShape(theirs), ourShape(ours), beamId);

  const problems: string[] = [];
  const ourProperties = (ours.properties ?? {}) as Json;
  const ourRequired = new Set<string>(ours.required ?? []);
  const beamRequired = new Set<string>(theirs.required ?? []);
  for (const [property, beamProperty] of Object.entries((theirs.properties ?? {}) as Json)) {
    const where = `${ourId}.${property}`;
    if (!(property in ourProperties)) {
      problems.push(`${where}: missing`);
      continue;
    }
    if (beamRequired.has(property) !== ourRequired.has(property)) {
      problems.push(`${where}: Beam required=${beamRequired.has(property)}, ours ${ourRequired.has(property)}`);
    }
    problems.push(...shapeProblems(beamShape(beamProperty as Json), ourShape(ourProperties[property] as Json), where));
  }
  return problems;
}

describe('Beam components', () => {
  const shared = [...ourComponents.keys()].filter((id) => id in beamSchemas).sort();

  it('every Beam analysis component the brief names is here under its Beam name', () => {
    expect(shared).toEqual(
      expect.arrayContaining([
        'TransactionsLabelledDetailOutSchema', 'TransactionsLabelledOutSchema', 'LabelledTransactionSchema',
        'SingleTransactionDetailSchema', 'AvailableAccountsSchema', 'BankconnectionsGetLabelledTransactionsResponse',
        'AffordabilityAnalysisOutSchema', 'AffordabilityAnalysis', 'AffordabilityMonth',
        'IncomeAnalysisOutSchema', 'IncomeAnalysis',
        'RiskInsightOutModelSchema', 'RiskInsights', 'Risks', 'GamblingInsights', 'MonthlyGamblingAnalysis',
        'OverdraftInsights', 'MonthlyOverdraftAnalysis', 'ReturnedDebitOrderInsights', 'AtmAndCashInsights',
        'MonthlyAtmAndCashSpendAnalysi', 'NetSaverSpender', 'SSIInsights', 'MonthlySSIAnalysis',
        'LiquidityScoreOutSchema', 'LiquidityScore', 'BalanceForecast',
        'ExpensesInsightsOutModelSchema', 'ExpenseInsights', 'TopExpenseAmount', 'SpendSplit',
        'DataPointArgSchema', 'DataPointArgPropertySchema', 'DataPointSchema', 'ConnectionSchema',
        'AvailableConnectionSchema', 'ApplicationconfigsGetDataPointArgsResponse',
      ]),
    );
  });

  it.each(shared)('%s matches Beam property by property', (id) => {
    expect(componentProblems(id, id)).toEqual([]);
  });

  it.each(Object.entries(EXTENDS))('%s extends Beam\'s %s', (ours, theirs) => {
    expect(componentProblems(ours, theirs)).toEqual([]);
  });

  it('Khanya additions to Beam components are optional extras documented as additions', () => {
    const income = z.toJSONSchema(analyses.IncomeAnalysisSchema) as Json;
    const properties = income.$defs.IncomeAnalysis.properties as Json;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['income_heatmap', 'strike_date']));
    expect(properties.strike_date.description).toMatch(/Khanya addition/);
    expect(income.$defs.IncomeAnalysis.required ?? []).toEqual([]);
  });

  it('the comparison is not vacuous: it notices a Beam mismatch', () => {
    const broken = z.object({ year: z.number(), month: z.number().nullable() }).meta({ id: 'AffordabilityMonth__broken' });
    ourComponents.set('AffordabilityMonth__broken', broken);
    const problems = componentProblems('AffordabilityMonth__broken', 'AffordabilityMonth');
    expect(problems).toEqual(
      expect.arrayContaining([
        'AffordabilityMonth__broken.month: Beam nullable=false, ours true',
        'AffordabilityMonth__broken.primary_income: missing',
      ]),
    );
  });
});

describe('data_point_args', () => {
  const args = dataPointArgSchemas();
  const byType = new Map(args.map((entry) => [entry.type, entry]));

  it('has one entry per arg type, valid under Beam\'s DataPointArgSchema', () => {
    expect(args.map((entry) => entry.type)).toEqual(ARG_TYPE_NAMES);
    expect(DataPointArgSchemaListSchema.parse(args)).toEqual(args);
    expect(dataPointArgSchemas()).toBe(args);
  });

  it('AffordabilityAnalysis lists Beam\'s properties with their types and Beam\'s required non-null ones', () => {
    const beamComponent = beamSchemas.AffordabilityAnalysis as Json;
    const entry = byType.get('AffordabilityAnalysis');
    expect(entry?.shape).toBe('object');
    expect(entry?.properties.map((property) => property.property_name)).toEqual(Object.keys(beamComponent.properties));
    expect(entry?.properties).toEqual([
      { property_name: 'monthly_affordability', type: 'array[AffordabilityMonth]' },
      { property_name: 'average_full_month_primary_income', type: 'number' },
      { property_name: 'average_full_month_secondary_income', type: 'number' },
      { property_name: 'average_full_month_discretionary_expenses', type: 'number' },
      { property_name: 'average_full_month_non_discretionary_expenses', type: 'number' },
      { property_name: 'average_full_month_affordability', type: 'number' },
    ]);
    expect(entry?.not_null).toEqual(beamComponent.required);
    expect(entry?.not_null).toEqual(['monthly_affordability', 'average_full_month_affordability']);
  });

  it('every arg backed by a Beam component lists its properties and, as not_null, its required non-nullable ones', () => {
    const checked: string[] = [];
    for (const entry of args) {
      const component = entry.shape === 'object' ? entry.type : /^array\[(.+)\]$/.exec(entry.shape)?.[1];
      const beamComponent = component ? (beamSchemas[component] as Json | undefined) : undefined;
      if (!beamComponent) continue;
      checked.push(entry.type);
      const names = entry.properties.map((property) => property.property_name);
      expect(names).toEqual(expect.arrayContaining(Object.keys(beamComponent.properties)));
      const beamNotNull = ((beamComponent.required ?? []) as string[]).filter((name) => beamComponent.properties[name].nullable !== true);
      expect(entry.not_null.filter((name) => name in beamComponent.properties)).toEqual(beamNotNull);
    }
    expect(checked).toEqual(expect.arrayContaining(['LabelledTransactions', 'AffordabilityAnalysis', 'IncomeAnalysis', 'RiskInsights', 'LiquidityScore', 'ExpenseInsights']));
  });

  it('describes list args by their item and spells types as documented', () => {
    const transactions = byType.get('BankTransactions');
    expect(transactions?.shape).toBe('array[BankTransaction]');
    expect(transactions?.properties.map((property) => property.property_name)).toEqual([
      'id', 'account', 'datetime', 'amount', 'balance', 'description', 'reference', 'currency',
    ]);
    expect(transactions?.not_null).toEqual(['id', 'account', 'datetime', 'amount', 'balance', 'currency']);
    expect(byType.get('LabelledTransactions')?.shape).toBe('array[TransactionsLabelledOutSchema]');
    expect(byType.get('LabelledTransactions')?.properties).toEqual([
      { property_name: 'account', type: 'string' },
      { property_name: 'transactions', type: 'array[LabelledTransactionSchema]' },
    ]);
    expect(byType.get('BankAccounts')?.shape).toBe('array[BankAccount]');
    expect(byType.get('IncomeAnalysis')?.properties).toContainEqual({ property_name: 'income_indicator', type: 'number | string' });
    expect(byType.get('IncomeAnalysis')?.not_null).toEqual([]);
    expect(byType.get('RiskInsights')?.properties).toContainEqual({ property_name: 'risk_insights', type: 'Risks' });
    expect(byType.get('ExpenseInsights')?.properties).toContainEqual({ property_name: 'unique_months', type: 'integer' });
    expect(byType.get('PersonalInfoInput')?.not_null).toEqual([
      'first_names', 'last_names', 'date_of_birth', 'nationality', 'id_type', 'id_country', 'email', 'gov_id',
    ]);
    expect(byType.get('HealthScore')?.not_null).toEqual([
      'affordability_score', 'income_score', 'expense_score', 'liquidity_and_savings_score', 'debt_score', 'fees_score', 'final_score',
    ]);
  });
});

describe('analysis schemas parse realistic values', () => {
  it('accepts an affordability analysis and rejects a month out of range', () => {
    const month = {
      year: 2024, month: 3, primary_income: 18500, secondary_income: 1200, non_discretionary_expenses: 9100.5,
      discretionary_expenses: 3200, affordability_amount: 7399.5, full_month: true,
    };
    const value = { monthly_affordability: [month], average_full_month_affordability: 7399.5 };
    expect(analyses.AffordabilityAnalysisSchema.parse(value)).toEqual(value);
    expect(analyses.AffordabilityMonthSchema.safeParse({ ...month, month: 13 }).success).toBe(false);
  });

  it('accepts risk insights without the optional nullable parts, and with them null', () => {
    const risks = {
      gambling_insights: { monthly_gambling_analysis: [], monthly_average_gambling_spend: 0, monthly_average_gambling_proportion: 0 },
      overdraft_insights: { total_days_in_overdraft: 0, total_proportion_of_days_in_overdraft: 0, unique_months: 3, monthly_average_days_in_overdraft: 0, monthly_overdraft_analysis: [] },
      returned_debit_orders_insights: { last_month_count: 0, last_3_months_count: 1, last_6_months_count: 1, last_12_months_count: 2, monthly_average_debit_order_value: 450 },
      atm_and_cash_insights: { monthly_atm_and_cash_spend_analysis: [], atm_and_cash_average_amount: 800, average_withdrawal_proportion: 0.05 },
    };
    const value = { begin_date: '2024-01-01', end_date: '2024-03-31', risk_insights: risks };
    expect(analyses.RiskInsightsSchema.safeParse(value).success).toBe(true);
    expect(analyses.RiskInsightsSchema.safeParse({ ...value, risk_insights: { ...risks, net_saver_spender_insights: null, ssi_insights: null } }).success).toBe(true);
    expect(analyses.RiskInsightsSchema.safeParse({ ...value, risk_insights: { ...risks, gambling_insights: undefined } }).success).toBe(false);
  });

  it('the label vocabulary is the design label set', () => {
    const labels = (parse(readFileSync(join(__dirname, 'reference', 'labels.csv'), 'utf8'), { columns: true }) as { label: string }[]).map((row) => row.label);
    expect(labels).toHaveLength(68);
    expect([...analyses.TRANSACTION_LABELS].sort()).toEqual(labels.sort());
  });
});
