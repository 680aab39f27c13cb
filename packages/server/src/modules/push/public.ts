// What the rest of the server may use of web push: who has a subscription (the preference router
// writes push deliveries only for them).
export { subscribersAmong } from './subscriptions';
