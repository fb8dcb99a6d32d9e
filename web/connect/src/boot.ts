/**
 * The first script: a few hundred bytes that start the two requests the first screen needs
 * (config.json, then the session) while the main bundle is still downloading, so that on a
 * slow phone connection the session does not wait for React. api.ts picks them up.
 */
import './boot-types.ts';
import { earlyBoot } from './early.ts';

window.__khanyaBoot = earlyBoot(location.pathname);
