// What the rest of the server may use of mentor updates: the sanitiser (the demo's updates go
// through it like anyone's).
export { sanitizeUpdateHtml } from './sanitize';
