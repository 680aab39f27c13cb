// What the rest of the server may use of people: the rows' service (the server builds one for every
// area, ctx.services.users), the contract's User shape, and the e-mail and name rules registration
// shares.
export { normalizeEmail, requiredName, toUser, UsersService } from './service';
