// What the rest of the server may use of identity: the mailed one-time links (admin onboarding and
// the user list send the password-setup mail) and the attempt counters, which the server builds
// with its rules (ctx.services.throttle).
export { AccountLinks } from './links';
export { DEFAULT_RULES, DatabaseThrottle } from './throttle';
