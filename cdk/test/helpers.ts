/**
 * Builds the app the way `cdk synth` does (cdk.json context: feature flags, stage) but with
 * bundling skipped (`aws:cdk:bundling-stacks: []`) so template tests stay fast and do not need
 * the handler files to compile.
 */
import { App, type Stack } from 'aws-cdk-lib';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiStack } from '../lib/api-stack.ts';
import { DataStack } from '../lib/data-stack.ts';
import { findRepoRoot } from '../lib/repo-root.ts';
import { WorkersStack } from '../lib/workers-stack.ts';
import { DEFAULT_SETTINGS, type KhanyaSettings } from '../lib/settings.ts';

export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(findRepoRoot(), 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

export function testApp(extraContext: Record<string, unknown> = {}): App {
  return new App({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], ...extraContext } });
}

export interface BuiltStacks {
  app: App;
  data: DataStack;
  api: ApiStack;
  workers: WorkersStack;
  dataTemplate: Template;
  apiTemplate: Template;
  workersTemplate: Template;
}

export function buildStacks(stage = 'dev', overrides: Partial<KhanyaSettings> = {}): BuiltStacks {
  const app = testApp();
  const settings: KhanyaSettings = { ...DEFAULT_SETTINGS, stage, ...overrides };
  const env = { account: '123456789012', region: 'af-south-1' };
  const data = new DataStack(app, `Khanya-${stage}-Data`, { env, settings });
  const api = new ApiStack(app, `Khanya-${stage}-Api`, { env, settings, data });
  // Every stack is built before the first Template.fromStack synthesizes the app: the
  // cross-stack references (exports from the data stack) are settled at synthesis.
  const workers = new WorkersStack(app, `Khanya-${stage}-Workers`, { env, settings, data });
  return {
    app,
    data,
    api,
    workers,
    dataTemplate: Template.fromStack(data),
    apiTemplate: Template.fromStack(api),
    workersTemplate: Template.fromStack(workers),
  };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string }>;

export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/**
 * Replaces every cross-stack reference to the data stack (`Fn::GetStackOutput`, or
 * `Fn::ImportValue` of one of its exports) with the value the data stack outputs, so a
 * resource in the API or workers template can be compared with `{ 'Fn::GetAtt': [id, 'Arn'] }`
 * of a data-stack resource. Anything else is returned with its parts resolved the same way.
 */
export function resolveFromData(value: unknown, dataTemplate: Template): unknown {
  const outputs = (dataTemplate.toJSON() as { Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }> }).Outputs ?? {};
  const resolve = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(resolve);
    if (!v || typeof v !== 'object') return v;
    const obj = v as Record<string, any>;
    const keys = Object.keys(obj);
    if (keys.length === 1 && keys[0] === 'Fn::GetStackOutput') {
      const output = outputs[obj['Fn::GetStackOutput'].OutputName as string];
      if (!output) throw new Error(`no data-stack output ${JSON.stringify(obj)}`);
      return output.Value;
    }
    if (keys.length === 1 && keys[0] === 'Fn::ImportValue') {
      const output = Object.values(outputs).find((o) => JSON.stringify(o.Export?.Name) === JSON.stringify(obj['Fn::ImportValue']));
      if (!output) throw new Error(`no data-stack export ${JSON.stringify(obj)}`);
      return output.Value;
    }
    return Object.fromEntries(keys.map((k) => [k, resolve(obj[k])]));
  };
  return resolve(value);
}

export interface Grant {
  actions: string[];
  /** Resources with data-stack references resolved (see resolveFromData). */
  resources: unknown[];
}

/** The Allow statements of the inline policies attached to one role, one Grant per statement. */
export function grantsOfRole(template: Template, stack: Stack, role: IRole, dataTemplate: Template): Grant[] {
  const roleId = stack.getLogicalId(role.node.defaultChild as never);
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties?.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties?.PolicyDocument?.Statement as Array<Record<string, any>>)
    .map((s) => {
      if (s.Effect !== 'Allow') throw new Error(`unexpected ${String(s.Effect)} statement`);
      return { actions: [s.Action].flat() as string[], resources: [s.Resource].flat().map((r) => resolveFromData(r, dataTemplate)) };
    });
}

/** True when an IAM action pattern (`s3:GetObject*`, `sqs:*`) covers the action. */
export function actionCovers(pattern: string, action: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&')).join('.*')}$`, 'i');
  return regex.test(action);
}

/** True when some grant allows the action on exactly this (resolved) resource. */
export function allows(grants: Grant[], action: string, resource: unknown): boolean {
  const wanted = JSON.stringify(resource);
  return grants.some((g) => g.actions.some((a) => actionCovers(a, action)) && g.resources.some((r) => JSON.stringify(r) === wanted));
}

/** `{ 'Fn::GetAtt': [logicalId, 'Arn'] }` of a data-stack resource, and the same ARN with a suffix (`/*`, `/index/*`). */
export function arnOf(stack: Stack, construct: IConstruct, suffix = ''): unknown {
  const getAtt = { 'Fn::GetAtt': [stack.getLogicalId(construct.node.defaultChild as never), 'Arn'] };
  return suffix ? { 'Fn::Join': ['', [getAtt, suffix]] } : getAtt;
}
