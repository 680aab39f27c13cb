export { Tabs } from './tabs';
