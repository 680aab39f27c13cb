// What the rest of the server may use of people: the users service (the server builds one for every
// area), the contract's User shape, and the e-mail and name rules registration shares.
export { normalizeEmail, requiredName, toUser, UsersService } from './service';
