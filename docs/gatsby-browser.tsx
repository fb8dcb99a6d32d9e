import './src/styles/global.css';
import { emitRouteEnd, emitRouteStart } from './src/components/shell/progress';

/** The shell's progress bar listens for these and shows itself only after 200 ms. */
export const onPreRouteUpdate = (): void => emitRouteStart();
export const onRouteUpdate = (): void => emitRouteEnd();
