export { Alert, alertTones } from './alert';
export type { AlertProps, AlertTone } from './alert';
