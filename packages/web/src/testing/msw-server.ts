import { setupServer } from 'msw/node';

/**
 * The one MSW server of the jsdom tests. It starts with no handlers: each test says which calls it
 * expects (the SDK's `get<Operation>MockHandler(override)` or a plain `http.*` for error answers),
 * so a forgotten mock fails with onUnhandledRequest: 'error'.
 */
export const server = setupServer();
