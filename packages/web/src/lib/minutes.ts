/** A lesson's or a module's length as the course player and the e-book reader show it: "12 min". */
export const minutes = (n: number) => `${n} min`;
