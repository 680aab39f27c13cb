export { loadContract, type Contract, type Operation } from './contract';
export { allows, me, type Call, type Handler, type Handlers } from './router';
export { HttpError } from './errors';
