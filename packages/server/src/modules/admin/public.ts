// What other areas may use of the admin area: the overview's figures (the assistant answers an
// admin's "how many students…" with the same counts the /admin overview shows).
export { adminSummary } from './summary';
