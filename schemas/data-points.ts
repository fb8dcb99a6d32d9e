/**
 * The catalogue of connections and data points that application configs are built from.
 *
 * A **connection** is a way Khanya collects data from an applicant (`bank`: a linked account,
 * statements or the lender's own JSON; `personal_info`: a form). It *provides* raw data as
 * **arg types** (e.g. `BankTransactions`). A **data point** is one analysis: it consumes arg
 * types (`input_args`) and produces arg types (`output_args`), which other data points may
 * consume in turn (health_score reads the outputs of five other analyses). Every arg type is a
 * zod schema: raw types are defined here, analysis outputs in analyses.ts.
 *
 * Organisations hold **entitlements**; each connection and data point names the one it needs.
 * New organisations get DEFAULT_ENTITLEMENTS; `affinity` (affinity ads) is an add-on Khanya
 * operators switch on.
 *
 * Served by the public `GET /v1/application_configs/connections_available` and
 * `GET /v1/application_configs/data_point_args`; configs are checked against it by
 * functions/core/config-type-check.ts. `dataPointArgSchemas()` is the only code here that
 * uses `z.toJSONSchema`, and only when called, so other handlers that import the catalogue do
 * not pay for the converter.
 */
import * as z from 'zod';
import { PersonalInfoDataSchema, PersonalInfoInputDataSchema } from './personal-info.ts';
import { ObjectIdSchema } from './common.ts';
import {
  AffinityAdsSchema,
  AffordabilityAnalysisSchema,
  BankconnectionsGetLabelledTransactionsResponseSchema,
  ExpenseInsightsSchema,
  HealthScoreSchema,
  IncomeAnalysisSchema,
  LiquidityScoreSchema,
  RiskInsightsSchema,
  StatementAnalysisSchema,
} from './analyses.ts';

// ---------------------------------------------------------------------------------------------
// Entitlements

export const ENTITLEMENTS = ['bank', 'personal_info', 'affinity'] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];
/** What a new organisation may use; `affinity` is switched on per organisation by Khanya operators. */
export const DEFAULT_ENTITLEMENTS: readonly Entitlement[] = ['bank', 'personal_info'];

