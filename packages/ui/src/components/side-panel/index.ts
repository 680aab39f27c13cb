export { SidePanel } from './side-panel';
export type { SidePanelContentProps } from './side-panel';
