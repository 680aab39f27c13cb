// Password hashing with argon2id (OWASP's recommended parameters by default). Tests may pass cheaper
// parameters: hashing dominates the cost of a test that registers users.
import { hash, verify } from '@node-rs/argon2';

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

export const OWASP_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2 };

export class Passwords {
  private dummy: Promise<string>;
  constructor(private readonly cost: PasswordCost = OWASP_COST) {
    // Used to spend the same time on unknown emails as on known ones, so login timing does not
    // tell an attacker which emails have accounts.
    this.dummy = this.hash('campus-timing-equaliser');
  }

  hash(password: string): Promise<string> {
    return hash(password, { ...this.cost, parallelism: 1, algorithm: 2 /* argon2id */ });
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash ?? (await this.dummy), password);
    } catch {
      return false;
    }
  }
}
