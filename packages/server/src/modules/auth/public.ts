// What the rest of the server may use of identity: the password-setup mails (admin onboarding and
// the user list send them) and the login throttle, which the server builds with its rules.
export { AuthService } from './service';
export { DEFAULT_RULES, Throttle, type ThrottleRules } from './throttle';
