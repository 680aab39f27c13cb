// What the rest of the server may use of notifications: the store (the server builds one for the
// hub and the areas) and the contract's Notification shape (a private message carries its bell entry).
export { NotificationsService, toNotification } from './service';
