import { vars } from '@campus/ui';

/**
 * The chat launcher's box from the viewport's inline end: its inset, its size and a little air.
 * From a tablet up it floats in the corner and the shell keeps this much room free beside the
 * page, so it never covers a control; on a phone it docks at the end of the page instead (a
 * gutter this wide would cost a phone a sixth of its width).
 */
export const launcherInset = vars.space.lg;
export const launcherRoom = `calc(${launcherInset} + ${vars.size.controlLg} + ${vars.space.sm})`;
