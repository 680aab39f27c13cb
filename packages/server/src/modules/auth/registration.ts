// Registration: a student, a mentor (who reaches no student until an admin approves them), or a
// student who pays for a program and sets a password by the mailed link. Every registration from
// an address counts towards its limit; multi-step writes run in one transaction, their mail
// written to the outbox inside it.
import type {
  AuthResponse,
  CheckoutAccess,
  RegisterMentorRequest,
  RegisterRequest,
  RegisterWithPaymentRequest,
  RegisterWithPaymentResponse,
} from '@campus/sdk/model';
import type { AppContext } from '../../context';
import type { MentorApplication } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import {
  checkoutAccess,
  findCheckout,
  openCheckout,
  paymentFormUrl,
  validCheckoutAccess,
} from '../payments/public';
import { recordProgramEnrolment } from '../programs/public';
import { toUser } from '../users/public';
import type { AttemptLimits } from './attempts';
import type { AccountLinks } from './links';
import type { Sessions } from './sessions';

export class Registration {
  constructor(
    private readonly ctx: Pick<AppContext, 'config' | 'db' | 'extensions' | 'now' | 'services'>,
    private readonly sessions: Sessions,
    private readonly links: AccountLinks,
    private readonly attempts: AttemptLimits,
  ) {}

  private allowed(ip: string): Promise<void> {
    // Every attempt counts (not only failures): registrations are cheap to script.
    return this.attempts.count('Too many registration attempts.', [
      `register:ip:${ip}`,
      this.attempts.rules.registerIp,
    ]);
  }

  async register(input: RegisterRequest, ip: string): Promise<AuthResponse> {
    await this.allowed(ip);
    const passwordHash = await this.ctx.services.passwords.hash(input.password);
    const user = await this.ctx.services.users.create(this.ctx.db, {
      name: input.name,
      email: input.email,
      role: 'student',
      passwordHash,
      profile: input.phone ? { phone: input.phone } : {},
    });
    return this.sessions.start(user);
  }

  async registerMentor(input: RegisterMentorRequest, ip: string): Promise<AuthResponse> {
    await this.allowed(ip);
    const passwordHash = await this.ctx.services.passwords.hash(input.password);
    const application: MentorApplication = { expertise: input.expertise };
    if (input.bio !== undefined) application.bio = input.bio;
    if (input.yearsOfExperience !== undefined)
      application.yearsOfExperience = input.yearsOfExperience;
    if (input.linkedinUrl !== undefined) application.linkedinUrl = input.linkedinUrl;
    const user = await this.ctx.db.transaction(async (tx) => {
      const row = await this.ctx.services.users.create(tx, {
        name: input.name,
        email: input.email,
        role: 'mentor',
        // Reaches no student until an admin approves the account.
        mentorStatus: 'pending',
        passwordHash,
        profile: {
          ...(input.phone ? { phone: input.phone } : {}),
          ...(input.bio ? { bio: input.bio } : {}),
        },
        mentorApplication: application,
      });
      for (const hook of this.ctx.extensions.onMentorRegistered) await hook(tx, row, application);
      return row;
    });
    return this.sessions.start(user);
  }

  async registerWithPayment(
    input: RegisterWithPaymentRequest,
    ip: string,
  ): Promise<RegisterWithPaymentResponse> {
    await this.allowed(ip);
    const program = await this.ctx.extensions.findProgram(input.programSlug);
    if (!program) throw notFound('No such program.');
    const { user, checkout } = await this.ctx.db.transaction(async (tx) => {
      const row = await this.ctx.services.users.create(tx, {
        name: input.name,
        email: input.email,
        role: 'student',
        passwordHash: null,
        pendingAmount: program.price,
        programSlug: program.slug,
        profile: input.phone ? { phone: input.phone } : {},
      });
      // The checkout is what the receipt page is keyed on: the visitor has no password yet.
      const opened = await openCheckout(tx, row.id, program.price, `${program.title} program`);
      await recordProgramEnrolment(tx, row.id, program.slug, opened.id);
      await this.links.mailSetupLink(tx, row, `Welcome to Campus — ${program.title}`);
      return { user: row, checkout: opened };
    });
    return {
      user: toUser(user),
      paymentUrl: paymentFormUrl(this.ctx.config, checkout, this.ctx.now()),
      checkout: checkoutAccess(this.ctx.config, checkout.id),
      message:
        'Registration successful! Complete the payment; we emailed you a link to set your password.',
    };
  }

  /**
   * resendSetupMail: the receipt page of a registration with payment offers the setup mail again.
   * The checkout's signed reference is the authority (the visitor has no password to log in with);
   * a person's inbox is throttled per account and per address.
   */
  async resendSetupMail(access: CheckoutAccess, ip: string): Promise<void> {
    const checkout = validCheckoutAccess(this.ctx.config, access)
      ? await findCheckout(this.ctx.db, access.reference)
      : undefined;
    const user = checkout ? await this.ctx.services.users.byId(checkout.userId) : undefined;
    if (!user) throw notFound('This payment link is unknown or was changed.');
    if (user.passwordHash !== null)
      throw conflict('Your password is already set. Log in with it, or use Forgot password.');
    const { rules } = this.attempts;
    await this.attempts.count(
      'Too many emails asked for.',
      [`setup-mail:account:${user.id}`, rules.setupMailAccount],
      this.attempts.linkUse(ip),
    );
    await this.ctx.db.transaction((tx) => this.links.mailSetupLink(tx, user));
  }
}
