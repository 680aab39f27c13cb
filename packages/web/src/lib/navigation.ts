/**
 * How machines and widgets move the user to another route. The app supplies wouter's `navigate`;
 * tests and stories supply a spy. Features never build a router themselves.
 */
export type Navigate = (to: string) => void;
