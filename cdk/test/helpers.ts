/**
 * Builds the app the way `cdk synth` does (cdk.json context: feature flags, stage) but with
 * bundling skipped (`aws:cdk:bundling-stacks: []`) so template tests stay fast and do not need
 * the handler files to compile.
 */
import { App, NestedStack, Stack, type AppProps, type CfnResource } from 'aws-cdk-lib';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { Template } from 'aws-cdk-lib/assertions';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiStack } from '../lib/api-stack.ts';
import { DataStack } from '../lib/data-stack.ts';
import { findRepoRoot } from '../lib/repo-root.ts';
import { WorkersStack } from '../lib/workers-stack.ts';
import { DEFAULT_SETTINGS, type KhanyaSettings } from '../lib/settings.ts';

/** A CloudFormation template's untyped JSON: tests read it field by field, and a wrong guess fails the assertion. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Json = Record<string, any>;

export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(findRepoRoot(), 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

// An App without an outdir makes its own cdk.out* directory in the system temp folder at
// construction and never removes it: thousands piled up across runs and filled a CI disk.
// Each test file gets one scratch folder (this module is evaluated once per file), removed after it.
const scratchRoot = mkdtempSync(join(tmpdir(), 'khanya-cdk-test-'));
afterAll(() => rmSync(scratchRoot, { recursive: true, force: true }));

/** An App whose cloud assembly goes to this test file's scratch folder, which is removed when the file ends. */
export function scratchApp(props: Omit<AppProps, 'outdir'> = {}): App {
  return new App({ ...props, outdir: mkdtempSync(join(scratchRoot, 'app-')) });
}

export function testApp(extraContext: Record<string, unknown> = {}): App {
  return scratchApp({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], ...extraContext } });
}

export interface BuiltStacks {
  app: App;
  data: DataStack;
  api: ApiStack;
  workers: WorkersStack;
  dataTemplate: Template;
  /** The API stack's own template: the HttpApi, the fallback and one AWS::CloudFormation::Stack per area. */
  apiTemplate: Template;
  /** The API stack merged with its nested stacks (see mergedTemplate): every function, route and grant. */
  apiMergedTemplate: Template;
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
    apiMergedTemplate: mergedTemplate(api),
    workersTemplate: Template.fromStack(workers),
  };
}

/** The stack itself, then every nested stack under it (parents before their children). */
export function stackAndNested(stack: Stack): Stack[] {
  return [stack, ...stack.node.findAll().filter((c): c is NestedStack => c !== stack && NestedStack.isNestedStack(c))];
}

/** Every stack of the app, top-level and nested. */
export function allStacks(app: App): Stack[] {
  return app.node.findAll().filter((c): c is Stack => Stack.isStack(c));
}

type TemplateJson = {
  Parameters?: Record<string, unknown>;
  Resources: Record<string, { Type: string; Properties?: Json }>;
  Outputs?: Record<string, unknown>;
};

/** Replaces `{ Ref: name }` by values[name] wherever name is one of the given parameters. */
function substituteParameters(value: unknown, values: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => substituteParameters(v, values));
  if (!value || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length === 1 && keys[0] === 'Ref' && typeof obj.Ref === 'string' && Object.hasOwn(values, obj.Ref)) return values[obj.Ref];
  return Object.fromEntries(keys.map((k) => [k, substituteParameters(obj[k], values)]));
}

/**
 * One template holding the resources of a stack AND of all its nested stacks, as if they were
 * one stack: in a nested stack's resources every reference to one of its parameters is replaced
 * by the value its parent passes for it (so a route's `ApiId` reads `{ Ref: <HttpApi id> }` of the
 * parent, exactly as in a single-stack template). Outputs and parameters are the stack's own.
 * Throws if two stacks use the same logical id, or a parameter is not passed by the parent.
 */
export function mergedTemplate(stack: Stack): Template {
  const resolved = new Map<Stack, TemplateJson>();
  const root = Template.fromStack(stack).toJSON() as TemplateJson;
  resolved.set(stack, root);
  const resources = { ...root.Resources };
  for (const nested of stackAndNested(stack).slice(1)) {
    const parent = nested.nestedStackParent!;
    const parentJson = resolved.get(parent);
    if (!parentJson) throw new Error(`${nested.node.path}: parent template not resolved yet`);
    const resourceId = parent.getLogicalId(nested.nestedStackResource as CfnResource);
    const passed = (parentJson.Resources[resourceId]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const own = Template.fromStack(nested).toJSON() as TemplateJson;
    for (const name of Object.keys(own.Parameters ?? {})) {
      if (!Object.hasOwn(passed, name)) throw new Error(`${nested.node.path}: parameter ${name} is not passed by ${parent.node.path}`);
    }
    const json = substituteParameters(own, passed) as TemplateJson;
    resolved.set(nested, json);
    for (const [id, resource] of Object.entries(json.Resources)) {
      if (Object.hasOwn(resources, id)) throw new Error(`logical id ${id} is used twice (${nested.node.path})`);
      resources[id] = resource;
    }
  }
  return Template.fromJSON({ ...root, Resources: resources });
}

type Resources = Record<string, { Type: string; Properties?: Json; DeletionPolicy?: string }>;

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
    const obj = v as Json;
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

/** The Allow statements of the inline policies attached to one role (in `stack` or one of its nested stacks), one Grant per statement. */
export function grantsOfRole(template: Template, stack: Stack, role: IRole, dataTemplate: Template): Grant[] {
  // The role may live in a nested stack of `stack` (API functions); its own stack names it, and
  // `template` must then be the merged one (mergedTemplate).
  const roleStack = Stack.of(role);
  if (!stackAndNested(stack).includes(roleStack)) throw new Error(`${role.node.path} is not in ${stack.node.path}`);
  const roleId = roleStack.getLogicalId(role.node.defaultChild as never);
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties?.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties?.PolicyDocument?.Statement as Array<Json>)
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
