/**
 * The application-config type check (SPEC §5 "config type check must pass"): pure, no I/O.
 *
 * A config is a list of connections, each with data points that declare `input_args` and
 * `output_args` (arg type names from schemas/data-points.ts). The rules, in order:
 *
 * 1. Entitlements. A connection or data point whose entitlement the organisation lacks (e.g.
 *    `affinity_ads` without `affinity`), or `affinity_enabled` without `affinity` →
 *    `invalid_permission`, whose body lists each in `details`. Checked before the args: fixing
 *    the args would not make such a config usable.
 * 2. Names. Every connection must be in the catalogue and appear once; every data point must
 *    belong to the connection it is listed under and appear once in the config.
 * 3. Args (per data point; an empty list means "the data point's defaults" from
 *    connections_available, so clients may send `[]`):
 *    - each declared output arg must be one the data point produces, listed once;
 *    - each declared input arg must be one the data point consumes, listed once;
 *    - every input the data point consumes (all of them, whatever it declares) must be
 *      available in the config: provided as raw data by one of the config's connections, or
 *      output by another data point of the config (its declared `output_args`, or its default
 *      outputs when it declares none). Availability is config-wide, across connections.
 *    - the data points must not depend on each other in a cycle (impossible with the current
 *      catalogue; guarded so that a future catalogue entry cannot deadlock the engine).
 *
 * Every problem of rules 2 and 3 is collected; if there is any, one
 * `application_config_type_check_invalid` lists them all, separated by "; ", each naming the
 * connection, data point and arg concerned.
 */
import { DomainError } from '#schemas/errors';
import { CONNECTIONS, findDataPoint, type ConnectionDefinition, type DataPointDefinition } from '#schemas/data-points';
import type { EntitlementProblem } from '#schemas/common';

export interface ConfigDataPoint {
  name: string;
  input_args: readonly string[];
  output_args: readonly string[];
}

export interface ConfigConnection {
  name: string;
  data_points: readonly ConfigDataPoint[];
}

const quote = (value: string) => `'${value}'`;
const list = (values: readonly string[]) => values.map(quote).join(', ');

interface Resolved {
  connection: ConnectionDefinition;
  dataPoint: DataPointDefinition;
  declared: ConfigDataPoint;
  /** What the data point makes available to the others. */
  outputs: readonly string[];
}

/** Repeated values of a list, each once, in order of first repetition. */
function repeats(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const value of values) {
    if (seen.has(value) && !repeated.includes(value)) repeated.push(value);
    seen.add(value);
  }
  return repeated;
}

/**
 * Rule 1: every data point (or connection listed without any, or the affinity switch) that needs
 * an entitlement the organisation lacks, one entry per missing entitlement.
 */
export function entitlementProblems(
  connections: readonly ConfigConnection[],
  entitlements: readonly string[],
  options: { affinityEnabled?: boolean } = {},
): EntitlementProblem[] {
  const held = new Set(entitlements);
  const problems: EntitlementProblem[] = [];
  connections.forEach((connection, connectionIndex) => {
    const known = CONNECTIONS.find((candidate) => candidate.name === connection.name);
    const connectionRefused = known !== undefined && !held.has(known.entitlement);
    const connectionProblem = known && `connection ${quote(known.name)} needs the ${quote(known.entitlement)} entitlement`;
    if (known && connectionRefused && connection.data_points.length === 0) {
      problems.push({ loc: ['body', 'connections', connectionIndex], connection: known.name, data_point: null, entitlement: known.entitlement, problem: connectionProblem ?? '' });
    }
    connection.data_points.forEach((dataPoint, dataPointIndex) => {
      const loc = ['body', 'connections', connectionIndex, 'data_points', dataPointIndex];
      const entry = { loc, connection: connection.name, data_point: dataPoint.name };
      if (known && connectionRefused) problems.push({ ...entry, entitlement: known.entitlement, problem: connectionProblem ?? '' });
      const found = findDataPoint(dataPoint.name)?.dataPoint;
      // Unknown names are the type check's to report; one entitlement is named once per data point.
      if (!found || held.has(found.entitlement) || (connectionRefused && known?.entitlement === found.entitlement)) return;
      problems.push({ ...entry, entitlement: found.entitlement, problem: `data point ${quote(found.name)} needs the ${quote(found.entitlement)} entitlement` });
    });
  });
  if (options.affinityEnabled && !held.has('affinity')) {
    problems.push({ loc: ['body', 'affinity_enabled'], connection: null, data_point: null, entitlement: 'affinity', problem: "affinity_enabled needs the 'affinity' entitlement" });
  }
  return problems;
}

/**
 * Throws invalid_permission. The catalogue's message has no `{details}` placeholder, so the
 * list rides as an extra `details` field of the body (as invalid_application_file's rows do);
 * the same sentences, once each, are the error's own details for the log.
 */
function checkEntitlements(connections: readonly ConfigConnection[], entitlements: readonly string[], options: { affinityEnabled?: boolean }): void {
  const problems = entitlementProblems(connections, entitlements, options);
  if (problems.length === 0) return;
  const sentences = [...new Set(problems.map((entry) => entry.problem))].join('; ');
  throw new DomainError('invalid_permission', sentences, undefined, { details: problems });
}

