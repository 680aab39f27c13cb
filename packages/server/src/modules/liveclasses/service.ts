// Live classes: scheduling for a batch, the scheduled → live → ended lifecycle, joining (attendance),
// and the events to the batch's students and the host. Events are stored as notifications inside
// the transaction (hub.prepare) and emitted after the commit (hub.deliver). A minute job (`tick`)
// sends the 15-minute reminders once (unique key in live_class_reminders_sent) and ends classes
// still live 60 minutes after their scheduled end.
//
// Split by use case (modules/courses is the template): dto (shapes, visibility) → queries →
// access (permissions, shared write checks) → scheduling → lifecycle → attendance. Each layer
// extends the one before it, so routes and the chatbot keep one LiveClassesService.
export { LiveClassesService } from './attendance';
export {
  AUTO_END_MINUTES,
  JOIN_OPENS_MINUTES,
  REMINDER_MINUTES,
  START_OPENS_MINUTES,
  type AttendeeDto,
  type CreateInput,
  type LiveClassDto,
  type UpdateInput,
} from './dto';
