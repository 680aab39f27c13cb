export { Link, linkClassName, linkTones } from './link';
export type { LinkProps, LinkTone } from './link';
