// Every table, one file per area. drizzle-kit reads this folder to generate migrations
// (`pnpm --filter @campus/server db:generate`); a new area adds its file and one line here.
export * from './users';
export * from './auth';
export * from './payments';
export * from './notifications';
export * from './tasks';
export * from './bookings';
export * from './courses';
export * from './ebooks';
export * from './programs';
export * from './batches';
export * from './liveclasses';
export * from './mentors';
export * from './updates';
export * from './chatbot';
export * from './messages';
export * from './learning';
export * from './availability';
export * from './outbox';
export * from './quizzes';
export * from './passages';
export * from './certificates';
export * from './totals';
export * from './calendar';
export * from './questions';
export * from './preferences';
export * from './inbox';
