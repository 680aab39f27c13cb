/**
 * @campus/sdk — the typed client of the Campus API.
 *
 * - Generated (orval, from openapi/): one function per operation, named by its operationId, and
 *   every schema as a type.
 * - Hand-written core: `configure`, the token store, the spec's global error rules and texts (carried
 *   by one axios instance, loaded when a call first needs it), and `connectRealtime` with typed
 *   socket events.
 */
export * from './generated/endpoints';
export * from './generated/model';
export * from './vocabulary/review-decisions';
export { configure, getConfig, type CampusConfig, type CampusOptions } from './core/config';
export { createTokenStore, TOKEN_STORAGE_KEY, type TokenStore } from './core/token';
export {
  CampusError,
  DEFAULT_RETRY_AFTER_MINUTES,
  isDeactivated,
  loginErrorMessage,
  messages,
  normalizeError,
  registrationErrorMessage,
  validationMessage,
  type CampusErrorShape,
  type FieldProblem,
} from './core/errors';
export { prepareTransport } from './core/transport';
export {
  campusRequest,
  type RequestConfig,
  type RequestOptions,
  type UploadProgress,
} from './core/http';
// The socket (also its own entry, @campus/sdk/realtime, for apps that load it later).
export * from './realtime';
