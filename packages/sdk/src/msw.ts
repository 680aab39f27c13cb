/**
 * @campus/sdk/msw — MSW handlers for every operation, answering realistic fake data from any origin.
 * `getCampusMockHandlers()` gives all of them; each `get<Operation>MockHandler(override)` answers
 * what a test needs, and each `get<Operation>ResponseMock(partial)` builds a fake body.
 */
export * from './generated/endpoints/msw';
