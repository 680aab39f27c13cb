// The socket.io rooms every instance agrees on: a user's own sockets, and a role's.
export const userRoom = (id: string) => `user:${id}`;
export const roleRoom = (role: string) => `role:${role}`;
