// What the rest of the server may use of the support assistant: its FAQ, which the demo seeds, and
// the passage index, which the content areas keep current in their own write transactions.
export { FAQ } from './faq';
export { passageIndex } from './passages';