export function isEntitlement(value: string): value is Entitlement {
  return (ENTITLEMENTS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Raw data the connections provide

/** One bank account as stored (linked, from statements, or the lender's own data: BYOD). */
export const BankAccountSchema = z
  .object({
    id: ObjectIdSchema.meta({ description: 'Khanya\'s id of the stored account; transactions refer to it.' }),
    account_number: z.string().min(1),
    account_name: z.string(),
    account_type: z.string().nullable().meta({ example: 'cheque' }),
    balance: z.number().meta({ description: 'Current balance (rand).' }),
    currency: z.string().length(3).default('ZAR'),
    bank_slug: z.string().meta({ example: 'fnb' }),
    account_holder_name: z.string().nullable(),
  })
  .meta({ id: 'BankAccount' });

/** One raw (not yet labelled) transaction of a bank account. */
export const BankTransactionSchema = z
  .object({
    id: ObjectIdSchema,
    account: ObjectIdSchema.meta({ description: 'Id of the BankAccount.' }),
    datetime: z.iso.datetime({ offset: true }),
    amount: z.number().meta({ description: 'Signed amount (rand): credits positive, debits negative.' }),
    balance: z.number().meta({ description: 'Balance after the transaction (rand).' }),
    description: z.string().nullable(),
    reference: z.string().nullable(),
    currency: z.string().length(3).default('ZAR'),
  })
  .meta({ id: 'BankTransaction' });

// ---------------------------------------------------------------------------------------------
// Arg types

interface ArgTypeDefinition {
  schema: z.ZodType;
  description: string;
}

/**
 * Every arg type a connection provides or a data point consumes or produces. The key is the
 * name used in `input_args` and `output_args`.
 */
export const ARG_TYPES = {
  BankAccounts: { schema: z.array(BankAccountSchema), description: 'The applicant\'s bank accounts (raw, from the bank connection).' },
  BankTransactions: { schema: z.array(BankTransactionSchema), description: 'Every transaction of those accounts, unlabelled (raw, from the bank connection).' },
  PersonalInfoInput: { schema: PersonalInfoInputDataSchema, description: 'The personal-info form as submitted (raw, from the personal_info connection).' },
  LabelledTransactions: { schema: BankconnectionsGetLabelledTransactionsResponseSchema, description: 'Transactions with their labels, per account.' },
  AffordabilityAnalysis: { schema: AffordabilityAnalysisSchema, description: 'Monthly income, expenses and affordability.' },
  IncomeAnalysis: { schema: IncomeAnalysisSchema, description: 'Income consistency, regularity, longevity, heatmap and strike date.' },
  RiskInsights: { schema: RiskInsightsSchema, description: 'Gambling, overdraft, returned debit orders, cash, saving and social-security insights.' },
  LiquidityScore: { schema: LiquidityScoreSchema, description: '30, 60 and 90 day liquidity scores and a balance forecast.' },
  ExpenseInsights: { schema: ExpenseInsightsSchema, description: 'Top expenses and the discretionary / non-discretionary split.' },
  HealthScore: { schema: HealthScoreSchema, description: 'Six component scores and a final financial-health score.' },
  StatementAnalysis: { schema: StatementAnalysisSchema, description: 'Per-account statement summary, primary income and account holder.' },
  AffinityAds: { schema: AffinityAdsSchema, description: 'Partner offers matched to the applicant\'s spending.' },
  PersonalInfo: { schema: PersonalInfoDataSchema, description: 'The applicant\'s personal information as recorded.' },
} as const satisfies Record<string, ArgTypeDefinition>;

export type ArgTypeName = keyof typeof ARG_TYPES;
export const ARG_TYPE_NAMES = Object.keys(ARG_TYPES) as ArgTypeName[];

export function isArgTypeName(value: string): value is ArgTypeName {
  return Object.hasOwn(ARG_TYPES, value);
}

// ---------------------------------------------------------------------------------------------
// Connections and data points

export interface DataPointDefinition {
  name: string;
  display_name: string;
  description: string;
  entitlement: Entitlement;
  /** Arg types the data point consumes: all must be available in a config that uses it. */
  input_args: readonly ArgTypeName[];
  /** Arg types the data point produces. */
  output_args: readonly ArgTypeName[];
}

export interface ConnectionDefinition {
  name: string;
  display_name: string;
  description: string;
  entitlement: Entitlement;
  /** Raw arg types the connection collects; available to every data point of a config that has it. */
  provides: readonly ArgTypeName[];
  data_points: readonly DataPointDefinition[];
}

export const CONNECTIONS: readonly ConnectionDefinition[] = [
  {
    name: 'bank',
    display_name: 'Bank data',
    description: 'Bank accounts and transactions: a linked account, uploaded or e-mailed statements, or the lender\'s own data.',
    entitlement: 'bank',
    provides: ['BankAccounts', 'BankTransactions'],
    data_points: [
      {
        name: 'labelled_transactions',
        display_name: 'Labelled transactions',
        description: 'Every transaction with its label (category).',
        entitlement: 'bank',
        input_args: ['BankAccounts', 'BankTransactions'],
        output_args: ['LabelledTransactions'],
      },
      {
        name: 'affordability',
        display_name: 'Affordability',
        description: 'Primary and secondary income, discretionary and non-discretionary expenses and the amount the applicant can afford, by month.',
        entitlement: 'bank',
        input_args: ['LabelledTransactions'],
        output_args: ['AffordabilityAnalysis'],
      },
      {
        name: 'income_analysis',
        display_name: 'Income analysis',
        description: 'Consistency, longevity and regularity of income, month breaks, heatmap and strike date.',
        entitlement: 'bank',
        input_args: ['LabelledTransactions'],
        output_args: ['IncomeAnalysis'],
      },
      {
        name: 'risk_insights',
        display_name: 'Risk insights',
        description: 'Gambling, overdraft, returned debit orders, ATM and cash, net saver or spender and social-security income.',
        entitlement: 'bank',
        input_args: ['LabelledTransactions'],
        output_args: ['RiskInsights'],
      },
      {
        name: 'liquidity_score',
        display_name: 'Liquidity score',
        description: '30, 60 and 90 day liquidity scores and a balance forecast.',
        entitlement: 'bank',
        input_args: ['LabelledTransactions', 'BankAccounts'],
        output_args: ['LiquidityScore'],
      },
      {
        name: 'health_score',
        display_name: 'Health score',
        description: 'Affordability, income, expense, liquidity and savings, debt and fee scores and a final score.',
        entitlement: 'bank',
        input_args: ['AffordabilityAnalysis', 'IncomeAnalysis', 'ExpenseInsights', 'LiquidityScore', 'RiskInsights'],
        output_args: ['HealthScore'],
      },
      {
        name: 'expense_insights',
        display_name: 'Expense insights',
        description: 'Top expenses by label and the discretionary / non-discretionary spend split.',
        entitlement: 'bank',
        input_args: ['LabelledTransactions'],
        output_args: ['ExpenseInsights'],
      },
      {
        name: 'statement_summary',
        display_name: 'Statement summary',
        description: 'Per-account opening and closing balances, credit and debit totals, primary income and the account holder.',
        entitlement: 'bank',
        input_args: ['BankAccounts', 'LabelledTransactions'],
        output_args: ['StatementAnalysis'],
      },
      {
        name: 'affinity_ads',
        display_name: 'Affinity ads',
        description: 'Partner offers matched to the applicant\'s spending (an add-on Khanya switches on).',
        entitlement: 'affinity',
        input_args: ['LabelledTransactions'],
        output_args: ['AffinityAds'],
      },
    ],
  },
  {
    name: 'personal_info',
    display_name: 'Personal information',
    description: 'Names, date of birth, identity document and contact details the applicant enters.',
    entitlement: 'personal_info',
    provides: ['PersonalInfoInput'],
    data_points: [
      {
        name: 'personal_info',
        display_name: 'Personal information',
        description: 'The applicant\'s personal information, validated.',
        entitlement: 'personal_info',
        input_args: ['PersonalInfoInput'],
        output_args: ['PersonalInfo'],
      },
    ],
  },
];

export function findConnection(name: string): ConnectionDefinition | undefined {
  return CONNECTIONS.find((connection) => connection.name === name);
}

/** The data point and the connection it belongs to, whichever connection that is. */
export function findDataPoint(name: string): { connection: ConnectionDefinition; dataPoint: DataPointDefinition } | undefined {
  for (const connection of CONNECTIONS) {
    const dataPoint = connection.data_points.find((candidate) => candidate.name === name);
    if (dataPoint) return { connection, dataPoint };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Contract schemas (Beam component names)

const ArgNameSchema = z.string().min(1).max(64).meta({ example: 'LabelledTransactions' });

/** A data point of a config: Beam's DataPointSchema. An empty list means the data point's defaults. */
export const DataPointSchema = z
  .object({
    name: z.string().min(1).max(64).meta({ example: 'affordability' }),
    input_args: z
      .array(ArgNameSchema)
      .max(20)
      .meta({ description: 'Arg types the data point reads; `[]` means its defaults (see connections_available).' }),
    output_args: z
      .array(ArgNameSchema)
      .max(20)
      .meta({ description: 'Arg types the data point produces; `[]` means its defaults.' }),
  })
  .meta({ id: 'DataPointSchema' });

export const ConnectionSchema = z
  .object({
    name: z.string().min(1).max(64).meta({ example: 'bank' }),
    data_points: z.array(DataPointSchema).min(1).max(50),
  })
  .meta({ id: 'ConnectionSchema' });

const EntitlementSchema = z.enum(ENTITLEMENTS).meta({ id: 'Entitlement', description: 'What an organisation must be entitled to in order to use a connection or data point.' });

/** A catalogue data point: its default args plus (Khanya additions) display name, description, entitlement. */
export const AvailableDataPointSchema = DataPointSchema.extend({
  display_name: z.string(),
  description: z.string(),
  entitlement: EntitlementSchema,
}).meta({ id: 'AvailableDataPointSchema' });

export const AvailableConnectionItemSchema = ConnectionSchema.extend({
  display_name: z.string(),
  description: z.string(),
  entitlement: EntitlementSchema,
  provided_args: z.array(z.string()).meta({ description: 'Raw arg types the connection collects.' }),
  data_points: z.array(AvailableDataPointSchema).min(1),
}).meta({ id: 'AvailableConnectionItemSchema' });

export const AvailableConnectionSchema = z
  .object({ connections: z.array(AvailableConnectionItemSchema) })
  .meta({ id: 'AvailableConnectionSchema' });

export const DataPointArgPropertySchema = z
  .object({
    property_name: z.string().meta({ example: 'monthly_affordability' }),
    type: z.string().meta({
      description: '`string`, `number`, `integer`, `boolean`, `object`, a component name, `array[<type>]`, or `<type> | <type>`.',
      example: 'array[AffordabilityMonth]',
    }),
  })
  .meta({ id: 'DataPointArgPropertySchema' });

export const DataPointArgSchemaSchema = z
  .object({
    type: z.string().meta({ description: 'The arg type, as named in `input_args` and `output_args`.', example: 'AffordabilityAnalysis' }),
    properties: z.array(DataPointArgPropertySchema).meta({ description: 'Properties of the value (of one item when the arg is a list).' }),
    not_null: z.array(z.string()).meta({ description: 'Properties always present and never null.' }),
    shape: z.string().meta({ description: 'Khanya addition: `object`, or `array[<item>]` when the arg is a list of the described items.', example: 'array[BankTransaction]' }),
    description: z.string().meta({ description: 'Khanya addition.' }),
  })
  .meta({ id: 'DataPointArgSchema' });

export const DataPointArgSchemaListSchema = z.array(DataPointArgSchemaSchema).meta({ id: 'ApplicationconfigsGetDataPointArgsResponse' });

export type DataPoint = z.infer<typeof DataPointSchema>;
export type Connection = z.infer<typeof ConnectionSchema>;
export type AvailableConnections = z.infer<typeof AvailableConnectionSchema>;
export type DataPointArgSchema = z.infer<typeof DataPointArgSchemaSchema>;

/** The body of `GET /v1/application_configs/connections_available`: the whole catalogue. */
export function availableConnections(): AvailableConnections {
  return {
    connections: CONNECTIONS.map((connection) => ({
      name: connection.name,
      display_name: connection.display_name,
      description: connection.description,
      entitlement: connection.entitlement,
      provided_args: [...connection.provides],
      data_points: connection.data_points.map((dataPoint) => ({
        name: dataPoint.name,
        input_args: [...dataPoint.input_args],
        output_args: [...dataPoint.output_args],
        display_name: dataPoint.display_name,
        description: dataPoint.description,
        entitlement: dataPoint.entitlement,
      })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// DataPointArgSchema, generated from the zod schemas

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonSchema = Record<string, any>;

const REF_PREFIX = '#/$defs/';

function refName(schema: JsonSchema | undefined): string | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' && ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : undefined;
}

function deref(schema: JsonSchema, defs: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const name = refName(current);
    if (!name) return current;
    current = defs[name] ?? {};
  }
  return current;
}

function admitsNull(schema: JsonSchema, defs: JsonSchema): boolean {
  const resolved = deref(schema, defs);
  if (resolved.type === 'null' || (Array.isArray(resolved.type) && resolved.type.includes('null'))) return true;
  if (resolved.const === null) return true;
  return ((resolved.anyOf ?? resolved.oneOf ?? []) as JsonSchema[]).some((member) => admitsNull(member, defs));
}

/** A property's type as a short string: a component name, a JSON type or `array[...]`; null is left out. */
function typeName(schema: JsonSchema, defs: JsonSchema): string {
  const name = refName(schema);
  if (name) return name;
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (members) {
    const names = [...new Set(members.filter((member) => member.type !== 'null').map((member) => typeName(member, defs)))];
    return names.length > 0 ? names.join(' | ') : 'null';
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((type) => type !== undefined && type !== 'null') as string[];
  const described = types.map((type) => (type === 'array' ? `array[${schema.items ? typeName(schema.items, defs) : 'any'}]` : type));
  if (described.length === 0) return schema.properties ? 'object' : 'any';
  return described.join(' | ');
}

function describeArgType(type: ArgTypeName): DataPointArgSchema {
  const json = z.toJSONSchema(ARG_TYPES[type].schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  const defs = (json.$defs ?? {}) as JsonSchema;
  let value = deref(json, defs);
  let shape = 'object';
  if (value.type === 'array') {
    shape = `array[${typeName(value.items ?? {}, defs)}]`;
    value = deref(value.items ?? {}, defs);
  }
  const properties = Object.entries((value.properties ?? {}) as JsonSchema).map(([property_name, property]) => ({
    property_name,
    type: typeName(property as JsonSchema, defs),
  }));
  const required = (value.required ?? []) as string[];
  const not_null = required.filter((property) => !admitsNull(value.properties[property], defs));
  return { type, properties, not_null, shape, description: ARG_TYPES[type].description };
}

let argSchemas: DataPointArgSchema[] | undefined;

/**
 * `GET /v1/application_configs/data_point_args`: one entry per arg type, generated from its zod
 * schema with `z.toJSONSchema` (output side: what the data holds after parsing). For a list
 * arg (`BankTransactions`) `type` keeps the arg name, `properties` and `not_null` describe one
 * item and `shape` says `array[BankTransaction]`. `not_null` lists the properties that are
 * required and not nullable. Computed once, on first use.
 */
export function dataPointArgSchemas(): DataPointArgSchema[] {
  argSchemas ??= ARG_TYPE_NAMES.map(describeArgType);
  return argSchemas;
}
