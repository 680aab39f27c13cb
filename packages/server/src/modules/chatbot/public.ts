// What the rest of the server may use of the support assistant: its FAQ, which the demo seeds.
export { FAQ } from './faq';
