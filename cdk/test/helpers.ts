/**
 * Builds the app the way `cdk synth` does (cdk.json context: feature flags, stage) but with
 * bundling skipped (`aws:cdk:bundling-stacks: []`) so template tests stay fast and do not need
 * the handler files to compile.
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiStack } from '../lib/api-stack.ts';
import { DataStack } from '../lib/data-stack.ts';
import { findRepoRoot } from '../lib/repo-root.ts';
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
  dataTemplate: Template;
  apiTemplate: Template;
}

export function buildStacks(stage = 'dev', overrides: Partial<KhanyaSettings> = {}): BuiltStacks {
  const app = testApp();
  const settings: KhanyaSettings = { ...DEFAULT_SETTINGS, stage, ...overrides };
  const env = { account: '123456789012', region: 'af-south-1' };
  const data = new DataStack(app, `Khanya-${stage}-Data`, { env, settings });
  const api = new ApiStack(app, `Khanya-${stage}-Api`, { env, settings, data });
  return { app, data, api, dataTemplate: Template.fromStack(data), apiTemplate: Template.fromStack(api) };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string }>;

export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}