/** Rules 2 and 3: every problem, as human-readable sentences. Empty when the config is valid. */
export function configProblems(connections: readonly ConfigConnection[]): string[] {
  const problems: string[] = [];
  const resolved: Resolved[] = [];
  const seenConnections = new Set<string>();
  const placed = new Set<string>();

  for (const connection of connections) {
    const known = CONNECTIONS.find((candidate) => candidate.name === connection.name);
    if (!known) {
      problems.push(`unknown connection ${quote(connection.name)} (known: ${list(CONNECTIONS.map((c) => c.name))})`);
      continue;
    }
    if (seenConnections.has(known.name)) {
      problems.push(`connection ${quote(known.name)} is listed more than once`);
      continue;
    }
    seenConnections.add(known.name);

    for (const declared of connection.data_points) {
      const where = `connection ${quote(known.name)}, data point ${quote(declared.name)}`;
      const dataPoint = known.data_points.find((candidate) => candidate.name === declared.name);
      if (!dataPoint) {
        const elsewhere = findDataPoint(declared.name);
        problems.push(
          elsewhere
            ? `${where}: data point belongs to connection ${quote(elsewhere.connection.name)}, not ${quote(known.name)}`
            : `${where}: unknown data point (connection ${quote(known.name)} has ${list(known.data_points.map((d) => d.name))})`,
        );
        continue;
      }
      if (placed.has(dataPoint.name)) {
        problems.push(`${where}: data point is listed more than once`);
        continue;
      }
      placed.add(dataPoint.name);

      for (const arg of declared.output_args.filter((value) => !dataPoint.output_args.includes(value as never))) {
        problems.push(`${where}: output arg ${quote(arg)} is not one the data point produces (it produces ${list(dataPoint.output_args)})`);
      }
      for (const arg of repeats(declared.output_args)) problems.push(`${where}: output arg ${quote(arg)} is listed more than once`);
      for (const arg of declared.input_args.filter((value) => !dataPoint.input_args.includes(value as never))) {
        problems.push(`${where}: input arg ${quote(arg)} is not one the data point consumes (it consumes ${list(dataPoint.input_args)})`);
      }
      for (const arg of repeats(declared.input_args)) problems.push(`${where}: input arg ${quote(arg)} is listed more than once`);

      const outputs =
        declared.output_args.length === 0
          ? dataPoint.output_args
          : dataPoint.output_args.filter((value) => declared.output_args.includes(value));
      resolved.push({ connection: known, dataPoint, declared, outputs });
    }
  }

  // Availability: raw args of the config's connections, and outputs of its data points.
  const raw = new Map<string, string>();
  for (const name of seenConnections) {
    const connection = CONNECTIONS.find((candidate) => candidate.name === name);
    for (const arg of connection?.provides ?? []) raw.set(arg, name);
  }
  const producers = new Map<string, Resolved[]>();
  for (const entry of resolved) {
    for (const arg of entry.outputs) producers.set(arg, [...(producers.get(arg) ?? []), entry]);
  }

  // Edges for the cycle guard: consumer → the data points producing its (non-raw) inputs.
  const dependsOn = new Map<string, Set<string>>();
  for (const entry of resolved) {
    const where = `connection ${quote(entry.connection.name)}, data point ${quote(entry.dataPoint.name)}`;
    const needs = new Set<string>();
    for (const arg of entry.dataPoint.input_args) {
      if (raw.has(arg)) continue;
      const from = (producers.get(arg) ?? []).filter((producer) => producer !== entry);
      if (from.length === 0) {
        problems.push(`${where}: input arg ${quote(arg)} is not available: ${howToProvide(arg, resolved)}`);
        continue;
      }
      for (const producer of from) needs.add(producer.dataPoint.name);
    }
    dependsOn.set(entry.dataPoint.name, needs);
  }
  const cycle = findCycle(dependsOn);
  if (cycle) problems.push(`data points depend on each other in a cycle: ${cycle.map(quote).join(' -> ')}`);

  return problems;
}

/** Why an arg is missing and what would provide it, for the details text. */
function howToProvide(arg: string, resolved: readonly Resolved[]): string {
  const connection = CONNECTIONS.find((candidate) => candidate.provides.includes(arg as never));
  if (connection) return `no connection of the config provides it (add connection ${quote(connection.name)})`;
  const producers = CONNECTIONS.flatMap((c) => c.data_points.filter((d) => d.output_args.includes(arg as never)).map((d) => ({ c, d })));
  const inConfig = producers.find(({ d }) => resolved.some((entry) => entry.dataPoint.name === d.name));
  if (inConfig) {
    return `data point ${quote(inConfig.d.name)} is in the config but does not list ${quote(arg)} in its output_args (list it, or send [] for the defaults)`;
  }
  if (producers.length > 0) {
    return `no data point of the config outputs it (add ${producers.map(({ c, d }) => `data point ${quote(d.name)} to connection ${quote(c.name)}`).join(' or ')})`;
  }
  return 'nothing in the catalogue provides it';
}

/**
 * A dependency cycle among data points (data point → the data points it reads from), as a path
 * that returns to its start, or undefined. Exported for tests: the catalogue has no cycle.
 */
export function findCycle(dependsOn: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'visiting') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'visiting');
    path.push(node);
    for (const next of dependsOn.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of dependsOn.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return undefined;
}

/**
 * Checks a config against the catalogue and the organisation's entitlements.
 * Returns `{ ok: true }`; throws `invalid_permission` (rule 1) or
 * `application_config_type_check_invalid` listing every problem (rules 2 and 3).
 */
export function typeCheckConfig(
  connections: readonly ConfigConnection[],
  entitlements: readonly string[],
  options: { affinityEnabled?: boolean } = {},
): { ok: true } {
  checkEntitlements(connections, entitlements, options);
  const problems = configProblems(connections);
  if (problems.length > 0) throw new DomainError('application_config_type_check_invalid', problems.join('; '));
  return { ok: true };
}
