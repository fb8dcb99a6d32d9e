/**
 * Emulators + resources + environment in one call, shared by `npm start` (persistent, under
 * `.data/`) and jest's globalSetup (in memory, throwaway).
 */
import { startEmulators, type Emulators } from './emulators.ts';
import { applyEnv, createResources, localEnv, type LocalResources } from './resources.ts';

export interface LocalStackOptions {
  /** Persistent emulator state under this folder; omit for an in-memory, throwaway stack. */
  dataDir?: string;
  mailOutboxDir: string;
  tokenSigningSecret: string;
  consoleUrl: string;
  /** Also write the variables into process.env (default true). */
  apply?: boolean;
}

export interface LocalStack {
  emulators: Emulators;
  resources: LocalResources;
  env: Record<string, string>;
  timings: { emulatorsMs: number; resourcesMs: number };
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const t0 = Date.now();
  const emulators = await startEmulators(options.dataDir ? { dataDir: options.dataDir } : {});
  const t1 = Date.now();
  let resources: LocalResources;
  try {
    resources = await createResources(emulators.endpoints);
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  const t2 = Date.now();
  const env = localEnv({
    endpoints: emulators.endpoints,
    resources,
    mailOutboxDir: options.mailOutboxDir,
    tokenSigningSecret: options.tokenSigningSecret,
    consoleUrl: options.consoleUrl,
  });
  if (options.apply ?? true) applyEnv(env);
  return { emulators, resources, env, timings: { emulatorsMs: t1 - t0, resourcesMs: t2 - t1 }, stop: () => emulators.stop() };
}
