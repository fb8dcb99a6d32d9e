/** jest globalTeardown: stops the emulator children globalSetup started and removes the outbox. */
import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__KHANYA_TEST_STACK__;
  if (!state) return;
  globalThis.__KHANYA_TEST_STACK__ = undefined;
  await state.stack.stop();
  rmSync(state.outboxDir, { recursive: true, force: true });
}
