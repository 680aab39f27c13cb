export { Avatar, getInitials, avatarSizes } from './avatar';
export type { AvatarProps, AvatarSize } from './avatar';
