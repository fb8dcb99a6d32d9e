// Child of bench/cold-init.ts: one fresh Node process imports one bundle (ES module), as a new
// Lambda container would, and reports the time of the dynamic import, measured here with
// performance.now(); the parent measures the whole process wall time.
//
//   node cold-child.mjs <bundle> plain                 import the bundle only
//   node cold-child.mjs <bundle> split '<externals>'   import the bundle's @aws-sdk/* externals
//        first (timed apart: the SDK the runtime provides), then the bundle (our own code), and
//        watch for network or timer handles created while doing so (I/O at import).
import { createHook } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';

const [file, mode = 'plain', externalsJson = '[]'] = process.argv.slice(2);
const NETWORK = new Set(['TCPWRAP', 'TCPCONNECTWRAP', 'GETADDRINFOREQWRAP', 'GETNAMEINFOREQWRAP', 'HTTPCLIENTREQUEST', 'HTTPINCOMINGMESSAGE', 'TLSWRAP', 'UDPWRAP', 'Timeout']);
const created = new Set();
const hook = mode === 'split' ? createHook({ init: (_id, type) => NETWORK.has(type) && created.add(type) }) : undefined;
hook?.enable();

let sdkMs = 0;
if (mode === 'split') {
  const t = performance.now();
  for (const name of JSON.parse(externalsJson)) await import(name);
  sdkMs = performance.now() - t;
}
const t0 = performance.now();
const mod = await import(pathToFileURL(file).href);
const importMs = performance.now() - t0;
hook?.disable();
process.stdout.write(
  JSON.stringify({ importMs, sdkMs, sinceProcessStartMs: performance.now(), handler: typeof mod.handler, opened: [...created] }),
);
